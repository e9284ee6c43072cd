import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { contentVersion } from '../db/content-version';
import type { Db } from '../db/engine';
import { takeRebuildRequests } from '../modules/admin/builds';
import { PUBLIC_DIR, builtFingerprint, runGatsbyBuild, siteFingerprint, type BuildHandle } from './build';
import { precompressTree } from './precompress';
import { makeRelease } from './release';
import type { ReleaseTarget } from './release-target';

export interface RebuildOptions {
  db: Db;
  apiUrl: string;
  siteUrl: string;
  /** Where releases are kept and how visitors are switched to one. */
  target: ReleaseTarget;
  /** Quiet period after the last change before a build starts: ten quick edits cost one build. */
  quietMs?: number;
  pollMs?: number;
  log?: (line: string) => void;
}

const KEEP_RELEASES = 3;

/**
 * Keeps the served site in step with the content. Gatsby builds into public/ (with its cache, so
 * a change re-renders only the pages it touches); a successful build becomes a new release
 * directory, switched in at once, so visitors get the previous release, whole, while a build runs
 * and when it fails. Builds never overlap; changes during a build start one more build after it.
 */
export class RebuildWorker {
  private readonly quietMs: number;
  private readonly log: (line: string) => void;
  private poller: NodeJS.Timeout | undefined;
  private quietTimer: NodeJS.Timeout | undefined;
  private current: BuildHandle | null = null;
  private pending: { reason: string; force: boolean } | null = null;
  private lastVersion: number | null = null;
  private stopped = false;

  constructor(private readonly options: RebuildOptions) {
    this.quietMs = options.quietMs ?? 3000;
    this.log = options.log ?? console.log;
  }

  /** Serves the latest release, builds when it is out of date, then watches for content changes. */
  async start(): Promise<void> {
    const { db, target } = this.options;
    // A build that was running when the process stopped will never finish.
    await db.updateTable('site_build').set({ status: 'failed', finished_at: new Date(), error: 'interrupted: the worker stopped during the build' })
      .where('status', '=', 'running').execute();
    const latest = await this.latestRelease();
    if (latest) {
      await target.switchTo(latest);
      // A release made before compressed twins existed is served uncompressed until they are written.
      void precompressTree(latest).then(
        (count) => count && this.log(`Compressed ${count} files of the served release (brotli and gzip twins).`),
        (error: unknown) => this.log(`Compressing the served release failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    }
    this.lastVersion = (await contentVersion(db)).version;
    if (latest && (await builtFingerprint(latest)) === (await siteFingerprint(db, this.options.siteUrl))) this.log('The site is up to date.');
    else this.schedule(latest ? 'code or content changed since the last build' : 'first build', 0, false);
    this.poller = setInterval(() => void this.poll(), this.options.pollMs ?? 2000);
  }

  /** Asks for a build after the quiet period; a forced one runs even when nothing changed. */
  request(reason: string, { force = false } = {}): void {
    this.schedule(reason, this.quietMs, force);
  }

  get building(): boolean {
    return this.current !== null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poller);
    clearTimeout(this.quietTimer);
    this.current?.child.kill('SIGTERM');
    await this.current?.done.catch(() => undefined);
  }

  private async poll(): Promise<void> {
    const { db } = this.options;
    const version = await contentVersion(db).then((v) => v.version, () => this.lastVersion);
    if (version !== this.lastVersion) {
      this.lastVersion = version;
      this.request('content changed');
    }
    for (const reason of await takeRebuildRequests(db).catch(() => [])) this.request(reason, { force: true });
  }

  private schedule(reason: string, delayMs: number, force: boolean): void {
    if (this.stopped) return;
    if (this.current) {
      this.pending = { reason, force: force || (this.pending?.force ?? false) };
      return;
    }
    clearTimeout(this.quietTimer);
    this.quietTimer = setTimeout(() => void this.build(reason, force), delayMs);
  }

  private async build(reason: string, force: boolean): Promise<void> {
    const { db, apiUrl, siteUrl, target } = this.options;
    const fingerprint = await siteFingerprint(db, siteUrl);
    const served = target.current();
    if (!force && served && (await builtFingerprint(served)) === fingerprint) return;
    const record = await db.insertInto('site_build').values({ trigger: reason, fingerprint }).returning('id').executeTakeFirstOrThrow();
    const started = Date.now();
    this.log(`Building the site (${reason})…`);
    this.current = runGatsbyBuild(apiUrl, siteUrl, fingerprint, this.log);
    try {
      await this.current.done;
      // Named by time first: names sort in build order, whichever database the build ids come from.
      const release = path.join(target.releasesDir, `${new Date().toISOString().replace(/[-:.]/g, '')}-${record.id}`);
      const copy = await makeRelease(PUBLIC_DIR, release, served);
      await target.switchTo(release);
      await this.pruneReleases(release, served);
      await db.updateTable('site_build').set({ status: 'succeeded', finished_at: new Date() }).where('id', '=', record.id).execute();
      this.log(`Site built in ${Math.round((Date.now() - started) / 1000)} s and switched in (${copy.copied} files written, ${copy.linked} shared with the previous release, ${copy.compressed} compressed).`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.updateTable('site_build').set({ status: 'failed', finished_at: new Date(), error: message.slice(0, 4000) }).where('id', '=', record.id).execute();
      this.log(`The site build failed; the previous site stays online. ${message}`);
    } finally {
      this.current = null;
      if (this.pending) {
        const next = this.pending;
        this.pending = null;
        this.schedule(next.reason, this.quietMs, next.force);
      }
    }
  }

  private async latestRelease(): Promise<string | null> {
    const { releasesDir } = this.options.target;
    const names = (await readdir(releasesDir).catch(() => [])).sort();
    for (const name of names.reverse()) {
      const dir = path.join(releasesDir, name);
      if (await builtFingerprint(dir)) return dir;
    }
    return null;
  }

  /** Keeps the newest releases and the one visitors may still be loading pages from. */
  private async pruneReleases(current: string, previous: string | undefined): Promise<void> {
    const { releasesDir } = this.options.target;
    const names = (await readdir(releasesDir)).sort();
    const keep = new Set([current, previous, ...names.slice(-KEEP_RELEASES).map((n) => path.join(releasesDir, n))]);
    for (const name of names) {
      const dir = path.join(releasesDir, name);
      if (!keep.has(dir)) await rm(dir, { recursive: true, force: true });
    }
  }
}
