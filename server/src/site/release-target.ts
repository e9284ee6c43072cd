import { readlinkSync } from 'node:fs';
import { mkdir, readFile, readlink, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { NGINX_ROUTES_FILE, type SiteDirectory } from './site-dir';

/** Where the rebuild worker keeps releases, and how it switches visitors to one. */
export interface ReleaseTarget {
  releasesDir: string;
  /** the release visitors get now, if any */
  current(): string | undefined;
  switchTo(release: string): Promise<void>;
}

/** `npm start`: releases in RELEASES_DIR, served by this process (switched in memory). */
export function servedReleases(releasesDir: string, site: SiteDirectory): ReleaseTarget {
  return {
    releasesDir,
    current: () => site.current(),
    switchTo: async (release) => site.switchTo(release),
  };
}

/**
 * `npm run worker`: releases under PUBLISH_DIR/releases, and PUBLISH_DIR/current a symbolic link
 * to the live one, for a web server or CDN sync to serve. The link is replaced by rename, which
 * is atomic: a visitor's request sees the old release or the new one, never a mix. nginx reads
 * the release's client-only routes (NGINX_ROUTES_FILE) only when it starts or reloads: when they
 * differ from the previous live release's, the log says so.
 */
export function publishedReleases(publishDir: string, log: (line: string) => void = console.log): ReleaseTarget {
  const link = currentLink(publishDir);
  // What is published already (by this worker before a restart, or by another worker of the site).
  let current = publishedRelease(publishDir);
  return {
    releasesDir: path.join(publishDir, 'releases'),
    current: () => current,
    switchTo: async (release) => {
      await mkdir(publishDir, { recursive: true });
      const routesBefore = await readFile(path.join(link, NGINX_ROUTES_FILE), 'utf8').catch(() => null);
      const next = `${link}.next`;
      await rm(next, { force: true });
      await symlink(path.relative(publishDir, release), next);
      await rename(next, link);
      current = path.resolve(publishDir, await readlink(link));
      if ((await readFile(path.join(current, NGINX_ROUTES_FILE), 'utf8').catch(() => null)) !== routesBefore) {
        log(`The client-only routes of the live release changed (${NGINX_ROUTES_FILE}): reload nginx (nginx -s reload) so that it reads them.`);
      }
    },
  };
}

/** The release directory PUBLISH_DIR/current points at, if any. */
export function publishedRelease(publishDir: string): string | undefined {
  try {
    return path.resolve(publishDir, readlinkSync(currentLink(publishDir)));
  } catch {
    return undefined;
  }
}

function currentLink(publishDir: string): string {
  return path.join(publishDir, 'current');
}
