import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import type { Db } from '../db/engine';
import { verifyPassword } from '../modules/auth/passwords';
import { startServer, type RunningServer } from '../server';
import { createScratchDatabase } from '../../test/scratch-database';
import { productionSecrets } from '../../test/production-secrets';
import { isContentEmpty } from '.';
import { EXHIBITOR_LOGINS_FILE, SEED_EXHIBITOR_PASSWORD, exhibitorPasswordsFor } from './exhibitor-logins';

// The demo content in a real deployment (NODE_ENV=production): an empty database stays empty
// unless SEED_WHEN_EMPTY asks for the demo, and the demo's exhibitor logins then get random
// passwords, listed in DATA_DIR, never the README's. Through the start path (startServer), on the
// embedded engine or, with DATABASE_URL, on a scratch PostgreSQL database.

jest.setTimeout(180_000); // a new embedded database on disk opens in seconds, more on a busy machine

let dataDir: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let running: RunningServer | undefined;
const logged: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'expo-production-'));
  if (process.env.DATABASE_URL) scratch = await createScratchDatabase(process.env.DATABASE_URL, 'expo_prodseed');
});
afterEach(async () => {
  await running?.close();
  running = undefined;
});
afterAll(async () => {
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}): Promise<Db> {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: scratch?.url ?? '', ...productionSecrets(), ...env });
  running = await startServer(config, (line) => logged.push(line));
  return running.engine.db;
}

test('the settings: no demo content by default in production, on request with SEED_WHEN_EMPTY; the demo elsewhere', () => {
  expect(loadConfig({ NODE_ENV: 'production' }).seedWhenEmpty).toBe('none');
  expect(loadConfig({ NODE_ENV: 'production', SEED_WHEN_EMPTY: 'small' }).seedWhenEmpty).toBe('small');
  expect(loadConfig({}).seedWhenEmpty).toBe('small');
  expect(loadConfig({ NODE_ENV: 'test' }).seedWhenEmpty).toBe('small');
  expect(exhibitorPasswordsFor(loadConfig({}))).toEqual({ kind: 'known' });
  expect(exhibitorPasswordsFor(loadConfig({ NODE_ENV: 'test' }))).toEqual({ kind: 'known' });
  expect(exhibitorPasswordsFor(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }))).toEqual({ kind: 'random', file: path.join(dataDir, EXHIBITOR_LOGINS_FILE) });
});

test('an empty database stays empty at start under NODE_ENV=production', async () => {
  const db = await start();
  expect(await isContentEmpty(db)).toBe(true);
  expect(await db.selectFrom('exhibitor_login').select('username').execute()).toEqual([]);
  expect(logged.join('\n')).toMatch(/no demo content loaded.*SEED_WHEN_EMPTY=small/);
});

test('asked for, the demo content comes with random exhibitor passwords, listed in DATA_DIR for its owner only', async () => {
  const db = await start({ SEED_WHEN_EMPTY: 'small' });
  expect(await isContentEmpty(db)).toBe(false);
  const file = path.join(dataDir, EXHIBITOR_LOGINS_FILE);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  const listed = new Map(readFileSync(file, 'utf8').split('\n').filter((line) => line && !line.startsWith('#')).map((line) => line.split(' ') as [string, string]));
  const logins = await db.selectFrom('exhibitor_login').select(['username', 'password_hash']).orderBy('exhibitor_id').execute();
  expect(logins.length).toBe(20);
  expect([...listed.keys()].sort()).toEqual(logins.map((l) => l.username).sort());
  expect(new Set(listed.values()).size).toBe(20);
  for (const { username, password_hash } of logins.slice(0, 3)) {
    expect(await verifyPassword(password_hash, listed.get(username)!)).toBe(true);
    expect(await verifyPassword(password_hash, SEED_EXHIBITOR_PASSWORD)).toBe(false);
  }
  expect(logged.join('\n')).toContain(`random passwords, listed in ${file}`);
});
