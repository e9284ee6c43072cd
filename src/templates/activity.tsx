import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Activity } from '@expo/contract';
import { Layout } from '../app/layout/Layout';
import { Seo } from '../components/seo/Seo';
import { MarkButtons } from '../features/marks/MarkButtons';
import { absoluteUrl, DETAIL_SECTIONS, detailBreadcrumb, exhibitorReference, useSchemaSite } from '../components/seo/detail-schema';
import { activityEvent } from '../components/seo/structured-data';
import { shareImagePath } from '../lib/image';
import { BackLink } from '../components/ui/BackLink';
import { afterIdle } from '../components/ui/after-idle';
import { Card, Section } from '../components/ui/Card';
import { NarrowContainer } from '../components/ui/Container';
import { BoothLinks } from '../components/ui/BoothLinks';
import { Facts } from '../components/ui/Facts';
import { LocalizedLink } from '../components/ui/LocalizedLink';
import { MediaImage } from '../components/ui/MediaImage';
import { Prose } from '../components/ui/Prose';
import { formatShowTimeRange } from '../lib/format/date';
import { formatNumber } from '../lib/format/number';
import { excerpt } from '../lib/format/text';
import type { LocaleData } from '../lib/i18n/locale-data';
import { headLanguage, type DetailPageContext } from '../lib/i18n/page-context';
import { routes } from '../lib/routes';

type ActivityFields = Pick<Activity, 'title' | 'host' | 'address' | 'cover' | 'startTime' | 'endTime' | 'seats' | 'exhibitorName' | 'intro' | 'hallCode' | 'hallName'> & {
  kind: 'show' | 'exhibitor';
  exhibitor: { recordId: number; name: string; booths: string[] } | null;
};
type Data = LocaleData & { activity: ActivityFields & { recordId: number; kind: string } };

const COVER_PX = 880;

// Add to calendar: its own chunk, loaded when the browser is idle (the page's JavaScript budget).
const ActivityCalendar = afterIdle(() => import('../components/calendar/ActivityCalendar').then((module) => module.ActivityCalendar));

/** Show activities (/activity/{id}) and exhibitor activities (/exhibitor-activity/{id}). */
export default function ActivityPage({ data: { activity } }: PageProps<Data, DetailPageContext>) {
  const { t } = useTranslation();
  const time = formatShowTimeRange(activity.startTime, activity.endTime, { dateTime: t('format.dateTime'), time: t('format.time') });
  return (
    <Layout>
      <NarrowContainer>
        <Card>
          <h1>{activity.title}</h1>
          {activity.kind === 'show' ? <MarkButtons targetType="activity" targetId={activity.recordId} /> : null}
          {activity.cover ? <MediaImage path={activity.cover} use="cover" width={COVER_PX} alt={activity.title} loading="eager" /> : null}
          <Facts
            items={[
              [t('activity.time'), <time dateTime={activity.startTime}>{t('activity.timeRange', time)}</time>],
              [t('activity.host'), activity.host],
              [
                t('activity.exhibitor'),
                activity.exhibitor ? (
                  <LocalizedLink to={routes.exhibitor(activity.exhibitor.recordId)}>{activity.exhibitor.name}</LocalizedLink>
                ) : (
                  activity.exhibitorName
                ),
              ],
              [t('activity.address'), activity.address],
              [t('visit.hall'), activity.hallCode ? <LocalizedLink to={routes.floorPlanHall(activity.hallCode)}>{t('visit.hallOnPlan', { hall: activity.hallName ?? activity.hallCode })}</LocalizedLink> : null],
              [t('visit.booth'), activity.kind === 'exhibitor' && activity.exhibitor && activity.exhibitor.booths.length > 0 ? <BoothLinks booths={activity.exhibitor.booths} /> : null],
              [t('activity.seats'), activity.seats > 0 ? t('activity.seatsValue', { seats: formatNumber(activity.seats) }) : null],
            ]}
          />
          {activity.intro ? (
            <Section>
              <h2>{t('activity.intro')}</h2>
              <Prose text={activity.intro} />
            </Section>
          ) : null}
          <ActivityCalendar activity={activity} />
        </Card>
        {activity.kind === 'exhibitor' ? (
          <BackLink to={routes.exhibitorActivities}>{t('activity.backToExhibitorList')}</BackLink>
        ) : (
          <BackLink to={routes.activities}>{t('activity.backToList')}</BackLink>
        )}
      </NarrowContainer>
    </Layout>
  );
}

export const Head: HeadFC<Data, DetailPageContext> = ({ data, pageContext }) => {
  const { activity } = data;
  const page = headLanguage(pageContext);
  const site = useSchemaSite(page.language);
  const cover = shareImagePath(activity.cover, 'cover');
  const url = absoluteUrl(site, page.originalPath);
  const exhibitor = exhibitorReference(site, activity.exhibitor, activity.exhibitorName);
  const section = activity.kind === 'exhibitor' ? DETAIL_SECTIONS.exhibitorActivity : DETAIL_SECTIONS.activity;
  return (
    <Seo
      {...page}
      title={activity.title}
      description={excerpt(activity.intro)}
      image={cover}
      structuredData={[
        activityEvent(activity, site, { url, image: cover ? `${site.siteUrl}${cover}` : null, exhibitor }),
        detailBreadcrumb(data, site, section, { name: activity.title, url }),
      ]}
    />
  );
};

export const query = graphql`
  query ActivityPage($id: String!, $language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
    activity: exhibitionActivity(id: { eq: $id }) {
      recordId
      kind
      title
      host
      address
      cover
      startTime
      endTime
      seats
      exhibitorName
      exhibitor {
        recordId
        name
        booths
      }
      hallCode
      hallName
      intro
    }
  }
`;
