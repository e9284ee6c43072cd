import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { publishedRelease } from '../../server/src/site/release-target';
import { startNginx, type RunningNginx } from './nginx';
import { startPart, type PartProcess } from './part-process';
import { startPgbouncer, type RunningPgbouncer } from './pgbouncer';

/**
 * The layout of docs/operations.md, "Several machines, step by step", on one machine: nginx with the shipped
 * configuration in front, two API processes (`npm start` with REBUILDS=off) and one worker
 * (`npm run worker`) on one PostgreSQL database through PgBouncer in transaction mode (the shipped
 * deploy/pgbouncer/pgbouncer.ini), each part a process of its own. Started by `npm run
 * deploy:check` and by the deploy tests.
 */
export interface StackOptions {
  /** nginx's port; the API processes take the next two, the reference server (if any) the one after. */
  port: number;
  /** A scratch directory: data directories, PUBLISH_DIR, nginx's files, every part's log. */
  dir: string;
  /** The database on the PostgreSQL server; every part reaches it through PgBouncer. */
  databaseUrl: string;
  /** PgBouncer's port. */
  pgbouncerPort: number;
  /** production for the check; test for the tests (the captcha answer they need is test-only). */
  nodeEnv: 'production' | 'test';
  /** More settings for the API processes. */
  apiEnv?: Record<string, string>;
  /**
   * Also start the product's own file server on the same release (`SITE_DIR=PUBLISH_DIR/current`,
   * an API process that serves the site, as `npm start -w server` does): the tests compare it with nginx.
   */
  referenceServer?: boolean;
  log: (line: string) => void;
}

export interface ApiPart {
  name: string;
  url: string;
  dataDir: string;
  /** The running process; start() replaces it. */
  process: PartProcess;
  /** Starts the process again with the same settings, once the last one has ended (stopped or killed); resolves when it answers /api/health. */
  start(): Promise<void>;
}

export interface Stack {
  nginxUrl: string;
  /** The key of every API process's local admin API (ADMIN_SECRET, the same on each). */
  adminSecret: string;
  /** BADGE_SECRET of the API processes: a load test signs its visitors' badges with it. */
  badgeSecret: string;
  nginx: RunningNginx;
  pgbouncer: RunningPgbouncer;
  /** The database through PgBouncer: the parts' DATABASE_URL. */
  pooledDatabaseUrl: string;
  apis: ApiPart[];
  worker: PartProcess;
  reference: ApiPart | undefined;
  publishDir: string;
  /** Each part's state, as deploy:check prints it. */
  status(): Promise<PartStatus[]>;
  stop(): Promise<void>;
}

export interface PartStatus {
  part: string;
  ok: boolean;
  detail: string;
}

const API_START_MS = 180_000;
/** A first build of the small site takes 2-3 minutes on two cores; a busy machine, more. */
const FIRST_BUILD_MS = 15 * 60_000;

