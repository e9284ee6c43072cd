import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { CategoryGroup, ProductRow } from '@expo/contract';
import { ListPage, useTemplateList } from '../app/layout/ListPage';
import { ProductTiles } from '../components/cards/ProductTiles';
import { FilterChips } from '../components/list/FilterChips';
import { sectionHead } from '../components/seo/section-head';
import { formatNumber } from '../lib/format/number';
import type { LocaleData } from '../lib/i18n/locale-data';
import { usePageLanguage } from '../lib/i18n/use-page-language';
import { listSearch } from '../lib/list-query';
import { LIST_PAGE_SIZE } from '../lib/list-sizes';
import type { ListPageData, SectionPageContext } from '../lib/page-data';
import { routes } from '../lib/routes';
import { theme } from '../styles/theme';

type Data = ListPageData<ProductRow, { categories: CategoryGroup[] }>;

const FILTERS = ['categoryId', 'categoryName'] as const;

/** /products: every exhibit, filtered by category (?categoryId=&categoryName=) and paged (?page=). */
export default function ProductListPage({ pageContext, location }: PageProps<LocaleData, SectionPageContext<Data>>) {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const { list: staticPage, categories } = pageContext.data;
  const list = useTemplateList(location.search, {
    path: '/common/product/list',
    pageSize: LIST_PAGE_SIZE.products,
    route: routes.products,
    staticPage,
    filterKeys: FILTERS,
    apiQuery: ({ categoryId }) => ({ categoryId }),
  });
  return (
    <ListPage
      wide
      title={list.filters.categoryName ? t('products.titleIn', { category: list.filters.categoryName }) : t('products.title')}
      lead={t('products.count', { count: list.total, total: formatNumber(list.total) })}
      list={list}
      rows={(rows) => <ProductTiles rows={rows} />}
    >
      <Categories>
        <summary>{t('products.byCategory')}</summary>
        <FilterChips label={t('products.byCategory')} route={routes.products} activeKey={list.filters.categoryId} allSearch="" options={[]} />
        {categories.map((group) => (
          <div key={group.id}>
            <h2>{group.groupName}</h2>
            <FilterChips
              label={group.groupName}
              route={routes.products}
              activeKey={list.filters.categoryId}
              options={group.productCategoryList.map((category) => {
                const name = language === 'en' ? category.nameEn : category.name;
                return { key: String(category.id), label: name, search: listSearch(1, { categoryId: String(category.id), categoryName: name }) };
              })}
            />
          </div>
        ))}
      </Categories>
    </ListPage>
  );
}

export const Head = sectionHead<Data>('products.title');

export const query = graphql`
  query ProductListPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;

const Categories = styled.details`
  margin-bottom: ${theme.space(6)};
  summary {
    cursor: pointer;
    font-weight: 600;
    margin-bottom: ${theme.space(3)};
  }
  h2 {
    font-size: 0.95rem;
    margin: ${theme.space(2)} 0;
    color: ${theme.colors.muted};
  }
  nav {
    margin-bottom: ${theme.space(2)};
  }
`;
