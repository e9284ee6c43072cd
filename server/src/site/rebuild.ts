import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { contentVersion } from '../db/content-version';
import type { Db } from '../db/engine';
import { takeRebuildRequests } from '../modules/console/builds';
import { builtFingerprint, runGatsbyBuild, seconds, siteFingerprint, type BuildHandle, type SiteBuilder } from './build';
import { RENEW_MS, type BuildLease } from './build-lease';
import { precompressTree } from './precompress';
import { makeRelease } from './release';
import type { ReleaseTarget } from './release-target';

export interface RebuildOptions {
  db: Db;
  apiUrl: string;
  siteUrl: string;
  /** Where releases are kept and how visitors are switched to one. */
  target: ReleaseTarget;
  /**
   * The lease the workers of one site share on PostgreSQL: only its holder builds. Without one this
   * worker always builds (the embedded database belongs to one process, so no other can run).
   */
  lease?: BuildLease;
  /** How the site is built (default: gatsby build; tests give a stand-in). */
  build?: SiteBuilder;
  /** Quiet period after the last change before a build starts: ten quick edits cost one build. */
  quietMs?: number;
  pollMs?: number;
  /** The waits before trying again after the 1st, 2nd, … failed build in a row (default RETRY_AFTER_FAILURE_MS). */
  retryMs?: readonly number[];
  log?: (line: string) => void;
}

const KEEP_RELEASES = 3;
/**
 * After a failed build (the content API down for a moment, a full disk) the worker tries again by
 * itself, waiting longer after each failure in a row, the last wait repeated: content saved before
 * the failure is published without another edit. A retry builds only when the served release is
 * not the current content's (no forced rebuild).
 */
export const RETRY_AFTER_FAILURE_MS = [30_000, 60_000, 120_000, 300_000] as const;
/** How often a building worker checks that its lease is still surely its own. */
const WATCHDOG_MS = 1000;

/**
 * Keeps the served site in step with the content. Gatsby builds into public/ (with its cache, so
 * a change re-renders only the pages it touches); a successful build becomes a new release
 * directory, switched in at once, so visitors get the previous release, whole, while a build runs
 * and when it fails. Builds never overlap; changes during a build start one more build after it.
 * Several workers may run for one site: the one that holds the build lease builds, the others
 * wait to take it over (build-lease.ts); a worker that can no longer be sure it holds the lease
 * stops its build at once, and checks the lease again before it switches a release in.
 */
export class RebuildWorker {
  private readonly quietMs: number;
  private readonly log: (line: string) => void;
  private readonly build: SiteBuilder;
  private poller: NodeJS.Timeout | undefined;
  private quietTimer: NodeJS.Timeout | undefined;
  private leaseTimer: NodeJS.Timeout | undefined;
  private watchdog: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  /** Failed builds in a row: the next retry waits longer. */
  private failuresInARow = 0;
  private current: BuildHandle | null = null;
  /** The build under way (from its record to its release), for stop() to wait on. */
  private running: Promise<void> | null = null;
  private pending: { reason: string; force: boolean } | null = null;
  private lastVersion: number | null = null;
  private stopped = false;
  private leading = false;
  private claiming = false;
  /** Why this worker gave up the build it was running, if it did. */
  private abandoned: string | null = null;

  constructor(private readonly options: RebuildOptions) {
    this.quietMs = options.quietMs ?? 3000;
    this.log = options.log ?? console.log;
    this.build = options.build ?? runGatsbyBuild;
  }

  /**
   * Serves the latest release if nothing is served yet; then builds when it is out of date and
   * watches for content changes, at once without a lease, else once this worker holds the lease.
   */
  async start(): Promise<void> {
    const { target, lease } = this.options;
    const latest = await this.latestRelease();
    if (latest && !target.current()) await target.switchTo(latest);
    if (!lease) return this.lead();
    await this.keepLease();
    if (!this.leading) {
      const holder = await lease.current();
      this.log(`Another worker holds the build lease${holder ? ` (${holder.holder})` : ''}: this one (${lease.holder}) waits and takes over if that one stops renewing it.`);
    }
    this.leaseTimer = setInterval(() => void this.keepLease(), RENEW_MS);
    this.watchdog = setInterval(() => {
      if (this.leading && !lease.held) this.stepDown('its build lease could not be renewed in time');
    }, WATCHDOG_MS);
  }

  /** Asks for a build after the quiet period; a forced one runs even when nothing changed. */
  request(reason: string, { force = false } = {}): void {
    this.schedule(reason, this.quietMs, force);
  }

  get building(): boolean {
    return this.current !== null;
  }

  /** Stops building (a build under way is stopped) and gives the lease up, so another worker takes over at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.leaseTimer);
    clearInterval(this.watchdog);
    const wasLeading = this.leading;
    this.stepDown('the worker is stopping', false);
    await this.running;
    if (wasLeading) await this.options.lease?.release().catch(() => undefined);
  }

  /** Takes or renews the lease, and starts or stops building as the answer says. */
  private async keepLease(): Promise<void> {
    const { lease } = this.options;
    if (!lease || this.claiming || this.stopped) return;
    this.claiming = true;
    try {
      const held = await lease.claim().catch((error: unknown) => {
        // The watchdog stops the build once the lease may have run out.
        this.log(`Renewing the build lease failed: ${error instanceof Error ? error.message : String(error)}`);
        return this.leading;
      });
      if (held && !this.leading && !this.stopped) {
        await this.lead().catch((error: unknown) => {
          // Taken up again at the next renewal.
          this.stepDown(`taking up the builds failed: ${error instanceof Error ? error.message : String(error)}`);
        });
      } else if (!held && this.leading) this.stepDown('another worker holds its build lease');
    } finally {
      this.claiming = false;
    }
  }

