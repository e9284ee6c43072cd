import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openEngine } from './engine';
import { acquireLock, readLiveLock } from './lock';
import { knownMigrations, migrate } from './migrate';
import { createScratchDatabase } from '../../test/scratch-database';

const usePostgres = Boolean(process.env.DATABASE_URL);
const TSX = path.resolve(__dirname, '../../../node_modules/.bin/tsx');

describe('migrations', () => {
  test('run once, and a second run changes nothing', async () => {
    const engine = await openEngine({ dataDir: 'memory://' });
    const first = await migrate(engine.db);
    const second = await migrate(engine.db);
    expect(first).toContain('001_content');
    expect(second).toEqual([]);
    const tables = await sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`.execute(engine.db);
    expect(tables.rows[0]?.n).toBeGreaterThan(20);
    await engine.close();
  });

  (usePostgres ? test : test.skip)('two processes migrating an empty PostgreSQL database at once apply each migration once', async () => {
    // Both once created schema_migration before taking the lock: "duplicate key … pg_type" 8 times in 8.
    const empty = await createScratchDatabase(process.env.DATABASE_URL!, 'expo_migrate_race');
    const engines = await Promise.all([0, 1].map(() => openEngine({ dataDir: '', databaseUrl: empty.url })));
    try {
      const [a, b] = await Promise.all(engines.map((engine) => migrate(engine.db)));
      expect([...a!, ...b!].sort()).toEqual(await knownMigrations());
    } finally {
      await Promise.all(engines.map((engine) => engine.close()));
      await empty.drop();
    }
  });
});

(usePostgres ? describe.skip : describe)('embedded database on disk', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'expo-db-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('data survives closing and opening again', async () => {
    const first = await openEngine({ dataDir: path.join(dir, 'pg') });
    await migrate(first.db);
    await first.db.insertInto('config').values({ key: 'survives', value: 'yes' }).execute();
    await first.close();

    const second = await openEngine({ dataDir: path.join(dir, 'pg') });
    expect(await migrate(second.db)).toEqual([]);
    const row = await second.db.selectFrom('config').select('value').where('key', '=', 'survives').executeTakeFirst();
    expect(row?.value).toBe('yes');
    await second.close();
  });

  test('a second process opening a data directory in use stops with a clear message', () => {
    const lock = acquireLock(dir);
    lock.setUrl('http://127.0.0.1:8000');
    const second = spawnSync(TSX, [path.join(__dirname, '../main.ts')], {
      env: { ...process.env, DATA_DIR: dir, PORT: '0', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(2);
    expect(second.stderr).toContain(`in use by process ${process.pid} (server at http://127.0.0.1:8000)`);
    expect(readLiveLock(dir)?.pid).toBe(process.pid);
    lock.release();
    expect(readLiveLock(dir)).toBeNull();
  });

  test('a stale lock of a dead process does not block', () => {
    writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: 2 ** 22 + 1, url: null, startedAt: '' }));
    expect(readLiveLock(dir)).toBeNull();
    const lock = acquireLock(dir);
    expect(readLiveLock(dir)?.pid).toBe(process.pid);
    lock.release();
  });
});
