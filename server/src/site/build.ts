import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { contentVersion } from '../db/content-version';
import type { Db } from '../db/engine';
import { lockCheckout } from './checkout-lock';
import { nginxRoutes } from './nginx-routes';
import { writePolicyMetas } from './policy-meta';
import { BUILD_STAMP_FILE, MATCH_PATHS_FILE, NGINX_ROUTES_FILE, type MatchPath } from './site-dir';
import { filesWrittenSince } from './written-files';

export const REPO = path.resolve(__dirname, '../../..');
export const PUBLIC_DIR = path.join(REPO, 'public');

/**
 * What the site is built from: the site's code, the content version of the database (its epoch
 * names the database) and the public URL the pages name themselves by. The modules of this folder
 * that write into the built pages (their policy, the nginx routes) are part of the site's code.
 */
const SOURCES = [
  'src', 'locales', 'static', 'plugins', 'contract', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package-lock.json',
  ...['security-headers.ts', 'inline-scripts.ts', 'policy-meta.ts', 'nginx-routes.ts'].map((file) => path.join('server/src/site', file)),
];
/** What the pages' policy was last written with (policy-meta.ts); kept beside Gatsby's cache. */
const POLICY_STAMP = path.join(REPO, '.cache', 'page-policy-stamp');

export async function siteFingerprint(db: Db, siteUrl: string): Promise<string> {
  const { epoch, version } = await contentVersion(db);
  const hash = createHash('sha256').update(`${epoch}\n${version}\n${siteUrl}\n`);
  for (const source of SOURCES) await hashTree(hash, path.join(REPO, source));
  return hash.digest('hex');
}

async function hashTree(hash: ReturnType<typeof createHash>, file: string): Promise<void> {
  const info = await stat(file).catch(() => null);
  if (!info) return;
  if (info.isDirectory()) {
    for (const entry of (await readdir(file)).sort()) {
      if (entry === 'node_modules' || entry.startsWith('.')) continue;
      await hashTree(hash, path.join(file, entry));
    }
    return;
  }
  hash.update(path.relative(REPO, file)).update(await readFile(file));
}

/**
 * What a built site says of itself (BUILD_STAMP_FILE, served with it): what it was built from,
 * when, and which files its build wrote (a delta build writes the pages a change touched; the
 * list is left out when it is long, as after a cold build).
 */
export interface BuildStamp {
  fingerprint: string;
  builtAt: string;
  written: number;
  writtenFiles: string[] | null;
}

const STAMP_LIST_MAX = 2000;

/** The fingerprint the site in `dir` was built from, if any. */
export async function builtFingerprint(dir: string): Promise<string | null> {
  const stamp = await readFile(path.join(dir, BUILD_STAMP_FILE), 'utf8').catch(() => null);
  const exists = await stat(path.join(dir, 'index.html')).catch(() => null);
  return stamp && exists ? (JSON.parse(stamp) as BuildStamp).fingerprint : null;
}

export interface BuildHandle {
  done: Promise<void>;
  /** Where the built site is, once `done` resolves. */
  dir: string;
  /** Calls the build off: before it began (while it waits for the checkout), or its process. */
  stop(): void;
  /** The build process's id while it runs (for measuring). */
  pid(): number | undefined;
  /** Frees where the site was built for the next builder, once the built site was copied out. */
  release(): void;
  /** What the build changed in `dir`, once `done` resolves (absent: treat every file as changed). */
  changes?(): BuildChanges | undefined;
}

/** The files a build wrote, and the state of its directory it wrote them over. */
export interface BuildChanges {
  /** The build stamp (BUILD_STAMP_FILE's text) the directory held before; null: unknown state. */
  basedOn: string | null;
  /** Every file written since that state, relative to the directory. */
  written: string[];
}

/** How the rebuild worker builds the site: `gatsby build` (tests give a stand-in). */
export type SiteBuilder = (apiUrl: string, siteUrl: string, fingerprint: string, log: (line: string) => void) => BuildHandle;

/** The checkout's build lock (checkout-lock.ts), beside the directories it guards. */
export const CHECKOUT_BUILD_LOCK = path.join(REPO, '.build.lock');

/**
 * Runs `gatsby build` against the API, streaming its output with a prefix, once no other builder
 * of this checkout is building (it writes the checkout's `.cache` and `public`).
 */
