import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { openEngine } from '../db/engine';
import { startServer } from '../server';
import { NODE_WITH_TSX } from '../../test/child-processes';
import { processDatabase } from '../../test/database-templates';
import { scratchEngine } from '../../test/scratch-engine';

// Command-line tools that cannot miss their database (issue 32, item 3): without DATABASE_URL, a
// tool works through the server that holds DATA_DIR, or on the embedded database already in
// DATA_DIR/pg; it never makes a new one (only `npm start` and `npm run seed` do), and a database it
// cannot use is a clear message naming DATABASE_URL and DATA_DIR, not a stack trace.

const CLI = path.resolve(__dirname);
const SERVER_DIR = path.resolve(__dirname, '../..');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a tool as `npm run <tool>` does (tsx, from server/), with the given settings and standard input. */
function tool(name: string, args: string[], env: Record<string, string>, input = ''): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [...NODE_WITH_TSX, path.join(CLI, `${name}.ts`), ...args],
      { cwd: SERVER_DIR, env: { ...process.env, LOG_LEVEL: 'silent', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin!.end(input);
  });
}

/** One run of each tool that reads or writes the database (rebuild asks a server, so its history stands for it). */
const EVERY_TOOL: [string, string[]][] = [
  ['editor', ['add', 'alice']],
  ['moderate', ['list']],
  ['outbox', []],
  ['rebuild', ['--history']],
  ['rebuild', []],
  ['catalogue', ['export', 'catalogue.xlsx']],
];


const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'expo-cli-db-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('without DATABASE_URL and nothing in DATA_DIR', () => {
  test('every tool refuses, naming DATABASE_URL, DATA_DIR and what it looked for, and makes no database', async () => {
    const parent = tempDir();
    const empty = tempDir();
    for (const [dataDir, label] of [[path.join(parent, 'never-made'), 'a DATA_DIR that does not exist'], [empty, 'an empty DATA_DIR']] as const) {
      for (const [name, args] of EVERY_TOOL) {
        const run = await tool(name, args, { DATABASE_URL: '', DATA_DIR: dataDir }, 'a-password-piped-in');
        const what = `${name} ${args.join(' ')} in ${label}`;
        expect([what, run.code]).toEqual([what, 1]);
        expect(run.stderr).toContain('No database to work on. DATABASE_URL is not set');
        expect(run.stderr).toContain(`DATA_DIR (${dataDir})`);
        expect(run.stderr).toContain(path.join(dataDir, 'server.lock'));
        expect(run.stderr).toContain(path.join(dataDir, 'pg', 'PG_VERSION'));
        expect(run.stderr).toContain('only `npm start` and `npm run seed` create a new database');
        expect(run.stderr).not.toMatch(/\n\s+at /);
        expect(run.stdout).not.toContain('created');
      }
      expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
    }
    expect(readdirSync(parent)).toEqual([]);
    expect(readdirSync(empty)).toEqual([]);
  }, 180_000);
});

test('an embedded database without the site\'s tables is refused, and left as it was', async () => {
  const dataDir = tempDir();
  const engine = await openEngine({ dataDir: path.join(dataDir, 'pg') });
  await engine.close();
  const run = await tool('editor', ['add', 'alice'], { DATABASE_URL: '', DATA_DIR: dataDir }, 'a-password-piped-in');
  expect(run.code).toBe(1);
  expect(run.stderr).toContain(`The embedded database in DATA_DIR (${path.join(dataDir, 'pg')}) has none of the site's tables`);
  expect(run.stderr).toContain('DATABASE_URL');
  const again = await openEngine({ dataDir: path.join(dataDir, 'pg') });
  try {
    expect((await sql<{ name: string | null }>`SELECT to_regclass('schema_migration')::text AS name`.execute(again.db)).rows[0]!.name).toBeNull();
  } finally {
    await again.close();
  }
}, 120_000);

