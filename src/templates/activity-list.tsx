import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { ActivityRow, ScheduleDay } from '@expo/contract';
import { ListPage, useTemplateList } from '../app/layout/ListPage';
import { ActivityRows } from '../components/cards/ActivityRows';
import { ShowCalendar } from '../components/calendar/ShowCalendar';
import { sectionHead } from '../components/seo/section-head';
import { Section } from '../components/ui/Card';
import { LocalizedLink } from '../components/ui/LocalizedLink';
import { formatShowDate, formatShowTime } from '../lib/format/date';
import type { LocaleData } from '../lib/i18n/locale-data';
import { LIST_PAGE_SIZE } from '../lib/list-sizes';
import type { ListPageData, SectionPageContext } from '../lib/page-data';
import { routes } from '../lib/routes';
import { theme } from '../styles/theme';

type Data = ListPageData<ActivityRow, { schedule: ScheduleDay[] | null }>;

/**
 * /activity (the show's events, with the schedule by date) and /exhibitor-activity (exhibitors'
 * own events): the list is paged (?page=).
 */
export default function ActivityListPage({ pageContext, location }: PageProps<LocaleData, SectionPageContext<Data>>) {
  const { t } = useTranslation();
  const { list: staticPage, schedule } = pageContext.data;
  const kind = schedule ? 'show' : 'exhibitor';
  const route = kind === 'show' ? routes.activities : routes.exhibitorActivities;
  const list = useTemplateList(location.search, {
    path: kind === 'show' ? '/common/activity/list' : '/common/exhibitorActivity/list',
    pageSize: LIST_PAGE_SIZE.activities,
    route,
    staticPage,
  });
  return (
    <ListPage
      title={t(kind === 'show' ? 'activities.title' : 'activities.exhibitorTitle')}
      list={list}
      rows={(rows) => <ActivityRows rows={rows} kind={kind} />}
      frame={(pagedList) => (
        <Section aria-labelledby="all-events">
          <h2 id="all-events">{t('activities.all')}</h2>
          {pagedList}
        </Section>
      )}
    >
      {schedule && schedule.length > 0 ? (
        <Section aria-labelledby="schedule">
          <h2 id="schedule">{t('activities.schedule')}</h2>
          <ShowCalendar />
          <Schedule>
            {schedule.map((day) => (
              <li key={day.date}>
                <h3>{formatShowDate(day.date, t('format.date'))}</h3>
                <ol>
                  {day.rows.map((activity) => (
                    <li key={activity.id}>
                      <time dateTime={activity.startTime}>{formatShowTime(activity.startTime, t('format.time'))}</time>
                      <LocalizedLink to={routes.activity(activity.id)}>{activity.title}</LocalizedLink>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </Schedule>
        </Section>
      ) : null}
    </ListPage>
  );
}

export const Head = sectionHead<Data>((data) => (data.schedule ? 'activities.title' : 'activities.exhibitorTitle'));

export const query = graphql`
  query ActivityListPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;

const Schedule = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(4)};
  h3 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1rem;
    color: ${theme.colors.crust};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ol li {
    display: flex;
    gap: ${theme.space(3)};
    padding: ${theme.space(1)} 0;
  }
  time {
    flex: 0 0 3.5em;
    color: ${theme.colors.muted};
    font-variant-numeric: tabular-nums;
  }
`;