export async function startStack(options: StackOptions): Promise<Stack> {
  const { dir, port, log } = options;
  const logs = path.join(dir, 'logs');
  mkdirSync(logs, { recursive: true });
  const publishDir = path.join(dir, 'publish');
  const nginxUrl = `http://127.0.0.1:${port}`;
  const started: { stop(): Promise<void> }[] = [];
  const stopAll = async () => {
    for (const part of started.reverse()) await part.stop().catch((error: unknown) => log(`Stopping failed: ${String(error)}`));
  };
  // First in, last out: every other part connects through it.
  const database = decodeURIComponent(new URL(options.databaseUrl).pathname.slice(1));
  const pgbouncer = await startPgbouncer(path.join(dir, 'pgbouncer'), {
    port: options.pgbouncerPort, databases: { [database]: options.databaseUrl }, logFile: path.join(logs, 'pgbouncer.log'),
  });
  started.push(pgbouncer);
  const pooledDatabaseUrl = pgbouncer.url(database);
  log(`PgBouncer: ${pgbouncer.version} at 127.0.0.1:${options.pgbouncerPort}, transaction pooling, at most ${pgbouncer.poolSize} connections to ${new URL(options.databaseUrl).host}/${database} (pid ${pgbouncer.pid})`);
  // The settings every API process shares: identical processes, so either may answer any request.
  const shared = {
    HOST: '127.0.0.1', DATABASE_URL: pooledDatabaseUrl, NODE_ENV: options.nodeEnv, SITE_URL: nginxUrl, TRUST_PROXY: 'true',
    REBUILDS: 'off', SEED_WHEN_EMPTY: 'small', LOG_LEVEL: 'info',
    ADMIN_SECRET: randomBytes(32).toString('hex'), POLYV_SECRET: randomBytes(24).toString('hex'), BADGE_SECRET: randomBytes(24).toString('hex'),
    ...options.apiEnv,
  };
  try {
    const startApi = async (name: string, apiPort: number, script: string, env: Record<string, string> = {}): Promise<ApiPart> => {
      const dataDir = path.join(dir, `data-${name.toLowerCase().replace(/\W+/g, '-')}`);
      const url = `http://127.0.0.1:${apiPort}`;
      let current: PartProcess | undefined;
      // Whichever process it runs at the end (start() replaces it).
      started.push({ stop: async () => current?.stop() });
      const launch = async () => {
        current = startPart(name, script, { ...shared, ...env, PORT: String(apiPort), DATA_DIR: dataDir }, path.join(logs, `${path.basename(dataDir)}.log`));
        await until(`${name} to answer ${url}/api/health`, API_START_MS, current, async () => (await healthOf(url)).ok);
        log(`${name}: ready at ${url} (pid ${current.pid})`);
        return current;
      };
      const api: ApiPart = {
        name, url, dataDir,
        process: await launch(),
        async start() {
          if (api.process.ended() === null) throw new Error(`${name} is still running (pid ${api.process.pid})`);
          api.process = await launch();
        },
      };
      return api;
    };
    // API A first, alone: it migrates (through PgBouncer: each migration is one transaction under a
    // transaction-scoped lock) and seeds the empty database. Then nginx and the worker, whose first
    // build is most of the start; API B and the reference server start while it builds. Until B
    // answers, nginx passes its share of the worker's reads to A (a refused connection is tried on
    // the next server), and the reference server answers 503 until a release is there (serve.ts).
    const apiA = await startApi('API A', port + 1, 'scripts/start.ts');
    const apiBPort = port + 2;
    const nginx = await startNginx(path.join(dir, 'nginx'), {
      listen: `127.0.0.1:${port}`, serverName: '_', publishDir, apiServers: [new URL(apiA.url).host, `127.0.0.1:${apiBPort}`],
    });
    started.push(nginx);
    log(`nginx: ${nginx.version}${nginx.brotli ? ' with brotli' : ''} at ${nginxUrl} (pid ${nginx.pid})`);

    const worker = startPart('worker', 'scripts/worker.ts', {
      DATABASE_URL: pooledDatabaseUrl, API_URL: `${nginxUrl}/api`, SITE_URL: nginxUrl, PUBLISH_DIR: publishDir, LOG_LEVEL: 'info',
    }, path.join(logs, 'worker.log'));
    started.push(worker);
    let failure: string | undefined;
    worker.watch((line) => {
      if (/^Building the site|Site built|build failed/.test(line)) log(`worker: ${line.slice(0, 300)}`);
      if (/The site build failed/.test(line)) failure = line;
    });
    log(`worker: building the first release from ${nginxUrl}/api into ${publishDir} (pid ${worker.pid})…`);
    const [apiB, reference] = await Promise.all([
      startApi('API B', apiBPort, 'scripts/start.ts'),
      options.referenceServer ? startApi('product server', port + 3, 'server/src/main.ts', { SITE_DIR: path.join(publishDir, 'current') }) : undefined,
    ]);
    const apis = [apiA, apiB];
    await until('the worker to publish its first release', FIRST_BUILD_MS, worker, async () => {
      if (failure) throw new Error(`The first build failed:\n${worker.tail()}`);
      return existsSync(path.join(publishDir, 'current', 'index.html'));
    });
    // nginx reads the release's client-only routes (an include) when it starts or reloads.
    await nginx.reload();
    await until('nginx to serve the client-only routes', 30_000, null, async () => (await fetch(`${nginxUrl}/member/userInfo/`)).status === 200);
    log(`nginx: reloaded, serving ${liveRelease(publishDir)}`);

    return {
      nginxUrl, adminSecret: shared.ADMIN_SECRET, badgeSecret: shared.BADGE_SECRET, nginx, pgbouncer, pooledDatabaseUrl, apis, worker, reference, publishDir,
      status: () => statusOf({ nginxUrl, nginx, pgbouncer, pooledDatabaseUrl, apis, worker, publishDir, databaseUrl: options.databaseUrl }),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

interface StatusSources {
  nginxUrl: string;
  nginx: RunningNginx;
  pgbouncer: RunningPgbouncer;
  pooledDatabaseUrl: string;
  apis: ApiPart[];
  worker: PartProcess;
  publishDir: string;
  databaseUrl: string;
}

async function statusOf({ nginxUrl, nginx, pgbouncer, pooledDatabaseUrl, apis, worker, publishDir, databaseUrl }: StatusSources): Promise<PartStatus[]> {
  const parts: PartStatus[] = [];
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    await db.connect();
    const { rows: [server] } = await db.query<{ version: string; database: string; connections: number; max: string }>(
      `SELECT version(), current_database() AS database, current_setting('max_connections') AS max,
              (SELECT count(*)::int FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()) AS connections`);
    const { rows: [build] } = await db.query<{ id: number; trigger: string; status: string; seconds: number | null; builds: number }>(
      `SELECT id, trigger, status, extract(epoch FROM finished_at - started_at)::int AS seconds, count(*) OVER ()::int AS builds
       FROM site_build ORDER BY id DESC LIMIT 1`);
    parts.push({
      part: 'PostgreSQL', ok: true,
      detail: `${server!.version.split(' on ')[0]}, database ${server!.database} (${new URL(databaseUrl).host}), ${server!.connections} connections to it (max_connections ${server!.max} for the server)`,
    });
    const live = liveRelease(publishDir);
    parts.push({
      part: 'worker',
      ok: worker.ended() === null && build?.status === 'succeeded' && live !== null,
      detail: `pid ${worker.pid}${worker.ended() ? ` (${worker.ended()})` : ''}; last build #${build?.id ?? '-'} (${build?.trigger ?? 'none'}) ${build?.status ?? ''}${build?.seconds != null ? ` in ${build.seconds} s` : ''}, ${build?.builds ?? 0} in all; live release ${live ?? 'none'}`,
    });
  } catch (error) {
    parts.push({ part: 'PostgreSQL', ok: false, detail: String(error) });
  } finally {
    await db.end().catch(() => undefined);
  }
  parts.push(await pgbouncerStatus(pgbouncer, pooledDatabaseUrl));
  for (const api of apis) {
    const health = await healthOf(api.url);
    parts.push({ part: api.name, ok: api.process.ended() === null && health.ok, detail: `pid ${api.process.pid}${api.process.ended() ? ` (${api.process.ended()})` : ''}, ${api.url}/api/health: ${health.detail}` });
  }
  const home = await fetch(`${nginxUrl}/`).then((res) => `${res.status}`, (error: unknown) => String(error));
  const clientOnly = await fetch(`${nginxUrl}/member/userInfo/`).then((res) => `${res.status}`, (error: unknown) => String(error));
  const health = await healthOf(nginxUrl);
  const answered = await upstreamsAnswering(nginxUrl, nginx.accessLog, apis);
  parts.push({
    part: 'nginx',
    ok: home === '200' && clientOnly === '200' && health.ok && answered.every((a) => a.count > 0),
    detail: `pid ${nginx.pid}, ${nginx.version}${nginx.brotli ? ' with brotli' : ''}, ${nginxUrl}: / ${home}, /member/userInfo/ ${clientOnly}, /api/health ${health.detail}; `
      + `of ${UPSTREAM_PROBES} /api/health calls ${answered.map((a) => `${a.name} answered ${a.count}`).join(', ')}`,
  });
  return parts;
}

/** PgBouncer answers its admin console and passes a query on; its pool mode, clients and PostgreSQL connections. */
async function pgbouncerStatus(pgbouncer: RunningPgbouncer, pooledDatabaseUrl: string): Promise<PartStatus> {
  const through = new pg.Client({ connectionString: pooledDatabaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await through.connect();
    await through.query('SELECT 1');
    const database = decodeURIComponent(new URL(pooledDatabaseUrl).pathname.slice(1));
    const pools = (await pgbouncer.pools()).filter((pool) => pool.database === database);
    const transactions = (await pgbouncer.transactions())[database] ?? 0;
    const sum = (key: 'clActive' | 'clWaiting' | 'svActive' | 'svIdle' | 'svUsed') => pools.reduce((total, pool) => total + pool[key], 0);
    const modes = [...new Set(pools.map((pool) => pool.poolMode))];
    return {
      part: 'PgBouncer',
      ok: pgbouncer.ended() === null && modes.length === 1 && modes[0] === 'transaction',
      detail: `pid ${pgbouncer.pid}, ${pgbouncer.version}, ${new URL(pooledDatabaseUrl).host}/${database}: pool mode ${modes.join('/') || 'none'}; `
        + `clients ${sum('clActive')} active, ${sum('clWaiting')} waiting; PostgreSQL connections ${sum('svActive')} active, ${sum('svIdle') + sum('svUsed')} idle (at most ${pgbouncer.poolSize}); `
        + `${transactions} transactions passed on`,
    };
  } catch (error) {
    return { part: 'PgBouncer', ok: false, detail: `pid ${pgbouncer.pid}${pgbouncer.ended() ? ` (${pgbouncer.ended()})` : ''}: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    await through.end().catch(() => undefined);
  }
}

const UPSTREAM_PROBES = 6;

/** How many of a few API calls through nginx each API process answered (its access log names the upstream). */
async function upstreamsAnswering(nginxUrl: string, accessLog: string, apis: ApiPart[]) {
  const marker = `probe-${randomBytes(4).toString('hex')}`;
  for (let i = 0; i < UPSTREAM_PROBES; i += 1) await fetch(`${nginxUrl}/api/health?${marker}`).then((res) => res.arrayBuffer()).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const lines = existsSync(accessLog) ? readFileSync(accessLog, 'utf8').split('\n').filter((line) => line.includes(marker)) : [];
  return apis.map((api) => ({ name: api.name, count: lines.filter((line) => line.includes(`upstream=${new URL(api.url).host}`)).length }));
}

/** The release PUBLISH_DIR/current points at, by name. */
export function liveRelease(publishDir: string): string | null {
  const release = publishedRelease(publishDir);
  return release ? path.basename(release) : null;
}

async function healthOf(url: string): Promise<{ ok: boolean; detail: string }> {
  try {
    const res = await fetch(`${url}/api/health`);
    const body = (await res.json()) as { data?: { status?: string; db?: string } };
    return { ok: res.ok && body.data?.status === 'ok', detail: `${res.status} ${body.data?.status ?? '?'} (${body.data?.db ?? '?'})` };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error) };
  }
}

/** Polls `ready` until it holds; fails when `part` ends meanwhile (with its log) or after `ms`. */
async function until(what: string, ms: number, part: PartProcess | null, ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (part?.ended()) throw new Error(`${part.name} ${part.ended()} before ${what}:\n${part.tail()}`);
    if (await ready().catch((error: unknown) => {
      if (error instanceof Error && !(error instanceof TypeError)) throw error;
      return false;
    })) return;
    if (Date.now() > deadline) throw new Error(`Waited ${Math.round(ms / 1000)} s for ${what}${part ? `:\n${part.tail()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
