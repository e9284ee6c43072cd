import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { ExhibitionIntro, ExhibitorRow, NewsRow } from '@expo/contract';
import { NewsTitle } from '../components/cards/NewsRows';
import { Layout } from '../app/layout/Layout';
import { Seo } from '../components/seo/Seo';
import { useSchemaSite } from '../components/seo/detail-schema';
import { exhibitionEvent } from '../components/seo/structured-data';
import { Card, Section } from '../components/ui/Card';
import { Container } from '../components/ui/Container';
import { LocalizedLink } from '../components/ui/LocalizedLink';
import { MediaImage } from '../components/ui/MediaImage';
import { Countdown } from '../features/countdown/Countdown';
import { BeforeShow } from '../features/show-phase/BeforeShow';
import { lazyPanel } from '../features/show-phase/lazy-panel';
import { formatShowDate, formatShowTime } from '../lib/format/date';
import { formatNumber } from '../lib/format/number';
import { excerpt } from '../lib/format/text';
import type { LocaleData } from '../lib/i18n/locale-data';
import { headLanguage } from '../lib/i18n/page-context';
import type { HomeData } from '../lib/home-data';
import type { SectionPageContext } from '../lib/page-data';
import { routes } from '../lib/routes';
import { showPhase } from '../lib/show-phase';
import { useShowClock } from '../lib/use-show-clock';
import { media, theme } from '../styles/theme';

type Data = LocaleData & {
  site: { intro: ExhibitionIntro };
  exhibitors: { nodes: Array<Pick<ExhibitorRow, 'name' | 'logo' | 'booths'> & { recordId: number }> };
  news: { nodes: Array<Pick<NewsRow, 'title' | 'summary' | 'cover' | 'url' | 'publishTime'> & { recordId: number }> };
};

const LOGO_PX = 120;

// Most builds are made before the show: the later phases' panels load when the page shows them.
const DuringShow = lazyPanel('during', 'phase.duringTitle', () => import('../features/show-phase/DuringShow').then((module) => module.DuringShow));
const AfterShow = lazyPanel('after', 'phase.afterTitle', () => import('../features/show-phase/AfterShow').then((module) => module.AfterShow));

/**
 * The home page, for the show's phase (before, during, after; lib/show-phase.ts): built for the
 * phase at build time, it switches by itself when the visitor's clock crosses a boundary.
 */
export default function HomePage({ data, pageContext }: PageProps<Data, SectionPageContext<HomeData>>) {
  const { t } = useTranslation();
  const { intro } = data.site;
  const home = pageContext.data;
  const dates = { startDate: intro.startTime, endDate: intro.endTime };
  const at = useShowClock(home.builtAt, dates);
  const phase = showPhase(at, dates);
  const phasePanel =
    phase === 'before' ? (
      <BeforeShow dates={dates} countdown={<Countdown startDate={dates.startDate} endDate={dates.endDate} />} />
    ) : phase === 'during' ? (
      <DuringShow dates={dates} events={home.events} live={home.live} at={at} />
    ) : (
      <AfterShow next={{ startDate: intro.nextStartTime, endDate: intro.nextEndTime }} live={home.live} downloads={home.downloads} at={at} />
    );
  const dateRange = t('home.dateRange', {
    start: formatShowDate(intro.startTime, t('format.date')),
    end: formatShowDate(intro.endTime, t('format.date')),
  });
  const stats: Array<[string, number]> = [
    [t('home.exhibitorCount'), intro.exhibitorCount],
    [t('home.productCount'), intro.productCount],
    [t('home.visitorCount'), intro.visitorCount],
    [t('home.countryCount'), intro.countryCount],
  ];
  return (
    <Layout>
      <Container>
        {phase === 'during' ? phasePanel : null}
        <Hero>
          <h1>{intro.name}</h1>
          <dl>
            <div>
              <dt>{t('home.dates')}</dt>
              <dd>{dateRange}</dd>
            </div>
            <div>
              <dt>{t('home.venue')}</dt>
              <dd>
                {intro.venue}
                {intro.address ? <small>{intro.address}</small> : null}
              </dd>
            </div>
            <div>
              <dt>{t('home.area')}</dt>
              <dd>{t('home.areaValue', { area: formatNumber(intro.area) })}</dd>
            </div>
          </dl>
          <Explore aria-label={t('home.explore')}>
            <LocalizedLink to={routes.exhibitors}>{t('home.allExhibitors')}</LocalizedLink>
            <LocalizedLink to={routes.products}>{t('home.allProducts')}</LocalizedLink>
            <LocalizedLink to={routes.activities}>{t('home.allActivities')}</LocalizedLink>
            <LocalizedLink to={routes.news}>{t('home.allNews')}</LocalizedLink>
          </Explore>
        </Hero>
        {phase === 'during' ? null : phasePanel}

        <Stats>
          {stats.map(([label, value]) => (
            <div key={label}>
              <strong>{formatNumber(value)}</strong>
              <span>{label}</span>
            </div>
          ))}
        </Stats>

        {data.exhibitors.nodes.length > 0 ? (
          <Section>
            <SectionHead>
              <h2>{t('home.featuredExhibitors')}</h2>
              <LocalizedLink to={routes.exhibitors}>{t('home.allExhibitors')} →</LocalizedLink>
            </SectionHead>
            <ExhibitorGrid>
              {data.exhibitors.nodes.map((exhibitor) => (
                <li key={exhibitor.recordId}>
                  <LocalizedLink to={routes.exhibitor(exhibitor.recordId)}>
                    {exhibitor.logo ? <MediaImage path={exhibitor.logo} use="logo" width={LOGO_PX} alt="" /> : null}
                    <span>{exhibitor.name}</span>
                    {exhibitor.booths.length > 0 ? <small>{exhibitor.booths.join(', ')}</small> : null}
                  </LocalizedLink>
                </li>
              ))}
            </ExhibitorGrid>
          </Section>
        ) : null}

        {data.news.nodes.length > 0 ? (
          <Section>
            <SectionHead>
              <h2>{t('home.latestNews')}</h2>
              <LocalizedLink to={routes.news}>{t('home.allNews')} →</LocalizedLink>
            </SectionHead>
            <NewsList>
              {data.news.nodes.map((news) => (
                <li key={news.recordId}>
                  <time dateTime={news.publishTime}>{formatShowTime(news.publishTime, t('format.date'))}</time>
                  <NewsTitle news={{ id: news.recordId, title: news.title, url: news.url }} />
                  {news.summary ? <p>{excerpt(news.summary, 120)}</p> : null}
                </li>
              ))}
            </NewsList>
          </Section>
        ) : null}
      </Container>
    </Layout>
  );
}

