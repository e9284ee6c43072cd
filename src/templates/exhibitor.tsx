import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { ActivityRow, Exhibitor, ProductRow } from '@expo/contract';
import { Layout } from '../app/layout/Layout';
import { Seo } from '../components/seo/Seo';
import { LocalizedLink } from '../components/ui/LocalizedLink';
import { InquirySection } from '../features/inquiry/InquirySection';
import { MarkButtons } from '../features/marks/MarkButtons';
import { MeetingSection } from '../features/meetings/MeetingSection';
import { absoluteUrl, DETAIL_SECTIONS, detailBreadcrumb, useSchemaSite } from '../components/seo/detail-schema';
import { exhibitorOrganization } from '../components/seo/structured-data';
import { BackLink } from '../components/ui/BackLink';
import { BoothLinks } from '../components/ui/BoothLinks';
import { Card, Section } from '../components/ui/Card';
import { TileGrid } from '../components/cards/grids';
import { Container } from '../components/ui/Container';
import { useViewBeacon } from '../components/ui/view-beacon';
import { Facts } from '../components/ui/Facts';
import { WrappingAddress } from '../components/ui/WrappingAddress';
import { MediaImage } from '../components/ui/MediaImage';
import { Prose } from '../components/ui/Prose';
import { formatNumber } from '../lib/format/number';
import { excerpt } from '../lib/format/text';
import type { LocaleData } from '../lib/i18n/locale-data';
import { headLanguage, type DetailPageContext } from '../lib/i18n/page-context';
import { shareImagePath } from '../lib/image';
import { formatShowTime } from '../lib/format/date';
import { routes } from '../lib/routes';
import { media, theme } from '../styles/theme';

type ExhibitorFields = Pick<
  Exhibitor,
  'name' | 'nameEn' | 'logo' | 'booths' | 'hallName' | 'regionName' | 'intro' | 'address' | 'phone' | 'fax' | 'email' | 'website' | 'productCount' | 'photos'
>;
type Data = LocaleData & {
  exhibitor: ExhibitorFields & { recordId: number };
  /** its products in this language, in its team's order, then the most popular first (the store lists them all) */
  products: { nodes: Array<Pick<ProductRow, 'name' | 'photo'> & { recordId: number }> };
  /** its own events in this language, in time order */
  activities: { nodes: Array<Pick<ActivityRow, 'title' | 'startTime'> & { recordId: number }> };
};

const LOGO_PX = 160;
const PRODUCT_PX = 240;

export default function ExhibitorPage({ data: { exhibitor, products, activities } }: PageProps<Data, DetailPageContext>) {
  const { t } = useTranslation();
  useViewBeacon('exhibitor', exhibitor.recordId);
  return (
    <Layout>
      <Container>
        <Card>
          <Heading>
            {exhibitor.logo ? <MediaImage path={exhibitor.logo} use="logo" width={LOGO_PX} alt={exhibitor.name} loading="eager" /> : null}
            <div>
              <h1>{exhibitor.name}</h1>
              {exhibitor.nameEn && exhibitor.nameEn !== exhibitor.name ? <p lang="en">{exhibitor.nameEn}</p> : null}
            </div>
          </Heading>
          <MarkButtons targetType="exhibitor" targetId={exhibitor.recordId} />
          <Facts
            items={[
              [t('exhibitor.booths'), exhibitor.booths.length > 0 ? <BoothLinks booths={exhibitor.booths} /> : null],
              [t('exhibitor.hall'), exhibitor.hallName],
              [t('exhibitor.region'), exhibitor.regionName],
              [t('exhibitor.productCount'), exhibitor.productCount > 0 ? formatNumber(exhibitor.productCount) : null],
            ]}
          />
          <Section>
            <h2>{t('exhibitor.intro')}</h2>
            <Prose text={exhibitor.intro} />
          </Section>
          {exhibitor.photos.length > 0 ? (
            <Section>
              <h2>{t('exhibitor.photos')}</h2>
              <PhotoList>
                {exhibitor.photos.map((photo, i) => (
                  <li key={photo}>
                    <MediaImage path={photo} use="photo" width={PRODUCT_PX} alt={`${exhibitor.name} ${i + 1}`} />
                  </li>
                ))}
              </PhotoList>
            </Section>
          ) : null}
          <Section>
            <h2>{t('exhibitor.contacts')}</h2>
            <Facts
              items={[
                [t('exhibitor.address'), exhibitor.address],
                [t('exhibitor.phone'), exhibitor.phone],
                [t('exhibitor.fax'), exhibitor.fax],
                [t('exhibitor.email'), exhibitor.email ? <a href={`mailto:${exhibitor.email}`}><WrappingAddress text={exhibitor.email} /></a> : null],
                [
                  t('exhibitor.website'),
                  exhibitor.website ? (
                    <a href={exhibitor.website} target="_blank" rel="noopener noreferrer nofollow">
                      <WrappingAddress text={exhibitor.website} />
                    </a>
                  ) : null,
                ],
              ]}
            />
          </Section>
          {products.nodes.length > 0 ? (
            <Section>
              <h2>{t('visit.products')}</h2>
              <ProductList>
                {products.nodes.map((product) => (
                  <li key={product.recordId}>
                    <LocalizedLink to={routes.product(product.recordId)}>
                      {product.photo ? <MediaImage path={product.photo} use="photo" width={PRODUCT_PX} alt="" /> : null}
                      <span>{product.name}</span>
                    </LocalizedLink>
                  </li>
                ))}
              </ProductList>
            </Section>
          ) : null}
          {exhibitor.productCount > 0 ? (
            <p>
              <LocalizedLink to={routes.shop(exhibitor.recordId)}>{t('exhibitor.visitShop')} →</LocalizedLink>
            </p>
          ) : null}
          {activities.nodes.length > 0 ? (
            <Section>
              <h2>{t('visit.events')}</h2>
              <EventList>
                {activities.nodes.map((activity) => (
                  <li key={activity.recordId}>
                    <time dateTime={activity.startTime}>{formatShowTime(activity.startTime, 'YYYY-MM-DD HH:mm')}</time>
                    <LocalizedLink to={routes.exhibitorActivity(activity.recordId)}>{activity.title}</LocalizedLink>
                  </li>
                ))}
              </EventList>
            </Section>
          ) : null}
          <MeetingSection exhibitorId={exhibitor.recordId} withStats />
          <Section>
            <h2>{t('exhibitor.inquiry')}</h2>
            <InquirySection exhibitorId={exhibitor.recordId} />
          </Section>
        </Card>
        <BackLink to={routes.exhibitors}>{t('exhibitor.backToList')}</BackLink>
      </Container>
    </Layout>
  );
}

