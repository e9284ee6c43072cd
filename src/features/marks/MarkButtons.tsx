import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { MarkState } from '@expo/contract';
import { apiGet } from '../../lib/api/public-api';
import { useMemberApi } from '../../lib/api/use-member-api';
import { formatNumber } from '../../lib/format/number';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { askToSignIn } from '../../lib/ask-to-sign-in';
import { readToken } from '../../lib/session';
import { chipLook } from '../../components/ui/chip-look';
import { theme } from '../../styles/theme';

export type MarkTarget = MarkState['targetType'];

/**
 * Collect and like on a static page: the counts load after hydration; a click toggles the mark
 * for a signed-in member (the member API client loads on that first click, keeping public pages
 * light), or offers to sign in. A click made before the counts arrive waits for them: on a slow
 * connection the first click is not lost.
 */
export function MarkButtons({ targetType, targetId }: { targetType: MarkTarget; targetId: number }) {
  const api = useMemberApi();
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const [state, setState] = useState<MarkState | null>(null);
  const [busy, setBusy] = useState(false);
  const loading = useRef<Promise<MarkState | null>>(Promise.resolve(null));

  useEffect(() => {
    const token = readToken();
    loading.current = apiGet<MarkState>('/common/marks', language, { targetType, targetId }, { token }).then(
      (loaded) => {
        setState(loaded);
        return loaded;
      },
      () => {
        setState(null);
        return null;
      },
    );
  }, [language, targetType, targetId]);

  const toggle = async (mark: 'collect' | 'like') => {
    if (!readToken()) {
      await askToSignIn(language, t, t('marks.unsignedMore'));
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      const current = state ?? (await loading.current);
      if (!current) return;
      const on = mark === 'collect' ? !current.collected : !current.liked;
      setState(await api.post<MarkState>('/member/mark', { targetType, targetId, mark, on }));
    } catch {
      // the API client has shown the message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Buttons>
      <button type="button" aria-pressed={state?.collected ?? false} disabled={busy} onClick={() => void toggle('collect')}>
        {t(state?.collected ? 'marks.collected' : 'marks.collect')}
        {state ? <span> · {formatNumber(state.collectCount)}</span> : null}
      </button>
      <button type="button" aria-pressed={state?.liked ?? false} disabled={busy} onClick={() => void toggle('like')}>
        {t(state?.liked ? 'marks.liked' : 'marks.like')}
        {state ? <span> · {formatNumber(state.likeCount)}</span> : null}
      </button>
    </Buttons>
  );
}

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin: ${theme.space(4)} 0;
  ${chipLook('button', "[aria-pressed='true']")}
  button {
    padding: ${theme.space(2)} ${theme.space(4)};
    color: ${theme.colors.ink};
    font: inherit;
    cursor: pointer;
  }
`;
