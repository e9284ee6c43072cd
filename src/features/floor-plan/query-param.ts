import { FLOOR_PLAN_BOOTH_PARAM, FLOOR_PLAN_HALL_PARAM } from '../../lib/routes';

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

/** The booths to highlight in the page URL (`?booth=A&booth=B`): a link to a stand, or a visit plan's stands. */
export const BOOTH_PARAM = FLOOR_PLAN_BOOTH_PARAM;
/** At most this many booths are read from one URL. */
export const BOOTH_PARAMS_MAX = 200;

/** The booth codes in the current URL (trimmed, upper case, each once), [] when there are none. */
export function readBoothParams(search: string = window.location.search): string[] {
  const codes = new URLSearchParams(search).getAll(BOOTH_PARAM).map((code) => code.trim().toUpperCase()).filter(Boolean);
  return [...new Set(codes)].slice(0, BOOTH_PARAMS_MAX);
}

/** The hall code in the current URL (`?hall=`, an activity's hall), '' when there is none. */
export function readHallParam(search: string = window.location.search): string {
  return (new URLSearchParams(search).get(FLOOR_PLAN_HALL_PARAM) ?? '').trim().toUpperCase();
}
