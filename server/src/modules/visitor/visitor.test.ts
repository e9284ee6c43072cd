import { buildTestApp, EN, ZH, type TestApp } from '../../../test/helper';
import { SCAN_ALERT_ALL_DEVICES, SCAN_LIMITS } from '@expo/contract';
import { SIGN_IN_LOCK } from '../auth/limits';
import { TEST_ENV, captcha, encrypt, latestCode, post, registerByMobile, signInEditor, uniqueMobile } from '../../../test/accounts';
import { injectClient, type BurstContext } from '../../../test/bursts';
import { fiftyScansOneAdmission } from '../../../test/visitor-bursts';

// Visitors register with a code and get a badge; gates admit a badge once a day; exhibitor teams
// collect leads with what each visitor agreed to share; the organiser sees the numbers. Nobody
// reaches another's data.

let t: TestApp;
let editor: Record<string, string>;
let gate: Record<string, string>;

const questionnaire = (contact: { mobile?: string; email?: string }, code: string, extra: object = {}) => ({
  name: '王小面', company: '麦香烘焙', jobTitle: '采购经理', country: '中国', province: '广东', ...contact, code,
  businessType: 'bakery', interests: ['equipment', 'packaging'], days: ['2027-05-12', '2027-05-13'], purpose: 'Ovens', shareContact: false, ...extra,
});

/** A code for scene `visit`, through captcha and RSA as the site sends it. */
async function visitCode(target: string, channel: 'sms' | 'email' = 'sms'): Promise<string> {
  const { captchaId, publicKey } = await captcha(t);
  const field = channel === 'sms' ? 'mobile' : 'email';
  const sent = await post(t, channel === 'sms' ? '/api/common/sendSmsCode' : '/api/common/sendEmailCode', { [field]: encrypt(publicKey, `${target}:${captchaId}`), captchaId, captchaCode: 'test-answer', scene: 'visit' });
  expect(sent.body.code).toBe(200);
  return (await latestCode(t, target))!;
}

async function registerVisitor(extra: object = {}, headers: Record<string, string> = {}) {
  const mobile = uniqueMobile();
  const res = await t.request({ method: 'POST', url: '/api/visit/register', payload: questionnaire({ mobile }, await visitCode(mobile), extra), headers: { ...EN, ...headers } });
  expect(res.body.code).toBe(200);
  return { mobile, badge: res.body.data as { token: string; number: string; existing: boolean } };
}

const scan = (code: string, scanId: string, headers = gate, gateName = 'North') =>
  t.request({ method: 'POST', url: '/api/gate/scan', headers: { ...headers, ...EN }, payload: { scanId, code, deviceId: 'device-0001', gate: gateName } });

let scanCounter = 0;
const nextScanId = () => `scan-${Date.now()}-${(scanCounter += 1)}`;

beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, now: () => new Date('2027-05-12T02:00:00Z') });
  editor = await signInEditor(t, 'editor.visitors');
  expect((await post(t, '/api/editor/content/gateAccounts', { username: 'north.gate', password: 'north-gate-password' }, editor)).body.code).toBe(200);
  const login = await post(t, '/api/gate/login', { username: 'north.gate', password: 'north-gate-password' });
  gate = { authorization: `Bearer ${login.body.data}` };
}, 180_000);
afterAll(() => t.close());

