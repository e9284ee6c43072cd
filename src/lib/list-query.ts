// A list page's state in its query string, so a filtered or paged URL can be shared and reloaded.

/**
 * The page number and filters of a list URL; unknown keys are dropped, blank values ignored. Without
 * a valid `?page=`, the page is `defaultPage` (the static page the URL's path names).
 */
export function readListQuery<Key extends string>(
  search: string,
  filterKeys: readonly Key[],
  defaultPage = 1,
): { page: number; filters: Partial<Record<Key, string>> } {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const filters: Partial<Record<Key, string>> = {};
  for (const key of filterKeys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return { page: Number.isInteger(page) && page >= 1 ? page : defaultPage, filters };
}

/** The query string of a list state ('' for the first unfiltered page). */
export function listSearch(page: number, filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Whether a list state has no filter: every page of such a state is a static page. */
export function isUnfiltered(filters: Record<string, string | undefined>): boolean {
  return Object.values(filters).every((value) => !value);
}

/** The page numbers to offer around `current` (1 … 4 5 [6] 7 8 … 20), null for a gap. */
export function pageWindow(current: number, pageCount: number, radius = 2): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let page = 1; page <= pageCount; page += 1) {
    if (page === 1 || page === pageCount || Math.abs(page - current) <= radius) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
