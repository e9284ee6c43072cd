import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Hall } from '@expo/contract';
import { Layout } from '../app/layout/Layout';
import { PageHeading } from '../components/list/PageHeading';
import { sectionHead } from '../components/seo/section-head';
import { Container } from '../components/ui/Container';
import { FloorPlan } from '../features/floor-plan/FloorPlan';
import type { LocaleData } from '../lib/i18n/locale-data';
import type { SectionPageContext } from '../lib/page-data';

/** /booth-floor: the halls and their booths; search a booth or an exhibitor, a booth links to its exhibitor. */
export default function FloorPlanPage({ pageContext }: PageProps<LocaleData, SectionPageContext<Hall[]>>) {
  const { t } = useTranslation();
  return (
    <Layout>
      <Container>
        <PageHeading title={t('floorPlan.title')} lead={t('floorPlan.lead')} />
        <FloorPlan halls={pageContext.data} />
      </Container>
    </Layout>
  );
}

export const Head = sectionHead<Hall[]>('floorPlan.title');

export const query = graphql`
  query FloorPlanPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "floor"] } }) {
      ...Locales
    }
  }
`;
