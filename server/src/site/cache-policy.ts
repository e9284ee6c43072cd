// Cache headers of the built site, after Gatsby's caching guide: files whose names carry a content
// hash never change; HTML and page data must be checked on every visit. Content types come from
// @fastify/send's table.

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** The service worker: browsers must check it with the server at every update check (a new release). */
export const SERVICE_WORKER = 'no-cache';

export function cacheControlFor(urlPath: string): string {
  if (urlPath === '/sw.js') return SERVICE_WORKER;
  if (urlPath.startsWith('/static/')) return IMMUTABLE;
  if (urlPath.startsWith('/page-data/')) return REVALIDATE;
  if (/\.(js|css)$/.test(urlPath) && /-[0-9a-f]{16,}\.(js|css)$/.test(urlPath)) return IMMUTABLE;
  return REVALIDATE;
}
