import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { ExhibitorRow, Region } from '@expo/contract';
import { ListPage, useTemplateList } from '../app/layout/ListPage';
import { ExhibitorTiles } from '../components/cards/ExhibitorTiles';
import { FilterChips } from '../components/list/FilterChips';
import { sectionHead } from '../components/seo/section-head';
import { formatNumber } from '../lib/format/number';
import type { LocaleData } from '../lib/i18n/locale-data';
import { usePageLanguage } from '../lib/i18n/use-page-language';
import { listSearch } from '../lib/list-query';
import { LIST_PAGE_SIZE } from '../lib/list-sizes';
import type { ListPageData, SectionPageContext } from '../lib/page-data';
import { routes } from '../lib/routes';

type Data = ListPageData<ExhibitorRow, { regions: Region[] }>;

const FILTERS = ['regionId', 'regionName'] as const;

/** /exhibitors: every exhibitor, filtered by country or region (?regionId=&regionName=) and paged (?page=). */
export default function ExhibitorListPage({ pageContext, location }: PageProps<LocaleData, SectionPageContext<Data>>) {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const { list: staticPage, regions } = pageContext.data;
  const list = useTemplateList(location.search, {
    path: '/common/exhibitor/list',
    pageSize: LIST_PAGE_SIZE.exhibitors,
    route: routes.exhibitors,
    staticPage,
    filterKeys: FILTERS,
    apiQuery: ({ regionId }) => ({ regionId }),
  });
  const regionName = (region: Region) => (language === 'en' ? region.nameEn : region.name);
  return (
    <ListPage
      wide
      title={list.filters.regionName ? t('exhibitors.titleIn', { region: list.filters.regionName }) : t('exhibitors.title')}
      lead={t('exhibitors.count', { count: list.total, total: formatNumber(list.total) })}
      list={list}
      rows={(rows) => <ExhibitorTiles rows={rows} />}
    >
      <FilterChips
        label={t('exhibitors.byRegion')}
        route={routes.exhibitors}
        activeKey={list.filters.regionId}
        allSearch=""
        options={regions.map((region) => ({
          key: String(region.id),
          label: regionName(region),
          search: listSearch(1, { regionId: String(region.id), regionName: regionName(region) }),
        }))}
      />
    </ListPage>
  );
}

export const Head = sectionHead<Data>('exhibitors.title');

export const query = graphql`
  query ExhibitorListPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;
