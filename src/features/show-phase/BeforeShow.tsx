import React, { type ReactNode } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { SHOW_OPENS_AT } from '@expo/contract/constants';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { formatShowDate } from '../../lib/format/date';
import { routes } from '../../lib/routes';
import type { ShowDates } from '../../lib/show-phase';
import { theme } from '../../styles/theme';
import { ActionLink, LinkCards, Panel } from './styles';

export interface BeforeShowProps {
  dates: ShowDates;
  /** the countdown to the opening (the page's own countdown feature) */
  countdown: ReactNode;
}

/**
 * Before the show: the countdown, the visitor registration and the parts of a visit to plan (the page's
 * featured exhibitors and news below are the highlights).
 */
export function BeforeShow({ dates, countdown }: BeforeShowProps) {
  const { t } = useTranslation();
  const plan: Array<[string, string, string]> = [
    [routes.exhibitors, t('phase.planExhibitors'), t('phase.planExhibitorsLead')],
    [routes.activities, t('phase.planEvents'), t('phase.planEventsLead')],
    [routes.floorPlan, t('phase.planFloor'), t('phase.planFloorLead')],
    [routes.memberCollection('exhibitor'), t('phase.planCollect'), t('phase.planCollectLead')],
  ];
  return (
    <Panel aria-labelledby="phase-title" data-phase="before">
      <h2 id="phase-title">{t('phase.beforeTitle')}</h2>
      <p>{t('phase.opensOn', { date: formatShowDate(dates.startDate, t('format.date')), time: SHOW_OPENS_AT })}</p>
      <CountdownBox>{countdown}</CountdownBox>
      <p>
        <ActionLink>
          <LocalizedLink to={routes.visitRegister}>{t('phase.register')}</LocalizedLink>
        </ActionLink>
      </p>
      <p>{t('phase.registerLead')}</p>
      <h3>{t('phase.planTitle')}</h3>
      <LinkCards>
        {plan.map(([to, title, lead]) => (
          <li key={to}>
            <LocalizedLink to={to}>
              <strong>{title}</strong>
              <span>{lead}</span>
            </LocalizedLink>
          </li>
        ))}
      </LinkCards>
    </Panel>
  );
}

/** The countdown as the panel's centrepiece: larger than in the header. */
const CountdownBox = styled.div`
  margin: ${theme.space(3)} 0 ${theme.space(5)};
  color: ${theme.colors.crust};
  [role='timer'] .value {
    font-size: 2rem;
  }
`;
