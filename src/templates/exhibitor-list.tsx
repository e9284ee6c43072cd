import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { ExhibitorRow, Region } from '@expo/contract';
import { ExhibitorTiles } from '../components/cards/ExhibitorTiles';
import { Layout } from '../app/layout/Layout';
import { FilterChips } from '../components/list/FilterChips';
import { PageHeading } from '../components/list/PageHeading';
import { PagedList } from '../components/list/PagedList';
import { sectionHead } from '../components/seo/section-head';
import { Container } from '../components/ui/Container';
import { formatNumber } from '../lib/format/number';
import type { LocaleData } from '../lib/i18n/locale-data';
import { usePageLanguage } from '../lib/i18n/use-page-language';
import { listSearch } from '../lib/list-query';
import { LIST_PAGE_SIZE } from '../lib/list-sizes';
import type { ListPageData, SectionPageContext } from '../lib/page-data';
import { routes } from '../lib/routes';
import { useListPage } from '../lib/use-list-page';

type Data = ListPageData<ExhibitorRow, { regions: Region[] }>;

const FILTERS = ['regionId', 'regionName'] as const;

/** /exhibitors: every exhibitor, filtered by country or region (?regionId=&regionName=) and paged (?page=). */
export default function ExhibitorListPage({ pageContext, location }: PageProps<LocaleData, SectionPageContext<Data>>) {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const { list: staticPage, regions } = pageContext.data;
  const list = useListPage({
    path: '/common/exhibitor/list',
    language,
    pageSize: LIST_PAGE_SIZE.exhibitors,
    route: routes.exhibitors,
    staticPage,
    search: location.search,
    filterKeys: FILTERS,
    apiQuery: ({ regionId }) => ({ regionId }),
  });
  const regionName = (region: Region) => (language === 'en' ? region.nameEn : region.name);
  return (
    <Layout>
      <Container>
        <PageHeading
          title={list.filters.regionName ? t('exhibitors.titleIn', { region: list.filters.regionName }) : t('exhibitors.title')}
          lead={t('exhibitors.count', { count: list.total, total: formatNumber(list.total) })}
        />
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
        <PagedList list={list}>{(rows) => <ExhibitorTiles rows={rows} />}</PagedList>
      </Container>
    </Layout>
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
