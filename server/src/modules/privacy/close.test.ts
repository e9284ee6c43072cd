import {
  ACCOUNT_CLOSE_GRACE_DAYS, DELETED_VISITOR, INVITATION_PATHS, LEAD_STATE_LABELS, MEETING_PATHS, STAFF_PASS_PATHS, VISITOR_PATHS, messageText, type Meeting, type MeetingDetail, type StaffPass,
} from '@expo/contract';
import { buildTestApp, EN, ZH, type TestApp } from '../../../test/helper';
import { CAPTCHA_ANSWER, TEST_ENV, badgeTokenSentTo, captcha, encrypt, latestCode, post, registerByMobile, signInEditor, uniqueMobile } from '../../../test/accounts';
import { retentionPass } from './retention-job';

// Closing an account: a code to the account's own mobile confirms; signing in within the grace
// cancels it and everything stays; after the grace (clock moved) the person is erased everywhere
// (sign-in fails, the team's lead shows a deleted visitor, meetings keep their times) and the
// exhibitor's statistics keep their counts. A registration without an account is deleted from its
// badge page by the badge's token.

const SHOW = new Date('2027-05-12T02:00:00Z').getTime();
const DAY = 86_400_000;
let offsetMs = 0;
let t: TestApp;
type Member = Awaited<ReturnType<typeof registerByMobile>>;
let team: Member;
let exhibitorId: number;

beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, now: () => new Date(SHOW + offsetMs) });
  team = await registerByMobile(t);
  exhibitorId = (await t.engine.db.selectFrom('exhibitor').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  await t.engine.db.updateTable('member').set({ exhibitor_id: exhibitorId }).where('mobile', '=', team.mobile).execute();
}, 180_000);
afterAll(() => t.close());

const idOf = async (m: Member) => (await t.engine.db.selectFrom('member').select('id').where('mobile', '=', m.mobile).executeTakeFirstOrThrow()).id;

/** A code for scene `visit`, as the site sends it. */
async function visitCode(target: string): Promise<string> {
  const { captchaId, publicKey } = await captcha(t);
  await post(t, '/api/common/sendSmsCode', { mobile: encrypt(publicKey, `${target}:${captchaId}`), captchaId, captchaCode: CAPTCHA_ANSWER, scene: 'visit' });
  return (await latestCode(t, target))!;
}

/** Registers for the show (as the member when `auth` is given) with the contact shared, and the team scans the badge: the badge's token. */
async function visitorWithLead(mobile: string, name: string, auth: Record<string, string> = {}): Promise<string> {
  const res = await t.request({
    method: 'POST', url: '/api/visit/register', headers: { ...EN, ...auth },
    payload: { name, company: `${name} Bakery`, jobTitle: 'Buyer', country: '中国', province: '广东', mobile, code: await visitCode(mobile), businessType: 'bakery', interests: ['equipment'], days: ['2027-05-12'], purpose: 'Ovens', shareContact: true },
  });
  expect(res.body).toMatchObject({ code: 200 });
  const token = res.body.data.token as string;
  const scan = await t.request({ method: 'POST', url: '/api/member/leads/scan', headers: { ...team.auth, ...EN }, payload: { scanId: `close-${name}-${Date.now()}`, code: token, deviceId: 'stand-device-01' } });
  expect(scan.body.code).toBe(200);
  return token;
}

