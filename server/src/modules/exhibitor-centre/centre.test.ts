import { EDIT_DEADLINE_CONFIG } from '@expo/contract';
import { buildTestApp, EN, ZH, type TestApp } from '../../../test/helper';
import { TEST_ENV, registerByMobile, signInEditor } from '../../../test/accounts';
import { injectClient, type BurstContext } from '../../../test/bursts';
import { fiftySavesOneWins, productLimitHolds, submissionsPerHourHold } from '../../../test/centre-bursts';

// The exhibitor centre: a bound team drafts its profile, products and booth events; an editor
// reviews them (diff, reject with a reason, approve several); the public API shows the approved
// version only; history and restore; trusted exhibitors and the deadline; two members on one
// record; nobody outside the team reaches any of it.

type Member = Awaited<ReturnType<typeof registerByMobile>>;
let t: TestApp;
let editor: Record<string, string>;
let ownA: Member;
let ownB: Member;
let other: Member;
let unbound: Member;
let exhibitorA: number;
let exhibitorB: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Record<string, string> | null, payload?: object) =>
  t.request({ method, url: `/api${url}`, headers: { ...(who ?? {}), ...EN }, ...(payload ? { payload } : {}) });
const save = (who: Member, body: object) => call('POST', '/member/exhibitor/drafts', who.auth, body);
const submit = (who: Member, id: number, version: number) => call('POST', `/member/exhibitor/drafts/${id}/submit`, who.auth, { version });
const profileOf = async (who: Member) => (await call('GET', '/member/exhibitor/items/profile', who.auth)).body.data[0];
const queue = async () => (await call('GET', '/editor/exhibitor-changes?pageSize=100', editor)).body.data.rows as { draft: { id: number; fields: Record<string, unknown> }; published: Record<string, unknown> | null; exhibitorId: number }[];
const publicExhibitor = async (id: number, lang = EN) => (await t.get(`/api/common/exhibitor/${id}`, lang)).body.data;

async function bind(member: Member, exhibitorId: number | null, nickname: string) {
  await t.engine.db.updateTable('member').set({ exhibitor_id: exhibitorId, exhibitor_bound_at: exhibitorId ? new Date() : null, nickname }).where('mobile', '=', member.mobile).execute();
}

beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV });
  editor = await signInEditor(t, 'editor.centre');
  [ownA, ownB, other, unbound] = [await registerByMobile(t), await registerByMobile(t), await registerByMobile(t), await registerByMobile(t)];
  const ids = (await t.engine.db.selectFrom('exhibitor').select('id').orderBy('id').limit(2).execute()).map((r) => r.id);
  [exhibitorA, exhibitorB] = [ids[0]!, ids[1]!];
  await bind(ownA, exhibitorA, 'Anna');
  await bind(ownB, exhibitorA, 'Bo');
  await bind(other, exhibitorB, 'Other');
}, 180_000);
afterAll(() => t.close());

