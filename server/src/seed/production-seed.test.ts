import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { PRODUCT_INTEREST_DICT } from '@expo/contract';
import { loadConfig } from '../config';
import type { Db } from '../db/engine';
import { verifyPassword } from '../lib/passwords';
import { saveEditor } from '../modules/console/session';
import { startServer, type RunningServer } from '../server';
import { processDatabase } from '../../test/database-templates';
import { createScratchDatabase } from '../../test/scratch-database';
import { productionSecrets } from '../../test/production-secrets';
import { isContentEmpty, seedContent } from '.';
import { EXHIBITOR_LOGINS_FILE, SEED_EXHIBITOR_PASSWORD, exhibitorPasswordsFor } from './exhibitor-logins';

// The content of a real deployment (NODE_ENV=production): an empty database gets the site's
// structure alone (the show, navigation, pages to write, dictionaries, regions, categories with
// their interests, halls) and nothing made up, unless SEED_WHEN_EMPTY asks for the demo (whose
// exhibitor logins then get random passwords, listed in DATA_DIR, never the README's) or for
// nothing. Through the start path (startServer), each start on a new embedded database or, with
// DATABASE_URL, a new scratch PostgreSQL database: made by the start itself for the default, as on a
// new host; already migrated (the run's template, database-templates.ts) for the others, whose subject
// is the seed. structure-site.test.ts builds the site from it.

jest.setTimeout(180_000); // a new embedded database on disk opens in seconds, more on a busy machine

const dirs: string[] = [];
const scratches: { drop(): Promise<void> }[] = [];
let running: RunningServer | undefined;
let logged: string[] = [];

afterEach(async () => {
  await running?.close();
  running = undefined;
  logged = [];
});
afterAll(async () => {
  for (const scratch of scratches) await scratch.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A production start on a new database without content (`fromNothing`: not even its tables); its DATA_DIR and database. */
async function start(env: Record<string, string> = {}, { fromNothing = false } = {}): Promise<{ db: Db; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'expo-production-'));
  dirs.push(dataDir);
  const serverUrl = process.env.DATABASE_URL;
  let url: string | undefined;
  if (fromNothing) {
    const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'expo_prodseed') : undefined;
    if (scratch) scratches.push(scratch);
    url = scratch?.url;
  } else {
    const database = await processDatabase(serverUrl, 'expo_prodseed', dataDir, { seed: false });
    scratches.push(database);
    url = database.url;
  }
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: url ?? '', ...productionSecrets(), ...env });
  running = await startServer(config, (line) => logged.push(line));
  return { db: running.engine.db, dataDir };
}

/** Rows in each of these tables. */
async function counts(db: Db, tables: string[]): Promise<Record<string, number>> {
  const entries = await Promise.all(tables.map(async (table) => [table, (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db)).rows[0]!.n] as const));
  return Object.fromEntries(entries);
}

const DEMO_TABLES = ['exhibitor', 'product', 'booth', 'news', 'activity', 'live', 'media_partner', 'contact', 'download', 'procurement', 'qr_code', 'other_system', 'exhibitor_login', 'member', 'demand', 'ranking_tally'];

test('the settings: the structure alone by default in production, the demo or nothing on request; the demo elsewhere', () => {
  expect(loadConfig({ NODE_ENV: 'production' }).seedWhenEmpty).toBe('structure');
  expect(loadConfig({ NODE_ENV: 'production', SEED_WHEN_EMPTY: 'small' }).seedWhenEmpty).toBe('small');
  expect(loadConfig({ NODE_ENV: 'production', SEED_WHEN_EMPTY: 'none' }).seedWhenEmpty).toBe('none');
  expect(loadConfig({}).seedWhenEmpty).toBe('small');
  expect(loadConfig({ NODE_ENV: 'test' }).seedWhenEmpty).toBe('small');
  expect(() => loadConfig({ SEED_WHEN_EMPTY: 'demo' })).toThrow(/SEED_WHEN_EMPTY must be structure, small, large or none/);
  expect(exhibitorPasswordsFor(loadConfig({}))).toEqual({ kind: 'known' });
  expect(exhibitorPasswordsFor(loadConfig({ NODE_ENV: 'test' }))).toEqual({ kind: 'known' });
  expect(exhibitorPasswordsFor(loadConfig({ NODE_ENV: 'production', DATA_DIR: '/srv/expo' }))).toEqual({ kind: 'random', file: path.join('/srv/expo', EXHIBITOR_LOGINS_FILE) });
});

