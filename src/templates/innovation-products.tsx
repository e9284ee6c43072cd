import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { ProductRow } from '@expo/contract';
import { ProductTiles } from '../components/cards/ProductTiles';
import { Layout } from '../app/layout/Layout';
import { PageHeading } from '../components/list/PageHeading';
import { PagedList } from '../components/list/PagedList';
import { sectionHead } from '../components/seo/section-head';
import { Container } from '../components/ui/Container';
import type { LocaleData } from '../lib/i18n/locale-data';
import { usePageLanguage } from '../lib/i18n/use-page-language';
import { LIST_PAGE_SIZE } from '../lib/list-sizes';
import type { ListPageData, SectionPageContext } from '../lib/page-data';
import { routes } from '../lib/routes';
import { useListPage } from '../lib/use-list-page';

/** /InnovationProducts (Chinese only): the exhibits entered as innovations, paged (?page=). */
export default function InnovationProductsPage({ pageContext, location }: PageProps<LocaleData, SectionPageContext<ListPageData<ProductRow>>>) {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const list = useListPage({
    path: '/common/product/list',
    language,
    pageSize: LIST_PAGE_SIZE.products,
    route: routes.innovationProducts,
    staticPage: pageContext.data.list,
    search: location.search,
    filterKeys: [],
    fixedQuery: { innovative: true },
  });
  return (
    <Layout>
      <Container>
        <PageHeading title={t('products.innovation')} lead={t('products.innovationLead')} />
        <PagedList list={list}>{(rows) => <ProductTiles rows={rows} />}</PagedList>
      </Container>
    </Layout>
  );
}

export const Head = sectionHead<ListPageData<ProductRow>>('products.innovation');

export const query = graphql`
  query InnovationProductsPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;