describe('a change goes through review, and the site keeps the approved version until then', () => {
  test('profile: draft, submit, reject with a reason, fix, approve; the public page changes only then; history keeps both', async () => {
    const before = await profileOf(ownA);
    expect(before.draft).toBeNull();
    const oldIntro = (await publicExhibitor(exhibitorA)).intro;
    const fields = { ...before.published, intro_en: 'We bake <script>alert(1)</script> rye bread since 1990.' };
    const saved = await save(ownA, { kind: 'profile', recordId: exhibitorA, draftId: null, version: 0, fields });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ status: 'draft', version: 1, savedBy: 'Anna' });
    expect((await submit(ownA, saved.body.data.id, 1)).body.data).toMatchObject({ published: false, draft: { status: 'submitted' } });
    expect((await publicExhibitor(exhibitorA)).intro).toBe(oldIntro);

    const item = (await queue()).find((q) => q.draft.id === saved.body.data.id)!;
    expect(item.published!.intro_en).toBe(oldIntro);
    expect(item.draft.fields.intro_en).toBe(fields.intro_en);

    expect((await call('POST', `/editor/exhibitor-changes/${item.draft.id}/reject`, editor, { reason: '  ' })).status).toBe(400);
    expect((await call('POST', `/editor/exhibitor-changes/${item.draft.id}/reject`, editor, { reason: 'No script tags, please' })).status).toBe(200);
    const rejected = (await profileOf(ownB)).draft;
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'No script tags, please' });
    const notices = (await call('GET', '/member/notifications', ownB.auth)).body.data.rows;
    expect(notices[0]).toMatchObject({ kind: 'editRejected', draftId: item.draft.id });
    expect(notices[0].text).toContain('No script tags, please');
    // …and by SMS (each member's default without a choice), once the decision is committed.
    await t.app.notices.settled();
    const sms = await t.engine.db.selectFrom('outbox').select('body').where('recipient', '=', ownB.mobile).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(sms.body).toContain('No script tags, please');

    const fixed = await save(ownB, { kind: 'profile', recordId: exhibitorA, draftId: rejected.id, version: rejected.version, fields: { ...fields, intro_en: 'We bake rye bread since 1990.' } });
    expect(fixed.body.data).toMatchObject({ status: 'draft', version: 2, savedBy: 'Bo' });
    expect((await submit(ownB, fixed.body.data.id, 2)).status).toBe(200);
    const approve = await call('POST', '/editor/exhibitor-changes/approve', editor, { ids: [fixed.body.data.id] });
    expect(approve.body.data).toEqual({ published: [fixed.body.data.id], skipped: [] });
    expect((await publicExhibitor(exhibitorA)).intro).toBe('We bake rye bread since 1990.');
    expect((await profileOf(ownA)).draft).toBeNull();

    const history = (await call('GET', `/member/exhibitor/history/profile/${exhibitorA}`, ownA.auth)).body.data;
    expect(history.map((h: { version: number; approvedBy: string; author: string | null }) => [h.version, h.approvedBy, h.author])).toEqual([[2, 'editor editor.centre', 'Bo'], [1, 'organiser', null]]);
    expect(history[0].changed).toEqual(['intro_en']);
    // The organiser's version is dated when the organiser last changed the record, not when the team's replaced it.
    expect(Date.parse(history[1].publishedAt)).toBeLessThan(Date.parse(history[0].publishedAt));
    const audit = (await call('GET', '/editor/audit?pageSize=5', editor)).body.data.rows;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(expect.arrayContaining(['approve', 'reject']));
  });

  test('a new product with a photo is published for its exhibitor; hiding it takes it off the public lists', async () => {
    const photo = (await t.engine.db.selectFrom('media').select('id').limit(1).executeTakeFirstOrThrow()).id;
    const fields = { name_zh: '全麦面包', name_en: 'Wholemeal loaf', photos: [`/api/media/${photo}`], hidden: false, sort: 0, qs: true, innovative: false };
    const saved = await save(ownA, { kind: 'product', recordId: null, draftId: null, version: 0, fields });
    expect(saved.body.data.fields.photos).toEqual([`/api/media/${photo}`]);
    await submit(ownA, saved.body.data.id, 1);
    expect((await queue()).find((q) => q.draft.id === saved.body.data.id)!.published).toBeNull();
    await call('POST', '/editor/exhibitor-changes/approve', editor, { ids: [saved.body.data.id, saved.body.data.id] });
    const productId = (await call('GET', `/member/exhibitor/drafts/${saved.body.data.id}`, ownA.auth)).body.data.recordId as number;
    const product = (await t.get(`/api/common/product/${productId}`, EN)).body.data;
    expect(product).toMatchObject({ name: 'Wholemeal loaf', exhibitorId: exhibitorA, photos: [`/api/media/${photo}`], qs: true });

    const hide = await save(ownA, { kind: 'product', recordId: productId, draftId: null, version: 0, fields: { ...fields, hidden: true } });
    await submit(ownA, hide.body.data.id, 1);
    await call('POST', '/editor/exhibitor-changes/approve', editor, { ids: [hide.body.data.id] });
    expect((await t.get(`/api/common/product/${productId}`, EN)).status).toBe(404);
    const list = (await t.get(`/api/common/product/list?exhibitorId=${exhibitorA}&pageSize=100`, ZH)).body.data.rows as { id: number }[];
    expect(list.map((p) => p.id)).not.toContain(productId);
    // The team still sees it, hidden.
    const items = (await call('GET', '/member/exhibitor/items/product', ownA.auth)).body.data as { recordId: number; published: { hidden: boolean } }[];
    expect(items.find((i) => i.recordId === productId)!.published.hidden).toBe(true);
  });

  test('a booth event within the show days appears among the activities, at the booth\'s hall', async () => {
    const bad = await save(ownA, { kind: 'activity', recordId: null, draftId: null, version: 0, fields: { title_en: 'Tasting', starts_at: '2020-01-01T02:00:00Z', ends_at: '2020-01-01T03:00:00Z', seats: 20 } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/^Booth events take place on the show days \(2027-05-12 to 2027-05-15\)$/);
    const backwards = await save(ownA, { kind: 'activity', recordId: null, draftId: null, version: 0, fields: { title_en: 'Tasting', starts_at: '2027-05-13T04:00:00Z', ends_at: '2027-05-13T03:00:00Z', seats: 20 } });
    expect(backwards.body).toMatchObject({ code: 400, msg: 'The end must be after the start', data: { field: 'ends_at' } });
    const saved = await save(ownA, { kind: 'activity', recordId: null, draftId: null, version: 0, fields: { title_zh: '试吃会', title_en: 'Rye tasting', starts_at: '2027-05-13T02:00:00Z', ends_at: '2027-05-13T03:00:00Z', seats: 20 } });
    expect(saved.status).toBe(200);
    await submit(ownA, saved.body.data.id, 1);
    await call('POST', '/editor/exhibitor-changes/approve', editor, { ids: [saved.body.data.id] });
    const activityId = (await call('GET', `/member/exhibitor/drafts/${saved.body.data.id}`, ownA.auth)).body.data.recordId as number;
    const row = await t.engine.db.selectFrom('activity').select(['exhibitor_id', 'hall_id', 'title_en']).where('id', '=', activityId).executeTakeFirstOrThrow();
    const booth = await t.engine.db.selectFrom('booth').select('hall_id').where('exhibitor_id', '=', exhibitorA).orderBy('code').executeTakeFirst();
    expect(row).toEqual({ exhibitor_id: exhibitorA, hall_id: booth?.hall_id ?? null, title_en: 'Rye tasting' });
    expect((await t.get(`/api/common/exhibitorActivity/${activityId}`, EN)).body.data.title).toBe('Rye tasting');
  });

  test('an earlier version restored is a draft again, through review like any change', async () => {
    const restored = await call('POST', `/member/exhibitor/history/profile/${exhibitorA}/1/restore`, ownA.auth, { version: 0 });
    expect(restored.body.data).toMatchObject({ status: 'draft', kind: 'profile' });
    const original = (await call('GET', `/member/exhibitor/history/profile/${exhibitorA}`, ownA.auth)).body.data.at(-1);
    expect(restored.body.data.fields.intro_en).toBe(original.fields.intro_en);
    expect((await call('POST', `/member/exhibitor/history/profile/${exhibitorA}/99/restore`, ownA.auth, { version: 0 })).status).toBe(404);
    await call('POST', `/member/exhibitor/drafts/${restored.body.data.id}/discard`, ownA.auth, { version: 1 });
    expect((await profileOf(ownA)).draft).toBeNull();
  });
});

