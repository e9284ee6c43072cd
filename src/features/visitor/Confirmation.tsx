import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { BadgeActions } from './BadgeActions';
import { BadgeCard } from './BadgeCard';
import type { Registered } from './RegistrationForm';

/** The badge just given: what happened, the badge, print, and the link to its page. */
export function Confirmation({ registered }: { registered: Registered }) {
  const { t } = useTranslation('visitor');
  const { badge, sentTo } = registered;
  return (
    <section aria-labelledby="visit-done">
      <Done role="status">
        <h2 id="visit-done">{t(badge.existing ? 'visitDone.existingTitle' : 'visitDone.title')}</h2>
        <p>{t(badge.existing ? 'visitDone.existing' : 'visitDone.sent', { to: sentTo })}</p>
        <p>{t('visitDone.atGate')}</p>
      </Done>
      <BadgeCard badge={badge} />
      <BadgeActions badge={badge} />
    </section>
  );
}

const Done = styled.div`
  margin-bottom: ${theme.space(5)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  background: #eef6e9;
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.2rem;
  }
  p {
    margin: ${theme.space(1)} 0 0;
  }
`;
