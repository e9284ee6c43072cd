import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { PageOf, ProductRow } from '@expo/contract';
import { ProductTiles } from '../components/cards/ProductTiles';
import { Layout } from '../app/layout/Layout';
import { ListStatus } from '../components/list/ListStatus';
import { PageHeading } from '../components/list/PageHeading';
import { RankingFormula } from '../components/list/RankingFormula';
import { sectionHead } from '../components/seo/section-head';
import { Container } from '../components/ui/Container';
import type { LocaleData } from '../lib/i18n/locale-data';
import type { SectionPageContext } from '../lib/page-data';

/** /products/ranking-list: the most popular exhibits, ranked. */
export default function ProductRankingPage({ pageContext }: PageProps<LocaleData, SectionPageContext<PageOf<ProductRow>>>) {
  const { t } = useTranslation();
  const { rows } = pageContext.data;
  return (
    <Layout>
      <Container>
        <PageHeading title={t('ranking.products')} lead={rows.length ? t('ranking.lead', { count: rows.length }) : undefined} />
        <RankingFormula />
        <ProductTiles rows={rows} rank />
        <ListStatus loading={false} empty={rows.length === 0} />
      </Container>
    </Layout>
  );
}

export const Head = sectionHead<PageOf<ProductRow>>('ranking.products');

export const query = graphql`
  query ProductRankingPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;