describe('two people, one record', () => {
  test('the second save over the same version gets 409 with both versions; the first is kept', async () => {
    const [product] = (await call('GET', '/member/exhibitor/items/product', ownA.auth)).body.data;
    const mine = { ...product.published, name_en: 'Anna\'s name' };
    const first = await save(ownA, { kind: 'product', recordId: product.recordId, draftId: null, version: 0, fields: mine });
    expect(first.status).toBe(200);
    const second = await save(ownB, { kind: 'product', recordId: product.recordId, draftId: null, version: 0, fields: { ...product.published, name_en: 'Bo\'s name' } });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 409, msg: 'Someone in your team saved this record after you opened it: compare both versions, then save again' });
    expect(second.body.data.theirs).toMatchObject({ id: first.body.data.id, version: 1, savedBy: 'Anna', fields: { name_en: 'Anna\'s name' } });
    expect(second.body.data.yours.name_en).toBe('Bo\'s name');
    const stale = await save(ownB, { kind: 'product', recordId: product.recordId, draftId: first.body.data.id, version: 0, fields: { ...product.published, name_en: 'Bo again' } });
    expect(stale.status).toBe(409);
    const merged = await save(ownB, { kind: 'product', recordId: product.recordId, draftId: first.body.data.id, version: 1, fields: { ...mine, intro_en: 'Both' } });
    expect(merged.body.data).toMatchObject({ version: 2, fields: { name_en: 'Anna\'s name', intro_en: 'Both' } });
    expect((await submit(ownA, first.body.data.id, 1)).status).toBe(409);
    await call('POST', `/member/exhibitor/drafts/${first.body.data.id}/discard`, ownA.auth, { version: 2 });
  });

  test('50 parallel saves over one version: one written, 49 answered 409 with it', () => fiftySavesOneWins(burst()));
});

