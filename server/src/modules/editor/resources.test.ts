import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { TEST_ENV, post, registerByMobile, signInEditor } from '../../../test/accounts';
import { messageText } from '@expo/contract';
import { RESOURCES } from '../console/resources';

// Every editable resource through the editor API: create (or, for the site's fixed set, update),
// read, search, update, delete, refused bad input, the audit log, and a member's token refused.

let t: TestApp;
let auth: Record<string, string>;
let picture: string;
const EN = { lang: 'en_US' };
const ZH = { lang: 'zh_CN' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const put = (url: string, payload: object, headers = auth) => t.request({ method: 'PUT', url, headers, payload });
const del = (url: string, headers = auth) => t.request({ method: 'DELETE', url, headers });

beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV });
  auth = await signInEditor(t, 'editor.wang');
  const png = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#c8702a' } }).png().toBuffer();
  const uploaded = await post(t, '/api/editor/media', { data: png.toString('base64') }, auth);
  picture = uploaded.body.data.id;
});
afterAll(() => t.close());

/** A valid new record of each resource, a change to it, and a bad value that names its field. */
const CASES: Record<string, { create: () => object; update: object; bad: [object, string] }> = {
  exhibitors: { create: () => ({ name_zh: '新展商', name_en: 'New Exhibitor', logo: picture, region_id: 1 }), update: { name_en: 'New Exhibitor Ltd.' }, bad: [{ email: 'x'.repeat(201) }, 'email'] },
  products: { create: () => ({ exhibitor_id: 1, name_en: 'Rye loaf', photos: [picture] }), update: { name_en: 'Rye loaf, dark' }, bad: [{ photos: 'one.jpg' }, 'photos'] },
  news: { create: () => ({ title_en: 'Show opens', published_at: '2026-11-01T08:00:00Z' }), update: { title_en: 'Show opens today' }, bad: [{ published_at: 'soon' }, 'published_at'] },
  activities: { create: () => ({ title_en: 'Bread forum', starts_at: '2027-05-12T01:00:00Z', ends_at: '2027-05-12T03:00:00Z', seats: 80 }), update: { seats: 90 }, bad: [{ seats: -1 }, 'seats'] },
  exhibitorActivities: { create: () => ({ exhibitor_id: 1, title_en: 'Oven demo', starts_at: '2027-05-12T01:00:00Z', ends_at: '2027-05-12T02:00:00Z', seats: 20 }), update: { title_en: 'Oven demo, live' }, bad: [{ exhibitor_id: null }, 'exhibitor_id'] },
  live: { create: () => ({ live_type: 2, title_en: 'Opening live', pc_url: 'https://live.example.com/1', starts_at: '2027-05-12T01:00:00Z' }), update: { title_en: 'Opening, live' }, bad: [{ pc_url: 'ftp://x' }, 'pc_url'] },
  downloads: { create: () => ({ title_en: 'Floor plan', file: { name: 'plan.pdf', data: PDF.toString('base64') } }), update: { title_en: 'Floor plan 2027' }, bad: [{ file: { name: 'run.exe', data: 'TVqQ' } }, 'file'] },
  pages: { create: () => ({ code: 'visa', title_en: 'Visa letters', content_en: '<p>Ask us.</p>' }), update: { title_en: 'Visa invitation letters' }, bad: [{ title_en: 'x'.repeat(201) }, 'title_en'] },
  seo: { create: () => ({ path: '/visa', title_zh: '签证', title_en: 'Visa', keyword_zh: '签证', keyword_en: 'visa', description_zh: '签证', description_en: 'Visa' }), update: { title_en: 'Visas' }, bad: [{ title_en: '' }, 'title_en'] },
  channels: { create: () => ({ title_zh: '签证', title_en: 'Visa', path: '/page/visa', sort: 90 }), update: { sort: 91 }, bad: [{ url: 'javascript:alert(1)' }, 'url'] },
  qrcodes: { create: () => ({ photo: picture, name_zh: '视频号', name_en: 'Channels' }), update: { name_en: 'WeChat Channels' }, bad: [{ photo: 'not-a-media-id' }, 'photo'] },
  configs: { create: () => ({ key: 'hotline', value: '400-800-1234' }), update: { value: '400-800-4321' }, bad: [{ value: 'x'.repeat(5001) }, 'value'] },
  dicts: { create: () => ({ type: 'demand_time', value: 'q9', label_zh: '九个月内', label_en: 'Within nine months', sort: 9 }), update: { label_en: 'In nine months' }, bad: [{ sort: 'first' }, 'sort'] },
  procurement: { create: () => ({ title_en: 'Flour tender', published_at: '2026-10-01T00:00:00Z' }), update: { title_en: 'Flour tender, round 2' }, bad: [{ published_at: '' }, 'published_at'] },
  contacts: { create: () => ({ dept_zh: '签证', dept_en: 'Visas', person_zh: '李', person_en: 'Li', phone: '021-1234', email: 'visa@example.com' }), update: { person_en: 'Ms Li' }, bad: [{ phone: '' }, 'phone'] },
  mediaPartners: { create: () => ({ name_zh: '烘焙周刊', name_en: 'Baking Weekly', url: 'https://weekly.example.com', logo: picture }), update: { name_en: 'Baking Weekly Online' }, bad: [{ url: 'weekly' }, 'url'] },
  otherSystems: { create: () => ({ name_zh: '展位预订', name_en: 'Stand booking', url: 'https://booking.example.com' }), update: { sort: 3 }, bad: [{ name_en: '' }, 'name_en'] },
  homeModules: { create: () => ({}), update: { title_en: 'Our exhibitors', sort: 2 }, bad: [{ enabled: 'yes' }, 'enabled'] },
  exhibition: { create: () => ({}), update: { visitor_count: 61000, end_date: '2027-05-15' }, bad: [{ start_date: '2027-02-30' }, 'start_date'] },
  regions: { create: () => ({ name_zh: '新西兰', name_en: 'New Zealand' }), update: { sort: 40 }, bad: [{ name_zh: null }, 'name_zh'] },
  categoryGroups: { create: () => ({ name_zh: '包装', name_en: 'Packaging', interest: 'packaging' }), update: { name_en: 'Packing' }, bad: [{ interest: 'x'.repeat(51) }, 'interest'] },
  categories: { create: () => ({ group_id: 1, name_zh: '纸盒', name_en: 'Paper boxes' }), update: { name_en: 'Cake boxes' }, bad: [{ group_id: 0 }, 'group_id'] },
  halls: { create: () => ({ code: 'Z9', name_zh: '临时馆', name_en: 'Temporary Hall', width: 60, height: 40 }), update: { width: 61 }, bad: [{ width: 0 }, 'width'] },
  booths: { create: () => ({ hall_id: 1, code: 'Z9-001', x: 1, y: 1, width: 3, height: 3 }), update: { exhibitor_id: 2 }, bad: [{ x: 1.5 }, 'x'] },
  demandRules: { create: () => ({}), update: { validity_days: 45, open_limit: 8 }, bad: [{ validity_days: 366 }, 'validity_days'] },
  retentionPeriods: { create: () => ({}), update: { days: 90 }, bad: [{ days: 0 }, 'days'] },
  exhibitorLogins: { create: () => ({ exhibitor_id: 30, username: 'stand30', password: 'stand-thirty-pw' }), update: { password: 'another-pw-99' }, bad: [{ password: 'short' }, 'password'] },
  meetingRooms: { create: () => ({ name_zh: '洽谈室一', name_en: 'Meeting room 1', hall_id: 1, location_en: 'Upper floor, east' }), update: { sort: 2 }, bad: [{ hall_id: 0 }, 'hall_id'] },
  staffPassQuotas: { create: () => ({ exhibitor_id: 32, passes: 12 }), update: { passes: 15 }, bad: [{ passes: -1 }, 'passes'] },
  kioskAccounts: { create: () => ({ username: 'hall.kiosk', password: 'hall-kiosk-pw' }), update: { password: 'hall-kiosk-pw-2' }, bad: [{ codes_per_hour: 0 }, 'codes_per_hour'] },
  gateAccounts: { create: () => ({ username: 'south.gate', password: 'south-gate-pw' }), update: { password: 'south-gate-pw-2' }, bad: [{ username: 'x'.repeat(51) }, 'username'] },
};

