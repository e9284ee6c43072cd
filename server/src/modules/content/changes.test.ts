import { buildTestApp, type TestApp } from '../../../test/helper';
import { TEST_ENV, signInEditor } from '../../../test/accounts';
import { seedContent } from '../../seed';

// The change log the site build reads to pull only changed records (delta builds).

let t: TestApp;
let auth: Record<string, string>;
const EN = { lang: 'en_US' };

async function changes(since: number, epoch?: string) {
  const { body } = await t.get(`/api/common/content/changes?since=${since}${epoch ? `&epoch=${epoch}` : ''}`);
  expect(body.code).toBe(200);
  return body.data as { epoch: string; version: number; full: boolean; records: Record<'exhibitor' | 'product' | 'news' | 'activity', number[]> };
}

async function editorPut(path: string, data: object) {
  const response = await t.request({ method: 'PUT', url: `/api/editor/content/${path}`, headers: auth, payload: data });
  expect(response.body.code).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV });
  auth = await signInEditor(t, 'editor.delta');
});
afterAll(() => t.close());

test('a build with no sync state, or from another database, pulls everything', async () => {
  const now = await changes(0);
  expect(now).toMatchObject({ full: true });
  expect(now.version).toBeGreaterThan(0);
  expect(await changes(now.version, 'another-database')).toMatchObject({ full: true });
  expect(await changes(now.version + 5, now.epoch)).toMatchObject({ full: true });
  expect(await changes(now.version, now.epoch)).toEqual({ ...now, full: false, records: { exhibitor: [], product: [], news: [], activity: [] } });
});

test('renaming an exhibitor names it, its products and its activities; a product names its exhibitor', async () => {
  const start = await changes(0);
  const { rows: products } = (await t.get('/api/common/product/list?exhibitorId=2&pageSize=100')).body.data;
  await editorPut('exhibitors/2', { name_en: 'Delta Ovens' });
  const afterRename = await changes(start.version, start.epoch);
  expect(afterRename.full).toBe(false);
  expect(afterRename.version).toBe(start.version + 1);
  expect(afterRename.records.exhibitor).toEqual([2]);
  expect(afterRename.records.product).toEqual(expect.arrayContaining(products.map((p: { id: number }) => p.id)));
  expect(afterRename.records.news).toEqual([]);

  const product = (await t.get('/api/common/product/list?exhibitorId=5&pageSize=1')).body.data.rows[0];
  await editorPut(`products/${product.id}`, { exhibitor_id: 6 });
  const afterMove = await changes(afterRename.version, afterRename.epoch);
  expect(afterMove.records).toEqual({ exhibitor: [5, 6], product: [product.id], news: [], activity: [] });
});

test('site-wide content names no record; a reseed asks for everything', async () => {
  const start = await changes(0);
  await editorPut('seo/%2Fnews', { title_en: 'All the news' });
  expect(await changes(start.version, start.epoch)).toMatchObject({ full: false, version: start.version + 1, records: { exhibitor: [], product: [], news: [], activity: [] } });
  await seedContent(t.engine.db, 'small', () => {});
  expect(await changes(start.version, start.epoch)).toMatchObject({ full: true });
});

test('lists answer only the records asked for by id, in the languages they exist in', async () => {
  await editorPut('news/3', { title_en: null });
  const zh = (await t.get('/api/common/news/list?full=true&ids=3,4')).body.data;
  expect(zh.rows.map((r: { id: number }) => r.id).sort()).toEqual([3, 4]);
  const en = (await t.get('/api/common/news/list?full=true&ids=3,4', EN)).body.data;
  expect(en).toMatchObject({ total: 1, rows: [{ id: 4 }] });
  expect((await t.get('/api/common/exhibitor/list?ids=1,x')).status).toBe(400);
});

test('a config value the site cannot read is refused, naming the field, in the request language', async () => {
  const bad = await t.request({ method: 'PUT', url: '/api/editor/content/configs/social_links', headers: { ...auth, ...EN }, payload: { value: 'not json' } });
  expect(bad.body).toMatchObject({ code: 400, msg: 'Invalid format: config "social_links" is not valid JSON', data: { field: 'value' } });
  const wrongShape = await t.request({ method: 'PUT', url: '/api/editor/content/configs/external_link', headers: auth, payload: { value: '{"title":"展"}' } });
  expect(wrongShape.body).toMatchObject({ code: 400, data: { field: 'value' } });
  expect(wrongShape.body.msg).toMatch(/^格式不正确/);
  const created = await t.request({ method: 'POST', url: '/api/editor/content/configs', headers: auth, payload: { key: 'address_service', value: '[1]' } });
  expect(created.body).toMatchObject({ code: 400, data: { field: 'value' } });
  await editorPut('configs/social_links', { value: '[{"name":"WeChat","url":"https://wechat.example"}]' });
  expect((await t.get('/api/common/config/social_links')).body.data).toBe('[{"name":"WeChat","url":"https://wechat.example"}]');
});
