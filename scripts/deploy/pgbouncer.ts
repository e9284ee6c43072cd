import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PGBOUNCER_POOL_SIZE, renderPgbouncerConfig, trustedUserList } from '../../server/src/db/pgbouncer-config';
import { aptInstall } from './apt';
import { onCleanUp } from './clean-up';

/** Debian's PgBouncer binary (package pgbouncer). */
export const PGBOUNCER = '/usr/sbin/pgbouncer';
export const PGBOUNCER_PACKAGES = ['pgbouncer'];
/** PgBouncer refuses to run as root: as root, it is started as this user (PostgreSQL's package makes it). */
const RUN_AS_WHEN_ROOT = 'postgres';

/** Why PgBouncer cannot run here, or null when it can. */
export function pgbouncerMissing(): string | null {
  return existsSync(PGBOUNCER) ? null : `PgBouncer is not installed (${PGBOUNCER}): apt-get install -y ${PGBOUNCER_PACKAGES.join(' ')}`;
}

/** Installs PgBouncer with apt-get when it is missing (as root), as .ci/run does. */
export function installPgbouncer(log: (line: string) => void): void {
  aptInstall(pgbouncerMissing(), PGBOUNCER_PACKAGES, log);
}

/** One pool of SHOW POOLS (a database and user): clients, and PostgreSQL connections. */
export interface PgbouncerPool {
  database: string;
  user: string;
  clActive: number;
  clWaiting: number;
  svActive: number;
  svIdle: number;
  svUsed: number;
  poolMode: string;
  /** How long the oldest waiting client has waited, in seconds. */
  maxWait: number;
}

export interface RunningPgbouncer {
  pid: number;
  version: string;
  configFile: string;
  logFile: string;
  /** PostgreSQL connections it opens per database, at most (max_db_connections). */
  poolSize: number;
  /** `database` (one it was started with) through PgBouncer: the parts' DATABASE_URL. */
  url(database: string): string;
  /** SHOW POOLS of its admin console, without the console's own. */
  pools(): Promise<PgbouncerPool[]>;
  /** Transactions it has passed on since it started, per database (SHOW STATS). */
  transactions(): Promise<Record<string, number>>;
  ended(): string | null;
  stop(): Promise<void>;
}

export interface PgbouncerStartOptions {
  port: number;
  /** Database name → its PostgreSQL URL (the user in each URL is the one allowed, with trust). */
  databases: Record<string, string>;
  logFile: string;
  poolSize?: number;
}

/**
 * PgBouncer with the shipped configuration (deploy/pgbouncer/pgbouncer.ini, rendered for these
 * databases, trust as PostgreSQL here trusts its local clients), in the foreground of a child
 * process in a group of its own, its files under `prefix`, its log in `logFile`. Resolves once its
 * admin console answers.
 */
export async function startPgbouncer(prefix: string, options: PgbouncerStartOptions): Promise<RunningPgbouncer> {
  const missing = pgbouncerMissing();
  if (missing) throw new Error(missing);
  mkdirSync(prefix, { recursive: true });
  const users = [...new Set(Object.values(options.databases).map((url) => decodeURIComponent(new URL(url).username) || 'postgres'))];
  const authFile = path.join(prefix, 'userlist.txt');
  const configFile = path.join(prefix, 'pgbouncer.ini');
  const poolSize = options.poolSize ?? PGBOUNCER_POOL_SIZE;
  writeFileSync(authFile, trustedUserList(users), { mode: 0o600 });
  writeFileSync(configFile, renderPgbouncerConfig({
    databases: options.databases, listenAddr: '127.0.0.1', listenPort: options.port, authType: 'trust', authFile, adminUsers: users, poolSize,
  }), { mode: 0o600 });
  // It reads its configuration before it drops root; a reload (SIGHUP) would not, so none is sent.
  const args = [...(process.getuid?.() === 0 ? ['-u', RUN_AS_WHEN_ROOT] : []), configFile];
  const child = spawn(PGBOUNCER, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  let end: string | null = null;
  const exited = new Promise<void>((resolve) => child.once('exit', (code, signal) => {
    end = signal ? `stopped by ${signal}` : `exited with code ${code}`;
    resolve();
  }));
  const version = spawnSync(PGBOUNCER, ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0]!.trim();
  const local = (database: string) => `postgres://${encodeURIComponent(users[0]!)}@127.0.0.1:${options.port}/${encodeURIComponent(database)}`;
  const adminConsole = async <T extends Record<string, string | number | null>>(command: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: local('pgbouncer'), connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      return (await client.query<T>(command)).rows;
    } finally {
      await client.end();
    }
  };
  const bouncer: RunningPgbouncer = {
    pid: child.pid!,
    version,
    configFile,
    logFile: options.logFile,
    poolSize,
    url(database) {
      if (!(database in options.databases)) throw new Error(`PgBouncer was started without the database ${database}`);
      return local(database);
    },
    async pools() {
      const rows = await adminConsole<Record<string, string>>('SHOW POOLS');
      return rows.filter((row) => row.database !== 'pgbouncer').map((row) => ({
        database: row.database!, user: row.user!, poolMode: row.pool_mode!,
        clActive: Number(row.cl_active), clWaiting: Number(row.cl_waiting),
        svActive: Number(row.sv_active), svIdle: Number(row.sv_idle), svUsed: Number(row.sv_used),
        maxWait: Number(row.maxwait) + Number(row.maxwait_us) / 1e6,
      }));
    },
    async transactions() {
      const rows = await adminConsole<Record<string, string>>('SHOW STATS');
      return Object.fromEntries(rows.filter((row) => row.database !== 'pgbouncer').map((row) => [row.database!, Number(row.total_xact_count)]));
    },
    ended: () => end,
    async stop() {
      forget();
      if (end === null) {
        // SIGTERM: immediate shutdown (the parts that use it are stopped before it).
        signalGroup(child.pid!, 'SIGTERM');
        const timer = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      log.end();
    },
  };
  const forget = onCleanUp('stopping PgBouncer', () => bouncer.stop());
  for (let i = 0; ; i += 1) {
    if (end !== null || i > 100) {
      await bouncer.stop();
      throw new Error(`PgBouncer did not start (${end ?? 'no answer in 10 s'}); its log: ${options.logFile}`);
    }
    if (await adminConsole('SHOW VERSION').then(() => true, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return bouncer;
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // gone already
  }
}
