import React from 'react';
import type { DemandView } from '@expo/contract';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { DEFAULT_DEMAND_TYPES } from '@expo/contract/constants';
import { ListPage, useTemplateList } from '../app/layout/ListPage';
import { FilterChips } from '../components/list/FilterChips';
import { sectionHead } from '../components/seo/section-head';
import { LocalizedLink } from '../components/ui/LocalizedLink';
import { DemandRows } from '../features/demand/DemandRows';
import { DEMAND_TYPE_FILTERS } from '../lib/demand-view';
import type { LocaleData } from '../lib/i18n/locale-data';
import { listSearch } from '../lib/list-query';
import { LIST_PAGE_SIZE } from '../lib/list-sizes';
import type { SectionPageContext } from '../lib/page-data';
import { routes } from '../lib/routes';

const FILTERS = ['demandType'] as const;

/**
 * /demand: the demand board (?demandType=1,2,3,4 by default, or one type; ?page=). Demands change
 * with every review, so the list always comes from the live API.
 */
export default function DemandListPage({ location }: PageProps<LocaleData, SectionPageContext>) {
  const { t } = useTranslation('demand');
  const list = useTemplateList<DemandView, (typeof FILTERS)[number]>(location.search, {
    path: '/demand/list',
    pageSize: LIST_PAGE_SIZE.demands,
    route: routes.demands,
    staticPage: null,
    filterKeys: FILTERS,
    apiQuery: ({ demandType }) => ({ demandType: demandType ?? DEFAULT_DEMAND_TYPES }),
  });
  const active = list.filters.demandType ?? DEFAULT_DEMAND_TYPES;
  return (
    <ListPage
      title={t('board.title')}
      lead={t('board.lead')}
      actions={<LocalizedLink to={routes.publishDemand}>{t('board.publish')}</LocalizedLink>}
      list={list}
      rows={(rows) => <DemandRows rows={rows} />}
      emptyText={t('board.empty')}
      hideWhileLoading
      frame={(pagedList) => <LiveList>{pagedList}</LiveList>}
    >
      <FilterChips
        label={t('board.byType')}
        route={routes.demands}
        activeKey={active}
        options={DEMAND_TYPE_FILTERS.map(({ value, key }) => ({
          key: value,
          label: t(`type.${key}`),
          search: value === DEFAULT_DEMAND_TYPES ? '' : listSearch(1, { demandType: value }),
        }))}
      />
    </ListPage>
  );
}

/**
 * The board's rows arrive from the API after the page shows: the space they take is kept from the
 * start, so that the footer below does not jump when they come (a layout shift of 0.4 before).
 */
const LiveList = styled.div`
  min-height: 100vh;
`;

export const Head = sectionHead('demandBoard.title');

export const query = graphql`
  query DemandListPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "demand"] } }) {
      ...Locales
    }
  }
`;
