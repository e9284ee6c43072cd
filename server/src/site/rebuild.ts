import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../db/engine';
import { PUBLIC_DIR, builtFingerprint, runGatsbyBuild, siteFingerprint, type BuildHandle } from './build';
import type { SiteDirectory } from './site-dir';

export interface RebuildOptions {
  db: Db;
  dataDir: string;
  apiUrl: string;
  siteUrl: string;
  site: SiteDirectory;
  /** Quiet period after the last change before a build starts: ten quick edits cost one build. */
  quietMs?: number;
  pollMs?: number;
  log?: (line: string) => void;
}

const KEEP_RELEASES = 2;

/**
 * Keeps the served site in step with the content. Gatsby builds into public/; a successful build
 * is copied to DATA_DIR/site/releases/<n> and switched in at once, so visitors see the previous
 * release, whole, while a build runs and when it fails. Builds never overlap; changes during a
 * build start one more build after it.
 */
export class RebuildWorker {
  private readonly releasesDir: string;
  private readonly quietMs: number;
  private readonly log: (line: string) => void;
  private poller: NodeJS.Timeout | undefined;
  private quietTimer: NodeJS.Timeout | undefined;
  private current: BuildHandle | null = null;
  private pendingReason: string | null = null;
  private lastVersion: number | null = null;
  private stopped = false;

  constructor(private readonly options: RebuildOptions) {
    this.releasesDir = path.join(options.dataDir, 'site', 'releases');
    this.quietMs = options.quietMs ?? 3000;
    this.log = options.log ?? console.log;
  }

  /** Serves the latest release, builds when it is out of date, then watches for content changes. */
  async start(): Promise<void> {
    const latest = await this.latestRelease();
    if (latest) this.options.site.switchTo(latest);
    this.lastVersion = await this.contentVersion();
    const fingerprint = await siteFingerprint(this.options.db, this.options.dataDir);
    if (latest && (await builtFingerprint(latest)) === fingerprint) this.log('The site is up to date.');
    else this.schedule(latest ? 'code or content changed since the last build' : 'first build', 0);
    this.poller = setInterval(() => void this.poll(), this.options.pollMs ?? 2000);
  }

  /** Asks for a build (after the quiet period). */
  request(reason: string): void {
    this.schedule(reason, this.quietMs);
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
    const version = await this.contentVersion().catch(() => this.lastVersion);
    if (version !== this.lastVersion) {
      this.lastVersion = version;
      this.request('content changed');
    }
  }

  private schedule(reason: string, delayMs: number): void {
    if (this.stopped) return;
    if (this.current) {
      this.pendingReason = reason;
      return;
    }
    clearTimeout(this.quietTimer);
    this.quietTimer = setTimeout(() => void this.build(reason), delayMs);
  }

  private async build(reason: string): Promise<void> {
    const { db, dataDir, apiUrl, siteUrl, site } = this.options;
    const fingerprint = await siteFingerprint(db, dataDir);
    const served = site.current();
    if (served && (await builtFingerprint(served)) === fingerprint) return;
    const record = await db.insertInto('site_build').values({ trigger: reason, fingerprint }).returning('id').executeTakeFirstOrThrow();
    const started = Date.now();
    this.log(`Building the site (${reason})…`);
    this.current = runGatsbyBuild(apiUrl, siteUrl, fingerprint, this.log);
    try {
      await this.current.done;
      const release = path.join(this.releasesDir, String(record.id).padStart(6, '0'));
      await mkdir(this.releasesDir, { recursive: true });
      await cp(PUBLIC_DIR, release, { recursive: true });
      site.switchTo(release);
      await this.pruneReleases(release);
      await db.updateTable('site_build').set({ status: 'succeeded', finished_at: new Date() }).where('id', '=', record.id).execute();
      this.log(`Site built in ${Math.round((Date.now() - started) / 1000)} s and switched in.`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.updateTable('site_build').set({ status: 'failed', finished_at: new Date(), error: message.slice(0, 4000) }).where('id', '=', record.id).execute();
      this.log(`The site build failed; the previous site stays online. ${message}`);
    } finally {
      this.current = null;
      if (this.pendingReason) {
        const next = this.pendingReason;
        this.pendingReason = null;
        this.schedule(next, this.quietMs);
      }
    }
  }

  private async contentVersion(): Promise<number> {
    const result = await sql<{ version: number }>`SELECT version FROM content_version WHERE id = 1`.execute(this.options.db);
    return Number(result.rows[0]?.version ?? 0);
  }

  private async latestRelease(): Promise<string | null> {
    const names = (await readdir(this.releasesDir).catch(() => [])).sort();
    for (const name of names.reverse()) {
      const dir = path.join(this.releasesDir, name);
      if (await builtFingerprint(dir)) return dir;
    }
    return null;
  }

  private async pruneReleases(keep: string): Promise<void> {
    const names = (await readdir(this.releasesDir)).sort();
    const old = names.map((n) => path.join(this.releasesDir, n)).filter((dir) => dir !== keep).slice(0, -(KEEP_RELEASES - 1) || undefined);
    for (const dir of old) await rm(dir, { recursive: true, force: true });
  }
}
