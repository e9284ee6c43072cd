import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { NewsRow } from '@expo/contract';
import { ListPage, useTemplateList } from '../app/layout/ListPage';
import { NewsRows } from '../components/cards/NewsRows';
import { sectionHead } from '../components/seo/section-head';
import type { LocaleData } from '../lib/i18n/locale-data';
import { LIST_PAGE_SIZE } from '../lib/list-sizes';
import type { ListPageData, SectionPageContext } from '../lib/page-data';
import { routes } from '../lib/routes';

/** /news: the news centre, newest first, paged (?page=). */
export default function NewsListPage({ pageContext, location }: PageProps<LocaleData, SectionPageContext<ListPageData<NewsRow>>>) {
  const { t } = useTranslation();
  const list = useTemplateList(location.search, {
    path: '/common/news/list',
    pageSize: LIST_PAGE_SIZE.news,
    route: routes.news,
    staticPage: pageContext.data.list,
  });
  return <ListPage title={t('newsList.title')} list={list} rows={(rows) => <NewsRows rows={rows} />} />;
}

export const Head = sectionHead<ListPageData<NewsRow>>('newsList.title');

export const query = graphql`
  query NewsListPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;
