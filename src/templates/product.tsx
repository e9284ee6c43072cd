import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { Product } from '@expo/contract';
import { Layout } from '../app/layout/Layout';
import { Seo } from '../components/seo/Seo';
import { InquirySection } from '../features/inquiry/InquirySection';
import { MarkButtons } from '../features/marks/MarkButtons';
import { MeetingSection } from '../features/meetings/MeetingSection';
import { absoluteUrl, DETAIL_SECTIONS, detailBreadcrumb, exhibitorReference, useSchemaSite } from '../components/seo/detail-schema';
import { productSchema } from '../components/seo/structured-data';
import { shareImagePath } from '../lib/image';
import { BackLink } from '../components/ui/BackLink';
import { Card, Section } from '../components/ui/Card';
import { Container } from '../components/ui/Container';
import { useViewBeacon } from '../components/ui/view-beacon';
import { BoothLinks } from '../components/ui/BoothLinks';
import { Facts } from '../components/ui/Facts';
import { LocalizedLink } from '../components/ui/LocalizedLink';
import { MediaImage } from '../components/ui/MediaImage';
import { Prose } from '../components/ui/Prose';
import { excerpt } from '../lib/format/text';
import type { LocaleData } from '../lib/i18n/locale-data';
import { headLanguage, type DetailPageContext } from '../lib/i18n/page-context';
import { routes } from '../lib/routes';
import { media, theme } from '../styles/theme';

type ProductFields = Pick<Product, 'name' | 'photo' | 'photos' | 'exhibitorName' | 'categoryName' | 'brand' | 'factory' | 'origin' | 'qs' | 'intro'> & {
  /** the exhibitor's node in this language, null when it has none */
  exhibitor: { recordId: number; name: string; booths: string[] } | null;
};
type Data = LocaleData & { product: ProductFields & { recordId: number } };

const PHOTO_PX = 560;

export default function ProductPage({ data: { product } }: PageProps<Data, DetailPageContext>) {
  const { t } = useTranslation();
  useViewBeacon('product', product.recordId);
  const photos = product.photos.length > 0 ? product.photos : product.photo ? [product.photo] : [];
  return (
    <Layout>
      <Container>
        <Card>
          <Columns>
            {photos.length > 0 ? (
              <Gallery>
                {photos.map((photo, index) => (
                  <MediaImage key={photo} path={photo} use="photo" width={PHOTO_PX} alt={product.name} loading={index === 0 ? 'eager' : 'lazy'} />
                ))}
              </Gallery>
            ) : null}
            <div>
              <h1>{product.name}</h1>
              <MarkButtons targetType="product" targetId={product.recordId} />
              <Facts
                items={[
                  [
                    t('product.exhibitor'),
                    product.exhibitor ? (
                      <LocalizedLink to={routes.exhibitor(product.exhibitor.recordId)}>{product.exhibitor.name}</LocalizedLink>
                    ) : (
                      product.exhibitorName
                    ),
                  ],
                  [t('visit.booth'), product.exhibitor && product.exhibitor.booths.length > 0 ? <BoothLinks booths={product.exhibitor.booths} /> : null],
                  [t('product.category'), product.categoryName],
                  [t('product.brand'), product.brand],
                  [t('product.factory'), product.factory],
                  [t('product.origin'), product.origin],
                  [t('product.qs'), product.qs ? t('product.qsYes') : t('product.qsNo')],
                ]}
              />
            </div>
          </Columns>
          {product.intro ? (
            <Section>
              <h2>{t('product.intro')}</h2>
              <Prose text={product.intro} />
            </Section>
          ) : null}
          {product.exhibitor ? <MeetingSection exhibitorId={product.exhibitor.recordId} productId={product.recordId} /> : null}
          <Section>
            <h2>{t('exhibitor.inquiry')}</h2>
            <InquirySection productId={product.recordId} />
          </Section>
        </Card>
        <BackLink to={routes.products}>{t('product.backToList')}</BackLink>
      </Container>
    </Layout>
  );
}

export const Head: HeadFC<Data, DetailPageContext> = ({ data, pageContext }) => {
  const { product } = data;
  const page = headLanguage(pageContext);
  const site = useSchemaSite(page.language);
  const photo = shareImagePath(product.photo, 'photo');
  const url = absoluteUrl(site, page.originalPath);
  const exhibitor = exhibitorReference(site, product.exhibitor, product.exhibitorName);
  return (
    <Seo
      {...page}
      title={product.name}
      description={excerpt(product.intro)}
      image={photo}
      structuredData={[
        productSchema(product, exhibitor, photo ? `${site.siteUrl}${photo}` : null),
        detailBreadcrumb(data, site, DETAIL_SECTIONS.product, { name: product.name, url }),
      ]}
    />
  );
};

export const query = graphql`
  query ProductPage($id: String!, $language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "inquiry", "auth", "meeting-picker"] } }) {
      ...Locales
    }
    product: exhibitionProduct(id: { eq: $id }) {
      recordId
      name
      photo
      photos
      exhibitorName
      exhibitor {
        recordId
        name
        booths
      }
      categoryName
      brand
      factory
      origin
      qs
      intro
    }
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  h1 {
    margin-top: 0;
  }
  ${media.desktop} {
    grid-template-columns: minmax(0, ${PHOTO_PX}px) 1fr;
  }
`;

const Gallery = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  img {
    border-radius: ${theme.radius};
  }
`;
