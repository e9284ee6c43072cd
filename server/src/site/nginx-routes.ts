import { clientOnlyPage } from './serve';
import type { MatchPath } from './site-dir';

/**
 * The client-only routes of a release (Gatsby's match-paths.json) as nginx `location` blocks,
 * written by the build beside the pages (NGINX_ROUTES_FILE) and included inside the site's
 * `location /` of deploy/nginx/expo.conf. Each answers a path its route matches the way the
 * product's file server does (serve.ts): a file that exists is served as it is, anything else
 * (a folder without index.html too, which nginx calls 403) gets the route's page with status
 * 200. In the order of match-paths.json, as nginx tries regular expressions in the order they are
 * written.
 */
export function nginxRoutes(routes: readonly MatchPath[]): string {
  const blocks = routes.map((route) => {
    const page = clientOnlyPage(route);
    for (const text of [page, route.matchPath]) {
      if (!/^\/[\w\-./:*[\]@]*$/.test(text)) throw new Error(`The client-only route ${JSON.stringify(route)} has characters an nginx include cannot take as they are`);
    }
    return `location ~ "${matchPathPattern(route.matchPath)}" { error_page 403 404 = ${page}; }`;
  });
  return `# The client-only routes of this release, from match-paths.json (written by the build: see
# server/src/site/nginx-routes.ts). nginx reads this file when it starts or reloads.
${blocks.join('\n')}
`;
}

/**
 * A regular expression (PCRE and JavaScript alike) for the URL paths a Gatsby matchPath matches,
 * as serve.ts's `matches` reads it: `:name` is one segment, a final `*` the path itself and
 * anything below, and a trailing slash is optional.
 */
export function matchPathPattern(matchPath: string): string {
  const wildcard = matchPath.endsWith('/*');
  const segments = (wildcard ? matchPath.slice(0, -2) : matchPath).replace(/\/$/, '').split('/').slice(1);
  const body = segments.map((segment) => (segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).join('');
  return `^${body}${wildcard ? '(?:/.*)?' : '/?'}$`;
}
