/**
 * The directory of the built site being served. A holder rather than a constant, so that a
 * finished build can be switched in at once (the rebuild worker swaps it).
 */
export class SiteDirectory {
  constructor(private dir: string | undefined) {}

  current(): string | undefined {
    return this.dir;
  }

  switchTo(dir: string): void {
    this.dir = dir;
  }
}

/** Client-only routes of the build (written next to the site by the build step). */
export const MATCH_PATHS_FILE = 'match-paths.json';
/** The same routes as nginx `location` blocks (nginx-routes.ts), included by deploy/nginx/expo.conf. */
export const NGINX_ROUTES_FILE = 'nginx-routes.conf';

/** One entry of Gatsby's match-paths.json: the page that answers every path its matchPath matches. */
export interface MatchPath {
  path: string;
  matchPath: string;
}
export const BUILD_STAMP_FILE = 'build-stamp.json';