test('every resource has a case here', () => {
  expect(Object.keys(CASES).sort()).toEqual(RESOURCES.map((r) => r.name).sort());
});

describe.each(RESOURCES.map((r) => [r.name, r] as const))('%s', (name, resource) => {
  const base = `/api/editor/content/${name}`;

  test('create or update, read, search, audit, delete; bad input names the field', async () => {
    const c = CASES[name]!;
    let key: string;
    if (resource.fixed) {
      const first = (await t.get(`${base}?pageSize=1`, auth)).body.data.rows[0];
      key = resource.key.map((column) => String(first[column])).join(':');
      expect((await post(t, base, {}, { ...auth, ...EN })).body.msg).toMatch(/can be changed, not added or deleted/);
      expect((await del(`${base}/${encodeURIComponent(key)}`)).status).toBe(400);
    } else {
      const created = await post(t, base, c.create(), auth);
      expect(created.body).toMatchObject({ code: 200 });
      key = created.body.data.key;
    }
    const url = `${base}/${encodeURIComponent(key)}`;
    expect((await put(url, c.update)).body).toMatchObject({ code: 200, data: { key } });
    const record = (await t.get(url, auth)).body.data;
    expect(record).toMatchObject('password' in c.update ? {} : c.update);
    expect(record).not.toHaveProperty('password_hash');
    expect(record).not.toHaveProperty('data');

    const audit = (await t.get('/api/editor/audit?pageSize=1', auth)).body.data.rows[0];
    expect(audit).toMatchObject({ editor: 'editor.wang', action: 'update', resource: name, key });

    const [badBody, field] = c.bad;
    const refused = await put(url, badBody, { ...auth, ...ZH });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({ field });
    expect(refused.body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await t.get(url, auth)).body.data).toEqual(record);

    if (!resource.fixed) {
      expect((await del(url)).body.code).toBe(200);
      expect((await t.get(url, auth)).status).toBe(404);
      expect((await t.get('/api/editor/audit?pageSize=1', auth)).body.data.rows[0]).toMatchObject({ action: 'delete', resource: name, key });
    }
  });
});

