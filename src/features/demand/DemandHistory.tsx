import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { DemandEvent } from '@expo/contract';
import { useMemberRead } from '../../lib/api/use-member-read';
import { formatShowTime } from '../../lib/format/date';
import { theme } from '../../styles/theme';

/** The author's view of their demand's history: submitted, reviewed (with the reason), edited, claimed, expired, renewed, taken down. */
export function DemandHistory({ demandId }: { demandId: number }) {
  const { t } = useTranslation('demand');
  const { t: tc } = useTranslation();
  const { data: events } = useMemberRead<DemandEvent[]>(`/demand/${demandId}/history`);
  if (!events || events.length === 0) return null;
  return (
    <section aria-labelledby="demand-history">
      <h2 id="demand-history">{t('history.title')}</h2>
      <Timeline>
        {events.map((event, index) => (
          <li key={index} data-kind={event.kind}>
            <time dateTime={event.time}>{formatShowTime(event.time, tc('format.dateTime'))}</time>{' '}
            <strong>{t(`history.kind.${event.kind}`)}</strong>{' '}
            {event.by === 'member' ? t('history.by.member', { name: event.claimer ?? t('history.aMember') }) : t(`history.by.${event.by}`)}
            {event.reason ? <Reason>{t('history.reason', { reason: event.reason })}</Reason> : null}
          </li>
        ))}
      </Timeline>
    </section>
  );
}

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${theme.space(3)};
  border-left: 2px solid ${theme.colors.line};
  li {
    margin-bottom: ${theme.space(2)};
    overflow-wrap: anywhere;
  }
  time {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }
  li[data-kind='rejected'] strong,
  li[data-kind='takenDown'] strong,
  li[data-kind='expired'] strong {
    color: ${theme.colors.berry};
  }
`;

const Reason = styled.span`
  display: block;
`;
