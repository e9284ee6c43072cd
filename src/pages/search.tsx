import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { SearchHit } from '@expo/contract';
import { RowList } from '../components/cards/grids';
import { Layout } from '../app/layout/Layout';
import { ListStatus } from '../components/list/ListStatus';
import { PageHeading } from '../components/list/PageHeading';
import { Pagination } from '../components/list/Pagination';
import { clientHead } from '../components/seo/client-head';
import { NarrowContainer } from '../components/ui/Container';
import { LocalizedLink } from '../components/ui/LocalizedLink';
import { SearchBox } from '../features/search/SearchBox';
import { checkSearchKeyword } from '../features/search/search-keyword';
import { excerpt } from '../lib/format/text';
import type { LocaleData } from '../lib/i18n/locale-data';
import type { I18nPageContext } from '../lib/i18n/page-context';
import { usePageLanguage } from '../lib/i18n/use-page-language';
import { LIST_PAGE_SIZE } from '../lib/list-sizes';
import { activityRoute, routes } from '../lib/routes';
import { useListPage } from '../lib/use-list-page';
import { theme } from '../styles/theme';

const FILTERS = ['keyword'] as const;

const HIT_ROUTE: Record<SearchHit['type'], (id: number) => string> = {
  exhibitor: routes.exhibitor,
  product: routes.product,
  news: routes.newsItem,
  activity: (id) => activityRoute('show', id),
};

/** /search?keyword= (client-only): exhibitors, products, news and events matching the keyword. */
export default function SearchPage({ location }: PageProps<LocaleData, I18nPageContext>) {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const list = useListPage<SearchHit, (typeof FILTERS)[number]>({
    path: '/common/search/getList',
    language,
    pageSize: LIST_PAGE_SIZE.search,
    route: routes.search,
    staticPage: null,
    search: location.search,
    filterKeys: FILTERS,
    canQuery: ({ keyword }) => checkSearchKeyword(keyword ?? '').ok,
  });
  const keyword = list.filters.keyword ?? '';
  const valid = checkSearchKeyword(keyword).ok;
  return (
    <Layout>
      <NarrowContainer>
        <PageHeading
          title={t('search.title')}
          lead={valid && !list.loading ? t('search.resultCount', { count: list.total, keyword }) : undefined}
        />
        <Box key={keyword} initialKeyword={keyword} placement="page" />
        {valid ? (
          <>
            <ListStatus error={list.error} loading={list.loading} empty={list.rows.length === 0} emptyText={t('search.none', { keyword })} />
            {list.loading ? null : (
              <RowList>
                {list.rows.map((hit) => (
                  <li key={`${hit.type}-${hit.id}`}>
                    <small>{t(`search.type.${hit.type}`)}</small>
                    <div>
                      <LocalizedLink to={HIT_ROUTE[hit.type](hit.id)}>
                        <strong>{hit.title}</strong>
                      </LocalizedLink>
                    </div>
                    {hit.summary ? <p>{excerpt(hit.summary, 140)}</p> : null}
                  </li>
                ))}
              </RowList>
            )}
            <Pagination page={list.page} pageCount={list.pageCount} hrefOf={(page) => list.hrefOf(page)} />
          </>
        ) : (
          <Prompt>{t('search.prompt')}</Prompt>
        )}
      </NarrowContainer>
    </Layout>
  );
}

export const Head = clientHead('search.title');

export const query = graphql`
  query SearchPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;

const Box = styled(SearchBox)`
  margin-bottom: ${theme.space(6)};
`;

const Prompt = styled.p`
  color: ${theme.colors.muted};
`;
