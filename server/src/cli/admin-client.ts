import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, redact, type Config } from '../config';
import { openEngine, type Db } from '../db/engine';
import { acquireLock, lockPath, readLiveLock, type LockInfo } from '../db/lock';
import { migrate, pendingMigrations } from '../db/migrate';
import { ADMIN_SECRET_FILE, ADMIN_SECRET_HEADER } from '../lib/secrets';

/**
 * How command-line tools reach the data: through the running server's local admin API when a
 * server holds the embedded database (PGlite lets only one process open it), or by opening an
 * existing database themselves when none runs (or on PostgreSQL, which many processes may share).
 *
 * A tool never makes a database as a side effect (issue 32): run without DATABASE_URL on a host
 * whose server uses PostgreSQL, it would otherwise write into a new, empty embedded database that
 * nobody serves and report success. Only `npm start` and `npm run seed` (`mayCreate`) create one.
 */
export type Target = { kind: 'server'; call: AdminCall; download: AdminDownload } | { kind: 'database'; db: Db };

export interface CallOptions {
  /** e.g. `lang` for the language of the answer's messages */
  headers?: Record<string, string>;
}
/** A JSON answer's data; the body goes as JSON, or as `application/octet-stream` when it is bytes (a file). */
export type AdminCall = <T>(method: 'GET' | 'POST', route: string, body?: object | Uint8Array, options?: CallOptions) => Promise<T>;
/** A file the server answers with (a template, an export); an error answers in the JSON envelope. */
export type AdminDownload = (route: string, options?: CallOptions) => Promise<Buffer>;

/** The server answered with an error envelope: its code, message and data (a refused import's report, say). */
export class AdminApiError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly data: unknown,
  ) {
    super(`The server answered ${code}: ${msg}`);
  }
}

export interface TargetOptions {
  /** Make the database (and its tables) when there is none: `npm run seed` only. */
  mayCreate?: boolean;
}

/** The tool found no database it may use; the message says where it looked and what to set. */
export class NoDatabaseError extends Error {}

const SAME_SETTINGS = 'Run the tool with the DATABASE_URL and DATA_DIR the server runs with; only `npm start` and `npm run seed` create a new database.';

/** PGlite, as PostgreSQL, writes PG_VERSION when it initialises a data directory. */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'pg', 'PG_VERSION'));
}

export async function withTarget<T>(run: (target: Target, config: Config) => Promise<T>, { mayCreate = false }: TargetOptions = {}): Promise<T> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    const holder = readLiveLock(config.dataDir);
    if (holder) return run({ kind: 'server', ...adminClient(config, holder) }, config);
    if (!mayCreate && !embeddedDatabaseExists(config.dataDir)) {
      throw new NoDatabaseError(
        `No database to work on. DATABASE_URL is not set, so the tools look in DATA_DIR (${config.dataDir}) ` +
          `for a running server (a live ${lockPath(config.dataDir)}: none) or an embedded database (${path.join(config.dataDir, 'pg', 'PG_VERSION')}: none). ` +
          `If the server uses PostgreSQL, set DATABASE_URL as it does. ${SAME_SETTINGS}`,
      );
    }
  }
  const lock = config.databaseUrl ? null : acquireLock(config.dataDir);
  try {
    const engine = await openEngine({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pg` });
    try {
      await readyDatabase(engine.db, config, mayCreate);
      return await run({ kind: 'database', db: engine.db }, config);
    } finally {
      await engine.close();
    }
  } finally {
    lock?.release();
  }
}

/**
 * An existing database with the site's tables. The embedded one is migrated when it is older than
 * this code: the tool holds it alone, and the server would migrate it at its next start anyway. A
 * PostgreSQL database is not: a running API of an older version may be using it, and its schema
 * changes with the API's deployment (the API migrates when it starts).
 */
async function readyDatabase(db: Db, config: Config, mayCreate: boolean): Promise<void> {
  const where = config.databaseUrl
    ? `the PostgreSQL database named by DATABASE_URL (${redact(config.databaseUrl)})`
    : `the embedded database in DATA_DIR (${path.join(config.dataDir, 'pg')})`;
  let pending: string[] | null;
  try {
    pending = await pendingMigrations(db);
  } catch (error) {
    throw new NoDatabaseError(`Cannot open ${where}: ${reasonOf(error)}. ${SAME_SETTINGS}`);
  }
  if (mayCreate || (pending?.length && !config.databaseUrl)) {
    await migrate(db);
    return;
  }
  if (pending === null) {
    throw new NoDatabaseError(`${capitalised(where)} has none of the site's tables (no schema_migration): it is not the site's database, or nothing has set it up yet. ${SAME_SETTINGS}`);
  }
  if (pending.length) {
    throw new NoDatabaseError(
      `${capitalised(where)} lacks ${pending.length} migration(s) this version needs (${pending.join(', ')}). ` +
        'The tools do not change the schema of a shared database: start the API of this version first (it migrates when it starts), then run the tool again.',
    );
  }
}

function adminClient(config: Config, holder: LockInfo): { call: AdminCall; download: AdminDownload } {
  if (!holder.url) throw new Error(`The server (process ${holder.pid}) is starting; try again in a moment.`);
  const secret = readFileSync(path.join(config.dataDir, ADMIN_SECRET_FILE), 'utf8').trim();
  const send = async (method: 'GET' | 'POST', route: string, body: object | Uint8Array | undefined, options: CallOptions): Promise<Response> => {
    const bytes = body instanceof Uint8Array;
    const headers = {
      [ADMIN_SECRET_HEADER]: secret,
      ...(body ? { 'content-type': bytes ? 'application/octet-stream' : 'application/json' } : {}),
      ...options.headers,
    };
    return fetch(`${holder.url}/api/admin${route}`, { method, headers, body: bytes ? new Blob([body as Uint8Array<ArrayBuffer>]) : body ? JSON.stringify(body) : undefined }).catch((error: unknown) => {
      throw new Error(`The server in DATA_DIR (${config.dataDir}, process ${holder.pid} at ${holder.url}) does not answer: ${reasonOf(error)}`);
    });
  };
  const envelopeOf = async <R>(response: Response): Promise<R> => {
    const envelope = (await response.json()) as { code: number; msg: string; data: R };
    if (envelope.code !== 200) throw new AdminApiError(envelope.code, envelope.msg, envelope.data);
    return envelope.data;
  };
  return {
    call: async <R>(method: 'GET' | 'POST', route: string, body?: object | Uint8Array, options: CallOptions = {}) => envelopeOf<R>(await send(method, route, body, options)),
    download: async (route, options = {}) => {
      const response = await send('GET', route, undefined, options);
      if ((response.headers.get('content-type') ?? '').startsWith('application/json')) await envelopeOf(response);
      if (!response.ok) throw new AdminApiError(response.status, response.statusText, null);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

/** An error's own words; a refused connection comes as an AggregateError with an empty message (one error per address tried). */
function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length) return [...new Set(error.errors.map(reasonOf))].join('; ');
  if (error instanceof Error) {
    const cause = error.cause === undefined ? '' : ` (${reasonOf(error.cause)})`;
    return (error.message || (error as NodeJS.ErrnoException).code || error.name) + cause;
  }
  return String(error);
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Runs a CLI's main, printing a failure as one clear line. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
