import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { Meeting } from '@expo/contract/meeting';
import { ListStatus } from '../../components/list/ListStatus';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { useMemberRead } from '../../lib/api/use-member-read';
import { theme } from '../../styles/theme';
import { Availability } from './Availability';
import { FindVisitors } from './FindVisitors';
import { meetingTab, teamOrder } from './meeting-actions';
import { MeetingActions } from './MeetingActions';
import { MeetingCard } from './MeetingCard';
import { MeetingList } from './match-list';
import { TEAM_MEETINGS_ROUTE } from './MeetingView';
import { MEETING_READS } from './meetings-api';

const VIEWS = ['', 'availability', 'visitors'] as const;
type TeamView = (typeof VIEWS)[number];

/** The exhibitor centre's Meetings tab: requests to answer, accepted meetings, the team's hours, visitors to invite. */
export function TeamMeetings({ view = '' }: { view?: string }) {
  const { t } = useTranslation('meetings');
  const current: TeamView = (VIEWS as readonly string[]).includes(view) ? (view as TeamView) : '';
  return (
    <Box>
      <nav aria-label={t('team.views')} className="views">
        {VIEWS.map((name) => (
          <LocalizedLink key={name} to={name ? `${TEAM_MEETINGS_ROUTE}${name}/` : TEAM_MEETINGS_ROUTE} aria-current={current === name ? 'page' : undefined}>
            {t(`team.view.${name || 'requests'}`)}
          </LocalizedLink>
        ))}
      </nav>
      {current === 'availability' ? <Availability /> : current === 'visitors' ? <FindVisitors /> : <TeamRequests />}
    </Box>
  );
}

/** The team's meetings: its answers due first, then those waiting for the visitor, the accepted, the past. */
function TeamRequests() {
  const { t } = useTranslation('meetings');
  const list = useMemberRead<Meeting[]>(MEETING_READS.team);
  const now = Date.now();
  const ordered = teamOrder(list.data ?? [], now);
  const groups = [
    { key: 'yours', items: ordered.filter((m) => meetingTab(m, now) === 'open' && m.awaiting === m.you) },
    { key: 'theirs', items: ordered.filter((m) => meetingTab(m, now) === 'open' && m.awaiting !== m.you) },
    { key: 'accepted', items: ordered.filter((m) => meetingTab(m, now) === 'accepted') },
  ] as const;
  const past = ordered.filter((m) => meetingTab(m, now) === 'past');
  const refresh = () => void list.mutate();
  return (
    <>
      <h2>{t('team.title')}</h2>
      <p className="muted">{t('team.lead')}</p>
      <ListStatus error={list.error} loading={list.isLoading && !list.data} empty={list.data?.length === 0} emptyText={t('team.none')} />
      {list.data && list.data.length > 0
        ? groups.map(({ key, items }) => (
            <section key={key} aria-labelledby={`team-${key}`}>
              <h3 id={`team-${key}`}>
                {t(`team.group.${key}`)} ({items.length})
              </h3>
              {items.length === 0 ? <p className="muted">{t(`team.groupEmpty.${key}`)}</p> : null}
              <MeetingList>
                {items.map((meeting) => (
                  <li key={meeting.id}>
                    <MeetingCard meeting={meeting}>
                      <MeetingActions meeting={meeting} onChanged={refresh} />
                    </MeetingCard>
                  </li>
                ))}
              </MeetingList>
            </section>
          ))
        : null}
      {past.length > 0 ? (
        <details>
          <summary>
            {t('team.group.past')} ({past.length})
          </summary>
          <MeetingList>
            {past.map((meeting) => (
              <li key={meeting.id}>
                <MeetingCard meeting={meeting} />
              </li>
            ))}
          </MeetingList>
        </details>
      ) : null}
    </>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  min-width: 0;
  h2 {
    margin: ${theme.space(2)} 0 0;
  }
  h3 {
    margin: ${theme.space(3)} 0 ${theme.space(2)};
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${theme.colors.muted};
  }
  .views {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(4)};
    border-bottom: 1px solid ${theme.colors.line};
  }
  .views a {
    padding: ${theme.space(2)} 0;
    border-bottom: 3px solid transparent;
    color: ${theme.colors.muted};
    text-decoration: none;
  }
  .views a[aria-current='page'] {
    border-bottom-color: ${theme.colors.crust};
    color: ${theme.colors.crustDark};
    font-weight: 700;
  }
  details summary {
    cursor: pointer;
    font-weight: 600;
    margin: ${theme.space(3)} 0;
  }
`;