test('a PostgreSQL server that does not answer is one clear line naming DATABASE_URL (without its password), and no embedded database is made', async () => {
  const dataDir = tempDir();
  const run = await tool('outbox', [], { DATABASE_URL: 'postgres://expo:secret-password@127.0.0.1:1/expo', DATA_DIR: dataDir });
  expect(run.code).toBe(1);
  expect(run.stderr).toContain('Cannot open the PostgreSQL database named by DATABASE_URL (postgres://expo:***@127.0.0.1:1/expo): ');
  expect(run.stderr).toContain('ECONNREFUSED');
  expect(run.stderr).toContain('DATA_DIR');
  expect(run.stderr).not.toContain('secret-password');
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
}, 60_000);

test('with a running server the tools go through its admin API; once it stops, they open the embedded database it left', async () => {
  const dataDir = tempDir();
  const env = { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: '', SEED_WHEN_EMPTY: 'none', REBUILDS: 'off', SITE_DIR: '' };
  await processDatabase(undefined, 'expo_cli_db', dataDir, { seed: false });
  const server = await startServer(loadConfig(env), () => undefined);
  try {
    const added = await tool('editor', ['add', 'bob'], env, 'bobs-password-1');
    expect(added).toMatchObject({ code: 0, stdout: 'Editor "bob" created.\n' });
    expect(await server.engine.db.selectFrom('editor').select('username').where('username', '=', 'bob').executeTakeFirst()).toEqual({ username: 'bob' });
    expect(await tool('rebuild', ['--history'], env)).toMatchObject({ code: 0 });
  } finally {
    await server.close();
  }
  expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
  expect(await tool('editor', ['add', 'carol'], env, 'carols-password-1')).toMatchObject({ code: 0, stdout: 'Editor "carol" created.\n' });
  expect(await tool('editor', ['add', 'bob'], env, 'bobs-password-2')).toMatchObject({ code: 0, stdout: 'Editor "bob" updated (sessions signed out).\n' });
  expect(await tool('outbox', [], env)).toMatchObject({ code: 0, stdout: 'The outbox is empty.\n' });
  expect(await tool('moderate', ['list'], env)).toMatchObject({ code: 0, stdout: 'No pending demands.\n' });
  expect(await tool('rebuild', ['--history'], env)).toMatchObject({ code: 0 });
  // A rebuild needs the worker, which runs with the server.
  expect(await tool('rebuild', [], env)).toMatchObject({ code: 1, stderr: expect.stringContaining('No server is running') });
  const engine = await openEngine({ dataDir: path.join(dataDir, 'pg') });
  try {
    expect((await engine.db.selectFrom('editor').select('username').orderBy('username').execute()).map((e) => e.username)).toEqual(['bob', 'carol']);
  } finally {
    await engine.close();
  }
}, 240_000);

(process.env.DATABASE_URL ? describe : describe.skip)('on PostgreSQL (DATABASE_URL)', () => {
  test('an existing database works; one without this version\'s migrations is refused, not migrated', async () => {
    const scratch = await scratchEngine(process.env.DATABASE_URL!, 'expo_cli_db');
    try {
      const env = { DATABASE_URL: scratch.url, DATA_DIR: tempDir() };
      expect(await tool('editor', ['add', 'dave'], env, 'daves-password-1')).toMatchObject({ code: 0, stdout: 'Editor "dave" created.\n' });
      const last = (await scratch.engine.db.selectFrom('schema_migration').select('version').orderBy('version', 'desc').executeTakeFirstOrThrow()).version;
      await scratch.engine.db.deleteFrom('schema_migration').where('version', '=', last).execute();
      const run = await tool('outbox', [], env);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`lacks 1 migration(s) this version needs (${last})`);
      expect(await scratch.engine.db.selectFrom('schema_migration').select('version').where('version', '=', last).executeTakeFirst()).toBeUndefined();
      await sql`DROP TABLE schema_migration`.execute(scratch.engine.db);
      expect((await tool('outbox', [], env)).stderr).toContain('has none of the site\'s tables');
      expect(existsSync(path.join(env.DATA_DIR, 'pg'))).toBe(false);
    } finally {
      await scratch.close();
    }
  }, 120_000);
});