describe('registration and the badge', () => {
  test('a code registers the visitor once per show; the badge link goes out by SMS; registering again answers the same badge', async () => {
    const { mobile, badge } = await registerVisitor();
    expect(badge).toMatchObject({ name: '王小面', company: '麦香烘焙', days: ['2027-05-12', '2027-05-13'], shareContact: false, revoked: false, existing: false });
    expect(badge.number).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(badge.token).toMatch(/^[A-Za-z0-9_-]{35}$/);
    expect(badge.token).not.toContain(mobile);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const sms = await t.engine.db.selectFrom('outbox').select('body').where('recipient', '=', mobile).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(sms.body).toContain(`/en/visit/badge/#${badge.token}`);
    expect(sms.body).toContain(badge.number);

    // A minute later (one code per number and minute), a second registration with a new code.
    await t.engine.db.deleteFrom('rate_event').where('key', 'like', `code:sms:${mobile}%`).execute();
    const again = await t.request({ method: 'POST', url: '/api/visit/register', payload: questionnaire({ mobile }, await visitCode(mobile)), headers: EN });
    expect(again.body.data).toMatchObject({ number: badge.number, existing: true });
    const wrongCode = await t.request({ method: 'POST', url: '/api/visit/register', payload: questionnaire({ mobile }, '000000'), headers: EN });
    expect(wrongCode.body).toMatchObject({ code: 400, data: { field: 'code' } });
  });

  test('by e-mail, linked to the signed-in member, who then sees the badge in the member centre', async () => {
    const member = await registerByMobile(t);
    const email = `visitor${Date.now()}@example.com`;
    const res = await t.request({ method: 'POST', url: '/api/visit/register', payload: questionnaire({ email }, await visitCode(email, 'email'), { shareContact: true }), headers: { ...member.auth, ...ZH } });
    expect(res.body.data.shareContact).toBe(true);
    const mine = await t.request({ method: 'GET', url: '/api/member/visit/badge', headers: member.auth });
    expect(mine.body.data.number).toBe(res.body.data.number);
  });

  test.each([
    ['no contact', { mobile: undefined }, 'mobile'],
    ['a business type not in the list', { businessType: 'spaceship' }, 'businessType'],
    ['an interest not in the list', { interests: ['equipment', 'rockets'] }, 'interests'],
    ['a day outside the show', { days: ['2027-05-20'] }, 'days'],
    ['a blank name', { name: '  ' }, 'name'],
    ['a company name over the limit', { company: 'x'.repeat(101) }, 'company'],
  ])('%s is a 400 naming the field, in the visitor\'s language', async (_case, change, field) => {
    const mobile = uniqueMobile();
    const res = await t.request({ method: 'POST', url: '/api/visit/register', payload: { ...questionnaire({ mobile }, '123456'), ...change }, headers: ZH });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ field });
  });

  test('the badge link opens the badge; a forged or altered token, a typed number or nothing does not', async () => {
    const { badge } = await registerVisitor();
    const open = (token?: string) => t.request({ method: 'GET', url: '/api/visit/badge', headers: { ...EN, ...(token ? { 'x-badge-token': token } : {}) } });
    expect((await open(badge.token)).body.data.number).toBe(badge.number);
    const altered = `${badge.token.slice(0, 5)}${badge.token[5] === 'A' ? 'B' : 'A'}${badge.token.slice(6)}`;
    for (const token of [altered, 'A'.repeat(35), badge.number, undefined]) {
      const res = await open(token);
      expect([token, res.status, res.body.msg]).toEqual([token, 404, 'No badge with this link']);
    }
  });
});

