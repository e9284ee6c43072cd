import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { ExhibitorRow, PageOf } from '@expo/contract';
import { ExhibitorTiles } from '../components/cards/ExhibitorTiles';
import { Layout } from '../app/layout/Layout';
import { ListStatus } from '../components/list/ListStatus';
import { PageHeading } from '../components/list/PageHeading';
import { RankingFormula } from '../components/list/RankingFormula';
import { sectionHead } from '../components/seo/section-head';
import { Container } from '../components/ui/Container';
import type { LocaleData } from '../lib/i18n/locale-data';
import type { SectionPageContext } from '../lib/page-data';

/** /exhibitors/ranking-list: the most popular exhibitors, ranked. */
export default function ExhibitorRankingPage({ pageContext }: PageProps<LocaleData, SectionPageContext<PageOf<ExhibitorRow>>>) {
  const { t } = useTranslation();
  const { rows } = pageContext.data;
  return (
    <Layout>
      <Container>
        <PageHeading title={t('ranking.exhibitors')} lead={rows.length ? t('ranking.lead', { count: rows.length }) : undefined} />
        <RankingFormula />
        <ExhibitorTiles rows={rows} rank />
        <ListStatus loading={false} empty={rows.length === 0} />
      </Container>
    </Layout>
  );
}

export const Head = sectionHead<PageOf<ExhibitorRow>>('ranking.exhibitors');

export const query = graphql`
  query ExhibitorRankingPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;
