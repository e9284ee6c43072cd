import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { ContentPageRow } from '@expo/contract';
import { RowList } from '../components/cards/grids';
import { Layout } from '../app/layout/Layout';
import { PageHeading } from '../components/list/PageHeading';
import { sectionHead } from '../components/seo/section-head';
import { NarrowContainer } from '../components/ui/Container';
import { LocalizedLink } from '../components/ui/LocalizedLink';
import type { LocaleData } from '../lib/i18n/locale-data';
import type { SectionPageContext } from '../lib/page-data';
import { contentPageRoute } from '../lib/page-routes';

/** /page (no code): the index of the content pages. */
export default function PageIndex({ pageContext }: PageProps<LocaleData, SectionPageContext<ContentPageRow[]>>) {
  const { t } = useTranslation();
  return (
    <Layout>
      <NarrowContainer>
        <PageHeading title={t('page.indexTitle')} />
        <RowList>
          {pageContext.data.map((page) => (
            <li key={page.code}>
              <LocalizedLink to={contentPageRoute(page.code)}>
                <strong>{page.title}</strong>
              </LocalizedLink>
            </li>
          ))}
        </RowList>
      </NarrowContainer>
    </Layout>
  );
}

export const Head = sectionHead<ContentPageRow[]>('page.indexTitle');

export const query = graphql`
  query PageIndex($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;
