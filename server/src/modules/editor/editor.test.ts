import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { EDITOR_PASSWORD, TEST_ENV, post, registerByMobile, signInEditor } from '../../../test/accounts';
import { takeRebuildRequests } from '../console/builds';
import { saveEditor } from '../console/session';

let t: TestApp;
let auth: Record<string, string>;
const EN = { lang: 'en_US' };

async function contentVersion() {
  const result = await sql<{ version: number }>`SELECT version FROM content_version WHERE id = 1`.execute(t.engine.db);
  return Number(result.rows[0]?.version);
}

beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV });
  auth = await signInEditor(t, 'editor.li');
});
afterAll(() => t.close());

describe('editor sessions', () => {
  test('a member token, no token or a wrong password gets no editor access', async () => {
    const member = await registerByMobile(t);
    expect((await t.get('/api/editor/me', member.auth)).status).toBe(401);
    expect((await t.get('/api/editor/content/news')).status).toBe(401);
    const wrong = await post(t, '/api/editor/login', { username: 'editor.li', password: 'nope-nope-nope' }, EN);
    expect(wrong.body).toMatchObject({ code: 400, msg: 'Wrong username or password' });
    expect((await t.get('/api/editor/me', auth)).body.data).toMatchObject({ username: 'editor.li' });
  });

  test('editor passwords need 10 characters', async () => {
    await expect(saveEditor(t.engine.db, 'short.pw', 'abc')).rejects.toThrow(/at least 10/);
  });

  test('logout ends the session', async () => {
    const login = await post(t, '/api/editor/login', { username: 'editor.li', password: EDITOR_PASSWORD });
    const own = { authorization: `Bearer ${login.body.data}` };
    await post(t, '/api/editor/logout', {}, own);
    expect((await t.get('/api/editor/me', own)).status).toBe(401);
  });
});

describe('content changes', () => {
  test('create, update and delete a news item, each audited and marking the site stale', async () => {
    const before = await contentVersion();
    const created = await post(t, '/api/editor/content/news', { title_zh: '编辑新闻', title_en: 'Edited news', content_en: 'Body', published_at: '2026-11-01T08:00:00Z' }, auth);
    expect(created.body.code).toBe(200);
    const id = created.body.data.key;
    expect(await contentVersion()).toBe(before + 1);
    expect((await t.get(`/api/common/news/${id}`, EN)).body.data.title).toBe('Edited news');

    const updated = await t.request({ method: 'PUT', url: `/api/editor/content/news/${id}`, headers: auth, payload: { title_en: 'Edited news, again' } });
    expect(updated.body.code).toBe(200);
    expect((await t.get(`/api/common/news/${id}`, EN)).body.data.title).toBe('Edited news, again');

    const deleted = await t.request({ method: 'DELETE', url: `/api/editor/content/news/${id}`, headers: auth });
    expect(deleted.body.code).toBe(200);
    expect((await t.get(`/api/common/news/${id}`)).status).toBe(404);

    const audit = (await t.get('/api/editor/audit?pageSize=3', auth)).body.data.rows;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['delete', 'update', 'create']);
    expect(audit[1]).toMatchObject({ editor: 'editor.li', resource: 'news', key: String(id), changes: { title_en: 'Edited news, again' } });
  });

  test('bad input names the field; nothing is saved', async () => {
    const before = await contentVersion();
    const cases: [string, object, string][] = [
      ['news', { title_en: 'x', published_at: 'yesterday' }, 'published_at'],
      ['news', { title_en: 'x'.repeat(201), published_at: '2026-11-01T08:00:00Z' }, 'title_en'],
      ['news', { title_en: 'x' }, 'published_at'],
      ['exhibitors', { name_en: 'A', website: 'javascript:alert(1)' }, 'website'],
      ['exhibitors', { name_en: 'A', colour: 'red' }, 'colour'],
      ['live', { live_type: 3, title_en: 'x', starts_at: '2027-05-12T01:00:00Z' }, 'live_type'],
    ];
    for (const [resource, body, field] of cases) {
      const res = await post(t, `/api/editor/content/${resource}`, body, { ...auth, ...EN });
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual({ field });
    }
    expect(await contentVersion()).toBe(before);
  });

  test('database rules answer a 400 in the editor\'s language, naming the field where the database names it', async () => {
    const noName = await post(t, '/api/editor/content/exhibitors', { email: 'x@example.com' }, { ...auth, ...EN });
    expect(noName.body).toMatchObject({ code: 400, msg: 'A name or title is needed in at least one language' });
    const ghost = await post(t, '/api/editor/content/products', { exhibitor_id: 999999, name_en: 'Ghost' }, { ...auth, lang: 'zh_CN' });
    expect(ghost.body).toMatchObject({ code: 400, msg: '引用的记录不存在', data: { field: 'exhibitor_id' } });
    const hall = (await t.get('/api/editor/content/halls?pageSize=1', auth)).body.data.rows[0];
    const taken = await post(t, '/api/editor/content/halls', { code: hall.code, name_zh: '馆', name_en: 'Hall', width: 10, height: 10 }, { ...auth, ...EN });
    expect(taken.body).toMatchObject({ code: 400, msg: 'A record with this key already exists', data: { field: 'code' } });
  });

  test('an update that names no field is a 400, not a server error', async () => {
    for (const resource of ['live', 'news']) {
      const res = await t.request({ method: 'PUT', url: `/api/editor/content/${resource}/1`, headers: { ...auth, ...EN }, payload: {} });
      expect(res.body).toMatchObject({ code: 400, msg: 'Nothing to change: no field was given' });
    }
  });

  test('optional fields left empty save the column\'s default', async () => {
    const created = await post(t, '/api/editor/content/downloads', { title_en: 'Guide', file: { name: 'g.pdf', data: Buffer.from('%PDF-1.4').toString('base64') }, sort: null }, auth);
    expect(created.body.code).toBe(200);
    expect((await t.get(`/api/editor/content/downloads/${created.body.data.key}`, auth)).body.data.sort).toBe(0);
  });

  test('an exhibitor rename reaches the public API at once', async () => {
    const res = await t.request({ method: 'PUT', url: '/api/editor/content/exhibitors/1', headers: auth, payload: { name_en: 'Golden Crust Ovens Ltd.' } });
    expect(res.body.code).toBe(200);
    expect((await t.get('/api/common/exhibitor/1', EN)).body.data.name).toBe('Golden Crust Ovens Ltd.');
  });

  test('text-keyed records: SEO record and config', async () => {
    const seo = await t.request({ method: 'PUT', url: `/api/editor/content/seo/${encodeURIComponent('/news')}`, headers: auth, payload: { title_en: 'Bakery news' } });
    expect(seo.body.code).toBe(200);
    expect((await t.get('/api/common/seo?path=/news', EN)).body.data.seoTitle).toBe('Bakery news');
    const config = await post(t, '/api/editor/content/configs', { key: 'banner_note', value: 'Open 9:00' }, auth);
    expect(config.body.data).toEqual({ key: 'banner_note' });
    expect((await t.get('/api/common/config/banner_note')).body.data).toBe('Open 9:00');
  });

  test('unknown resources and records are 404s', async () => {
    expect((await t.get('/api/editor/content/members', auth)).status).toBe(404);
    expect((await t.get('/api/editor/content/news/999999', auth)).status).toBe(404);
  });
});

