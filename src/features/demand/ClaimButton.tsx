import React, { useState } from 'react';
import type { DemandView } from '@expo/contract';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { notify } from '../../components/feedback/feedback-store';
import { useMemberApi } from '../../lib/api/use-member-api';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { askToSignIn } from '../../lib/ask-to-sign-in';
import { readToken } from '../../lib/session';
import { theme } from '../../styles/theme';

/** Claiming a demand (SPEC.md section 4): signed-in members, not the author; claimed stays claimed. */
export function ClaimButton({ demand, onClaimed }: { demand: DemandView; onClaimed: () => void }) {
  const { t } = useTranslation('demand');
  const { t: tc } = useTranslation();
  const { language } = usePageLanguage();
  const [busy, setBusy] = useState(false);
  const api = useMemberApi();
  if (demand.mine) return <Note>{t('claim.mine', { count: demand.claimCount })}</Note>;
  if (demand.claimed) return <Button type="button" disabled aria-pressed="true">{t('claim.claimed')}</Button>;

  const claim = async () => {
    if (!readToken()) {
      await askToSignIn(language, tc, tc('marks.unsignedMore'));
      return;
    }
    setBusy(true);
    try {
      await api.post(`/demand/${demand.id}/claim`);
      notify(t('claim.done'), 'success');
      onClaimed();
    } catch {
      // the API client has shown the message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" onClick={() => void claim()} disabled={busy} aria-pressed="false">
      {t('claim.action')}
    </Button>
  );
}

const Button = styled.button`
  padding: ${theme.space(3)} ${theme.space(6)};
  border: 0;
  border-radius: 999px;
  background: ${theme.colors.crust};
  color: ${theme.colors.cream};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    opacity: 0.7;
    cursor: default;
  }
`;

const Note = styled.p`
  color: ${theme.colors.muted};
`;
