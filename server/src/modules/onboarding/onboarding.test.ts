import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { ONBOARDING_LIMITS, type OnboardingBoard, type SendReport } from '@expo/contract';
import { buildTestApp, CJK, EN, ZH, type TestApp } from '../../../test/helper';
import { TEST_ENV, post, registerByMobile, signInEditor } from '../../../test/accounts';

// Onboarding every exhibitor: claim invitations e-mailed (through a real SMTP server) to each
// exhibitor without a team, in its languages, with a one-time code and a link to the binding page;
// a resend kills the old code; one e-mail per exhibitor per hour, also under parallel requests;
// the onboarding board's counts and filters; reminders.

const mails: { to: string[]; text: string }[] = [];
let smtp: SMTPServer;
let t: TestApp;
let editor: Record<string, string>;
const ids = { both: 0, zhOnly: 0, enOnly: 0, noEmail: 0, claimed: 0 };
const stamp = Date.now().toString(36);
const address = (who: string) => `${who}-${stamp}@bakery.example`;
/** The seed exhibitor given a team: its address does not match the keyword of this file's own exhibitors. */
const CLAIMED_ADDRESS = 'claimed-seed@bakery.example';

/** The message as text: base64 and quoted-printable bodies decoded. */
function decode(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = head.match(/^Content-Transfer-Encoding:\s*(\S+)/im)?.[1]?.toLowerCase();
  return encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : encoding === 'quoted-printable' ? Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')
    : body;
}

