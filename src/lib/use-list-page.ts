import type { Language, PageOf } from '@expo/contract';
import { usePublicApi, type ApiQuery, type PublicApiError } from './api/public-api';
import { isStaticState, listSearch, readListQuery } from './list-query';
import type { FirstPage } from './page-data';
import { useHydrated } from './use-hydrated';

export interface ListPageOptions<Row, Key extends string> {
  /** the list endpoint, e.g. /common/exhibitor/list */
  path: string;
  language: Language;
  pageSize: number;
  /** the first unfiltered page, pulled at build time and in the static HTML; null: always live */
  first: FirstPage<Row> | null;
  /** `location.search` of the page */
  search: string;
  filterKeys: readonly Key[];
  /** the API query of the filters (display-only keys such as regionName left out) */
  apiQuery?: (filters: Partial<Record<Key, string>>) => ApiQuery;
  /** fixed API query parameters (order, innovative …) */
  fixedQuery?: ApiQuery;
  /** whether the state can be asked of the API at all (search: not without a keyword) */
  canQuery?: (filters: Partial<Record<Key, string>>) => boolean;
}

export interface ListPageState<Row, Key extends string> {
  rows: Row[];
  total: number;
  page: number;
  pageCount: number;
  filters: Partial<Record<Key, string>>;
  loading: boolean;
  error: PublicApiError | undefined;
  /** the URL query of another page or filter state */
  hrefOf: (page: number, filters?: Partial<Record<Key, string>>) => string;
}

/**
 * A list page: the static first page until the query string asks for another page or a filter,
 * then that page from the live API. The state lives in the URL, so it can be shared and reloaded.
 */
export function useListPage<Row, Key extends string>(options: ListPageOptions<Row, Key>): ListPageState<Row, Key> {
  const { path, language, pageSize, first, filterKeys, apiQuery = (filters) => filters, fixedQuery = {}, canQuery = () => true } = options;
  const hydrated = useHydrated();
  const { page, filters } = readListQuery(hydrated ? options.search : '', filterKeys);
  const live = (first === null || !isStaticState(page, filters)) && canQuery(filters);
  const { data, error, isLoading } = usePublicApi<PageOf<Row>>(live && hydrated ? path : null, language, {
    ...fixedQuery,
    ...apiQuery(filters),
    pageNum: page,
    pageSize,
  });
  const shown = live ? data : first;
  const total = shown?.total ?? 0;
  return {
    rows: shown?.rows ?? [],
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    filters,
    loading: live && (isLoading || !hydrated),
    error: live ? error : undefined,
    hrefOf: (target, nextFilters = filters) => listSearch(target, nextFilters),
  };
}