describe('demand review', () => {
  test('an editor approves and rejects with a reason; both are audited', async () => {
    const member = await registerByMobile(t);
    const category = (await t.get('/api/common/category/getList')).body.data[0].productCategoryList[0].id;
    const demandTime = (await t.get('/api/common/dict/demand_time')).body.data[0].dictValue;
    const publish = await post(t, '/api/demand/publish', { demandType: 1, productName: 'Butter', productCategoryId: category, production: 10, demandTime, intro: 'Need butter', companyName: 'Bakery', companyAddress: 'Road 1', mobile: '13912345678' }, member.auth);
    const id = publish.body.data.id;
    const queue = await t.get('/api/editor/demands', auth);
    const queued = queue.body.data.find((d: { id: number }) => d.id === id);
    expect(queued).toMatchObject({ title: 'Butter', intro: 'Need butter', details: { product_name: 'Butter', company_name: 'Bakery', company_address: 'Road 1', mobile: '13912345678', production: 10 } });
    const noReason = await post(t, `/api/editor/demands/${id}/review`, { approve: false }, auth);
    expect(noReason.status).toBe(400);
    await post(t, `/api/editor/demands/${id}/review`, { approve: false, reason: 'Add a brand requirement' }, auth);
    expect((await t.get(`/api/demand/${id}`, member.auth)).body.data).toMatchObject({ status: 'rejected', rejectReason: 'Add a brand requirement' });
    const rejected = (await t.get('/api/editor/demands?status=rejected', auth)).body.data.find((d: { id: number }) => d.id === id);
    expect(rejected).toMatchObject({ rejectReason: 'Add a brand requirement', reviewedBy: 'editor.li' });
    await post(t, `/api/editor/demands/${id}/review`, { approve: true }, auth);
    expect((await t.get(`/api/demand/${id}`)).body.data.id).toBe(id);
    const audit = (await t.get('/api/editor/audit?pageSize=2', auth)).body.data.rows;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['approve', 'reject']);
  });

  test('a rebuild by hand is queued for the worker (wherever it runs) and audited', async () => {
    const asked = await post(t, '/api/editor/rebuild', {}, auth);
    expect(asked.body).toMatchObject({ code: 200, data: { queued: true, building: false } });
    expect(await takeRebuildRequests(t.engine.db)).toEqual(['requested by editor.li']);
    expect(await takeRebuildRequests(t.engine.db)).toEqual([]);
    const audit = (await t.get('/api/editor/audit', auth)).body.data.rows[0];
    expect(audit).toMatchObject({ editor: 'editor.li', action: 'rebuild', resource: 'site' });
  });
});