const mailsTo = (to: string) => mails.filter((m) => m.to.includes(to));
const codeIn = (text: string) => text.match(/code=([A-Z0-9]+)/)?.[1];
const invite = async (payload: object, headers = EN) => (await post(t, '/api/editor/onboarding/invitations', payload, { ...editor, ...headers })).body as { code: number; msg: string; data: SendReport };
const remind = async (payload: object) => (await post(t, '/api/editor/onboarding/reminders', payload, { ...editor, ...EN })).body as { code: number; data: SendReport };
const boardOf = async (query = '') => (await t.request({ method: 'GET', url: `/api/editor/onboarding?pageSize=100${query}`, headers: { ...editor, ...EN } })).body as { code: number; data: OnboardingBoard };
/** Lets the hour of the cap pass for an exhibitor. */
const anHourLater = (id: number) => t.engine.db.updateTable('exhibitor_onboarding').set({ last_mail_at: new Date(Date.now() - 61 * 60_000) }).where('exhibitor_id', '=', id).execute();
const useCode = async (code: string) => {
  const member = await registerByMobile(t);
  return (await post(t, '/api/member/binding/invite', { code }, { ...member.auth, ...EN })).body;
};

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), text: decode(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => smtp.server.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)));
  t = await buildTestApp({ env: { ...TEST_ENV, SMTP_URL: `smtp://127.0.0.1:${port}`, SITE_URL: 'https://expo.example' } });
  editor = await signInEditor(t, 'editor.onboarding');
  const db = t.engine.db;
  const make = async (values: { name_zh?: string; name_en?: string; email?: string | null }) => (await db.insertInto('exhibitor').values(values).returning('id').executeTakeFirstOrThrow()).id;
  ids.both = await make({ name_zh: `双语烘焙${stamp}`, name_en: `Bilingual Bakery ${stamp}`, email: address('both') });
  ids.zhOnly = await make({ name_zh: `中文面包${stamp}`, email: address('zh') });
  ids.enOnly = await make({ name_en: `English Ovens ${stamp}`, email: address('en') });
  ids.noEmail = await make({ name_zh: `无邮箱${stamp}`, name_en: `No Mail ${stamp}`, email: '  ' });
  // A seed exhibitor with an address gets a team: it is claimed.
  ids.claimed = (await db.selectFrom('exhibitor').select('id').where('email', 'is not', null).where('email', '<>', '').orderBy('id').executeTakeFirstOrThrow()).id;
  const member = await registerByMobile(t);
  await db.updateTable('member').set({ exhibitor_id: ids.claimed, exhibitor_bound_at: new Date() }).where('mobile', '=', member.mobile).execute();
  await db.updateTable('exhibitor').set({ email: CLAIMED_ADDRESS }).where('id', '=', ids.claimed).execute();
}, 180_000);
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('claim invitations', () => {
  test('to every exhibitor without a team: the claimed ones and those without an address are skipped and counted', async () => {
    const db = t.engine.db;
    const all = await db.selectFrom('exhibitor as e').select(['e.id', 'e.email'])
      .select((eb) => eb.exists(eb.selectFrom('member as m').select('m.id').whereRef('m.exhibitor_id', '=', 'e.id')).as('claimed')).execute();
    const claimed = all.filter((e) => e.claimed).length;
    const noEmail = all.filter((e) => !e.claimed && !e.email?.trim()).length;
    const sent = await invite({});
    expect(sent).toMatchObject({ code: 200, data: { invitations: all.length - claimed - noEmail, reminders: 0, skipped: { claimed, noEmail, recent: 0, complete: 0, unknown: 0 } } });
    expect(sent.data.skipped.claimed).toBeGreaterThanOrEqual(1);
    expect(sent.data.skipped.noEmail).toBeGreaterThanOrEqual(1);
    // The answer came before the e-mails: they are queued, and sent after it.
    expect(mails.length).toBeLessThan(sent.data.invitations);
    await t.app.onboardingMail.drain();
    expect(mailsTo(CLAIMED_ADDRESS)).toHaveLength(0);
    expect(mails.length).toBe(sent.data.invitations);
    const outcomes = await db.selectFrom('onboarding_mail').select(({ fn }) => ['outcome', fn.countAll<number>().as('n')]).groupBy('outcome').execute();
    expect(outcomes).toEqual([{ outcome: 'sent', n: sent.data.invitations }]);
    const audit = await db.selectFrom('editor_audit').select(['editor', 'action', 'resource', 'changes']).where('resource', '=', 'onboarding').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ editor: 'editor.onboarding', action: 'create', changes: { to: 'unclaimed', invitations: sent.data.invitations } });
  }, 120_000);

  test('the e-mail is in the exhibitor’s languages and holds the code and the link to the binding page with it', async () => {
    const both = mailsTo(address('both'));
    expect(both).toHaveLength(1);
    const code = codeIn(both[0]!.text)!;
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    expect(both[0]!.text).toContain(`https://expo.example/member/binding/?code=${code}`);
    expect(both[0]!.text).toContain(`https://expo.example/en/member/binding/?code=${code}`);
    expect(both[0]!.text).toContain(`双语烘焙${stamp}`);
    expect(both[0]!.text).toContain(`Bilingual Bakery ${stamp}`);
    expect(both[0]!.text).toMatch(new RegExp(`(Invitation code|邀请码)[:：] ?${code}`));

    const zh = mailsTo(address('zh'))[0]!.text;
    expect(zh).toContain('/member/binding/?code=');
    expect(zh).not.toContain('/en/member/binding/');
    expect(zh).not.toContain('Hello');
    const en = mailsTo(address('en'))[0]!.text;
    expect(en).toContain('https://expo.example/en/member/binding/?code=');
    expect(en).not.toMatch(CJK);
    expect(en).toContain(`Valid until`);
  });

  test("the link's code binds a new member through the binding route, once", async () => {
    const code = codeIn(mailsTo(address('both'))[0]!.text)!;
    expect(await useCode(code)).toMatchObject({ code: 200, data: { exhibitorId: ids.both } });
    expect(await useCode(code)).toMatchObject({ code: 400, msg: 'Wrong, used or expired invitation code' });
  });

  test('a resend replaces the code: the old one stops working, the new one binds', async () => {
    expect((await invite({ ids: [ids.zhOnly] })).data).toMatchObject({ invitations: 0, skipped: { recent: 1 } });
    await anHourLater(ids.zhOnly);
    expect((await invite({ ids: [ids.zhOnly] })).data).toMatchObject({ invitations: 1, skipped: { recent: 0 } });
    await t.app.onboardingMail.drain();
    const [first, second] = mailsTo(address('zh')).map((m) => codeIn(m.text)!);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(await useCode(first!)).toMatchObject({ code: 400 });
    expect(await useCode(second!)).toMatchObject({ code: 200, data: { exhibitorId: ids.zhOnly } });
  });

  test('a selection: claimed, no address and unknown ids are skipped and counted', async () => {
    await anHourLater(ids.enOnly);
    const sent = await invite({ ids: [ids.enOnly, ids.noEmail, ids.claimed, ids.both, 999_999] });
    expect(sent.data).toEqual({ invitations: 1, reminders: 0, skipped: { claimed: 2, noEmail: 1, recent: 0, complete: 0, unknown: 1 } });
    await t.app.onboardingMail.drain();
    expect(mailsTo(address('en'))).toHaveLength(2);
  });

  test('the cap holds under parallel requests: one e-mail an hour per exhibitor', async () => {
    await anHourLater(ids.enOnly);
    const before = mailsTo(address('en')).length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => invite({ ids: [ids.enOnly] })));
    expect(answers.map((a) => a.code)).toEqual(Array(6).fill(200));
    expect(answers.reduce((sum, a) => sum + a.data.invitations, 0)).toBe(1);
    expect(answers.reduce((sum, a) => sum + a.data.skipped.recent, 0)).toBe(5);
    await t.app.onboardingMail.drain();
    expect(mailsTo(address('en')).length).toBe(before + 1);
    const row = await t.engine.db.selectFrom('exhibitor_onboarding').selectAll().where('exhibitor_id', '=', ids.enOnly).executeTakeFirstOrThrow();
    expect(row.invitations).toBe(3);
  });

  test('a stranger’s input gets a 400 in the editor’s language; no editor, 401', async () => {
    expect((await invite({ ids: [] }, ZH)).code).toBe(400);
    expect((await invite({ ids: ['x'] })).code).toBe(400);
    expect((await invite({ ids: Array.from({ length: ONBOARDING_LIMITS.maxIds + 1 }, (_, i) => i + 1) })).code).toBe(400);
    expect((await remind({ filter: 'everyone' })).code).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/editor/onboarding?pageSize=100000', headers: { ...editor, ...EN } })).body.code).toBe(400);
    expect((await post(t, '/api/editor/onboarding/invitations', {})).status).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/editor/onboarding' })).status).toBe(401);
  });
});

