import { routes } from './routes';

/**
 * Content pages that also have a route of their own (besides /page/{code}). Both routes show the
 * same page; the route of its own is the page's one canonical URL (canonical link, og:url, hreflang).
 */
export const PAGE_ROUTES: Readonly<Record<string, string>> = {
  cooperation: routes.cooperation,
  'procurement-privacy': routes.procurementPrivacy,
};

/** The /page/{code} paths of the content pages above: duplicates, left out of the sitemap. */
export const ALIASED_PAGE_PATHS: ReadonlySet<string> = new Set(Object.keys(PAGE_ROUTES).map(routes.contentPage));

/** The canonical language-neutral path of the content page `code`. */
export function contentPageRoute(code: string): string {
  return PAGE_ROUTES[code] ?? routes.contentPage(code);
}