export const runGatsbyBuild: SiteBuilder = (apiUrl, siteUrl, fingerprint, log = console.log) => {
  let child: ChildProcess | null = null;
  let stopped = false;
  let release = () => {};
  let changes: BuildChanges | undefined;
  const build = async () => {
    release = await lockCheckout({ file: CHECKOUT_BUILD_LOCK, holder: apiUrl, log, cancelled: () => stopped });
    try {
      const started = Date.now();
      // The state public/ is in; a build that fails leaves no stamp, so its half-written pages
      // count as written by the next build.
      const stampFile = path.join(PUBLIC_DIR, BUILD_STAMP_FILE);
      const basedOn = await readFile(stampFile, 'utf8').catch(() => null);
      await rm(stampFile, { force: true });
      const step = spawnBuildProcess('gatsby build', [path.join(REPO, 'node_modules/gatsby/cli.js'), 'build'], {
        NODE_ENV: 'production', API_URL: apiUrl, SITE_URL: siteUrl, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', GATSBY_CPU_COUNT: gatsbyCpuCount(),
      }, log);
      child = step.child;
      if (stopped) child.kill('SIGTERM');
      await step.done;
      log(`[build] step: gatsby build ${seconds(started)} s`);
      // The served directory carries what a server needs: client-only routes (for the product's
      // server and as an nginx include), each page's own security policy, and the stamp.
      const routesAt = Date.now();
      await copyFile(path.join(REPO, '.cache', 'match-paths.json'), path.join(PUBLIC_DIR, MATCH_PATHS_FILE)).catch(() => writeFile(path.join(PUBLIC_DIR, MATCH_PATHS_FILE), '[]'));
      const routes = JSON.parse(await readFile(path.join(PUBLIC_DIR, MATCH_PATHS_FILE), 'utf8')) as MatchPath[];
      await writeFile(path.join(PUBLIC_DIR, NGINX_ROUTES_FILE), nginxRoutes(routes));
      log(`[build] step: nginx routes ${seconds(routesAt)} s`);
      const scanAt = Date.now();
      // Since the last stamp rather than this build's start: files written by hand in between count.
      const since = basedOn === null ? undefined : Math.min(started, stampTime(basedOn));
      const written = await filesWrittenSince(PUBLIC_DIR, since);
      log(`[build] step: ${written.length} file(s) written found ${seconds(scanAt)} s`);
      const policyAt = Date.now();
      const pages = await writePolicyMetas(PUBLIC_DIR, written, POLICY_STAMP);
      log(`[build] step: Content-Security-Policy written into ${pages} page(s) ${seconds(policyAt)} s`);
      const stamp: BuildStamp = { fingerprint, builtAt: new Date().toISOString(), written: written.length, writtenFiles: written.length <= STAMP_LIST_MAX ? written : null };
      await writeFile(stampFile, JSON.stringify(stamp));
      changes = { basedOn, written: [...new Set([...written, BUILD_STAMP_FILE])] };
    } catch (error) {
      release();
      throw error;
    }
  };
  return {
    dir: PUBLIC_DIR,
    done: build(),
    stop: () => {
      stopped = true;
      child?.kill('SIGTERM');
    },
    pid: () => child?.pid,
    release: () => release(),
    changes: () => changes,
  };
};

/**
 * Gatsby renders pages in a pool of its cores less one, counting physical cores: on two cores one
 * process renders every page while the main one waits. One renderer per core instead (issue 33:
 * the small seed's static HTML 14.0 → 9.5 s on two cores); GATSBY_CPU_COUNT set by hand wins.
 */
export function gatsbyCpuCount(env: NodeJS.ProcessEnv = process.env): string {
  return env.GATSBY_CPU_COUNT ?? String(os.availableParallelism() + 1);
}

/** When a build stamp was written (epoch ms); 0 when it cannot be read (every file counts). */
function stampTime(stamp: string): number {
  try {
    return Date.parse((JSON.parse(stamp) as BuildStamp).builtAt) || 0;
  } catch {
    return 0;
  }
}

/** Seconds since `from` (epoch ms), as the build log prints each step's time. */
export function seconds(from: number): string {
  return ((Date.now() - from) / 1000).toFixed(1);
}

/**
 * A build step as a Node process in the repository, its output streamed with a prefix; it and
 * every Node process it starts end when this process is gone (exit-with-parent.js), even when this
 * one is killed with SIGKILL.
 */
export function spawnBuildProcess(name: string, args: string[], env: Record<string, string>, log: (line: string) => void): { child: ChildProcess; done: Promise<void> } {
  const child = spawn(process.execPath, ['--require', EXIT_WITH_PARENT, ...args], { cwd: REPO, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      log(`[build] ${line}`);
    }
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${name} ${signal ? `was stopped (${signal})` : `failed with exit code ${code}`}:\n${tail.slice(-15).join('\n')}`));
    });
  });
  return { child, done };
}

const EXIT_WITH_PARENT = path.join(__dirname, 'exit-with-parent.js');