describe('the gates', () => {
  test('admitted, then already admitted today at the same time; a typed number works; unknown and garbage are refused', async () => {
    const { badge } = await registerVisitor();
    const first = await scan(badge.token, nextScanId());
    expect(first.body.data).toMatchObject({ result: 'admitted', name: '王小面', company: '麦香烘焙', number: badge.number });
    const second = await scan(badge.number.toLowerCase(), nextScanId());
    expect(second.body.data).toMatchObject({ result: 'already', admittedAt: first.body.data.admittedAt });
    expect((await scan('ZZZZ-ZZZZ', nextScanId())).body.data).toEqual({ result: 'unknown', admittedAt: null, name: null, company: null, number: null, kind: null, reason: null });
    expect((await scan('not a badge at all', nextScanId())).body.data.result).toBe('unknown');
  });

  test('a scan sent twice (an offline queue replaying) counts once and answers the same', async () => {
    const { badge } = await registerVisitor();
    const id = nextScanId();
    const replies = await Promise.all([scan(badge.token, id), scan(badge.token, id), scan(badge.token, id)]);
    expect(replies.map((r) => r.body.data.result)).toEqual(['admitted', 'admitted', 'admitted']);
    const rows = await t.engine.db.selectFrom('badge_scan').select('scan_id').where('scan_id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });

  test('a revoked badge is refused; a reissued one refuses the old QR and number and admits the new', async () => {
    const { badge } = await registerVisitor();
    const id = (await t.engine.db.selectFrom('visitor').select('id').where('badge_number', '=', badge.number.replace('-', '')).executeTakeFirstOrThrow()).id;
    await post(t, `/api/editor/visitors/${id}/revoke`, {}, editor);
    expect((await scan(badge.token, nextScanId())).body.data).toMatchObject({ result: 'revoked', name: null });
    const reissued = await post(t, `/api/editor/visitors/${id}/reissue`, {}, editor);
    expect((await scan(badge.token, nextScanId())).body.data.result).toBe('unknown');
    expect((await scan(badge.number, nextScanId())).body.data.result).toBe('unknown');
    expect((await scan(reissued.body.data.number, nextScanId())).body.data.result).toBe('admitted');
  });

  test('50 parallel scans of one badge at one gate: exactly one admission for the day', async () => {
    const { badge } = await registerVisitor();
    await fiftyScansOneAdmission(burst(), badge.token, gate);
  });

  test('only a gate account scans at the gates', async () => {
    const member = await registerByMobile(t);
    for (const headers of [{}, member.auth, editor]) expect((await scan('ZZZZ-ZZZZ', nextScanId(), headers)).status).toBe(401);
    expect((await post(t, '/api/gate/login', { username: 'north.gate', password: 'wrong-password' })).body.data).toEqual({ field: 'password' });
  });

  test("a gate's sign-in is an editor's: a success clears the account's failures, so a wrong password now and then never locks the gate out", async () => {
    const account = { username: 'south.gate', password: 'south-gate-password' };
    expect((await post(t, '/api/editor/content/gateAccounts', account, editor)).body.code).toBe(200);
    const wrong = () => post(t, '/api/gate/login', { ...account, password: 'wrong-password' });
    for (let round = 0; round < 2; round += 1) {
      for (let failure = 0; failure < SIGN_IN_LOCK.perAccount - 1; failure += 1) expect((await wrong()).body.data).toEqual({ field: 'password' });
      expect((await post(t, '/api/gate/login', account)).body.code).toBe(200);
    }
    for (let failure = 0; failure < SIGN_IN_LOCK.perAccount; failure += 1) await wrong();
    expect((await post(t, '/api/gate/login', account)).body.code).toBe(429);
  });
});

describe('leads', () => {
  let teamA: Awaited<ReturnType<typeof registerByMobile>>;
  let teamB: Awaited<ReturnType<typeof registerByMobile>>;
  const leadScan = (who: Record<string, string>, code: string) => t.request({ method: 'POST', url: '/api/member/leads/scan', headers: { ...who, ...EN }, payload: { scanId: nextScanId(), code, deviceId: 'stand-device-01' } });

  beforeAll(async () => {
    [teamA, teamB] = [await registerByMobile(t), await registerByMobile(t)];
    await t.engine.db.updateTable('member').set({ exhibitor_id: 1, exhibitor_bound_at: new Date(), nickname: 'Stand A' }).where('mobile', '=', teamA.mobile).execute();
    await t.engine.db.updateTable('member').set({ exhibitor_id: 2, exhibitor_bound_at: new Date(), nickname: 'Stand B' }).where('mobile', '=', teamB.mobile).execute();
  });

  test('a visitor without consent leaves name, company and title only; with consent the contact, until withdrawn', async () => {
    const quiet = await registerVisitor();
    const lead = (await leadScan(teamA.auth, quiet.badge.token)).body.data;
    expect(lead).toMatchObject({ name: '王小面', company: '麦香烘焙', jobTitle: '采购经理', mobile: null, email: null, country: null, consent: 'notShared', scannedBy: 'Stand A' });

    const visitorMember = await registerByMobile(t);
    const email = `open${Date.now()}@example.com`;
    const open = (await t.request({ method: 'POST', url: '/api/visit/register', payload: questionnaire({ email }, await visitCode(email, 'email'), { shareContact: true, name: 'Open Baker' }), headers: { ...visitorMember.auth, ...EN } })).body.data;
    const shared = (await leadScan(teamA.auth, open.token)).body.data;
    expect(shared).toMatchObject({ name: 'Open Baker', email, country: '中国 广东', consent: 'shared' });
    expect((await leadScan(teamA.auth, open.number)).body.data.id).toBe(shared.id);

    const scans = (await t.request({ method: 'GET', url: '/api/member/visit/scans', headers: { ...visitorMember.auth, ...EN } })).body.data;
    expect(scans).toEqual([expect.objectContaining({ exhibitorId: 1, shared: true })]);
    await post(t, '/api/member/visit/scans/1/withdraw', {}, visitorMember.auth);
    const after = (await t.request({ method: 'GET', url: '/api/member/leads?pageSize=50', headers: teamA.auth })).body.data.rows.find((l: { id: number }) => l.id === shared.id);
    expect(after).toMatchObject({ email: null, country: null, consent: 'withdrawn', name: 'Open Baker' });
  });

  test('notes, rating and tags; search; the CSV export keeps Chinese text behind a BOM; every read and export is recorded', async () => {
    const { badge } = await registerVisitor({ name: '李烘焙' });
    const lead = (await leadScan(teamA.auth, badge.token)).body.data;
    const updated = await post(t, `/api/member/leads/${lead.id}`, { notes: '=HYPERLINK("x") wants 3 ovens', rating: 'hot', tags: ['ovens', 'ovens', ' 2027 '] }, teamA.auth);
    expect(updated.body.data).toMatchObject({ rating: 'hot', tags: ['ovens', '2027'] });
    const found = (await t.request({ method: 'GET', url: `/api/member/leads?keyword=${encodeURIComponent('李烘焙')}&rating=hot&tag=ovens`, headers: teamA.auth })).body.data;
    expect(found.rows.map((l: { id: number }) => l.id)).toEqual([lead.id]);
    const csv = await t.request({ method: 'GET', url: '/api/member/leads/export', headers: { ...teamA.auth, ...ZH } });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = csv.raw.toString('utf8');
    expect(text.startsWith('\uFEFF姓名,公司,职位')).toBe(true);
    expect(text).toContain('李烘焙');
    expect(text).toContain(`"'=HYPERLINK(""x"") wants 3 ovens"`);
    const log = await t.engine.db.selectFrom('lead_access').select('action').where('exhibitor_id', '=', 1).execute();
    expect(new Set(log.map((l) => l.action))).toEqual(new Set(['scan', 'update', 'view', 'export']));
  });

  test('tags: a repeat ignoring case is kept once (the first spelling); more than 10 tags, or one over 20 characters, are refused', async () => {
    const { badge } = await registerVisitor({ name: 'Tag Rule' });
    const lead = (await leadScan(teamA.auth, badge.token)).body.data;
    const updated = await post(t, `/api/member/leads/${lead.id}`, { tags: ['Ovens', 'ovens', ' OVENS ', 'flour'] }, teamA.auth);
    expect(updated.body.data.tags).toEqual(['Ovens', 'flour']);
    const many = Array.from({ length: 11 }, (_, i) => `t${i}`);
    expect((await post(t, `/api/member/leads/${lead.id}`, { tags: many }, teamA.auth)).status).toBe(400);
    expect((await post(t, `/api/member/leads/${lead.id}`, { tags: [...many.slice(0, 10), 'T0'] }, teamA.auth)).status).toBe(200);
    expect((await post(t, `/api/member/leads/${lead.id}`, { tags: ['x'.repeat(21)] }, teamA.auth)).status).toBe(400);
  });

  test("a team sees only its own leads; unbound members, visitors and gate accounts reach none", async () => {
    const { badge } = await registerVisitor({ name: 'Only A' });
    const lead = (await leadScan(teamA.auth, badge.token)).body.data;
    const listB = (await t.request({ method: 'GET', url: '/api/member/leads?pageSize=100', headers: teamB.auth })).body.data.rows as { name: string }[];
    expect(listB.map((l) => l.name)).not.toContain('Only A');
    expect((await post(t, `/api/member/leads/${lead.id}`, { notes: 'mine now' }, teamB.auth)).status).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/member/leads/export', headers: teamB.auth })).raw.toString('utf8')).not.toContain('Only A');
    const unbound = await registerByMobile(t);
    for (const [method, url, payload] of [['GET', '/api/member/leads'], ['GET', '/api/member/leads/export'], ['POST', '/api/member/leads/scan', { scanId: nextScanId(), code: badge.token, deviceId: 'stand-device-01' }], ['POST', `/api/member/leads/${lead.id}`, { notes: 'x' }]] as const) {
      expect([url, (await t.request({ method, url, payload, headers: unbound.auth })).status]).toEqual([url, 403]);
      expect([url, (await t.request({ method, url, payload })).status]).toEqual([url, 401]);
      expect([url, (await t.request({ method, url, payload, headers: gate })).status]).toEqual([url, 401]);
    }
  });
});

describe('the organiser', () => {
  test('the dashboard counts registrations and check-ins; exports are CSV; members and gates cannot read them', async () => {
    const dashboard = (await t.request({ method: 'GET', url: '/api/editor/visitors/dashboard', headers: editor })).body.data;
    expect(dashboard.registrations).toBeGreaterThan(5);
    expect(dashboard.admitted).toBeGreaterThan(2);
    expect(dashboard.byBusinessType).toEqual([expect.objectContaining({ key: 'bakery' })]);
    expect(dashboard.checkinsByGate).toEqual(expect.arrayContaining([{ key: 'North', count: expect.any(Number) }, { key: 'East', count: 1 }]));
    expect(dashboard.checkinsByHour[0].key).toBe('2027-05-12 10');
    const csv = await t.request({ method: 'GET', url: '/api/editor/visitors/export?kind=checkins', headers: editor });
    expect(csv.raw.toString('utf8')).toMatch(/^\uFEFFbadge,name,company,day,gate,admitted_at\r\n/);
    const list = (await t.request({ method: 'GET', url: '/api/editor/visitors?keyword=%E7%8E%8B', headers: editor })).body.data;
    expect(list.rows[0]).toMatchObject({ name: '王小面', contact: expect.stringMatching(/\*{4}/) });
    const member = await registerByMobile(t);
    for (const headers of [member.auth, gate, {}]) expect((await t.request({ method: 'GET', url: '/api/editor/visitors/dashboard', headers })).status).toBe(401);
  });
});

describe("the app's clock", () => {
  test("a gate's sign-in lasts its shift on the app's clock, not the machine's: 17 hours later its token is refused", async () => {
    let now = new Date('2027-05-12T01:00:00Z');
    const shift = await buildTestApp({ env: TEST_ENV, now: () => now, sameDatabaseAs: t });
    try {
      const login = await post(shift, '/api/gate/login', { username: 'north.gate', password: 'north-gate-password' });
      const headers = { authorization: `Bearer ${login.body.data}`, ...EN };
      const scanWith = () => shift.request({ method: 'POST', url: '/api/gate/scan', headers, payload: { scanId: nextScanId(), code: 'not-a-badge', deviceId: 'device-0002', gate: 'North' } });
      expect((await scanWith()).status).not.toBe(401);
      now = new Date(now.getTime() + 17 * 3600_000);
      expect((await scanWith()).status).toBe(401);
    } finally {
      await shift.close();
    }
  });
});

describe('scan limits at a show\'s rate', () => {
  const gateScanAs = (headers: Record<string, string>, code: string, deviceId: string, lang = EN) =>
    t.request({ method: 'POST', url: '/api/gate/scan', headers: { ...headers, ...lang }, payload: { scanId: nextScanId(), code, deviceId, gate: 'West' } });
  async function newGate(username: string, extra: object = {}) {
    expect((await post(t, '/api/editor/content/gateAccounts', { username, password: 'west-gate-password', ...extra }, editor)).body.code).toBe(200);
    const login = await post(t, '/api/gate/login', { username, password: 'west-gate-password' });
    return { authorization: `Bearer ${login.body.data}` };
  }

  test('a fast lane: one device scans its burst of 60 a minute in parallel, the 61st waits; the next minute it scans again', async () => {
    const headers = await newGate('lane.gate');
    const { badge } = await registerVisitor();
    const replies = await Promise.all(Array.from({ length: 70 }, () => gateScanAs(headers, badge.token, 'lane-device-1')));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(SCAN_LIMITS.perDevicePerMinute);
    expect(replies.filter((r) => r.status === 429).map((r) => r.body.msg)).toEqual(Array(70 - SCAN_LIMITS.perDevicePerMinute).fill('Too many requests, please try again later'));
    // Another lane of the same account is not held up by this one.
    expect((await gateScanAs(headers, badge.token, 'lane-device-2')).body.data.result).toBe('already');
    await t.app.auth.limiter.age(['scan:device:lane-device-1:minute'], 61);
    expect((await gateScanAs(headers, badge.token, 'lane-device-1')).body.data.result).toBe('already');
  });

  test("the organiser's own hourly limit for a gate account holds across its devices under parallel scans", async () => {
    const headers = await newGate('small.gate', { scans_per_hour: 100 });
    const { badge } = await registerVisitor();
    const replies = await Promise.all(Array.from({ length: 120 }, (_, i) => gateScanAs(headers, badge.token, `small-device-${i % 3}`)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(100);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(20);
    const refused = await post(t, '/api/editor/content/gateAccounts', { username: 'tiny.gate', password: 'west-gate-password', scans_per_hour: 5 }, editor);
    expect(refused.body).toMatchObject({ code: 400, data: { field: 'scans_per_hour' } });
  });

  test('a device that reads numbers that are no badge is stopped for the hour, in the scanner\'s language, and the console shows an alert; a lane with a few bad codes is not', async () => {
    const headers = await newGate('guess.gate');
    const { badge } = await registerVisitor();
    // A real lane: mostly badges, some unreadable codes (a screenshot of another show's ticket).
    for (let i = 0; i < 40; i += 1) expect((await gateScanAs(headers, badge.token, 'honest-lane')).status).toBe(200);
    await t.app.auth.limiter.age(['scan:device:honest-lane:minute'], 61);
    for (let i = 0; i < SCAN_LIMITS.guessingMinUnknown + 5; i += 1) expect((await gateScanAs(headers, `not-a-badge-${i}`, 'honest-lane')).body.data.result).toBe('unknown');
    expect((await gateScanAs(headers, badge.token, 'honest-lane')).body.data.result).toBe('already');

    // A stolen phone trying numbers: stopped once it had its 30 unknown answers, even for a real badge.
    for (let i = 0; i < SCAN_LIMITS.guessingMinUnknown; i += 1) expect((await gateScanAs(headers, 'not-a-badge', 'stolen-phone')).body.data.result).toBe('unknown');
    const stopped = await gateScanAs(headers, badge.token, 'stolen-phone', ZH);
    expect(stopped.status).toBe(429);
    expect(stopped.body.msg).toBe('此设备识别到过多无效胸卡号码，本小时内已暂停扫码，请联系主办方。');
    expect((await gateScanAs(headers, badge.token, 'stolen-phone')).body.msg).toContain('too many numbers that are not badges');
    // The account's other lanes go on.
    expect((await gateScanAs(headers, badge.token, 'honest-lane')).body.data.result).toBe('already');
    const alerts = await t.request({ method: 'GET', url: '/api/editor/visitors/scan-alerts', headers: { ...editor, ...EN } });
    const mine = alerts.body.data.rows.filter((a: { deviceId: string }) => a.deviceId === 'stolen-phone');
    expect(mine).toEqual([expect.objectContaining({ kind: 'gate', account: 'guess.gate', scans: SCAN_LIMITS.guessingMinUnknown, unknown: SCAN_LIMITS.guessingMinUnknown })]);
  });

  test('guessing spread over made-up device ids stops the whole gate account', async () => {
    const headers = await newGate('rotating.gate');
    const { badge } = await registerVisitor();
    const guesses = await Promise.all(Array.from({ length: SCAN_LIMITS.guessingMinUnknownPerAccount }, (_, i) => gateScanAs(headers, 'not-a-badge', `made-up-${i}`)));
    expect(guesses.every((r) => r.body.data?.result === 'unknown')).toBe(true);
    const next = await gateScanAs(headers, badge.token, 'made-up-new');
    expect(next.status).toBe(429);
    const alerts = await t.request({ method: 'GET', url: '/api/editor/visitors/scan-alerts', headers: { ...editor, ...EN } });
    expect(alerts.body.data.rows).toContainEqual(expect.objectContaining({ account: 'rotating.gate', deviceId: SCAN_ALERT_ALL_DEVICES }));
  }, 120_000);
});

function burst(): BurstContext {
  return { clients: [injectClient(t)], db: t.engine.db };
}
