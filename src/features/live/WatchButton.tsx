import React, { useState } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { askDialog } from '../../components/feedback/feedback-store';
import { MemberApiError } from '../../lib/api/member-client';
import { useMemberApi } from '../../lib/api/use-member-api';
import { localizedPath } from '../../lib/i18n/paths';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { askToSignIn } from '../../lib/ask-to-sign-in';
import { readSessionUser, readToken } from '../../lib/session';
import { theme } from '../../styles/theme';

/**
 * Watching a members-only (type 1) stream (SPEC.md section 5): signed in, with a nickname; the API
 * answers a signed watch URL. The member API client loads on the click, not with the page.
 */
export function WatchButton({ liveId }: { liveId: number }) {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const [busy, setBusy] = useState(false);
  const api = useMemberApi();

  const watch = async () => {
    const user = readSessionUser();
    if (!readToken() || !user) {
      await askToSignIn(language, t, t('live.signInToWatch'));
      return;
    }
    setBusy(true);
    try {
      const device = window.matchMedia('(min-width: 1024px)').matches ? 'pc' : 'wap';
      const url = await api.get<string>(`/polyv/watch/${user.id}/${liveId}`, { device });
      window.open(url, '_blank', 'noopener');
    } catch (error) {
      if (error instanceof MemberApiError && error.field === 'nickname') {
        if (await askDialog({ key: 'profile', title: t('live.completeProfile'), message: t('live.completeProfileMore'), confirmText: t('live.goToProfile'), cancelText: t('api.cancel') })) {
          await navigate(localizedPath(routes.memberHome, language));
        }
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type="button" onClick={() => void watch()} disabled={busy}>
      {t('live.watch')}
    </Button>
  );
}

const Button = styled.button`
  justify-self: start;
  padding: ${theme.space(2)} ${theme.space(4)};
  border: 0;
  border-radius: 999px;
  background: ${theme.colors.crust};
  color: ${theme.colors.cream};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;
