import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { NewsRow } from '@expo/contract';
import { NewsRows } from '../components/cards/NewsRows';
import { Layout } from '../app/layout/Layout';
import { PageHeading } from '../components/list/PageHeading';
import { PagedList } from '../components/list/PagedList';
import { sectionHead } from '../components/seo/section-head';
import { NarrowContainer } from '../components/ui/Container';
import type { LocaleData } from '../lib/i18n/locale-data';
import { usePageLanguage } from '../lib/i18n/use-page-language';
import { LIST_PAGE_SIZE } from '../lib/list-sizes';
import type { ListPageData, SectionPageContext } from '../lib/page-data';
import { routes } from '../lib/routes';
import { useListPage } from '../lib/use-list-page';

/** /news: the news centre, newest first, paged (?page=). */
export default function NewsListPage({ pageContext, location }: PageProps<LocaleData, SectionPageContext<ListPageData<NewsRow>>>) {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const list = useListPage({
    path: '/common/news/list',
    language,
    pageSize: LIST_PAGE_SIZE.news,
    route: routes.news,
    staticPage: pageContext.data.list,
    search: location.search,
    filterKeys: [],
  });
  return (
    <Layout>
      <NarrowContainer>
        <PageHeading title={t('newsList.title')} />
        <PagedList list={list}>{(rows) => <NewsRows rows={rows} />}</PagedList>
      </NarrowContainer>
    </Layout>
  );
}

export const Head = sectionHead<ListPageData<NewsRow>>('newsList.title');

export const query = graphql`
  query NewsListPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;
