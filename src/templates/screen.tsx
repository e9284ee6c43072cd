import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { ExhibitionIntro, NewsRow, PageOf, ScheduleDay } from '@expo/contract';
import { ScreenLayout } from '../app/layout/ScreenLayout';
import { sectionHead } from '../components/seo/section-head';
import { Countdown } from '../features/countdown/Countdown';
import { formatShowDate, formatShowTime } from '../lib/format/date';
import { formatNumber } from '../lib/format/number';
import type { LocaleData } from '../lib/i18n/locale-data';
import type { SectionPageContext } from '../lib/page-data';
import { media, theme } from '../styles/theme';

type Data = { news: PageOf<NewsRow>; schedule: ScheduleDay[] };
type Query = LocaleData & { site: { intro: ExhibitionIntro } };

/** /screen (Chinese only): the show at a glance for the big screens in the halls. */
export default function ScreenPage({ data, pageContext }: PageProps<Query, SectionPageContext<Data>>) {
  const { t } = useTranslation();
  const { intro } = data.site;
  const { news, schedule } = pageContext.data;
  const stats: Array<[string, number]> = [
    [t('home.exhibitorCount'), intro.exhibitorCount],
    [t('home.productCount'), intro.productCount],
    [t('home.visitorCount'), intro.visitorCount],
    [t('home.area'), intro.area],
  ];
  return (
    <ScreenLayout>
      <Top>
        <div>
          <h1>{intro.name}</h1>
          <p>
            {t('home.dateRange', { start: formatShowDate(intro.startTime, t('format.date')), end: formatShowDate(intro.endTime, t('format.date')) })} ·{' '}
            {intro.venue}
          </p>
        </div>
        <Countdown startDate={intro.startTime} endDate={intro.endTime} />
      </Top>
      <Stats>
        {stats.map(([label, value]) => (
          <div key={label}>
            <strong>{formatNumber(value)}</strong>
            <span>{label}</span>
          </div>
        ))}
      </Stats>
      <Columns>
        <section>
          <h2>{t('activities.schedule')}</h2>
          {schedule.length === 0 ? <p>{t('list.empty')}</p> : null}
          {schedule.slice(0, 2).map((day) => (
            <div key={day.date}>
              <h3>{formatShowDate(day.date, t('format.date'))}</h3>
              <ul>
                {day.rows.slice(0, 6).map((activity) => (
                  <li key={activity.id}>
                    <time dateTime={activity.startTime}>{formatShowTime(activity.startTime, t('format.time'))}</time> {activity.title}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
        <section>
          <h2>{t('home.latestNews')}</h2>
          {news.rows.length === 0 ? <p>{t('list.empty')}</p> : null}
          <ul>
            {news.rows.map((item) => (
              <li key={item.id}>{item.title}</li>
            ))}
          </ul>
        </section>
      </Columns>
    </ScreenLayout>
  );
}

export const Head = sectionHead<Data>('screen.title');

export const query = graphql`
  query ScreenPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
    site: exhibitionSite(lang: { eq: $language }) {
      intro {
        name
        venue
        startTime
        endTime
        area
        exhibitorCount
        productCount
        visitorCount
      }
    }
  }
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space(6)};
  h1 {
    color: ${theme.colors.butter};
    font-size: clamp(1.75rem, 4vw, 3.5rem);
    margin: 0;
  }
  p {
    font-size: 1.25rem;
  }
`;

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(6)};
  margin: ${theme.space(8)} 0;
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    border: 1px solid rgba(242, 196, 109, 0.4);
    border-radius: ${theme.radius};
    padding: ${theme.space(6)};
    text-align: center;
  }
  strong {
    display: block;
    font-size: clamp(2rem, 4vw, 3.5rem);
    color: ${theme.colors.butter};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  ${media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
  h2 {
    color: ${theme.colors.butter};
  }
  ul {
    list-style: none;
    padding: 0;
    font-size: 1.2rem;
    line-height: 1.9;
  }
  time {
    color: ${theme.colors.butter};
  }
`;