export const Head: HeadFC<Data, SectionPageContext<HomeData>> = ({ data, pageContext }) => {
  const page = headLanguage(pageContext);
  const site = useSchemaSite(page.language);
  return (
    <Seo {...page} record={pageContext.seo} description={excerpt(data.site.intro.intro)} structuredData={exhibitionEvent(data.site.intro, site)} />
  );
};

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
    site: exhibitionSite(lang: { eq: $language }) {
      intro {
        name
        venue
        address
        intro
        startTime
        endTime
        area
        exhibitorCount
        productCount
        visitorCount
        countryCount
        nextStartTime
        nextEndTime
      }
    }
    exhibitors: allExhibitionExhibitor(
      filter: { lang: { eq: $language } }
      sort: [{ popularity: DESC }, { recordId: ASC }]
      limit: 8
    ) {
      nodes {
        recordId
        name
        logo
        booths
      }
    }
    news: allExhibitionNews(filter: { lang: { eq: $language } }, sort: [{ publishTime: DESC }, { recordId: DESC }], limit: 5) {
      nodes {
        recordId
        title
        summary
        cover
        url
        publishTime
      }
    }
  }
`;

const Hero = styled(Card)`
  background: linear-gradient(135deg, ${theme.colors.crust}, ${theme.colors.crustDark});
  color: ${theme.colors.cream};
  border: none;
  padding: ${theme.space(8)} ${theme.space(6)};
  h1 {
    color: ${theme.colors.cream};
    font-size: 1.75rem;
    ${media.tablet} {
      font-size: 2.5rem;
    }
  }
  dl {
    display: grid;
    gap: ${theme.space(4)};
    margin: ${theme.space(6)} 0;
    ${media.tablet} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  dt {
    color: ${theme.colors.butter};
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    font-size: 1.1rem;
  }
  small {
    display: block;
    opacity: 0.8;
    font-size: 0.85rem;
  }
`;

const Explore = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  a {
    color: ${theme.colors.crustDark};
    background: ${theme.colors.butter};
    border-radius: 999px;
    padding: ${theme.space(2)} ${theme.space(4)};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    background: ${theme.colors.cream};
    color: ${theme.colors.crustDark};
  }
`;

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(4)};
  margin-top: ${theme.space(6)};
  ${media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    background: ${theme.colors.flour};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    padding: ${theme.space(4)};
    text-align: center;
  }
  strong {
    display: block;
    font-size: 1.6rem;
    color: ${theme.colors.crust};
  }
  span {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }
`;

const SectionHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(4)};
`;

const ExhibitorGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(4)};
  ${media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${theme.space(2)};
    height: 100%;
    padding: ${theme.space(4)};
    background: ${theme.colors.flour};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    text-align: center;
    text-decoration: none;
    color: ${theme.colors.ink};
  }
  a:hover {
    border-color: ${theme.colors.butter};
  }
  small {
    color: ${theme.colors.muted};
  }
`;

const NewsList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${theme.space(3)} 0;
    border-bottom: 1px solid ${theme.colors.line};
  }
  time {
    display: block;
    color: ${theme.colors.muted};
    font-size: 0.85rem;
  }
  a {
    font-weight: 600;
  }
  p {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.colors.muted};
  }
`;
