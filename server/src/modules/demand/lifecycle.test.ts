import http from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, CJK, EN, ZH, type TestApp } from '../../../test/helper';
import { TEST_ENV, post, sendCode, signInEditor, uniqueMobile } from '../../../test/accounts';
import { expiryPass } from './expiry';

// Issue 17, items 1 to 4, through the API with a clock the test moves: expiry and renewal, quotas,
// history, edits of approved demands, and notifications sent through a real SMTP server and an
// SMS webhook (and none when switched off). Two API instances share the database.

jest.setTimeout(300_000);

const DAY = 24 * 3600_000;
const T0 = new Date('2027-03-01T02:00:00Z').getTime();
let clock = new Date(T0);
const at = (days: number) => { clock = new Date(T0 + days * DAY); };

interface Mail { to: string[]; raw: string }
const mails: Mail[] = [];
const texts: Array<{ mobile: string; message: string }> = [];
let smtp: SMTPServer;
let webhook: http.Server;
let t: TestApp;
let second: TestApp;
let editor: Record<string, string>;
let categoryId: number;
let dictTime: string;
type Member = { mobile: string; auth: Record<string, string> };

/** Signs a member up by SMS code, read from the webhook (this app sends SMS there, not to the outbox). */
async function registerByMobile(): Promise<Member> {
  const mobile = uniqueMobile();
  expect((await sendCode(t, 'sms', mobile, 'register')).body.code).toBe(200);
  const code = texts.filter((s) => s.mobile === mobile).pop()!.message.match(/\b\d{6}\b/)![0];
  const res = await post(t, '/api/auth/register', { mobile, code, password: 'secret123', agree: true });
  expect(res.body.code).toBe(200);
  return { mobile, auth: { authorization: `Bearer ${res.body.data}` } };
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => { mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: decode(Buffer.concat(chunks).toString('utf8')) }); callback(); });
    },
  });
  const smtpPort = await listen(smtp.server);
  webhook = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => { texts.push(JSON.parse(Buffer.concat(chunks).toString('utf8'))); res.end('ok'); });
  });
  const webhookPort = await listen(webhook);
  const env = { ...TEST_ENV, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SMS_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/sms` };
  t = await buildTestApp({ env, now: () => clock });
  second = await buildTestApp({ env, now: () => clock, sameDatabaseAs: t });
  editor = await signInEditor(t, 'reviewer');
  categoryId = (await t.get('/api/common/category/getList')).body.data[0].productCategoryList[0].id;
  dictTime = (await t.get('/api/common/dict/demand_time')).body.data[0].dictValue;
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => webhook.close(() => resolve()));
});
beforeEach(() => at(0));

const buy = (productName = 'Low-gluten flour') => ({
  demandType: 1, productName, productCategoryId: categoryId, production: 5000, demandTime: dictTime, brandReq: '',
  intro: 'Cake flour every month.', companyName: 'Sweet Crumb Bakery', companyAddress: '88 Bread Road', mobile: '13912345678',
});

async function publish(member: Member, payload: object = buy(), lang = EN) {
  const res = await post(t, '/api/demand/publish', payload, { ...member.auth, ...lang });
  expect(res.body.code).toBe(200);
  return res.body.data.id as number;
}
const review = (id: number, body: object) => post(t, `/api/editor/demands/${id}/review`, body, editor);
async function approved(member: Member, payload?: object) {
  const id = await publish(member, payload);
  expect((await review(id, { approve: true })).body.code).toBe(200);
  return id;
}
const boardIds = async () => (await t.get('/api/demand/list?pageSize=100')).body.data.rows.map((r: { id: number }) => r.id);
const history = async (member: Member, id: number) => (await t.get(`/api/demand/${id}/history`, member.auth)).body.data.map((e: { kind: string }) => e.kind);
const settled = async () => { await t.app.notices.settled(); await second.app.notices.settled(); };
/** Empties what the transports received, once the sends under way have ended. */
const clearOutbox = async () => { await settled(); mails.length = 0; texts.length = 0; };

describe('expiry and renewal', () => {
  test('approved for the type\'s days; warned once 3 days before (two processes running the job at once); off the board when expired; renewed within 7 days without review', async () => {
    const alice = await registerByMobile();
    const bob = await registerByMobile();
    const id = await approved(alice);
    const view = (await t.get(`/api/demand/${id}`)).body.data;
    expect(view.expireTime).toBe(new Date(T0 + 30 * DAY).toISOString());
    expect(view.createTime).toBe(new Date(T0).toISOString());
    expect(await boardIds()).toContain(id);

    at(26);
    await Promise.all([expiryPass(t.engine.db, clock, t.app.notices), expiryPass(second.engine.db, clock, second.app.notices)]);
    expect((await t.get('/api/member/notifications', alice.auth)).body.data.rows.filter((n: { kind: string }) => n.kind === 'expiring')).toHaveLength(0);
    await clearOutbox();
    at(27.5);
    const passes = await Promise.all([expiryPass(t.engine.db, clock, t.app.notices), expiryPass(second.engine.db, clock, second.app.notices)]);
    expect(passes.reduce((n, p) => n + p.warned, 0)).toBe(1);
    await expiryPass(t.engine.db, clock, t.app.notices);
    await settled();
    const warnings = texts.filter((s) => s.mobile === alice.mobile && s.message.includes('leaves the board'));
    expect(texts.filter((s) => s.mobile === alice.mobile)).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toContain('Low-gluten flour');
    expect(warnings[0]!.message).toContain('2027-03-31');

    at(30.5);
    expect(await boardIds()).not.toContain(id);
    expect((await t.get(`/api/demand/${id}`, bob.auth)).status).toBe(404);
    expect((await post(t, `/api/demand/${id}/claim`, {}, bob.auth)).status).toBe(404);
    expect((await t.get(`/api/demand/${id}`, alice.auth)).body.data.status).toBe('expired');
    await expiryPass(t.engine.db, clock);
    await expiryPass(second.engine.db, clock);
    expect(await history(alice, id)).toEqual(['submitted', 'approved', 'expired']);

    const renew = await post(t, `/api/demand/${id}/renew`, {}, { ...alice.auth, ...EN });
    expect(renew.body).toMatchObject({ code: 200, msg: 'Renewed: on the board until 2027-04-30', data: { status: 'approved', expireTime: new Date(T0 + 60.5 * DAY).toISOString() } });
    expect(await boardIds()).toContain(id);
    expect(await history(alice, id)).toEqual(['submitted', 'approved', 'expired', 'renewed']);
  });

  test('a renewal more than 7 days after expiry goes back to review; one far from expiry is refused', async () => {
    const alice = await registerByMobile();
    const id = await approved(alice);
    at(10);
    const early = await post(t, `/api/demand/${id}/renew`, {}, { ...alice.auth, ...EN });
    expect(early.status).toBe(400);
    expect(early.body.msg).toContain('3 days');
    at(37.5);
    const late = await post(t, `/api/demand/${id}/renew`, {}, { ...alice.auth, ...ZH });
    expect(late.body).toMatchObject({ data: { status: 'pending', expireTime: null } });
    expect(late.body.msg).toMatch(CJK);
    expect(await boardIds()).not.toContain(id);
    expect((await t.get(`/api/demand/${id}`, alice.auth)).body.data.status).toBe('pending');
    await review(id, { approve: true });
    expect(await boardIds()).toContain(id);
    expect((await t.get(`/api/demand/${id}`)).body.data.expireTime).toBe(new Date(T0 + 67.5 * DAY).toISOString());
    expect((await post(t, `/api/demand/${id}/renew`, {}, alice.auth)).status).toBe(400);
  });

  test('another member can neither renew nor read the history of my demand', async () => {
    const alice = await registerByMobile();
    const bob = await registerByMobile();
    const id = await approved(alice);
    at(31);
    expect((await post(t, `/api/demand/${id}/renew`, {}, bob.auth)).status).toBe(403);
    expect((await t.get(`/api/demand/${id}/history`, bob.auth)).status).toBe(403);
    expect((await t.get(`/api/demand/${id}/history`)).status).toBe(401);
  });
});

describe('quotas set by editors', () => {
  test('open demands per type: at the limit, one past it (with the numbers, in the member\'s language), a parallel burst, expired ones not counted', async () => {
    expect((await t.request({ method: 'PUT', url: '/api/editor/content/demandRules/1', payload: { open_limit: 2 }, headers: editor })).body.code).toBe(200);
    const carol = await registerByMobile();
    await publish(carol);
    const second_ = await approved(carol);
    const past = await post(t, '/api/demand/publish', buy(), { ...carol.auth, ...EN });
    expect(past.status).toBe(429);
    expect(past.body.msg).toBe('You have 2 open buy demands (waiting or on the board); the most is 2. Wait for one to expire or delete one first');
    const zh = await post(t, '/api/demand/publish', buy(), { ...carol.auth, ...ZH });
    expect(zh.body.msg).toMatch(CJK);
    expect(zh.body.msg).toContain('2');
    // Another type has its own quota.
    expect((await post(t, '/api/demand/publish', { ...buy(), demandType: 2, productBrand: '', productPhoto: null }, carol.auth)).status).toBe(400);
    const quota = (await t.get('/api/member/demand-quota', carol.auth)).body.data;
    expect(quota[0]).toMatchObject({ demandType: 1, validityDays: 30, openLimit: 2, openUsed: 2, monthlyClaims: 20, claimsUsed: 0 });

    at(31);
    expect(second_).toBeGreaterThan(0);
    expect((await post(t, '/api/demand/publish', buy(), carol.auth)).body.code).toBe(200);

    const dave = await registerByMobile();
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => post(i % 2 ? second : t, '/api/demand/publish', buy(`Burst ${i}`), dave.auth)));
    expect(burst.filter((r) => r.body.code === 200)).toHaveLength(2);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(6);
    await t.request({ method: 'PUT', url: '/api/editor/content/demandRules/1', payload: { open_limit: 5 }, headers: editor });
  });

  test('claims per calendar month: at the limit, one past it, a parallel burst, the next month again', async () => {
    await t.request({ method: 'PUT', url: '/api/editor/content/demandRules/1', payload: { monthly_claims: 2 }, headers: editor });
    const erin = await registerByMobile();
    const frank = await registerByMobile();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await approved(erin, buy(`Claimable ${i}`)));
    const burst = await Promise.all(ids.slice(0, 4).map((id, i) => post(i % 2 ? second : t, `/api/demand/${id}/claim`, {}, { ...frank.auth, ...EN })));
    expect(burst.filter((r) => r.body.code === 200)).toHaveLength(2);
    const refused = burst.find((r) => r.status === 429)!;
    expect(refused.body.msg).toBe('You have claimed 2 buy demands this month; the most is 2 a month');
    // Claiming one already claimed again is not a new claim.
    const claimedId = ids[burst.findIndex((r) => r.body.code === 200)]!;
    expect((await post(t, `/api/demand/${claimedId}/claim`, {}, frank.auth)).body.code).toBe(200);
    expect((await t.get('/api/member/demand-quota', frank.auth)).body.data[0]).toMatchObject({ monthlyClaims: 2, claimsUsed: 2 });
    at(31); // April (and the demands renewed below stay claimable)
    await t.engine.db.updateTable('demand').set({ expires_at: new Date(T0 + 90 * DAY) }).where('id', 'in', ids).execute();
    expect((await post(t, `/api/demand/${ids[4]}/claim`, {}, frank.auth)).body.code).toBe(200);
    await t.request({ method: 'PUT', url: '/api/editor/content/demandRules/1', payload: { monthly_claims: 20 }, headers: editor });
  });

  test('the validity days come from the editors\' setting', async () => {
    await t.request({ method: 'PUT', url: '/api/editor/content/demandRules/1', payload: { validity_days: 10 }, headers: editor });
    const gina = await registerByMobile();
    const id = await approved(gina);
    expect((await t.get(`/api/demand/${id}`)).body.data.expireTime).toBe(new Date(T0 + 10 * DAY).toISOString());
    await t.request({ method: 'PUT', url: '/api/editor/content/demandRules/1', payload: { validity_days: 30 }, headers: editor });
    const rule = await t.get('/api/editor/content/demandRules/1', editor);
    expect(rule.body.data).toMatchObject({ demand_type: 1, validity_days: 30, open_limit: 5, monthly_claims: 20 });
  });
});

describe('history and edits of approved demands', () => {
  test('an edit of an approved demand goes to review while the approved version stays on the board; rejected, the approved one stays; approved, it replaces it', async () => {
    const hana = await registerByMobile();
    const id = await approved(hana, buy('Original flour'));
    at(1);
    const edit = await post(t, '/api/demand/publish', { ...buy('Edited flour'), id }, { ...hana.auth, ...EN });
    expect(edit.body).toMatchObject({ code: 200, msg: 'Edit posted, in review; the approved version stays on the board until then', data: { id, status: 'pending' } });
    expect((await t.get(`/api/demand/${id}`)).body.data.title).toBe('Original flour');
    expect(await boardIds()).toContain(id);
    expect((await t.get(`/api/demand/${id}`, hana.auth)).body.data).toMatchObject({ status: 'approved', editPending: true });

    const queue = (await t.get('/api/editor/demands?status=pending', editor)).body.data;
    const item = queue.find((q: { id: number }) => q.id === id);
    expect(item).toMatchObject({ edit: true, title: 'Edited flour', status: 'pending' });
    expect(item.history.map((e: { kind: string }) => e.kind)).toEqual(['submitted', 'approved', 'edited']);
    expect(item.history[1]).toMatchObject({ by: 'editor', editor: 'reviewer' });

    await review(id, { approve: false, reason: 'Please name the flour grade' });
    expect((await t.get(`/api/demand/${id}`)).body.data.title).toBe('Original flour');
    expect((await t.get(`/api/demand/${id}`, hana.auth)).body.data).toMatchObject({ status: 'approved', editPending: false });

    await post(t, '/api/demand/publish', { ...buy('T45 cake flour'), id }, hana.auth);
    await review(id, { approve: true });
    expect((await t.get(`/api/demand/${id}`)).body.data).toMatchObject({ title: 'T45 cake flour', expireTime: new Date(T0 + 30 * DAY).toISOString() });

    const bob = await registerByMobile();
    await post(t, '/api/member/updateProfile', { nickname: 'Bob the Baker' }, bob.auth);
    await post(t, `/api/demand/${id}/claim`, {}, bob.auth);
    await t.request({ method: 'POST', url: `/api/editor/demands/${id}/take-down`, payload: { reason: 'Duplicate post' }, headers: editor });
    expect(await boardIds()).not.toContain(id);
    const entries = (await t.get(`/api/demand/${id}/history`, hana.auth)).body.data;
    expect(entries.map((e: { kind: string }) => e.kind)).toEqual(['submitted', 'approved', 'edited', 'rejected', 'edited', 'approved', 'claimed', 'takenDown']);
    expect(entries[3]).toMatchObject({ by: 'editor', reason: 'Please name the flour grade' });
    expect(entries[3].editor).toBeUndefined();
    expect(entries[6]).toMatchObject({ by: 'member', claimer: 'Bob the Baker' });
    expect(JSON.stringify(entries)).not.toContain(bob.mobile);
    expect(entries[7]).toMatchObject({ reason: 'Duplicate post' });
  });
});

describe('notifications', () => {
  test('approved, rejected with the reason, claimed: by SMS on the signed-up number by default, in the member\'s language, listed with an unread count; no contact of the claimer', async () => {
    const ivy = await registerByMobile();
    const bob = await registerByMobile();
    await post(t, '/api/member/updateProfile', { nickname: 'Claimer Bob' }, bob.auth);
    await clearOutbox();
    const id = await publish(ivy, buy('Rye flour'), ZH);
    await review(id, { approve: false, reason: '请补充面粉等级' });
    const id2 = await publish(ivy, buy('Spelt flour'), EN);
    await review(id2, { approve: true });
    await post(t, `/api/demand/${id2}/claim`, {}, bob.auth);
    await settled();
    const mine = texts.filter((s) => s.mobile === ivy.mobile).map((s) => s.message);
    expect(mine).toHaveLength(3);
    expect(mails).toHaveLength(0);
    expect(mine.sort()).toEqual([
      'Your demand "Spelt flour" was approved and is on the board until 2027-03-31.',
      'Your demand "Spelt flour" was claimed by a member; see who in the member centre.',
      '您发布的需求“Rye flour”未通过审核：请补充面粉等级', // in the language the member used then
    ]);
    for (const text of mine) for (const leak of [bob.mobile, 'Claimer Bob']) expect(text).not.toContain(leak);

    const list = await t.get('/api/member/notifications', { ...ivy.auth, ...ZH });
    expect(list.body.data).toMatchObject({ total: 3, unread: 3 });
    expect(list.body.data.rows.map((n: { kind: string }) => n.kind)).toEqual(['claimed', 'approved', 'rejected']);
    expect(list.body.data.rows[0].text).toMatch(CJK);
    expect((await t.get('/api/member/notifications/unread', ivy.auth)).body.data).toEqual({ unread: 3 });
    expect((await post(t, '/api/member/notifications/read', { ids: [list.body.data.rows[0].id] }, ivy.auth)).body.data).toEqual({ unread: 2 });
    expect((await post(t, '/api/member/notifications/read', {}, ivy.auth)).body.data).toEqual({ unread: 0 });
    // Another member sees none of them and cannot mark them.
    expect((await t.get('/api/member/notifications', bob.auth)).body.data.total).toBe(0);
    expect((await t.get('/api/member/notifications/unread')).status).toBe(401);
  });

  test('per kind: e-mail over SMTP, both, or none (nothing sent, still listed)', async () => {
    const jack = await registerByMobile();
    const bob = await registerByMobile();
    await t.engine.db.updateTable('member').set({ email: `jack.${Date.now()}@example.com` }).where('mobile', '=', jack.mobile).execute();
    const email = (await t.get('/api/auth/getInfo', jack.auth)).body.data.email as string;
    expect((await t.get('/api/member/notice-settings', jack.auth)).body.data).toEqual({ approved: 'sms', rejected: 'sms', claimed: 'sms', expiring: 'sms', editSubmitted: 'sms', editApproved: 'sms', editRejected: 'sms', meetingRequest: 'sms', meetingAnswer: 'sms', meetingReminder: 'sms', leadsMasking: 'sms' });
    const saved = await post(t, '/api/member/notice-settings', { approved: 'email', claimed: 'none', rejected: 'both' }, { ...jack.auth, ...ZH });
    expect(saved.body.data).toEqual({ approved: 'email', rejected: 'both', claimed: 'none', expiring: 'sms', editSubmitted: 'sms', editApproved: 'sms', editRejected: 'sms', meetingRequest: 'sms', meetingAnswer: 'sms', meetingReminder: 'sms', leadsMasking: 'sms' });
    expect((await post(t, '/api/member/notice-settings', { approved: 'fax' }, jack.auth)).status).toBe(400);
    await clearOutbox();
    const id = await publish(jack, buy('Malt flour'), ZH);
    await review(id, { approve: true });
    await post(t, `/api/demand/${id}/claim`, {}, bob.auth);
    const id2 = await publish(jack, buy('Oat flour'), ZH);
    await review(id2, { approve: false, reason: 'Duplicate' });
    await settled();
    expect(mails.map((m) => m.to)).toEqual([[email], [email]]);
    expect(mails.find((m) => m.raw.includes('Malt flour'))!.raw).toMatch(CJK);
    expect(mails.find((m) => m.raw.includes('Oat flour'))!.raw).toContain('Duplicate');
    expect(texts.filter((s) => s.mobile === jack.mobile).map((s) => s.message)).toEqual([expect.stringContaining('Duplicate')]);
    expect((await t.get('/api/member/notifications', jack.auth)).body.data.total).toBe(3);

    await post(t, '/api/member/notice-settings', { approved: 'none', rejected: 'none', claimed: 'none', expiring: 'none' }, jack.auth);
    await clearOutbox();
    const id3 = await publish(jack, buy('Corn flour'));
    await review(id3, { approve: true });
    at(28);
    await expiryPass(t.engine.db, clock, t.app.notices);
    await settled();
    expect(mails).toHaveLength(0);
    expect(texts.filter((s) => s.mobile === jack.mobile)).toHaveLength(0);
    const kinds = (await t.get('/api/member/notifications', jack.auth)).body.data.rows.map((n: { kind: string }) => n.kind);
    expect(kinds[0]).toBe('expiring');
    expect(kinds.filter((k: string) => k === 'approved')).toHaveLength(2);
  });
});

function listen(server: http.Server | NetServer): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** The message as text: headers unfolded, base64 and quoted-printable bodies and encoded words decoded. */
function decode(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = head.match(/^Content-Transfer-Encoding:\s*(\S+)/im)?.[1]?.toLowerCase();
  const text = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : encoding === 'quoted-printable' ? Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')
    : body;
  const subject = head.replace(/=\?utf-8\?b\?([^?]*)\?=/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
  return `${subject}\n${text}`;
}
