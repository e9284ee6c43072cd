import { DELETED_VISITOR, messageText } from '@expo/contract';
import { buildTestApp, EN, ZH, type TestApp } from '../../../test/helper';
import { TEST_ENV, badgeTokenSentTo, captcha, encrypt, latestCode, post, registerByMobile, signInEditor, uniqueMobile } from '../../../test/accounts';

// Staff passes, build-up and tear-down days (issue 34, items 2 and 4): a team names its staff
// under its quota (held under parallel additions), each pass a badge of kind staff with the signed
// token; the gate admits staff passes on build-up, show and tear-down days and visitor badges on
// show days only, saying why it refuses; a handed-over pass's old token is unknown; a staff pass
// at a stand is no lead; a request over the quota goes to the organiser.

let t: TestApp;
let now = new Date('2027-05-12T02:00:00Z');
let editor: Record<string, string>;
let gate: Record<string, string>;
let teamA: Awaited<ReturnType<typeof registerByMobile>>;
let teamB: Awaited<ReturnType<typeof registerByMobile>>;
let teamC: Awaited<ReturnType<typeof registerByMobile>>;
let outsider: Awaited<ReturnType<typeof registerByMobile>>;

const PASSES = '/api/member/staff-passes';
/** The show's days as the console's form sends them with any other date (the record's rule compares the dates given). */
const SHOW = { start_date: '2027-05-12', end_date: '2027-05-15' };
let counter = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now()}-${(counter += 1)}`;
/** Moves the app's clock; the gate signs in again (a gate's sign-in lasts a shift). */
const at = async (iso: string) => {
  now = new Date(iso);
  gate = { authorization: `Bearer ${(await post(t, '/api/gate/login', { username: 'staff.gate', password: 'staff-gate-password' })).body.data}` };
};
const scan = (code: string, lang = EN) => t.request({ method: 'POST', url: '/api/gate/scan', headers: { ...gate, ...lang }, payload: { scanId: nextId('staff-scan'), code, deviceId: 'staff-gate-device-1', gate: 'East' } });
const addPass = (team: Record<string, string>, holder: object) => t.request({ method: 'POST', url: PASSES, headers: { ...team, ...EN }, payload: holder });
const view = async (team: Record<string, string>) => (await t.request({ method: 'GET', url: PASSES, headers: { ...team, ...EN } })).body.data;
const tokenSentTo = (recipient: string) => badgeTokenSentTo(t, recipient);

async function registerVisitor(): Promise<{ token: string; number: string }> {
  const mobile = uniqueMobile();
  const { captchaId, publicKey } = await captcha(t);
  expect((await post(t, '/api/common/sendSmsCode', { mobile: encrypt(publicKey, `${mobile}:${captchaId}`), captchaId, captchaCode: 'test-answer', scene: 'visit' })).body.code).toBe(200);
  const payload = {
    name: '王小面', company: '麦香烘焙', jobTitle: '采购经理', country: '中国', mobile, code: (await latestCode(t, mobile))!,
    businessType: 'bakery', interests: ['equipment'], days: ['2027-05-12'], shareContact: false,
  };
  const res = await t.request({ method: 'POST', url: '/api/visit/register', payload, headers: EN });
  expect(res.body.code).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, now: () => now });
  editor = await signInEditor(t, 'editor.staff');
  [teamA, teamB, teamC, outsider] = [await registerByMobile(t), await registerByMobile(t), await registerByMobile(t), await registerByMobile(t)];
  await t.engine.db.updateTable('member').set({ exhibitor_id: 3, exhibitor_bound_at: new Date() }).where('mobile', '=', teamC.mobile).execute();
  await t.engine.db.updateTable('member').set({ exhibitor_id: 1, exhibitor_bound_at: new Date() }).where('mobile', '=', teamA.mobile).execute();
  await t.engine.db.updateTable('member').set({ exhibitor_id: 2, exhibitor_bound_at: new Date() }).where('mobile', '=', teamB.mobile).execute();
  expect((await post(t, '/api/editor/content/gateAccounts', { username: 'staff.gate', password: 'staff-gate-password' }, editor)).body.code).toBe(200);
  await at(now.toISOString());
  const show = await t.request({ method: 'PUT', url: '/api/editor/content/exhibition/1', headers: { ...editor, ...EN }, payload: { build_up_start_date: '2027-05-10', tear_down_end_date: '2027-05-16' } });
  expect(show.body.code).toBe(200);
  expect((await post(t, '/api/editor/content/staffPassQuotas', { exhibitor_id: 1, passes: 100 }, editor)).body.code).toBe(200);
}, 180_000);
afterAll(() => t.close());

describe('the show record', () => {
  test.each([
    [{ ...SHOW, build_up_start_date: '2027-05-12' }, 'build_up_start_date', /before the show opens/],
    [{ ...SHOW, build_up_start_date: '2027-04-01' }, 'build_up_start_date', /at most 14 days/],
    [{ ...SHOW, tear_down_end_date: '2027-05-15' }, 'tear_down_end_date', /after the show closes/],
    [{ tear_down_end_date: '2027-02-30' }, 'tear_down_end_date', /valid date/],
    [{ staff_passes_default: -1 }, 'staff_passes_default', /./],
  ])('refuses %j: a 400 naming the field', async (payload, field, problem) => {
    const res = await t.request({ method: 'PUT', url: '/api/editor/content/exhibition/1', headers: { ...editor, ...EN }, payload });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ field });
    expect(res.body.msg).toMatch(problem);
  });
});

describe('the gate by day', () => {
  test('a staff pass is admitted on a build-up day; a visitor badge is refused that day, saying from when, in the operator\'s language', async () => {
    const mobile = uniqueMobile();
    const added = await addPass(teamA.auth, { name: 'Zhang Build', mobile });
    expect(added.body.code).toBe(200);
    expect(added.body.data).toMatchObject({ name: 'Zhang Build', mobile, revoked: false, admittedDays: [] });
    const token = await tokenSentTo(mobile);
    const badge = (await t.request({ method: 'GET', url: '/api/visit/badge', headers: { 'x-badge-token': token, ...EN } })).body.data;
    expect(badge).toMatchObject({ kind: 'staff', name: 'Zhang Build', number: added.body.data.number });
    const visitor = await registerVisitor();

    await at('2027-05-10T01:00:00Z'); // build-up, 09:00 China time
    expect((await scan(token)).body.data).toMatchObject({ result: 'admitted', kind: 'staff', name: 'Zhang Build', company: badge.company, reason: null });
    expect((await scan(visitor.token)).body.data).toEqual({ result: 'notToday', reason: 'Visitor badges are valid from 12 May', admittedAt: null, name: null, company: null, number: null, kind: null });
    expect((await scan(visitor.number, ZH)).body.data).toMatchObject({ result: 'notToday', reason: '访客证自5月12日起有效' });

    await at('2027-05-13T01:00:00Z'); // a show day: both
    expect((await scan(token)).body).toMatchObject({ data: { result: 'admitted' } });
    expect((await scan(visitor.token)).body.data.result).toBe('admitted');

    await at('2027-05-16T09:00:00Z'); // tear-down
    expect((await scan(token)).body.data.result).toBe('admitted');
    expect((await scan(visitor.token)).body.data).toMatchObject({ result: 'notToday', reason: 'Visitor badges were valid until 15 May' });

    await at('2027-05-17T01:00:00Z'); // after tear-down
    expect((await scan(token, ZH)).body.data).toMatchObject({ result: 'notToday', reason: '工作证有效期至5月16日' });
    await at('2027-05-09T01:00:00Z');
    expect((await scan(token)).body.data).toMatchObject({ result: 'notToday', reason: 'Staff passes are valid from 10 May' });

    const mine = (await view(teamA.auth)).passes.find((p: { id: number }) => p.id === added.body.data.id);
    expect(mine.admittedDays).toEqual(['2027-05-10', '2027-05-13', '2027-05-16']);
    await at('2027-05-12T02:00:00Z');
  });

  test('the visitor dashboard counts visitors, not staff passes', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/editor/visitors/dashboard', headers: editor })).body.data.registrations;
    expect((await addPass(teamA.auth, { name: 'Not A Visitor', email: `staff${Date.now()}@example.com` })).body.code).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/editor/visitors/dashboard', headers: editor })).body.data.registrations).toBe(before);
  });
});

describe('hand-over', () => {
  test("a handed-over pass's old token and number are unknown at the gate; the new holder's are admitted; the quota is unchanged", async () => {
    const first = uniqueMobile();
    const pass = (await addPass(teamA.auth, { name: 'First Holder', mobile: first })).body.data;
    const oldToken = await tokenSentTo(first);
    expect((await scan(oldToken)).body.data.result).toBe('admitted');
    const used = (await view(teamA.auth)).used;

    const email = `second${Date.now()}@example.com`;
    const handed = await post(t, `${PASSES}/${pass.id}/hand-over`, { name: 'Second Holder', email }, { ...teamA.auth, ...EN });
    expect(handed.body.data).toMatchObject({ id: pass.id, name: 'Second Holder', email, mobile: null, handedOverAt: now.toISOString() });
    expect(handed.body.data.number).not.toBe(pass.number);
    expect((await scan(oldToken)).body.data).toMatchObject({ result: 'unknown', name: null });
    expect((await scan(pass.number)).body.data.result).toBe('unknown');
    // The admission is the pass's: handed over on a day it was used, it is admitted already today, now in the new holder's name.
    expect((await scan(await tokenSentTo(email))).body.data).toMatchObject({ result: 'already', name: 'Second Holder' });
    expect((await view(teamA.auth)).used).toBe(used);
    // The old holder's link no longer opens the badge page.
    expect((await t.request({ method: 'GET', url: '/api/visit/badge', headers: { 'x-badge-token': oldToken } })).status).toBe(404);
  });

  test('10 parallel hand-overs of one pass: each answers, and only the last holder\'s token is valid', async () => {
    const pass = (await addPass(teamA.auth, { name: 'Raced', mobile: uniqueMobile() })).body.data;
    const mobiles = Array.from({ length: 10 }, () => uniqueMobile());
    const replies = await Promise.all(mobiles.map((mobile, i) => post(t, `${PASSES}/${pass.id}/hand-over`, { name: `Holder ${i}`, mobile }, { ...teamA.auth, ...EN })));
    expect(replies.map((r) => r.body.code)).toEqual(Array(10).fill(200));
    const results = await Promise.all(mobiles.map(async (m) => (await scan(await tokenSentTo(m))).body.data.result));
    expect(results.filter((r) => r === 'admitted')).toHaveLength(1);
    expect(results.filter((r) => r === 'unknown')).toHaveLength(9);
    const row = await t.engine.db.selectFrom('visitor').select(['name', 'mobile']).where('id', '=', pass.id).executeTakeFirstOrThrow();
    expect(results[mobiles.indexOf(row.mobile!)]).toBe('admitted');
  }, 60_000);

  test("a team hands over only its own passes, not to someone who holds one already", async () => {
    const taken = uniqueMobile();
    await addPass(teamA.auth, { name: 'Holder One', mobile: taken });
    const other = (await addPass(teamA.auth, { name: 'Holder Two', mobile: uniqueMobile() })).body.data;
    const toTaken = await post(t, `${PASSES}/${other.id}/hand-over`, { name: 'Holder One', mobile: taken }, { ...teamA.auth, ...EN });
    expect(toTaken.status).toBe(400);
    expect(toTaken.body).toMatchObject({ msg: 'This person already holds one of your staff passes', data: { field: 'mobile' } });
    expect((await post(t, `${PASSES}/${other.id}/hand-over`, { name: 'Thief', mobile: uniqueMobile() }, { ...teamB.auth, ...EN })).status).toBe(404);
    expect((await addPass(teamA.auth, { name: 'Again', mobile: taken })).body).toMatchObject({ code: 400, data: { field: 'mobile' } });
  });
});

describe("a pass whose holder's data was deleted", () => {
  test("the team's list and the gate say the holder's data was deleted, not that the organiser revoked it; the gate still refuses it; it cannot be handed over", async () => {
    const erasedMobile = uniqueMobile();
    const erased = (await addPass(teamA.auth, { name: 'Gone Holder', mobile: erasedMobile })).body.data;
    const token = await tokenSentTo(erasedMobile);
    const revoked = (await addPass(teamA.auth, { name: 'Revoked Holder', mobile: uniqueMobile() })).body.data;
    expect((await post(t, `/api/editor/visitors/${revoked.id}/revoke`, {}, editor)).body.code).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/visit/badge/delete', headers: { ...EN, 'x-badge-token': token }, payload: { confirm: true } })).body.code).toBe(200);

    const passes = (await view(teamA.auth)).passes as { id: number; name: string; revoked: boolean; erased: boolean }[];
    const shown = (id: number) => passes.filter((p) => p.id === id).map(({ name, revoked: r, erased: e }) => ({ name, revoked: r, erased: e }))[0];
    expect(shown(erased.id)).toEqual({ name: DELETED_VISITOR.en, revoked: true, erased: true });
    expect(shown(revoked.id)).toEqual({ name: 'Revoked Holder', revoked: true, erased: false });

    await at('2027-05-13T01:00:00Z');
    expect((await scan(erased.number)).body.data).toEqual({ result: 'revoked', reason: messageText('en', 'badgeHolderErased'), admittedAt: null, name: null, company: null, number: null, kind: null });
    expect((await scan(erased.number, ZH)).body.data).toMatchObject({ result: 'revoked', reason: messageText('zh', 'badgeHolderErased') });
    // its QR (the signed token) reads the same, not as an unknown code
    expect((await scan(token)).body.data).toMatchObject({ result: 'revoked', reason: messageText('en', 'badgeHolderErased'), name: null });
    expect((await scan(revoked.number)).body.data).toMatchObject({ result: 'revoked', reason: null });
    await at('2027-05-12T02:00:00Z');

    const handOver = (id: number) => post(t, `${PASSES}/${id}/hand-over`, { name: 'Next Holder', mobile: uniqueMobile() }, { ...teamA.auth, ...EN });
    expect((await handOver(erased.id)).body).toMatchObject({ code: 400, msg: messageText('en', 'staffPassErased') });
    expect((await handOver(revoked.id)).body).toMatchObject({ code: 400, msg: messageText('en', 'staffPassRevoked') });
  });
});

describe('the quota', () => {
  test('20 parallel additions at quota − 1: exactly one succeeds, the others are told the quota is used', async () => {
    const used = (await view(teamB.auth)).used;
    const set = await post(t, '/api/editor/content/staffPassQuotas', { exhibitor_id: 2, passes: used + 3 }, editor);
    expect(set.body.code).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await addPass(teamB.auth, { name: `Before ${i}`, mobile: uniqueMobile() })).body.code).toBe(200);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => addPass(teamB.auth, { name: `Racer ${i}`, mobile: uniqueMobile() })));
    expect(replies.filter((r) => r.body.code === 200)).toHaveLength(1);
    const refused = replies.filter((r) => r.body.code !== 200);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect([r.status, r.body.msg]).toEqual([400, `Your exhibitor has used all ${used + 3} of its staff passes; ask the organiser for more`]);
    expect((await view(teamB.auth))).toMatchObject({ quota: used + 3, used: used + 3 });
  }, 120_000);

  test("the show's default: per 9 m² of the exhibitor's booths when set, else flat", async () => {
    const { area } = await t.engine.db.selectFrom('booth').select((eb) => eb.fn.coalesce(eb.fn.sum<number>(eb('width', '*', eb.ref('height'))), eb.val(0)).as('area')).where('exhibitor_id', '=', 3).executeTakeFirstOrThrow();
    const put = (payload: object) => t.request({ method: 'PUT', url: '/api/editor/content/exhibition/1', headers: { ...editor, ...EN }, payload });
    expect((await put({ staff_passes_default: 7, staff_passes_per_9sqm: null })).body.code).toBe(200);
    expect((await view(teamC.auth)).quota).toBe(7);
    expect((await put({ staff_passes_per_9sqm: 3 })).body.code).toBe(200);
    expect((await view(teamC.auth)).quota).toBe(Number(area) > 0 ? Math.max(1, Math.floor(Number(area) / 9)) * 3 : 7);
    expect((await put({ staff_passes_default: 50, staff_passes_per_9sqm: null })).body.code).toBe(200);
  });

  test('a request over the quota goes to the organiser: approving raises the quota by it, refusing needs a reason', async () => {
    const before = await view(teamB.auth);
    const asked = await post(t, `${PASSES}/requests`, { passes: 4, note: 'Two shifts' }, { ...teamB.auth, ...EN });
    expect(asked.body.data.requests[0]).toMatchObject({ passes: 4, note: 'Two shifts', status: 'pending' });
    expect((await post(t, `${PASSES}/requests`, { passes: 1 }, { ...teamB.auth, ...EN })).body).toMatchObject({ code: 400, data: { field: 'passes' } });
    const queue = (await t.request({ method: 'GET', url: '/api/editor/staff-passes/requests?status=pending', headers: editor })).body.data;
    const request = queue.find((r: { exhibitorId: number }) => r.exhibitorId === 2);
    expect(request).toMatchObject({ passes: 4, quota: before.quota, used: before.used });
    expect((await post(t, `/api/editor/staff-passes/requests/${request.id}`, { approve: false }, { ...editor, ...EN })).body).toMatchObject({ code: 400, data: { field: 'reason' } });
    expect((await post(t, `/api/editor/staff-passes/requests/${request.id}`, { approve: true }, editor)).body.data).toEqual({ exhibitorId: 2, quota: before.quota + 4 });
    expect((await post(t, `/api/editor/staff-passes/requests/${request.id}`, { approve: true }, { ...editor, ...EN })).body).toMatchObject({ code: 400, msg: 'This request has been decided already' });
    expect((await view(teamB.auth)).quota).toBe(before.quota + 4);
    expect((await addPass(teamB.auth, { name: 'After Approval', mobile: uniqueMobile() })).body.code).toBe(200);

    const again = (await post(t, `${PASSES}/requests`, { passes: 100 }, { ...teamB.auth, ...EN })).body.data.requests[0];
    expect((await post(t, `/api/editor/staff-passes/requests/${again.id}`, { approve: false, reason: 'The stand is 18 m²' }, editor)).body.code).toBe(200);
    expect((await view(teamB.auth)).requests[0]).toMatchObject({ id: again.id, status: 'refused', reason: 'The stand is 18 m²' });
    expect((await view(teamB.auth)).quota).toBe(before.quota + 4);
  });
});

describe('at a stand', () => {
  test('a staff pass scanned for leads answers "exhibitor staff" and records nothing', async () => {
    const mobile = uniqueMobile();
    await addPass(teamA.auth, { name: 'Stand Staff', mobile });
    const token = await tokenSentTo(mobile);
    const scanId = nextId('stand');
    const res = await t.request({ method: 'POST', url: '/api/member/leads/scan', headers: { ...teamB.auth, ...EN }, payload: { scanId, code: token, deviceId: 'stand-device-77' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Exhibitor staff: a staff pass is not a lead, nothing was recorded');
    expect(await t.engine.db.selectFrom('badge_scan').select('scan_id').where('scan_id', '=', scanId).execute()).toEqual([]);
    const id = (await t.engine.db.selectFrom('visitor').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;
    expect(await t.engine.db.selectFrom('lead').select('id').where('visitor_id', '=', id).execute()).toEqual([]);
  });
});

describe('every bad input is a 400 envelope; only the team reaches its passes', () => {
  test.each([
    [{ name: '', mobile: '13800138000' }, 'name'],
    [{ name: 'x'.repeat(51), mobile: '13800138000' }, 'name'],
    [{ name: 'Both', mobile: '13800138000', email: 'a@example.com' }, 'email'],
    [{ name: 'Neither' }, 'mobile'],
    [{ name: 'Bad mobile', mobile: '12' }, 'mobile'],
    [{ name: 'Bad mail', email: 'not-mail' }, 'email'],
    [{ name: 'x'.repeat(2000), mobile: '13800138000' }, null],
  ])('adding %j', async (payload, field) => {
    const res = await addPass(teamA.auth, payload);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    if (field) expect(res.body.data).toEqual({ field });
  });

  test('requests, decisions and hand-overs with bad values', async () => {
    for (const body of [{ passes: 0 }, { passes: 501 }, { passes: 1.5 }, { passes: 'three' }, { passes: 1, note: 'n'.repeat(501) }, {}]) {
      const res = await post(t, `${PASSES}/requests`, body, teamA.auth);
      expect([JSON.stringify(body), res.status, res.body.code]).toEqual([JSON.stringify(body), 400, 400]);
    }
    for (const url of [`${PASSES}/0/hand-over`, `${PASSES}/abc/hand-over`, `${PASSES}/99999999999/hand-over`]) expect((await post(t, url, { name: 'X', mobile: uniqueMobile() }, teamA.auth)).status).toBe(400);
    for (const body of [{}, { approve: 'yes' }, { approve: false, reason: 'r'.repeat(501) }]) expect((await post(t, '/api/editor/staff-passes/requests/1', body, editor)).status).toBe(400);
    expect((await post(t, '/api/editor/staff-passes/requests/99999', { approve: true }, editor)).status).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/editor/staff-passes/requests?status=nope', headers: editor })).status).toBe(400);
  });

  test('an unbound member is refused; a member cannot reach the console queue', async () => {
    expect((await t.request({ method: 'GET', url: PASSES, headers: outsider.auth })).status).toBe(403);
    expect((await addPass(outsider.auth, { name: 'X', mobile: uniqueMobile() })).status).toBe(403);
    expect((await t.request({ method: 'GET', url: PASSES })).status).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/editor/staff-passes/requests', headers: teamA.auth })).status).toBe(401);
  });
});