describe('the onboarding board', () => {
  const rowOf = (b: OnboardingBoard, id: number) => b.rows.find((r) => r.exhibitorId === id);

  test('counts at the top, each exhibitor from created to waiting for review', async () => {
    const db = t.engine.db;
    const { data } = await boardOf();
    const exhibitors = Number((await db.selectFrom('exhibitor').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const invited = Number((await db.selectFrom('exhibitor_onboarding').select(({ fn }) => fn.countAll().as('n')).where('invitations', '>', 0).executeTakeFirstOrThrow()).n);
    const claimed = Number((await db.selectFrom('member').select(({ fn }) => fn.count('exhibitor_id').distinct().as('n')).executeTakeFirstOrThrow()).n);
    expect(data.counts).toMatchObject({ exhibitors, invited, claimed });
    expect(data.total).toBe(exhibitors);
    expect(data.rows).toHaveLength(Math.min(100, exhibitors));

    const both = (await boardOf(`&q=${encodeURIComponent(`Bilingual Bakery ${stamp}`)}`)).data;
    expect(both.total).toBe(1);
    expect(both.rows[0]).toMatchObject({ exhibitorId: ids.both, invitations: 1, teamMembers: 1, lastMail: 'sent', waitingForReview: 0, completeness: 30 });
    expect(both.rows[0]!.firstClaimedAt).not.toBeNull();
    expect(rowOf((await boardOf(`&q=${ids.enOnly}`)).data, ids.enOnly)).toMatchObject({ invitations: 3, teamMembers: 0 });
    expect(rowOf((await boardOf(`&q=${ids.noEmail}`)).data, ids.noEmail)).toMatchObject({ invitations: 0, lastMail: null, firstInvitedAt: null });
  });

  test('filters: not invited, not claimed after 7 days, profile under 60 %, claimed, waiting; paged', async () => {
    const filter = async (name: string) => (await boardOf(`&filter=${name}&q=${stamp}`)).data.rows.map((r) => r.exhibitorId).sort();
    expect(await filter('notInvited')).toEqual([ids.noEmail]);
    expect(await filter('claimed')).toEqual([ids.both, ids.zhOnly].sort());
    expect(await filter('unclaimedStale')).toEqual([]);
    await t.engine.db.updateTable('exhibitor_onboarding').set({ first_invited_at: new Date(Date.now() - 8 * 86_400_000) }).where('exhibitor_id', 'in', [ids.enOnly, ids.both]).execute();
    expect(await filter('unclaimedStale')).toEqual([ids.enOnly]);
    expect(await filter('underComplete')).toEqual([ids.both, ids.zhOnly, ids.enOnly, ids.noEmail].sort());
    await t.engine.db.updateTable('exhibitor').set({ intro_zh: '简介', intro_en: 'Intro', address_zh: '地址', website: 'https://x.example' })
      .where('id', '=', ids.both).execute();
    expect(await filter('underComplete')).not.toContain(ids.both);
    expect(await filter('waiting')).toEqual([]);
    await t.engine.db.insertInto('exhibitor_draft').values({ exhibitor_id: ids.zhOnly, kind: 'profile', record_id: ids.zhOnly, status: 'submitted', fields: '{}' }).execute();
    expect(await filter('waiting')).toEqual([ids.zhOnly]);
    const { data } = await boardOf();
    expect(data.counts.waitingForReview).toBeGreaterThanOrEqual(1);
    const page2 = (await t.request({ method: 'GET', url: `/api/editor/onboarding?q=${stamp}&pageSize=3&pageNum=2`, headers: editor })).body.data as OnboardingBoard;
    expect(page2).toMatchObject({ total: 4 });
    expect(page2.rows).toHaveLength(1);
  });

  test('a reminder to the filtered set: the invitation again to those without a team, a completion reminder to incomplete teams', async () => {
    for (const id of Object.values(ids)) await anHourLater(id);
    const before = mails.length;
    const sent = await remind({ filter: 'all', q: stamp });
    // both: claimed and 90 % complete; zhOnly: claimed, incomplete; enOnly: unclaimed; noEmail: no address.
    expect(sent.data).toEqual({ invitations: 1, reminders: 1, skipped: { claimed: 0, noEmail: 1, recent: 0, complete: 1, unknown: 0 } });
    await t.app.onboardingMail.drain();
    expect(mails.length).toBe(before + 2);
    const reminder = mailsTo(address('zh')).at(-1)!.text;
    expect(reminder).toContain('https://expo.example/member/exhibitor/');
    expect(reminder).toMatch(/完成了 \d+%/);
    expect(codeIn(mailsTo(address('en')).at(-1)!.text)).toMatch(/^[A-Z0-9]{10}$/);
    expect((await remind({ filter: 'all', q: stamp })).data).toMatchObject({ invitations: 0, reminders: 0, skipped: { recent: 2 } });
    expect(rowOf((await boardOf(`&q=${ids.zhOnly}`)).data, ids.zhOnly)).toMatchObject({ reminders: 1 });
  });
});
