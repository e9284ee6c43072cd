import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pgbouncerMissing, startPgbouncer, type RunningPgbouncer } from '../../../scripts/deploy/pgbouncer';
import { freePort } from '../../test/free-port';
import { createScratchDatabase } from '../../test/scratch-database';
import { scratchEngine, type ScratchEngine } from '../../test/scratch-engine';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { knownMigrations } from './migrate';
import { PGBOUNCER_POOL_SIZE, renderPgbouncerConfig } from './pgbouncer-config';

// PgBouncer in transaction mode (deploy/pgbouncer/pgbouncer.ini) between the API processes and
// PostgreSQL: a server connection is a client's only for one transaction. Whatever needs a
// session must not rely on one; the code is checked for it, and each feature that takes a lock is
// run through the real PgBouncer by real API processes (the bursts of limits-processes.test.ts).
// PostgreSQL and Debian's pgbouncer only.

const SRC = path.resolve(__dirname, '..');

test('the shipped configuration pools by transaction, at most PGBOUNCER_POOL_SIZE connections per database', () => {
  const text = renderPgbouncerConfig({
    databases: { expo: 'postgres://10.0.0.7:5433/expo_live' }, listenAddr: '127.0.0.1', listenPort: 6432,
    authType: 'scram-sha-256', authFile: '/etc/pgbouncer/userlist.txt', adminUsers: ['expo'],
  });
  expect(text).not.toMatch(/\{\{|\}\}/);
  expect(text).toMatch(/^pool_mode = transaction$/m);
  expect(text).toMatch(/^expo = host=10\.0\.0\.7 port=5433 dbname=expo_live$/m);
  expect(text).toContain(`\ndefault_pool_size = ${PGBOUNCER_POOL_SIZE}\nmax_db_connections = ${PGBOUNCER_POOL_SIZE}\n`);
  expect(text).toMatch(/^reserve_pool_size = 0$/m);
  expect(text).toMatch(/^listen_port = 6432$/m);
  expect(() => renderPgbouncerConfig({
    databases: { 'expo; x': 'postgres://h/db' }, listenAddr: '127.0.0.1', listenPort: 6432, authType: 'trust', authFile: '/f', adminUsers: ['a'],
  })).toThrow(/cannot be written/);
});

/**
 * What transaction pooling rules out: state a session keeps past its transaction. The server's SQL
 * is written in capitals, so these are looked for as such (a word in a comment does not count).
 */