describe('trusted exhibitors and the catalogue deadline', () => {
  test('a trusted exhibitor publishes at once (recorded); after the deadline its submissions wait for an editor', async () => {
    expect((await call('PUT', `/editor/content/exhibitors/${exhibitorA}`, editor, { trusted: true })).status).toBe(200);
    const profile = await profileOf(ownA);
    const photo = `/api/media/${(await t.engine.db.selectFrom('media').select('id').limit(1).executeTakeFirstOrThrow()).id}`;
    const saved = await save(ownA, { kind: 'profile', recordId: exhibitorA, draftId: null, version: 0, fields: { ...profile.published, website: 'https://rye.example.com', photos: [photo] } });
    expect((await submit(ownA, saved.body.data.id, 1)).body.data).toMatchObject({ published: true, draft: { status: 'published' } });
    expect(await publicExhibitor(exhibitorA)).toMatchObject({ website: 'https://rye.example.com', photos: [photo] });
    expect((await call('GET', `/member/exhibitor/history/profile/${exhibitorA}`, ownA.auth)).body.data[0]).toMatchObject({ approvedBy: 'trusted', author: 'Anna', changed: ['photos', 'website'] });

    expect((await call('PUT', `/editor/content/configs/${EDIT_DEADLINE_CONFIG}`, editor, { value: 'next week' })).status).toBe(400);
    expect((await call('PUT', `/editor/content/configs/${EDIT_DEADLINE_CONFIG}`, editor, { value: '2020-01-01' })).status).toBe(200);
    expect((await call('GET', '/member/exhibitor', ownA.auth)).body.data).toMatchObject({ trusted: true, deadline: '2020-01-01', afterDeadline: true });
    const late = await save(ownA, { kind: 'profile', recordId: exhibitorA, draftId: null, version: 0, fields: { ...profile.published, website: 'https://late.example.com' } });
    expect((await submit(ownA, late.body.data.id, 1)).body.data).toMatchObject({ published: false, draft: { status: 'submitted' } });
    expect((await publicExhibitor(exhibitorA)).website).toBe('https://rye.example.com');
    await call('POST', '/editor/exhibitor-changes/approve', editor, { ids: [late.body.data.id] });
    expect((await call('PUT', `/editor/content/configs/${EDIT_DEADLINE_CONFIG}`, editor, { value: '' })).status).toBe(200);
    expect((await call('GET', '/member/exhibitor', ownA.auth)).body.data).toMatchObject({ deadline: null, afterDeadline: false });
    // Only the deadline may be empty: the site's own configs may not.
    expect((await call('PUT', '/editor/content/configs/social_links', editor, { value: '' })).body).toMatchObject({ code: 400, data: { field: 'value' } });
    await call('PUT', `/editor/content/exhibitors/${exhibitorA}`, editor, { trusted: false });
  });
});

