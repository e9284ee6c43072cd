import { Kysely, PostgresDialect, type DatabaseConnection } from 'kysely';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** Both engines answer a `date` as its 'YYYY-MM-DD' text (no time-zone shift) and int8 as a number. */
const PG_TYPES = { int8: 20, date: 1082 } as const;

export interface EngineOptions {
  /** postgres://… : use a PostgreSQL server. */
  databaseUrl?: string;
  /** Directory for the embedded engine; `memory://` for a throw-away database. */
  dataDir: string;
  /** The embedded engine starts from this dump of a data directory (Engine.dumpDataDir): the tests' prepared copies. */
  initialData?: Blob;
}

export interface Engine {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded engine's data directory as a tar file, for `initialData`. */
  dumpDataDir?(): Promise<Blob>;
}

/** Connections in each process's pool on PostgreSQL (an API process, the worker); PgBouncer's sizing counts on it. */
export const POSTGRES_POOL_SIZE = 10;

/** Opens the database: PostgreSQL when a URL is given, the embedded PGlite otherwise. */
export async function openEngine(options: EngineOptions): Promise<Engine> {
  if (options.databaseUrl) {
    // int8 (counts, sums) as numbers: our counts never pass 2^53.
    pg.types.setTypeParser(PG_TYPES.int8, (v) => Number(v));
    pg.types.setTypeParser(PG_TYPES.date, (v) => v);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: POSTGRES_POOL_SIZE });
    // An idle connection the server ends (a restart, a failover, a terminated backend) is reported
    // on the pool; unhandled, that event would crash the process. The pool drops the client and
    // opens a new one for the next query; queries in flight get their own error.
    pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const lite = await PGlite.create({
    dataDir: options.dataDir === 'memory://' ? undefined : options.dataDir,
    loadDataDir: options.initialData,
    parsers: { [PG_TYPES.int8]: (v: string) => Number(v), [PG_TYPES.date]: (v: string) => v },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PGlitePool(lite) as never }) });
  return {
    db,
    kind: 'pglite',
    dumpDataDir: () => lite.dumpDataDir('none'),
    close: async () => {
      await db.destroy();
      await lite.close();
    },
  };
}

/**
 * Presents PGlite as a one-connection pg pool to Kysely's PostgreSQL dialect.
 * PGlite has a single connection, so connections are handed out one at a time: a transaction
 * keeps it until released, and other queries wait their turn.
 */
class PGlitePool {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly lite: PGlite) {}

  async connect(): Promise<DatabaseConnection & { release(): void; query: PgLikeQuery }> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    const lite = this.lite;
    return {
      async query(sql: string, parameters: readonly unknown[]) {
        // Without parameters, use the simple protocol so that a migration may hold several statements.
        const result =
          parameters.length === 0
            ? ((await lite.exec(sql)).at(-1) ?? { rows: [], affectedRows: 0 })
            : await lite.query(sql, parameters as unknown[]);
        return {
          rows: result.rows,
          rowCount: result.affectedRows ?? result.rows.length,
          command: commandOf(sql),
        };
      },
      release,
      executeQuery: undefined as never,
      streamQuery: undefined as never,
    };
  }

  async end(): Promise<void> {
    await this.queue;
  }
}

type PgLikeQuery = (
  sql: string,
  parameters: readonly unknown[],
) => Promise<{ rows: unknown[]; rowCount: number; command: string }>;

function commandOf(sql: string): string {
  return sql.trimStart().split(/\s+/, 1)[0]?.toUpperCase() ?? '';
}
