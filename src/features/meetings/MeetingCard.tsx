import React, { type ReactNode } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { Meeting } from '@expo/contract/meeting';
import { MEETINGS_PAGE, MEETING_TOPIC_LABELS } from '@expo/contract/meeting-rules';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { theme } from '../../styles/theme';
import { MeetingTime, useMeetingTimeText } from './MeetingTime';
import { itemBox } from './match-list';
import { PlaceText } from './PlaceText';

/** The other side's name as the caller sees it: the exhibitor for the visitor, the visitor (and company) for the team. */
export function otherSide(meeting: Pick<Meeting, 'you' | 'exhibitorName' | 'visitor'>): string {
  if (meeting.you === 'visitor') return meeting.exhibitorName;
  return meeting.visitor.company ? `${meeting.visitor.name} · ${meeting.visitor.company}` : meeting.visitor.name;
}

/** One meeting in a list: who, when, where, about what, its status in words and who must answer. */
export function MeetingCard({ meeting, children }: { meeting: Meeting; children?: ReactNode }) {
  const { t } = useTranslation('meetings');
  const { language } = usePageLanguage();
  return (
    <Card data-status={meeting.status} data-testid={`meeting-${meeting.id}`}>
      <header>
        <h3>
          <LocalizedLink to={`${MEETINGS_PAGE}${meeting.id}/`}>{otherSide(meeting)}</LocalizedLink>
        </h3>
        <StatusTag status={meeting.status} />
      </header>
      <p className="when">
        <MeetingTime startsAt={meeting.startsAt} endsAt={meeting.endsAt} />
      </p>
      <p>
        <PlaceText place={meeting.place} />
        {' · '}
        {MEETING_TOPIC_LABELS[meeting.topic][language]}
        {meeting.productName ? ` · ${meeting.productName}` : ''}
      </p>
      {meeting.initiatedBy === 'team' && meeting.you === 'visitor' ? <p className="muted">{t('invitedBy', { name: meeting.exhibitorName })}</p> : null}
      <Awaiting meeting={meeting} />
      {children}
    </Card>
  );
}

/** Who must answer an open meeting, and by when, before it lapses. */
export function Awaiting({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('meetings');
  const timeText = useMeetingTimeText();
  if (!meeting.awaiting) return null;
  const yours = meeting.awaiting === meeting.you;
  const name = meeting.you === 'visitor' ? meeting.exhibitorName : meeting.visitor.name;
  const by = meeting.expiresAt ? timeText(meeting.expiresAt) : null;
  return <p className={yours ? 'yours' : 'muted'}>{by ? t(yours ? 'awaitingYouBy' : 'awaitingThemBy', { name, time: by }) : t(yours ? 'awaitingYou' : 'awaitingThem', { name })}</p>;
}

export function StatusTag({ status }: { status: Meeting['status'] }) {
  const { t } = useTranslation('meetings');
  return <Tag data-status={status}>{t(`status.${status}`)}</Tag>;
}

const Card = styled.article`
  ${itemBox}
  gap: ${theme.space(1.5)};
  header {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    align-items: baseline;
    justify-content: space-between;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
  .when {
    font-weight: 600;
  }
  .muted {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }
  .yours {
    color: ${theme.colors.berry};
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

const Tag = styled.span`
  padding: 0 ${theme.space(2)};
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${theme.colors.cream};
  border: 1px solid ${theme.colors.line};
  &[data-status='requested'],
  &[data-status='proposed'] {
    background: #fff4d6;
    border-color: ${theme.colors.butter};
  }
  &[data-status='accepted'] {
    background: #e6f3e8;
    border-color: #8cc49a;
    color: #1f5a2c;
  }
  &[data-status='declined'],
  &[data-status='cancelled'],
  &[data-status='expired'] {
    color: ${theme.colors.muted};
  }
`;
