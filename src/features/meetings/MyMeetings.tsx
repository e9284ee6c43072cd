import React, { useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { Meeting } from '@expo/contract/meeting';
import { WayTabs } from '../../components/form/Tabs';
import { ListStatus } from '../../components/list/ListStatus';
import { useMemberRead } from '../../lib/api/use-member-read';
import { theme } from '../../styles/theme';
import { MEETING_TABS, meetingTab, type MeetingTab } from './meeting-actions';
import { MeetingCard } from './MeetingCard';
import { MeetingList } from './match-list';
import { MEETING_READS } from './meetings-api';
import { Suggestions } from './Suggestions';

/** /member/meetings/: the member's meetings as a visitor (open, accepted, past), and exhibitors worth meeting. */
export function MyMeetings() {
  const { t } = useTranslation('meetings');
  const list = useMemberRead<Meeting[]>(MEETING_READS.mine);
  const [tab, setTab] = useState<MeetingTab>('open');
  const now = Date.now();
  const byTab = new Map<MeetingTab, Meeting[]>(MEETING_TABS.map((name) => [name, []]));
  for (const meeting of list.data ?? []) byTab.get(meetingTab(meeting, now))!.push(meeting);
  // Open and accepted: the soonest first; past: the latest first.
  const shown = [...byTab.get(tab)!].sort((a, b) => (tab === 'past' ? -1 : 1) * (Date.parse(a.startsAt) - Date.parse(b.startsAt)));

  return (
    <Page aria-labelledby="meetings-title">
      <h1 id="meetings-title">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <WayTabs label={t('tabs.label')} ways={MEETING_TABS.map((name) => [name, `${t(`tabs.${name}`)} (${byTab.get(name)!.length})`])} value={tab} onChange={setTab} />
      <ListStatus error={list.error} loading={list.isLoading && !list.data} empty={shown.length === 0} emptyText={t(`empty.${tab}`)} />
      <MeetingList>
        {shown.map((meeting) => (
          <li key={meeting.id}>
            <MeetingCard meeting={meeting} />
          </li>
        ))}
      </MeetingList>
      <Suggestions />
    </Page>
  );
}

const Page = styled.section`
  display: grid;
  gap: ${theme.space(3)};
  min-width: 0;
  h1 {
    margin-bottom: 0;
  }
  .lead {
    margin: 0;
    color: ${theme.colors.muted};
  }
  > div[role='group'] {
    margin-bottom: 0;
  }
`;
