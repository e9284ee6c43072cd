import type { Language, PageOf } from '@expo/contract';
import type { ApiQuery, PublicApiError } from './api/public-api';
import { usePublicRead } from './api/use-public-read';
import { isUnfiltered, listSearch, readListQuery } from './list-query';
import type { StaticListPage } from './page-data';
import { listPageRoute } from './routes';
import { useBrowserValue } from './use-hydrated';

export interface ListPageOptions<Row, Key extends string> {
  /** the list endpoint, e.g. /common/exhibitor/list */
  path: string;
  /** the list's language-neutral route, e.g. /exhibitors/ */
  route: string;
  language: Language;
  pageSize: number;
  /** the unfiltered page in this page's static HTML (every unfiltered page is built); null: always live */
  staticPage: StaticListPage<Row> | null;
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
  /** the language-neutral URL of another page or filter state */
  hrefOf: (page: number, filters?: Partial<Record<Key, string>>) => string;
}

/**
 * A list page: the static page of the HTML until the query string asks for a filter or another
 * page, then that state from the live API. Unfiltered pages link to their static URLs
 * (`/exhibitors/page/2/`), filtered ones keep their state in the query string; either way every
 * state is a URL that can be shared and reloaded.
 */
export function useListPage<Row, Key extends string>(options: ListPageOptions<Row, Key>): ListPageState<Row, Key> {
  const { path, route, language, pageSize, staticPage, filterKeys, apiQuery = (filters) => filters, fixedQuery = {}, canQuery = () => true } = options;
  // The query string is the browser's alone. A static page opened without one is already right in its
  // HTML: neither value changes after hydration, so the list is not rendered a second time.
  const search = useBrowserValue(() => options.search, '', options.search);
  const hydrated = useBrowserValue(() => true, staticPage !== null);
  const { page, filters } = readListQuery(search, filterKeys, staticPage?.page ?? 1);
  const isStatic = staticPage !== null && page === staticPage.page && isUnfiltered(filters);
  const live = !isStatic && canQuery(filters);
  const { data, error, isLoading } = usePublicRead<PageOf<Row>>(live && hydrated ? path : null, language, {
    ...fixedQuery,
    ...apiQuery(filters),
    pageNum: page,
    pageSize,
  });
  const shown = isStatic ? staticPage : live ? data : undefined;
  const total = shown?.total ?? 0;
  return {
    rows: shown?.rows ?? [],
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    filters,
    loading: live && (isLoading || !hydrated),
    error: live ? error : undefined,
    hrefOf: (target, nextFilters = filters) =>
      staticPage !== null && isUnfiltered(nextFilters) ? listPageRoute(route, target) : `${route}${listSearch(target, nextFilters)}`,
  };
}
