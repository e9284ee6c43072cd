import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, EN, ZH, type TestApp } from '../../../test/helper';
import { registerByMobile, signInEditor, TEST_ENV } from '../../../test/accounts';
import { CONTENT_VERSION_MAX_AGE_MS } from '../../db/content-version-watch';
import { PUBLIC_CACHE_CONTROL } from './public-cache';
import { SITE_BUILD_USER_AGENT } from '@expo/contract';

// The public answer cache. Changing a row straight in the database (no content version bump) is
// invisible to a cached answer: that is how these tests tell a cached answer from a fresh one.

let t: TestApp;
let editor: Record<string, string>;
/** Exhibitors in both languages, one per test that changes one. */
let ids: number[];
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV });
  editor = await signInEditor(t, 'editor.cache');
  const rows = await t.engine.db.selectFrom('exhibitor').select('id').where('name_en', 'is not', null).where('name_zh', 'is not', null).orderBy('id').limit(12).execute();
  ids = rows.map((r) => r.id);
});
afterAll(() => t.close());

let counter = 0;
const unique = (label: string) => `${label} ${process.pid}-${(counter += 1)}`;

/** Renames exhibitor `id` behind the cache's back: no content version bump. */
async function renameInDatabase(id: number, nameEn: string | null) {
  await t.engine.db.updateTable('exhibitor').set({ name_en: nameEn }).where('id', '=', id).execute();
}

async function saveAsEditor(app: TestApp, id: number, nameEn: string) {
  const res = await app.request({ method: 'PUT', url: `/api/editor/content/exhibitors/${id}`, headers: editor, payload: { name_en: nameEn } });
  expect(res.status).toBe(200);
}

const nameOf = async (app: TestApp, id: number, headers: Record<string, string> = EN) =>
  (await app.get<{ name: string }>(`/api/common/exhibitor/${id}`, headers)).body.data.name;

describe('public answer cache', () => {
  test('an editor save is seen by the next public read', async () => {
    const before = await nameOf(t, ids[2]!);
    await renameInDatabase(ids[2]!, unique('Unseen'));
    expect(await nameOf(t, ids[2]!)).toBe(before); // served from the cache
    const saved = unique('Saved');
    await saveAsEditor(t, ids[2]!, saved);
    expect(await nameOf(t, ids[2]!)).toBe(saved);
  });

  test('answers carry an ETag and a CDN Cache-Control; a matching If-None-Match is a 304', async () => {
    const url = '/api/common/exhibitor/list?pageSize=20';
    const first = await t.request({ method: 'GET', url, headers: EN });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.vary).toMatch(/lang/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.request({ method: 'GET', url, headers: { ...EN, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const other = await t.request({ method: 'GET', url, headers: { ...EN, 'if-none-match': 'W/"something-else"' } });
    expect(other.status).toBe(200);
    expect(other.body.data.rows).toHaveLength(20);
  });

  test('the ETag changes after a save, and the old one no longer gets a 304', async () => {
    const url = `/api/common/exhibitor/${ids[3]}`;
    const before = await t.request({ method: 'GET', url, headers: EN });
    const etag = String(before.headers.etag);
    await saveAsEditor(t, ids[3]!, unique('Renamed'));
    const after = await t.request({ method: 'GET', url, headers: { ...EN, 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  test('another language or another query is another entry', async () => {
    const zh = await nameOf(t, ids[4]!, ZH);
    const en = await nameOf(t, ids[4]!, EN);
    expect(en).not.toBe(zh);
    expect(await nameOf(t, ids[4]!, ZH)).toBe(zh);
    const page = (n: number) => t.get<{ rows: { id: number }[] }>(`/api/common/exhibitor/list?pageSize=5&pageNum=${n}`, EN);
    const [one, two] = [await page(1), await page(2)];
    expect(two.body.data.rows.map((r) => r.id)).not.toEqual(one.body.data.rows.map((r) => r.id));
    expect((await page(1)).body.data).toEqual(one.body.data);
  });

  test.each([
    ['a member (token)', 5, async () => (await registerByMobile(t)).auth],
    ['the site build', 6, async () => ({ 'user-agent': SITE_BUILD_USER_AGENT })],
  ])('the requests of %s are never served from the cache, nor stored in it', async (_who, n, headersOf) => {
    const own = { ...EN, ...(await headersOf()) };
    const [served, stored] = [ids[n]!, ids[n + 4]!];
    // Served: an anonymous answer is cached, these requests still read the database.
    const cached = await nameOf(t, served);
    const changed = unique('Fresh');
    await renameInDatabase(served, changed);
    expect(await nameOf(t, served)).toBe(cached);
    expect(await nameOf(t, served, own)).toBe(changed);
    // Stored: they read first; an anonymous read after a database change is not their answer.
    expect(await nameOf(t, stored, own)).toBeTruthy();
    const later = unique('Anonymous sees');
    await renameInDatabase(stored, later);
    expect(await nameOf(t, stored)).toBe(later);
  });

  test('answers other than 200 are not cached', async () => {
    const { name_en: name } = await t.engine.db.selectFrom('exhibitor').select('name_en').where('id', '=', ids[8]!).executeTakeFirstOrThrow();
    await renameInDatabase(ids[8]!, null); // no English record: a 404 in English
    expect((await t.get(`/api/common/exhibitor/${ids[8]}`, EN)).status).toBe(404);
    await renameInDatabase(ids[8]!, name);
    const found = await t.get<{ name: string }>(`/api/common/exhibitor/${ids[8]}`, EN);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ code: 200, data: { name } });
  });

  test('the countdown keeps its live server time', async () => {
    const time = async () => (await t.get<{ serverTime: string }>('/api/common/exhibition/getExhibitionTimeDown')).body.data.serverTime;
    const first = await time();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await time()).not.toBe(first);
  });

  test('a cached answer is compressed as the uncached one was', async () => {
    const url = '/api/common/exhibitor/list?pageSize=30';
    for (const encoding of ['br', 'gzip']) {
      for (let i = 0; i < 2; i += 1) {
        const res = await t.app.inject({ method: 'GET', url, headers: { ...EN, 'accept-encoding': encoding } });
        expect(res.headers['content-encoding']).toBe(encoding);
        const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
        expect(JSON.parse(body.toString()).data.rows).toHaveLength(30);
      }
    }
    const plain = await t.request({ method: 'GET', url, headers: EN });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.data.rows).toHaveLength(30);
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
onPostgres('several API processes on one PostgreSQL', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await buildTestApp({ sameDatabaseAs: t, env: TEST_ENV });
  });
  afterAll(() => second.close());

  test(`a save through one process is seen by another within ${CONTENT_VERSION_MAX_AGE_MS} ms`, async () => {
    const cached = await nameOf(second, ids[7]!);
    await renameInDatabase(ids[7]!, unique('Unseen'));
    expect(await nameOf(second, ids[7]!)).toBe(cached); // the second process serves it from its cache
    const saved = unique('Elsewhere');
    await saveAsEditor(t, ids[7]!, saved);
    const savedAt = Date.now();
    let seen = await nameOf(second, ids[7]!);
    while (seen !== saved && Date.now() - savedAt < CONTENT_VERSION_MAX_AGE_MS + 500) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await nameOf(second, ids[7]!);
    }
    expect(seen).toBe(saved);
    expect(Date.now() - savedAt).toBeLessThanOrEqual(CONTENT_VERSION_MAX_AGE_MS + 500);
  });
});