const SESSION_STATE: [string, RegExp][] = [
  ['a session advisory lock (pg_advisory_xact_lock is the one to use)', /pg_(try_)?advisory_(un)?lock(_shared)?\s*\(/],
  ['LISTEN or NOTIFY', /\b(UN)?LISTEN\s|\bNOTIFY\s/],
  ['a session SET (SET LOCAL lasts one transaction)', /(^|[`'";(]\s*)SET\s+(SESSION\s+)?(?!LOCAL\b|TRANSACTION\b)[a-z_]+\s*(=|TO\b)/im],
  ['set_config for the session', /set_config\s*\([^)]*false\s*\)/i],
  ['a named prepared statement', /\bPREPARE\s+\w+|\bname:\s*['"`][^'"`]+['"`]\s*,\s*text:/],
  ['a temporary table', /CREATE\s+(TEMP|TEMPORARY)\s+TABLE/],
  ['a cursor', /DECLARE\s+\w+\s+[\w\s]*CURSOR/],
];

test('the server keeps no session state on a PostgreSQL connection (what transaction pooling rules out)', () => {
  const found: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const [what, pattern] of SESSION_STATE) if (pattern.test(text)) found.push(`${path.relative(SRC, file)}: ${what}`);
  }
  expect(found).toEqual([]);
  // The check finds what it looks for.
  expect(SESSION_STATE.filter(([, pattern]) => [
    "sql`SELECT pg_advisory_lock(1)`", "await client.query('LISTEN content')", "sql`SET statement_timeout = 0`", "SET search_path TO x;",
    "set_config('x', 'y', false)", "PREPARE q AS SELECT 1", "{ name: 'q', text: 'SELECT 1' }", 'CREATE TEMP TABLE t (x int)', 'DECLARE c CURSOR WITH HOLD FOR SELECT 1',
  ].some((line) => pattern.test(line)))).toHaveLength(SESSION_STATE.length);
  expect(SESSION_STATE.some(([, pattern]) => pattern.test("UPDATE x SET popularity = s.score; SELECT pg_advisory_xact_lock(1); SET LOCAL lock_timeout = '1s'"))).toBe(false);
});

const SERVER = process.env.DATABASE_URL;
const missing = SERVER ? pgbouncerMissing() : 'PostgreSQL only (DATABASE_URL)';

(missing ? describe.skip : describe)('through PgBouncer in transaction mode', () => {
  let dir: string;
  let empty: { url: string; name: string; drop(): Promise<void> };
  let seeded: ScratchEngine;
  let bouncer: RunningPgbouncer;
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'expo-pgbouncer-'));
    empty = await createScratchDatabase(SERVER!, 'expo_pgb_empty');
    seeded = await scratchEngine(SERVER!, 'expo_pgb_pool', { seed: true });
    bouncer = await startPgbouncer(path.join(dir, 'pgbouncer'), {
      port: await freePort(), logFile: path.join(dir, 'pgbouncer.log'),
      databases: { [empty.name]: empty.url, [new URL(seeded.url).pathname.slice(1)]: seeded.url },
    });
  }, 120_000);

  /** Processes started at once, each kept for the clean-up as it starts, even when another fails to. */
  async function startedTogether(starts: Promise<ServerProcess>[]): Promise<ServerProcess[]> {
    const settled = await Promise.allSettled(starts);
    for (const result of settled) if (result.status === 'fulfilled') processes.push(result.value);
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    return settled.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value);
  }

  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop('SIGTERM')));
    await bouncer?.stop();
    await seeded?.close();
    await empty?.drop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  test('two API processes started at once on an empty database migrate it once (pg_advisory_xact_lock)', async () => {
    const url = bouncer.url(empty.name);
    const both = await startedTogether([0, 1].map(() => startServerProcess({ DATABASE_URL: url })));
    for (const server of both) expect((await (await fetch(`${server.url}/api/health`)).json()).data).toEqual({ status: 'ok', db: 'postgres' });
    const { rows } = await directQuery<{ version: string }>(empty.url, 'SELECT version FROM schema_migration ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(await knownMigrations());
    const output = both.map((server) => server.output()).join('\n');
    expect(output).not.toMatch(/already exists|duplicate key|deadlock/i);
    await Promise.all(both.map((server) => server.stop('SIGTERM')));
    processes.length = 0;
  }, 180_000);

  test('500 clients at once: every transaction done, PostgreSQL never sees more than the pool', async () => {
    const database = new URL(seeded.url).pathname.slice(1);
    const clients = Array.from({ length: 500 }, () => new pg.Client({ connectionString: bouncer.url(database) }));
    const monitor = new pg.Client({ connectionString: SERVER });
    await monitor.connect();
    let most = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await monitor.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [database]);
        most = Math.max(most, rows[0]!.n);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    try {
      // Each holds its server connection for a while: 500 × 50 ms over the pool's 20 is about 1.3 s.
      const results = await Promise.allSettled(clients.map(async (client) => {
        await client.connect();
        await client.query('BEGIN');
        await client.query('SELECT pg_sleep(0.05)');
        const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM exhibitor');
        await client.query('COMMIT');
        return rows[0]!.n;
      }));
      const failed = results.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason));
      expect(failed).toEqual([]);
    } finally {
      sampling = false;
      await sampler;
      await monitor.end();
      await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    }
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(PGBOUNCER_POOL_SIZE);
  }, 60_000);
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|sql)$/.test(name) && !name.endsWith('.test.ts') ? [file] : [];
  });
}

async function directQuery<T extends object>(url: string, text: string): Promise<pg.QueryResult<T>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<T>(text);
  } finally {
    await client.end();
  }
}
