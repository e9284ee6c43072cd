/** The floor-plan search in the page URL (`?q=`), so that a search can be shared. Browser only. */
export const QUERY_PARAM = 'q';

/** The search in the current URL, '' when there is none. */
export function readQueryParam(): string {
  return new URLSearchParams(window.location.search).get(QUERY_PARAM) ?? '';
}

/** Puts `query` (trimmed) into the current URL, or takes `?q=` out for a blank one; no history entry. */
export function writeQueryParam(query: string): void {
  const url = new URL(window.location.href);
  const value = query.trim();
  if (value) url.searchParams.set(QUERY_PARAM, value);
  else url.searchParams.delete(QUERY_PARAM);
  const next = url.pathname + url.search + url.hash;
  if (next === window.location.pathname + window.location.search + window.location.hash) return;
  try {
    // Keep the router's state; Safari throws when a page replaces its URL too often, which is harmless here.
    window.history.replaceState(window.history.state, '', next);
  } catch {
    /* the URL just stays as it was */
  }
}