describe('limits and bad input', () => {
  test('the product limit holds under 40 parallel creations', () => productLimitHolds(burst()));
  test('the hourly submissions hold under a burst', () => submissionsPerHourHold(burst()));

  test.each([
    ['an unknown field', { kind: 'profile', fields: { name_en: 'x', secret: 1 } }, 'secret'],
    ['a website that is not a link', { kind: 'profile', fields: { website: 'javascript:alert(1)' } }, 'website'],
    ['a malformed e-mail', { kind: 'profile', fields: { email: 'sales@' } }, 'email'],
    ['a name over 200 characters', { kind: 'profile', fields: { name_en: 'x'.repeat(201) } }, 'name_en'],
    ['a picture that is not ours', { kind: 'profile', fields: { logo: 'https://evil.example.com/a.png' } }, 'logo'],
    ['too many photos', { kind: 'product', recordId: null, fields: { name_en: 'x', photos: Array(13).fill('0123456789abcdef') } }, 'photos'],
    ['a sort position out of range', { kind: 'product', recordId: null, fields: { name_en: 'x', sort: 1e12 } }, 'sort'],
  ])('%s is a 400 naming the field, in the member\'s language', async (_name, body, field) => {
    const res = await save(ownA, { recordId: exhibitorA, draftId: null, version: 0, ...body });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ field });
  });

  test.each([
    ['Infinity as a version', { kind: 'profile', recordId: 1, draftId: null, version: 'Infinity', fields: {} }],
    ['a huge record id', { kind: 'product', recordId: 1e30, draftId: null, version: 0, fields: {} }],
    ['an unknown kind', { kind: 'booth', recordId: null, draftId: null, version: 0, fields: {} }],
    ['fields that are not an object', { kind: 'profile', recordId: 1, draftId: null, version: 0, fields: 'x' }],
    ['a NUL byte', { kind: 'profile', recordId: 1, draftId: null, version: 0, fields: { name_en: 'a\u0000b' } }],
  ])('%s is a 400 envelope', async (_name, body) => {
    const res = await save(ownA, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });

  test('a submission without a name in either language is refused in Chinese too', async () => {
    const saved = await save(ownA, { kind: 'product', recordId: null, draftId: null, version: 0, fields: { intro_en: 'nameless' } });
    const res = await t.request({ method: 'POST', url: `/api/member/exhibitor/drafts/${saved.body.data.id}/submit`, headers: { ...ownA.auth, ...ZH }, payload: { version: 1 } });
    expect(res.body).toMatchObject({ code: 400, msg: '请填写中文或英文名称', data: { field: 'name_zh' } });
    await call('POST', `/member/exhibitor/drafts/${saved.body.data.id}/discard`, ownA.auth, { version: 1 });
  });
});