test('an empty database gets the structure alone under NODE_ENV=production: no exhibitors, no demo members, no demo logins', async () => {
  const { db, dataDir } = await start({}, { fromNothing: true });
  expect(await isContentEmpty(db)).toBe(false);
  expect(await counts(db, DEMO_TABLES)).toEqual(Object.fromEntries(DEMO_TABLES.map((table) => [table, 0])));
  const structure = await counts(db, ['exhibition', 'channel', 'home_module', 'seo', 'content_page', 'config', 'dict', 'region', 'category_group', 'category', 'hall']);
  for (const [table, n] of Object.entries(structure)) expect([table, n > 0]).toEqual([table, true]);
  expect(structure.exhibition).toBe(1);
  // Each category group stands for a visitor interest of the registration form's list.
  const interests = (await db.selectFrom('dict').select('value').where('type', '=', PRODUCT_INTEREST_DICT).execute()).map((row) => row.value);
  const groups = await db.selectFrom('category_group').select(['name_en', 'interest']).execute();
  for (const group of groups) expect(interests).toContain(group.interest);
  // Pages ask the organiser for their text rather than show made-up text.
  const pages = await db.selectFrom('content_page').select(['content_zh', 'content_en']).execute();
  expect(new Set(pages.flatMap((page) => [page.content_zh, page.content_en]).filter(Boolean))).toEqual(new Set(['本页内容由主办方在编辑后台填写。', 'The organiser writes this page in the editor console.']));
  expect(() => statSync(path.join(dataDir, EXHIBITOR_LOGINS_FILE))).toThrow();
  expect(logged.join('\n')).toMatch(/loading the site's structure[\s\S]*Seeded the structure/);
});

test('on the structure alone, an editor signs in to the console and creates the first exhibitor', async () => {
  const { db } = await start();
  const app = running!.app;
  await saveEditor(db, 'first.editor', 'a-long-editor-password');
  const login = await app.inject({ method: 'POST', url: '/api/editor/login', payload: { username: 'first.editor', password: 'a-long-editor-password' } });
  expect(login.json()).toMatchObject({ code: 200 });
  const region = await db.selectFrom('region').select('id').executeTakeFirstOrThrow();
  const created = await app.inject({
    method: 'POST',
    url: '/api/editor/content/exhibitors',
    headers: { authorization: `Bearer ${login.json().data}` },
    payload: { name_zh: '首家展商', name_en: 'The First Exhibitor', region_id: region.id },
  });
  expect(created.json()).toMatchObject({ code: 200 });
  expect(await db.selectFrom('exhibitor').select('name_en').execute()).toEqual([{ name_en: 'The First Exhibitor' }]);
});

test('SEED_WHEN_EMPTY=none leaves the database empty, and says how to fill it', async () => {
  const { db } = await start({ SEED_WHEN_EMPTY: 'none' });
  expect(await isContentEmpty(db)).toBe(true);
  expect(logged.join('\n')).toMatch(/nothing loaded \(SEED_WHEN_EMPTY=none\).*SEED_WHEN_EMPTY=structure/);
});

test('asked for, the demo content comes with random exhibitor passwords, listed in DATA_DIR for its owner only; the structure seed takes it away again', async () => {
  const { db, dataDir } = await start({ SEED_WHEN_EMPTY: 'small' });
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

  // `npm run seed -- --scale structure`: the demo's content goes (the members who signed up stay).
  await seedContent(db, 'structure');
  const left = await counts(db, DEMO_TABLES);
  expect(left).toMatchObject({ exhibitor: 0, product: 0, booth: 0, news: 0, activity: 0, live: 0, exhibitor_login: 0, contact: 0 });
});