  /** This worker builds from now on: it takes up where the last one stopped, then watches the content. */
  private async lead(): Promise<void> {
    const { db, target, lease } = this.options;
    this.leading = true;
    if (lease) this.log(`This worker (${lease.holder}) holds the build lease: it builds the site.`);
    // A build that was running when its worker stopped (or lost the lease) will never finish.
    await db.updateTable('site_build').set({ status: 'failed', finished_at: new Date(), error: 'interrupted: the worker stopped during the build' })
      .where('status', '=', 'running').execute();
    const latest = await this.latestRelease();
    if (latest) {
      // A worker that died between making a release and switching to it left the newest one unserved.
      if (target.current() !== latest) await target.switchTo(latest);
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

  /** Stops building: no more polling or scheduled builds, and the build under way is stopped. */
  private stepDown(reason: string, tell = true): void {
    if (this.leading && tell) this.log(`This worker stops building: ${reason}.`);
    this.leading = false;
    clearInterval(this.poller);
    clearTimeout(this.quietTimer);
    clearTimeout(this.retryTimer);
    this.pending = null;
    if (this.current) {
      this.abandoned = reason;
      this.current.stop();
    }
  }

  private async poll(): Promise<void> {
    const { db } = this.options;
    const version = await contentVersion(db).then((v) => v.version, () => this.lastVersion);
    if (version !== this.lastVersion) {
      this.lastVersion = version;
      this.request('content changed');
    }
    // Only the building worker takes the requests (the poller runs only while it builds).
    for (const reason of await takeRebuildRequests(db).catch(() => [])) this.request(reason, { force: true });
  }

  private schedule(reason: string, delayMs: number, force: boolean): void {
    if (this.stopped || !this.leading) return;
    if (this.current) {
      this.pending = { reason, force: force || (this.pending?.force ?? false) };
      return;
    }
    clearTimeout(this.quietTimer);
    this.quietTimer = setTimeout(() => {
      this.running = this.buildRelease(reason, force).finally(() => {
        this.running = null;
      });
    }, delayMs);
  }

  private async buildRelease(reason: string, force: boolean): Promise<void> {
    const { db, apiUrl, siteUrl, target, lease } = this.options;
    if (!this.leading) return;
    const fingerprint = await siteFingerprint(db, siteUrl);
    const served = target.current();
    if (!force && served && (await builtFingerprint(served)) === fingerprint) return;
    const record = await db.insertInto('site_build').values({ trigger: reason, fingerprint }).returning('id').executeTakeFirstOrThrow();
    const started = Date.now();
    this.abandoned = null;
    try {
      if (!this.leading) throw new Error('this worker stopped building before the build began');
      this.log(`Building the site (${reason})…`);
      this.current = this.build(apiUrl, siteUrl, fingerprint, this.log);
      await this.current.done;
      // Named by time first: names sort in build order, whichever database the build ids come from.
      const release = path.join(target.releasesDir, `${new Date().toISOString().replace(/[-:.]/g, '')}-${record.id}`);
      const releaseAt = Date.now();
      const copy = await makeRelease(this.current.dir, release, served, this.current.changes?.()).finally(() => this.current?.release());
      this.log(`[build] step: release copy and compression ${seconds(releaseAt)} s`);
      // The last fence: a worker that is no longer surely the lease's holder switches nothing in.
      if (lease && !((await lease.claim()) && this.leading)) throw new Error('this worker no longer holds the build lease');
      const switchAt = Date.now();
      await target.switchTo(release);
      this.log(`[build] step: release switch ${seconds(switchAt)} s`);
      await this.pruneReleases(release, served);
      await db.updateTable('site_build').set({ status: 'succeeded', finished_at: new Date() }).where('id', '=', record.id).execute();
      this.failuresInARow = 0;
      clearTimeout(this.retryTimer);
      const written = this.current?.changes?.()?.written.length;
      this.log(`Site built in ${Math.round((Date.now() - started) / 1000)} s and switched in (${written === undefined ? '' : `the build wrote ${written} files; `}${copy.copied} copied into the release, ${copy.linked} shared with the previous release, ${copy.compressed} compressed).`);
    } catch (error) {
      const message = this.abandoned ? `abandoned: ${this.abandoned}` : error instanceof Error ? error.message : String(error);
      // The database may be what failed: the next worker to lead marks the build interrupted then.
      await db.updateTable('site_build').set({ status: 'failed', finished_at: new Date(), error: message.slice(0, 4000) }).where('id', '=', record.id).execute().catch(() => undefined);
      this.log(`The site build failed; the previous site stays online. ${message}`);
      if (!this.abandoned) this.retryLater();
    } finally {
      this.current = null;
      if (this.pending) {
        const next = this.pending;
        this.pending = null;
        this.schedule(next.reason, this.quietMs, next.force);
      }
    }
  }

  private retryLater(): void {
    const waits = this.options.retryMs ?? RETRY_AFTER_FAILURE_MS;
    const wait = waits[Math.min(this.failuresInARow, waits.length - 1)]!;
    this.failuresInARow += 1;
    clearTimeout(this.retryTimer);
    this.log(`The build is tried again in ${Math.round(wait / 1000)} s if the content is still not served.`);
    this.retryTimer = setTimeout(() => this.request('retry after a failed build'), wait);
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