describe('nobody outside the team', () => {
  test('every route refuses another exhibitor\'s member (404 by id), an unbound member (403) and a visitor (401)', async () => {
    const draft = (await save(ownA, { kind: 'product', recordId: null, draftId: null, version: 0, fields: { name_en: 'Secret recipe' } })).body.data;
    const productId = (await t.engine.db.selectFrom('product').select('id').where('exhibitor_id', '=', exhibitorA).executeTakeFirstOrThrow()).id;
    const routes: [string, string, object?][] = [
      ['GET', '/member/exhibitor'],
      ['GET', '/member/exhibitor/items/product'],
      ['GET', `/member/exhibitor/items/product/${productId}`],
      ['GET', `/member/exhibitor/items/profile/${exhibitorA}`],
      ['GET', `/member/exhibitor/drafts/${draft.id}`],
      ['POST', '/member/exhibitor/drafts', { kind: 'product', recordId: productId, draftId: null, version: 0, fields: { name_en: 'Mine now' } }],
      ['POST', '/member/exhibitor/drafts', { kind: 'product', recordId: null, draftId: draft.id, version: 1, fields: { name_en: 'Mine now' } }],
      ['POST', '/member/exhibitor/drafts', { kind: 'profile', recordId: exhibitorA, draftId: null, version: 0, fields: { name_en: 'Mine now' } }],
      ['POST', `/member/exhibitor/drafts/${draft.id}/submit`, { version: 1 }],
      ['POST', `/member/exhibitor/drafts/${draft.id}/discard`, { version: 1 }],
      ['GET', `/member/exhibitor/history/product/${productId}`],
      ['GET', `/member/exhibitor/history/profile/${exhibitorA}`],
      ['POST', `/member/exhibitor/history/profile/${exhibitorA}/1/restore`, { version: 0 }],
      ['GET', '/member/exhibitor/stats'],
    ];
    const exhibitorWide = new Set(['/member/exhibitor', '/member/exhibitor/items/product', '/member/exhibitor/stats']);
    for (const [method, url, body] of routes) {
      const anonymous = await call(method as 'GET', url, null, body);
      expect([url, anonymous.status]).toEqual([url, 401]);
      const stranger = await call(method as 'GET', url, unbound.auth, body);
      expect([url, stranger.status, stranger.body.msg]).toEqual([url, 403, 'Only members of an exhibitor\'s team can use the exhibitor centre']);
      const rival = await call(method as 'GET', url, other.auth, body);
      // Exhibitor-wide reads answer the rival's own exhibitor; everything named by id is not found.
      if (exhibitorWide.has(url)) expect(JSON.stringify(rival.body.data)).not.toContain('Secret recipe');
      else expect([url, rival.status]).toEqual([url, 404]);
    }
    expect((await call('GET', `/member/exhibitor/drafts/${draft.id}`, ownA.auth)).body.data.fields.name_en).toBe('Secret recipe');
  });

  test("the console's review refuses members, even of the team, and visitors", async () => {
    for (const [method, url, body] of [['GET', '/editor/exhibitor-changes'], ['POST', '/editor/exhibitor-changes/approve', { ids: [1] }], ['POST', '/editor/exhibitor-changes/1/reject', { reason: 'x' }], ['GET', `/editor/exhibitor-history/profile/${exhibitorA}`]] as const) {
      expect([url, (await call(method, url, ownA.auth, body)).status]).toEqual([url, 401]);
      expect([url, (await call(method, url, null, body)).status]).toEqual([url, 401]);
    }
  });

  test('a member who leaves the team loses access at once', async () => {
    const leaver = await registerByMobile(t);
    await bind(leaver, exhibitorA, 'Leaver');
    expect((await call('GET', '/member/exhibitor', leaver.auth)).status).toBe(200);
    expect((await t.request({ method: 'DELETE', url: '/api/member/binding', headers: leaver.auth })).status).toBe(200);
    expect((await call('GET', '/member/exhibitor/items/profile', leaver.auth)).status).toBe(403);
  });
});

test('statistics: views of the page and its products, collections, inquiries by day, no other exhibitor\'s', async () => {
  const product = (await t.engine.db.selectFrom('product').select('id').where('exhibitor_id', '=', exhibitorA).where('hidden', '=', false).executeTakeFirstOrThrow()).id;
  const day = (await call('GET', '/member/exhibitor/stats', ownA.auth)).body.data.to as string;
  await t.engine.db.insertInto('ranking_tally').values([
    { target_type: 'exhibitor', target_id: exhibitorA, day, views: 7 },
    { target_type: 'product', target_id: product, day, views: 5 },
    { target_type: 'exhibitor', target_id: exhibitorB, day, views: 1000 },
  ]).onConflict((oc) => oc.columns(['target_type', 'target_id', 'day']).doUpdateSet({ views: (eb) => eb.ref('excluded.views') })).execute();
  const stats = (await call('GET', '/member/exhibitor/stats', ownA.auth)).body.data;
  const today = stats.days.find((d: { day: string }) => d.day === day);
  expect(today).toMatchObject({ exhibitorViews: 7, productViews: 5 });
  expect(stats.days[0].day <= stats.to).toBe(true);
});

function burst(): BurstContext {
  return { clients: [injectClient(t)], db: t.engine.db };
}

test('the statistics cover the 90 days up to today, or up to the end of the month after the show', async () => {
  const { statsRange } = await import('./stats');
  const show = { start: '2027-05-12', end: '2027-05-15' };
  expect(statsRange(show, new Date('2026-11-25T04:00:00Z'))).toEqual({ from: '2026-08-28', to: '2026-11-25' });
  expect(statsRange(show, new Date('2027-05-13T04:00:00Z'))).toEqual({ from: '2027-02-13', to: '2027-05-13' });
  expect(statsRange(show, new Date('2028-01-01T04:00:00Z'))).toEqual({ from: '2027-04-02', to: '2027-06-30' });
});
