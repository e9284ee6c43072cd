import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { Badge } from '@expo/contract';
import { PrimaryButton } from '../../components/form/form-ui';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { routes } from '../../lib/routes';
import { theme } from '../../styles/theme';

/** Under a badge: print it (the A6 card), and open its own page (the link that works offline). */
export function BadgeActions({ badge, pageLink = true, children }: { badge: Badge; pageLink?: boolean; children?: React.ReactNode }) {
  const { t } = useTranslation('visitor');
  return (
    <Actions data-print="hide">
      {badge.revoked ? null : (
        <PrimaryButton type="button" onClick={() => window.print()}>
          {t('visitBadge.print')}
        </PrimaryButton>
      )}
      {pageLink ? <LocalizedLink to={routes.visitBadgeOf(badge.token)}>{t('visitBadge.open')}</LocalizedLink> : null}
      {children}
    </Actions>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${theme.space(3)} ${theme.space(5)};
  margin: ${theme.space(5)} 0 0;
`;