describe('across resources', () => {
  test("an exhibitor's country is an ISO 3166-1 alpha-2 code, saved in capitals; anything else is refused in the editor's language", async () => {
    const created = await post(t, '/api/editor/content/exhibitors', { name_zh: '德国展商', name_en: 'German Exhibitor', country: 'de' }, auth);
    expect(created.body.code).toBe(200);
    const url = `/api/editor/content/exhibitors/${created.body.data.key}`;
    expect((await t.get(url, auth)).body.data).toMatchObject({ country: 'DE' });
    for (const bad of ['XX', 'EU', 'UK', 'D', 'Germany', 'C1']) {
      const refused = await put(url, { country: bad }, { ...auth, ...EN });
      expect([bad, refused.status, refused.body.data, refused.body.msg]).toEqual([bad, 400, { field: 'country' }, messageText('en', 'countryCodeRule')]);
    }
    expect((await put(url, { country: 'ZZ' }, { ...auth, ...ZH })).body.msg).toBe(messageText('zh', 'countryCodeRule'));
    expect((await put(url, { country: ' hk ' })).body.code).toBe(200);
    expect((await t.get(url, auth)).body.data).toMatchObject({ country: 'HK' });
    // left empty: mainland China, the column's default
    expect((await put(url, { country: '' })).body.code).toBe(200);
    expect((await t.get(url, auth)).body.data).toMatchObject({ country: 'CN' });
    expect((await del(url)).body.code).toBe(200);
  });

  test('a member token is refused on every call', async () => {
    const member = await registerByMobile(t);
    const calls = [
      t.get('/api/editor/content/news', member.auth),
      t.get('/api/editor/content/news/1', member.auth),
      post(t, '/api/editor/content/news', { title_en: 'x', published_at: '2026-11-01T00:00:00Z' }, member.auth),
      put('/api/editor/content/news/1', { title_en: 'x' }, member.auth),
      del('/api/editor/content/news/1', member.auth),
      post(t, '/api/editor/media', { data: '' }, member.auth),
      t.get('/api/editor/resources', member.auth),
      t.get('/api/editor/demands', member.auth),
      post(t, '/api/editor/demands/1/review', { approve: true }, member.auth),
      post(t, '/api/editor/rebuild', {}, member.auth),
      t.get('/api/editor/builds', member.auth),
      t.get('/api/editor/audit', member.auth),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });

  test('keyword search finds records in either language', async () => {
    const found = (await t.get(`/api/editor/content/exhibitors?keyword=${encodeURIComponent('Golden')}`, auth)).body.data;
    expect(found.total).toBeGreaterThan(0);
    expect(found.rows.every((r: { name_en: string | null; name_zh: string | null }) => /golden/i.test(`${r.name_en} ${r.name_zh}`))).toBe(true);
  });

  test('a picture upload keeps its proportions and is served; a non-image is refused in the editor\'s language', async () => {
    const media = await t.request({ method: 'GET', url: `/api/media/${picture}` });
    expect(media.status).toBe(200);
    expect((await sharp(media.raw).metadata())).toMatchObject({ format: 'webp', width: 640, height: 320 });
    const refused = await post(t, '/api/editor/media', { data: Buffer.from('hello').toString('base64') }, { ...auth, ...EN });
    expect(refused.body).toMatchObject({ code: 400, msg: 'Please upload a JPG, PNG, WebP or GIF image', data: { field: 'data' } });
  });

  test('an uploaded download is served as the same file; a renamed program is refused', async () => {
    const created = await post(t, '/api/editor/content/downloads', { title_en: 'Exhibitor manual', file: { name: 'C:\\docs\\manual.pdf', data: PDF.toString('base64') } }, auth);
    const id = created.body.data.key;
    expect((await t.get(`/api/editor/content/downloads/${id}`, auth)).body.data).toMatchObject({ file_name: 'manual.pdf', mime: 'application/pdf' });
    const served = await t.request({ method: 'GET', url: `/api/common/fileDownload/${id}/file` });
    expect(served.raw.equals(PDF)).toBe(true);
    const fake = await post(t, '/api/editor/content/downloads', { title_en: 'Fake', file: { name: 'fake.pdf', data: Buffer.from('MZ\x90\x00').toString('base64') } }, { ...auth, ...EN });
    expect(fake.body).toMatchObject({ code: 400, data: { field: 'file' } });
    expect(fake.body.msg).toMatch(/PDF, Word, Excel/);
    const audit = (await t.get('/api/editor/audit?pageSize=5', auth)).body.data.rows.find((a: { key: string }) => a.key === id);
    expect(audit.changes.file).toEqual({ name: 'manual.pdf', bytes: PDF.length });
  });

  test('an exhibitor login set by an editor binds a member; the password is stored hashed and kept out of the audit log', async () => {
    await post(t, '/api/editor/content/exhibitorLogins', { exhibitor_id: 31, username: 'stand31', password: 'stand-four-pw' }, auth);
    const row = await t.engine.db.selectFrom('exhibitor_login').select('password_hash').where('exhibitor_id', '=', 31).executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain('stand-four-pw');
    const member = await registerByMobile(t);
    const bound = await t.request({ method: 'POST', url: '/api/member/binding', headers: member.auth, payload: { username: 'stand31', password: 'stand-four-pw' } });
    expect(bound.body.code).toBe(200);
    const audit = (await t.get('/api/editor/audit?pageSize=1', auth)).body.data.rows[0];
    expect(JSON.stringify(audit.changes)).not.toContain('stand-four-pw');
  });

  test('public changes reach the public API; a region still in use cannot be deleted', async () => {
    const partner = await post(t, '/api/editor/content/mediaPartners', { name_zh: '面包报', name_en: 'Bread Times', url: 'https://bread.example.com' }, auth);
    expect((await t.get('/api/common/mediaPartner/list', EN)).body.data.map((p: { name: string }) => p.name)).toContain('Bread Times');
    await del(`/api/editor/content/mediaPartners/${partner.body.data.key}`);
    const module = (await t.get('/api/editor/content/homeModules?pageSize=1', auth)).body.data.rows[0];
    await put(`/api/editor/content/homeModules/${module.code}`, { enabled: false });
    expect((await t.get('/api/common/modules/list')).body.data.map((m: { code: string }) => m.code)).not.toContain(module.code);
    await put(`/api/editor/content/homeModules/${module.code}`, { enabled: true });
    const inUse = await del('/api/editor/content/regions/1', { ...auth, ...EN });
    expect(inUse.body.msg).toMatch(/^Other records still refer to this one/);
  });

  test('activities and exhibitor activities are separate lists of the same table', async () => {
    const own = (await t.get('/api/editor/content/exhibitorActivities?pageSize=100', auth)).body.data.rows;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((a: { exhibitor_id: number | null }) => a.exhibitor_id !== null)).toBe(true);
    expect((await t.get(`/api/editor/content/activities/${own[0].id}`, auth)).status).toBe(404);
  });

  test('an exhibitor login change does not mark the public site stale', async () => {
    const version = async () => (await t.engine.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version;
    const before = await version();
    await put('/api/editor/content/exhibitorLogins/31', { password: 'yet-another-pw' });
    expect(await version()).toBe(before);
  });
});