/** A member with a registration (a lead of the team), a meeting with a thread, a demand, a collection and an inquiry. */
async function memberWithRecords(name: string): Promise<Member & { visitorMobile: string }> {
  const m = await registerByMobile(t);
  const memberId = await idOf(m);
  // registered with another mobile (the account's waits a minute before another code)
  const visitorMobile = uniqueMobile();
  await visitorWithLead(visitorMobile, name, m.auth);
  const db = t.engine.db;
  const visitor = await db.selectFrom('visitor').select('id').where('member_id', '=', memberId).executeTakeFirstOrThrow();
  const now = new Date(SHOW);
  const meeting = await db.insertInto('meeting').values({
    edition: '2027-05-12', exhibitor_id: exhibitorId, member_id: memberId, visitor_id: visitor.id, initiated_by: 'visitor', status: 'requested',
    starts_at: new Date('2027-05-13T02:00:00Z'), ends_at: new Date('2027-05-13T02:30:00Z'), topic: 'samples', message: `${name}-message`, requested_at: now, asked_at: now, updated_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('meeting_post').values({ meeting_id: meeting.id, side: 'visitor', member_id: memberId, body: `${name}-message`, created_at: now }).execute();
  await db.insertInto('demand').values({ member_id: memberId, demand_type: 1, status: 'approved', intro: `${name}-demand`, mobile: m.mobile, approved_at: now, expires_at: new Date(SHOW + 30 * DAY) }).execute();
  await db.insertInto('member_mark').values({ member_id: memberId, mark: 'collect', target_type: 'exhibitor', target_id: exhibitorId, created_at: now }).execute();
  await db.insertInto('inquiry').values({ member_id: memberId, exhibitor_id: exhibitorId, name, mobile: m.mobile, email: `${name}@example.com`, contents: `${name}-inquiry`, created_at: now }).execute();
  return { ...m, visitorMobile };
}

const leads = async (lang = EN) => (await t.request({ method: 'GET', url: '/api/member/leads?pageSize=100', headers: { ...team.auth, ...lang } })).body.data.rows as { name: string; company: string; mobile: string | null }[];
/** The exhibitor's statistics summed over the days shown (the window moves with the clock). */
const stats = async () => {
  const { days } = (await t.request({ method: 'GET', url: '/api/member/exhibitor/stats', headers: { ...team.auth, ...EN } })).body.data as { days: Record<string, number | string>[] };
  const sum = (key: string) => days.reduce((n, d) => n + Number(d[key]), 0);
  return { collects: sum('collects'), inquiries: sum('inquiries'), leads: (await leads()).length };
};
const passwordSignIn = async (m: Member) => {
  const c = await captcha(t);
  return post(t, '/api/auth/login', { username: m.mobile, password: m.password, captchaId: c.captchaId, captchaCode: CAPTCHA_ANSWER }, EN);
};

/** Asks for the code and confirms with it: the answer. */
async function close(m: Member) {
  // a minute after registering: the resend wait of the account's mobile has passed
  await t.engine.db.deleteFrom('rate_event').where('key', 'like', `%${m.mobile}%`).execute();
  expect((await post(t, '/api/member/account-close/code', { channel: 'sms' }, { ...m.auth, ...EN })).body.code).toBe(200);
  const code = (await latestCode(t, m.mobile))!;
  expect(await t.engine.db.selectFrom('outbox').select('body').where('recipient', '=', m.mobile).orderBy('id', 'desc').executeTakeFirstOrThrow()).toMatchObject({ body: expect.stringContaining('close your account') });
  return post(t, '/api/member/account-close', { channel: 'sms', code }, { ...m.auth, ...EN });
}

describe('closing an account', () => {
  afterEach(() => {
    offsetMs = 0;
  });

  test('after the grace the person is erased: sign-in fails, the lead shows a deleted visitor, meetings keep their times, demands are down, statistics keep their counts', async () => {
    const alice = await memberWithRecords('Alice');
    const aliceId = await idOf(alice);
    const before = await stats();
    expect(before).toMatchObject({ collects: expect.any(Number), inquiries: expect.any(Number) });
    expect(before.collects * before.inquiries).toBeGreaterThan(0);
    expect((await leads()).find((l) => l.name === 'Alice')).toMatchObject({ mobile: alice.visitorMobile });

    const wrong = await post(t, '/api/member/account-close', { channel: 'sms', code: '000000' }, { ...alice.auth, ...EN });
    expect(wrong.body.code).toBe(400);
    const closed = await close(alice);
    expect(closed.body).toMatchObject({ code: 200, data: { state: 'closing', eraseAt: new Date(SHOW + ACCOUNT_CLOSE_GRACE_DAYS * DAY).toISOString() } });
    // every session ended: the member is told that signing in within the grace cancels it
    expect((await t.request({ method: 'GET', url: '/api/member/account-close', headers: alice.auth })).status).toBe(401);

    offsetMs = (ACCOUNT_CLOSE_GRACE_DAYS - 1) * DAY;
    expect((await retentionPass(t.engine.db, t.app.now())).accountsErased).toBe(0);
    offsetMs = (ACCOUNT_CLOSE_GRACE_DAYS + 1) * DAY;
    expect((await retentionPass(t.engine.db, t.app.now())).accountsErased).toBe(1);

    const signIn = await passwordSignIn(alice);
    expect(signIn.body).toMatchObject({ code: 400, msg: messageText('en', 'wrongCredentials') });
    expect((await leads()).some((l) => l.name === 'Alice')).toBe(false);
    const erasedLead = (await leads()).find((l) => l.name === DELETED_VISITOR.en);
    expect(erasedLead).toMatchObject({ company: '', mobile: null });
    expect((await leads(ZH)).some((l) => l.name === DELETED_VISITOR.zh)).toBe(true);
    expect(await stats()).toEqual(before);

    const db = t.engine.db;
    expect(await db.selectFrom('member').select(['mobile', 'email', 'nickname']).where('id', '=', aliceId).executeTakeFirstOrThrow()).toEqual({ mobile: null, email: null, nickname: null });
    const meeting = await db.selectFrom('meeting').select(['starts_at', 'topic', 'member_id']).where('member_id', '=', aliceId).executeTakeFirstOrThrow();
    expect(meeting).toEqual({ starts_at: new Date('2027-05-13T02:00:00Z'), topic: 'samples', member_id: aliceId });
    expect(await db.selectFrom('meeting_post').select('id').where('member_id', '=', aliceId).execute()).toEqual([]);
    expect(await db.selectFrom('demand').select(['status', 'intro', 'mobile']).where('member_id', '=', aliceId).executeTakeFirstOrThrow()).toEqual({ status: 'rejected', intro: '', mobile: '' });
    const everything = JSON.stringify(await Promise.all(['visitor', 'inquiry', 'demand', 'meeting', 'meeting_post', 'member', 'session', 'notification'].map((table) => db.selectFrom(table as 'member').selectAll().execute())));
    for (const trace of ['Alice', alice.mobile, alice.visitorMobile]) expect([trace, everything.includes(trace)]).toEqual([trace, false]);
  }, 60_000);

  test('signing in within the grace cancels the closing and everything stays', async () => {
    const bob = await memberWithRecords('Bob');
    const before = await stats();
    expect((await close(bob)).body.data.state).toBe('closing');
    offsetMs = 3 * DAY;
    const signIn = await passwordSignIn(bob);
    expect(signIn.body.code).toBe(200);
    const auth = { authorization: `Bearer ${signIn.body.data}` };
    expect((await t.request({ method: 'GET', url: '/api/member/account-close', headers: auth })).body.data).toMatchObject({ state: 'open', eraseAt: null, cancelledAt: expect.any(String) });

    offsetMs = (ACCOUNT_CLOSE_GRACE_DAYS + 1) * DAY;
    await retentionPass(t.engine.db, t.app.now());
    expect((await passwordSignIn(bob)).body.code).toBe(200);
    expect((await leads()).find((l) => l.name === 'Bob')).toMatchObject({ company: 'Bob Bakery', mobile: bob.visitorMobile });
    expect(await stats()).toEqual(before);
  }, 60_000);

  test('a code goes only to the account\'s own contact; an account without e-mail gets a 400 for e-mail', async () => {
    const carol = await registerByMobile(t);
    const answer = await post(t, '/api/member/account-close/code', { channel: 'email' }, { ...carol.auth, ...EN });
    expect(answer.body).toMatchObject({ code: 400, msg: messageText('en', 'closeCodeNoChannel') });
    expect((await post(t, '/api/member/account-close/code', { channel: 'fax' }, { ...carol.auth, ...EN })).body.code).toBe(400);
    expect((await post(t, '/api/member/account-close', { channel: 'sms' }, { ...carol.auth, ...EN })).body.code).toBe(400);
  });
});

describe('deleting a registration from the badge page', () => {
  test("the badge's token deletes it, confirmed: the badge stops working, the team's lead shows a deleted visitor, the count stays", async () => {
    const mobile = uniqueMobile();
    const token = await visitorWithLead(mobile, 'Dora');
    const count = (await leads()).length;
    const open = () => t.request({ method: 'GET', url: '/api/visit/badge', headers: { ...EN, 'x-badge-token': token } });
    expect((await open()).body.code).toBe(200);
    const unconfirmed = await t.request({ method: 'POST', url: '/api/visit/badge/delete', headers: { ...EN, 'x-badge-token': token }, payload: {} });
    expect(unconfirmed.body.code).toBe(400);
    const wrongToken = await t.request({ method: 'POST', url: '/api/visit/badge/delete', headers: { ...EN, 'x-badge-token': 'x'.repeat(35) }, payload: { confirm: true } });
    expect(wrongToken.body.code).toBe(404);
    const deleted = await t.request({ method: 'POST', url: '/api/visit/badge/delete', headers: { ...EN, 'x-badge-token': token }, payload: { confirm: true } });
    expect(deleted.body.code).toBe(200);
    expect((await open()).body.code).toBe(404);
    const rows = await leads();
    expect(rows).toHaveLength(count);
    expect(rows.some((l) => l.name === 'Dora')).toBe(false);
    const visitor = await t.engine.db.selectFrom('visitor').selectAll().where('badge_number', 'is not', null).where('contact', 'like', 'erased:%').execute();
    expect(JSON.stringify(visitor)).not.toContain(mobile);
  });
});

describe("an erased visitor's lead", () => {
  test("reads DELETED_VISITOR and that the visitor's data was deleted, in both languages: the team's list, the lead, the CSV and a stand's scan of the badge number or its QR code", async () => {
    const token = await visitorWithLead(uniqueMobile(), 'Hana');
    const { number } = (await t.request({ method: 'GET', url: '/api/visit/badge', headers: { ...EN, 'x-badge-token': token } })).body.data as { number: string };
    const leadId = ((await leads()) as unknown as { id: number; name: string }[]).find((l) => l.name === 'Hana')!.id;
    expect((await t.request({ method: 'POST', url: '/api/visit/badge/delete', headers: { ...EN, 'x-badge-token': token }, payload: { confirm: true } })).body.code).toBe(200);
    // the deleted registration's badge page opens nothing any more
    expect((await t.request({ method: 'GET', url: '/api/visit/badge', headers: { ...EN, 'x-badge-token': token } })).body).toMatchObject({ msg: messageText('en', 'noBadgeHere') });

    const listed = async (lang: typeof EN) => ((await leads(lang)) as unknown as { id: number }[]).find((l) => l.id === leadId);
    expect(await listed(EN)).toMatchObject({ name: DELETED_VISITOR.en, company: '', mobile: null, email: null, consent: 'erased' });
    expect(await listed(ZH)).toMatchObject({ name: DELETED_VISITOR.zh, consent: 'erased' });
    const rated = await t.request({ method: 'POST', url: `/api/member/leads/${leadId}`, headers: { ...team.auth, ...EN }, payload: { rating: 'hot' } });
    expect(rated.body.data).toMatchObject({ id: leadId, name: DELETED_VISITOR.en, consent: 'erased', rating: 'hot' });

    const csv = async (lang: Record<string, string>) => (await t.request({ method: 'GET', url: '/api/member/leads/export', headers: { ...team.auth, ...lang } })).raw.toString('utf8');
    const line = (text: string, name: string) => text.split('\n').find((row) => row.startsWith(name) && row.includes(',hot,'));
    expect(line(await csv(EN), DELETED_VISITOR.en)).toContain(LEAD_STATE_LABELS.erased.en);
    expect(line(await csv(ZH), DELETED_VISITOR.zh)).toContain(LEAD_STATE_LABELS.erased.zh);

    // by its number and by its QR code (the signed token the badge page showed)
    for (const code of [number, token]) {
      const scan = (lang: Record<string, string>) => t.request({ method: 'POST', url: '/api/member/leads/scan', headers: { ...team.auth, ...lang }, payload: { scanId: `close-Hana-again-${Date.now()}-${code.length}-${lang.lang}`, code, deviceId: 'stand-device-01' } });
      expect((await scan(EN)).body).toMatchObject({ code: 400, msg: messageText('en', 'badgeHolderErased') });
      expect((await scan(ZH)).body).toMatchObject({ code: 400, msg: messageText('zh', 'badgeHolderErased') });
    }
  });
});

describe('an erased person reads "deleted visitor" to others, in both languages', () => {
  const get = async (url: string, auth: Record<string, string>, lang: Record<string, string>) => {
    const res = await t.request({ method: 'GET', url: `/api${url}`, headers: { ...auth, ...lang } });
    expect(res.body.code).toBe(200);
    return res.body.data;
  };

  test("the team's meetings (list and thread), invited visitors, demand claims and the console's registrations", async () => {
    const erin = await memberWithRecords('Erin');
    const erinId = await idOf(erin);
    const db = t.engine.db;
    const visitor = await db.selectFrom('visitor').select('id').where('member_id', '=', erinId).executeTakeFirstOrThrow();
    const meeting = await db.selectFrom('meeting').select('id').where('member_id', '=', erinId).executeTakeFirstOrThrow();
    const invitation = await db.insertInto('invitation').values({ source_kind: 'exhibitor', exhibitor_id: exhibitorId, kind: 'link', label: 'Erin-invitation', cap: 10 }).returning('id').executeTakeFirstOrThrow();
    await db.updateTable('visitor').set({ invitation_id: invitation.id }).where('id', '=', visitor.id).execute();
    const demand = await db.insertInto('demand').values({ member_id: await idOf(team), demand_type: 1, status: 'approved', intro: 'team-demand', mobile: team.mobile, approved_at: new Date(SHOW), expires_at: new Date(SHOW + 30 * DAY) }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('demand_claim').values({ demand_id: demand.id, member_id: erinId }).execute();
    await db.updateTable('member').set({ nickname: 'Erin' }).where('id', '=', erinId).execute();
    const editor = await signInEditor(t, 'editor.erasure');

    /** Each place's name of Erin, as the team (or the editor) reads it in `lang`. */
    const names = async (lang: Record<string, string>) => ({
      meetings: ((await get(MEETING_PATHS.team, team.auth, lang)) as Meeting[]).find((m) => m.id === meeting.id)?.visitor.name,
      thread: ((await get(MEETING_PATHS.one.replace(':id', String(meeting.id)), team.auth, lang)) as MeetingDetail).visitor.name,
      invited: ((await get(`${INVITATION_PATHS.teamVisitors}?invitationId=${invitation.id}`, team.auth, lang)).rows as { name: string }[])[0]?.name,
      claims: ((await get(`/demand/${demand.id}/claims`, team.auth, lang)) as { nickname: string | null }[])[0]?.nickname,
      console: ((await get(`${VISITOR_PATHS.editorList}?pageSize=100`, editor, lang)).rows as { id: number; name: string }[]).find((r) => r.id === visitor.id)?.name,
    });
    expect(await names(EN)).toEqual({ meetings: 'Erin', thread: 'Erin', invited: 'Erin', claims: 'Erin', console: 'Erin' });

    await close(erin);
    offsetMs = (ACCOUNT_CLOSE_GRACE_DAYS + 1) * DAY;
    expect((await retentionPass(db, t.app.now())).accountsErased).toBe(1);
    const everywhere = (lang: 'zh' | 'en') => ({ meetings: DELETED_VISITOR[lang], thread: DELETED_VISITOR[lang], invited: DELETED_VISITOR[lang], claims: DELETED_VISITOR[lang], console: DELETED_VISITOR[lang] });
    expect(await names(EN)).toEqual(everywhere('en'));
    expect(await names(ZH)).toEqual(everywhere('zh'));
    expect((await get(`${INVITATION_PATHS.teamVisitors}?invitationId=${invitation.id}`, team.auth, EN)).rows[0]).toMatchObject({ consent: 'erased', mobile: null });
    offsetMs = 0;
  }, 60_000);

  test('a staff pass deleted from its badge page', async () => {
    const mobile = uniqueMobile();
    const added = await t.request({ method: 'POST', url: `/api${STAFF_PASS_PATHS.team}`, headers: { ...team.auth, ...EN }, payload: { name: 'Fang Staff', mobile } });
    expect(added.body.code).toBe(200);
    const passName = async (lang: Record<string, string>) => ((await get(STAFF_PASS_PATHS.team, team.auth, lang)).passes as StaffPass[]).find((p) => p.id === added.body.data.id)?.name;
    expect(await passName(EN)).toBe('Fang Staff');
    const token = await badgeTokenSentTo(t, mobile);
    expect((await t.request({ method: 'POST', url: '/api/visit/badge/delete', headers: { ...EN, 'x-badge-token': token }, payload: { confirm: true } })).body.code).toBe(200);
    expect(await passName(EN)).toBe(DELETED_VISITOR.en);
    expect(await passName(ZH)).toBe(DELETED_VISITOR.zh);
  });
});


describe("an erased person's meetings", () => {
  test('open and upcoming ones are cancelled (times kept, slot freed, the reason in the reader\'s language, the team told); answering or writing is refused; past ones stay', async () => {
    const gina = await memberWithRecords('Gina');
    const ginaId = await idOf(gina);
    const db = t.engine.db;
    const visitor = await db.selectFrom('visitor').select('id').where('member_id', '=', ginaId).executeTakeFirstOrThrow();
    const now = new Date(SHOW);
    const meetingAt = async (status: 'requested' | 'accepted', startsAt: number) => (await db.insertInto('meeting').values({
      edition: '2027-05-12', exhibitor_id: exhibitorId, member_id: ginaId, visitor_id: visitor.id, initiated_by: 'visitor', status,
      starts_at: new Date(startsAt), ends_at: new Date(startsAt + 30 * 60_000), topic: 'prices', message: 'Gina-message', requested_at: now, asked_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow()).id;
    const requested = await meetingAt('requested', SHOW + 10 * DAY);
    const accepted = await meetingAt('accepted', SHOW + 11 * DAY);
    const past = await meetingAt('accepted', SHOW + 3_600_000);
    await db.insertInto('meeting_desk').values({ exhibitor_id: exhibitorId, desk: 1 }).onConflict((oc) => oc.doNothing()).execute();
    await db.insertInto('meeting_hold').values({ meeting_id: accepted, exhibitor_id: exhibitorId, desk: 1, member_id: ginaId, at: new Date(SHOW + 11 * DAY) }).execute();
    const teamId = await idOf(team);
    const noticesBefore = (await db.selectFrom('notification').select('id').where('member_id', '=', teamId).execute()).length;

    await close(gina);
    offsetMs = (ACCOUNT_CLOSE_GRACE_DAYS + 1) * DAY;
    const report = await retentionPass(db, t.app.now());
    expect(report.accountsErased).toBe(1);

    const rows = await db.selectFrom('meeting').select(['id', 'status', 'starts_at', 'ended_by']).where('id', 'in', [requested, accepted, past]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: requested, status: 'cancelled', starts_at: new Date(SHOW + 10 * DAY), ended_by: 'system' },
      { id: accepted, status: 'cancelled', starts_at: new Date(SHOW + 11 * DAY), ended_by: 'system' },
      { id: past, status: 'accepted', starts_at: new Date(SHOW + 3_600_000), ended_by: null },
    ]);
    expect(await db.selectFrom('meeting_hold').select('at').where('meeting_id', '=', accepted).execute()).toEqual([]);

    const teamView = async (lang: Record<string, string>) => ((await t.request({ method: 'GET', url: `/api${MEETING_PATHS.team}`, headers: { ...team.auth, ...lang } })).body.data as Meeting[]);
    for (const [lang, key] of [[EN, 'en'], [ZH, 'zh']] as const) {
      const seen = (await teamView(lang)).filter((m) => [requested, accepted, past].includes(m.id)).map((m) => ({ id: m.id, status: m.status, name: m.visitor.name, reason: m.reason, startsAt: m.startsAt, visitorErased: m.visitorErased }));
      expect(seen).toEqual([
        { id: past, status: 'accepted', name: DELETED_VISITOR[key], reason: null, startsAt: new Date(SHOW + 3_600_000).toISOString(), visitorErased: true },
        { id: requested, status: 'cancelled', name: DELETED_VISITOR[key], reason: messageText(key, 'meetingErasedReason'), startsAt: new Date(SHOW + 10 * DAY).toISOString(), visitorErased: true },
        { id: accepted, status: 'cancelled', name: DELETED_VISITOR[key], reason: messageText(key, 'meetingErasedReason'), startsAt: new Date(SHOW + 11 * DAY).toISOString(), visitorErased: true },
      ]);
    }

    // the team cannot accept, propose or write: the answer says why
    const act = (path: string, id: number, payload: object, lang = EN) => t.request({ method: 'POST', url: `/api${path.replace(':id', String(id))}`, headers: { ...team.auth, ...lang }, payload });
    expect((await act(MEETING_PATHS.accept, requested, {})).body).toMatchObject({ code: 400, msg: messageText('en', 'meetingPersonErased') });
    expect((await act(MEETING_PATHS.accept, requested, {}, ZH)).body).toMatchObject({ code: 400, msg: messageText('zh', 'meetingPersonErased') });
    expect((await act(MEETING_PATHS.propose, accepted, { startsAt: new Date(SHOW + 12 * DAY).toISOString() })).body).toMatchObject({ code: 400, msg: messageText('en', 'meetingPersonErased') });
    for (const id of [requested, past]) expect((await act(MEETING_PATHS.posts, id, { body: 'Are you coming?' })).body).toMatchObject({ code: 400, msg: messageText('en', 'meetingPersonErased') });
    expect(await db.selectFrom('meeting_post').select('id').where('meeting_id', 'in', [requested, accepted, past]).execute()).toEqual([]);

    // the team is told of each cancelled meeting (in its language, Chinese by default)
    const told = await db.selectFrom('notification').select(['title', 'meeting_id']).where('member_id', '=', teamId).orderBy('id').execute();
    const erasedNotices = told.slice(noticesBefore).filter((n) => n.meeting_id === requested || n.meeting_id === accepted);
    expect(erasedNotices.map((n) => n.title)).toEqual([expect.stringContaining('该访客的个人数据已删除'), expect.stringContaining('该访客的个人数据已删除')]);
    expect(report.noticeIds.length).toBeGreaterThanOrEqual(2);
    offsetMs = 0;
  }, 60_000);
});