export const Head: HeadFC<Data, DetailPageContext> = ({ data, pageContext }) => {
  const { exhibitor } = data;
  const page = headLanguage(pageContext);
  const site = useSchemaSite(page.language);
  const logo = shareImagePath(exhibitor.logo, 'logo');
  const url = absoluteUrl(site, page.originalPath);
  return (
    <Seo
      {...page}
      title={exhibitor.name}
      description={excerpt(exhibitor.intro)}
      image={logo}
      structuredData={[
        exhibitorOrganization(exhibitor, url, logo ? `${site.siteUrl}${logo}` : null),
        detailBreadcrumb(data, site, DETAIL_SECTIONS.exhibitor, { name: exhibitor.name, url }),
      ]}
    />
  );
};

export const query = graphql`
  query ExhibitorPage($id: String!, $recordId: Int!, $language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "inquiry", "auth", "meeting-picker"] } }) {
      ...Locales
    }
    exhibitor: exhibitionExhibitor(id: { eq: $id }) {
      recordId
      name
      nameEn
      logo
      booths
      hallName
      regionName
      intro
      address
      phone
      fax
      email
      website
      productCount
      photos
    }
    products: allExhibitionProduct(
      filter: { exhibitorId: { eq: $recordId }, lang: { eq: $language } }
      sort: [{ sort: ASC }, { popularity: DESC }, { recordId: ASC }]
      limit: 8
    ) {
      nodes {
        recordId
        name
        photo
      }
    }
    activities: allExhibitionActivity(filter: { exhibitorId: { eq: $recordId }, lang: { eq: $language } }, sort: [{ startTime: ASC }, { recordId: ASC }]) {
      nodes {
        recordId
        title
        startTime
      }
    }
  }
`;

const Heading = styled.header`
  display: grid;
  gap: ${theme.space(4)};
  align-items: center;
  h1 {
    margin: 0;
  }
  p {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.colors.muted};
  }
  img {
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    width: ${LOGO_PX}px;
  }
  ${media.tablet} {
    grid-template-columns: auto 1fr;
  }
`;

// Plain lists rather than the list pages' tiles and rows: the exhibitor page's first-load JavaScript
// stays within the budget (e2e/tests/js-budget.spec.ts).
const ProductList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(3)};
  ${media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  a {
    display: grid;
    gap: ${theme.space(2)};
    height: 100%;
    padding: ${theme.space(3)};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    color: ${theme.colors.ink};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    border-color: ${theme.colors.butter};
  }
  img {
    border-radius: ${theme.radius};
  }
`;

const EventList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    gap: ${theme.space(1)};
    padding: ${theme.space(2)} 0;
    border-bottom: 1px solid ${theme.colors.line};
  }
  time {
    color: ${theme.colors.muted};
    font-size: 0.875rem;
    font-variant-numeric: tabular-nums;
  }
`;

const PhotoList = styled(TileGrid)`
  img {
    border-radius: ${theme.radius};
  }
`;
