// Cache headers of the built site, after Gatsby's caching guide: files whose names carry a content
// hash never change; HTML and page data must be checked on every visit. Content types come from
// @fastify/send's table. One table for the product's server and the nginx configuration
// (deploy/nginx), which writes it as a `map`.

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** The service worker: browsers must check it with the server at every update check (a new release). */
export const SERVICE_WORKER = 'no-cache';

/**
 * The Cache-Control of a site path: the first rule whose pattern matches it, else REVALIDATE.
 * Patterns are written so that JavaScript and PCRE (nginx) read them alike.
 */
export const CACHE_RULES: readonly { pattern: RegExp; cacheControl: string }[] = [
  { pattern: /^\/sw\.js$/, cacheControl: SERVICE_WORKER },
  { pattern: /^\/static\//, cacheControl: IMMUTABLE },
  { pattern: /^\/page-data\//, cacheControl: REVALIDATE },
  { pattern: /-[0-9a-f]{16,}\.(js|css)$/, cacheControl: IMMUTABLE },
];

export function cacheControlFor(urlPath: string): string {
  return CACHE_RULES.find((rule) => rule.pattern.test(urlPath))?.cacheControl ?? REVALIDATE;
}
