import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { EXHIBITOR_TEAM_MAX, emailOnWebsiteDomain, websiteDomain } from '@expo/contract';
import { buildTestApp, EN, type TestApp } from '../../../test/helper';
import { TEST_ENV, post, registerByMobile, signInEditor } from '../../../test/accounts';
import { SEED_EXHIBITOR_PASSWORD } from '../../seed';

// Verified exhibitor binding: invitation codes, codes e-mailed to the exhibitor's domain
// (through a real SMTP server), the team of at most five and its administrator, the editors' view.

type Member = Awaited<ReturnType<typeof registerByMobile>>;
const mails: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let t: TestApp;
let editor: Record<string, string>;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => smtp.server.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)));
  t = await buildTestApp({ env: { ...TEST_ENV, SMTP_URL: `smtp://127.0.0.1:${port}` } });
  editor = await signInEditor(t, 'editor.bind');
}, 180_000);
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const teamOf = (m: Member, headers = {}) => t.request({ method: 'GET', url: '/api/member/team', headers: { ...m.auth, ...headers } });
const useInvite = (m: Member, code: string, headers = {}) => post(t, '/api/member/binding/invite', { code }, { ...m.auth, ...headers });
const editorInvite = async (exhibitorId: number): Promise<string> => (await post(t, `/api/editor/exhibitors/${exhibitorId}/invites`, {}, editor)).body.data.code;
const exhibitorOf = async (m: Member) => (await t.request({ method: 'GET', url: '/api/member/binding', headers: m.auth })).body.data?.exhibitorId ?? null;
/** The 6-digit code of the latest mail to `to` (soft line breaks of quoted-printable joined). */
const mailedCode = (to: string) => mails.filter((m) => m.to.includes(to)).at(-1)?.raw.replace(/=\r\n/g, '').match(/\b\d{6}\b/)?.[0];

async function exhibitor(id: number) {
  return t.engine.db.selectFrom('exhibitor').select(['id', 'website', 'email']).where('id', '=', id).executeTakeFirstOrThrow();
}

describe('the domain rule', () => {
  test('an address on the website domain or a sub-domain of it; never another domain', () => {
    expect(websiteDomain('https://www.Acme.com/about')).toBe('acme.com');
    expect(websiteDomain('acme.com.cn')).toBe('acme.com.cn');
    expect(emailOnWebsiteDomain('sales@acme.com', 'https://www.acme.com')).toBe(true);
    expect(emailOnWebsiteDomain('sales@mail.acme.com', 'http://acme.com/')).toBe(true);
    expect(emailOnWebsiteDomain('sales@notacme.com', 'https://www.acme.com')).toBe(false);
    expect(emailOnWebsiteDomain('sales@acme.com.evil.io', 'https://www.acme.com')).toBe(false);
    expect(emailOnWebsiteDomain('sales@gmail.com', null)).toBe(false);
  });
});

describe('invitation codes', () => {
  test('an editor makes a code; it binds once, then is refused for anyone else', async () => {
    const code = await editorInvite(20);
    const [first, second] = [await registerByMobile(t), await registerByMobile(t)];
    const used = await useInvite(first, code.toLowerCase().replace(/(.{5})/, '$1-'));
    expect(used.body).toMatchObject({ code: 200, data: { exhibitorId: 20 } });
    const again = await useInvite(second, code, EN);
    expect(again.body).toEqual({ code: 400, msg: 'Wrong, used or expired invitation code', data: { field: 'code' } });
    expect(await exhibitorOf(second)).toBeNull();
  });

  test('a parallel burst with one code binds exactly one member', async () => {
    const code = await editorInvite(21);
    const members = await Promise.all(Array.from({ length: 6 }, () => registerByMobile(t)));
    const answers = await Promise.all(members.map((m) => useInvite(m, code)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 400)).toHaveLength(5);
    const bound = await t.engine.db.selectFrom('member').select('id').where('exhibitor_id', '=', 21).execute();
    expect(bound).toHaveLength(1);
    const invite = await t.engine.db.selectFrom('exhibitor_invite').select(['used_by']).where('exhibitor_id', '=', 21).executeTakeFirstOrThrow();
    expect(invite.used_by).toBe(bound[0]!.id);
  });

  test('an expired code is refused', async () => {
    const expired = await editorInvite(22);
    await t.engine.db.updateTable('exhibitor_invite').set({ expires_at: new Date(Date.now() - 1000) }).where('exhibitor_id', '=', 22).execute();
    expect((await useInvite(await registerByMobile(t), expired)).body.code).toBe(400);
  });

  test('only an editor makes codes in the console; a member token gets 401', async () => {
    const member = await registerByMobile(t);
    expect((await post(t, '/api/editor/exhibitors/20/invites', {}, member.auth)).status).toBe(401);
    expect((await post(t, '/api/editor/exhibitors/999999/invites', {}, editor)).status).toBe(404);
  });
});

describe('codes e-mailed to the exhibitor domain', () => {
  test('an address on the exhibitor website domain gets a code (real SMTP) that binds the member', async () => {
    const target = await exhibitor(30);
    const address = `buyer@${websiteDomain(target.website)}`;
    const member = await registerByMobile(t);
    const sent = await post(t, '/api/member/binding/domain/code', { email: address }, { ...member.auth, ...EN });
    expect(sent.body).toMatchObject({ code: 200, data: { exhibitorId: 30 } });
    const code = mailedCode(address);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await post(t, '/api/member/binding/domain', { email: address, code: code === '000000' ? '111111' : '000000' }, { ...member.auth, ...EN });
    expect(wrong.body).toEqual({ code: 400, msg: 'Wrong or expired code', data: { field: 'code' } });
    const bound = await post(t, '/api/member/binding/domain', { email: address, code }, member.auth);
    expect(bound.body).toMatchObject({ code: 200, data: { exhibitorId: 30 } });
    // The code is used up.
    await post(t, '/api/member/binding', {}, member.auth);
    expect((await t.request({ method: 'DELETE', url: '/api/member/binding', headers: member.auth })).body.code).toBe(200);
    expect((await post(t, '/api/member/binding/domain', { email: address, code }, member.auth)).body.code).toBe(400);
  });

  test('an address on another domain is refused and nothing is sent', async () => {
    const member = await registerByMobile(t);
    const before = mails.length;
    const other = await post(t, '/api/member/binding/domain/code', { email: 'boss@gmail.com', exhibitorId: 31 }, { ...member.auth, ...EN });
    expect(other.body).toEqual({ code: 400, msg: "This e-mail address is not on the exhibitor's website domain", data: { field: 'email' } });
    const lookalike = `boss@${websiteDomain((await exhibitor(31)).website)}.evil.io`;
    expect((await post(t, '/api/member/binding/domain/code', { email: lookalike, exhibitorId: 31 }, member.auth)).body.code).toBe(400);
    const nobody = await post(t, '/api/member/binding/domain/code', { email: 'boss@unknown-bakery.example.org' }, { ...member.auth, ...EN });
    expect(nobody.body).toEqual({ code: 400, msg: "No exhibitor's website is on this e-mail domain", data: { field: 'email' } });
    expect(mails.length).toBe(before);
    expect(await exhibitorOf(member)).toBeNull();
  });

  test('a code mailed for one address does not bind with another', async () => {
    const target = await exhibitor(32);
    const domain = websiteDomain(target.website);
    const member = await registerByMobile(t);
    expect((await post(t, '/api/member/binding/domain/code', { email: `a@${domain}` }, member.auth)).body.code).toBe(200);
    const code = mailedCode(`a@${domain}`)!;
    expect((await post(t, '/api/member/binding/domain', { email: `b@${domain}`, code }, member.auth)).body.code).toBe(400);
  });
});

describe('the team', () => {
  test(`at most ${EXHIBITOR_TEAM_MAX} members: the sixth is refused by every way`, async () => {
    const team = await Promise.all(Array.from({ length: EXHIBITOR_TEAM_MAX }, () => registerByMobile(t)));
    for (const m of team) expect((await useInvite(m, await editorInvite(19))).body.code).toBe(200);
    const sixth = await registerByMobile(t);
    const code = await editorInvite(19);
    const refused = await useInvite(sixth, code, EN);
    expect(refused.body).toEqual({ code: 400, msg: 'This exhibitor already has 5 team members, the most it may have', data: { field: 'exhibitor' } });
    // The refused code was not used up: it works once the team has room.
    const login = await post(t, '/api/member/binding', { username: 'exhibitor19', password: SEED_EXHIBITOR_PASSWORD }, { ...sixth.auth, ...EN });
    expect(login.body).toEqual(refused.body);
    // No work e-mail code is sent for a full team.
    const mailsBefore = mails.length;
    const domainCode = await post(t, '/api/member/binding/domain/code', { email: `sixth@${websiteDomain((await exhibitor(19)).website)}`, exhibitorId: 19 }, { ...sixth.auth, ...EN });
    expect(domainCode.body).toEqual(refused.body);
    expect(mails.length).toBe(mailsBefore);
    expect(await exhibitorOf(sixth)).toBeNull();
    expect((await t.request({ method: 'DELETE', url: `/api/member/team/${(await teamOf(team[0]!)).body.data.members[4].memberId}`, headers: team[0]!.auth })).body.code).toBe(200);
    expect((await useInvite(sixth, code)).body.code).toBe(200);
  });

  test('a parallel burst of binds never passes the limit', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => registerByMobile(t)));
    const codes = await Promise.all(members.map(() => editorInvite(41)));
    const answers = await Promise.all(members.map((m, i) => useInvite(m, codes[i]!)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(EXHIBITOR_TEAM_MAX);
    const { n } = await t.engine.db.selectFrom('member').select((eb) => eb.fn.countAll<number>().as('n')).where('exhibitor_id', '=', 41).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(EXHIBITOR_TEAM_MAX);
  });

  test('the first member is the administrator: it invites and removes; the others cannot', async () => {
    const [admin, second, third, outsider] = [await registerByMobile(t), await registerByMobile(t), await registerByMobile(t), await registerByMobile(t)];
    expect((await useInvite(admin, await editorInvite(42))).body.code).toBe(200);
    const invite = await post(t, '/api/member/team/invites', {}, admin.auth);
    expect(invite.body).toMatchObject({ code: 200, data: { exhibitorId: 42 } });
    expect((await useInvite(second, invite.body.data.code)).body.code).toBe(200);
    expect((await useInvite(third, (await post(t, '/api/member/team/invites', {}, admin.auth)).body.data.code)).body.code).toBe(200);

    const view = (await teamOf(second)).body.data;
    expect(view).toMatchObject({ exhibitorId: 42, administrator: false, max: EXHIBITOR_TEAM_MAX });
    expect(view.members.map((m: { administrator: boolean; you: boolean }) => [m.administrator, m.you])).toEqual([[true, false], [false, true], [false, false]]);
    expect(view.members[0].contact).not.toContain(admin.mobile);
    const [adminId, secondId, thirdId] = view.members.map((m: { memberId: number }) => m.memberId);

    // Not the administrator: no invitations, no removals.
    expect((await post(t, '/api/member/team/invites', {}, { ...second.auth, ...EN })).body).toEqual({ code: 403, msg: "Only the team's administrator can do this", data: null });
    expect((await t.request({ method: 'DELETE', url: `/api/member/team/${thirdId}`, headers: second.auth })).status).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/member/team/${adminId}`, headers: second.auth })).status).toBe(403);
    // Someone else's team member cannot be removed by this administrator.
    expect((await useInvite(outsider, await editorInvite(43))).body.code).toBe(200);
    const outsiderId = (await teamOf(outsider)).body.data.members[0].memberId;
    expect((await t.request({ method: 'DELETE', url: `/api/member/team/${outsiderId}`, headers: { ...admin.auth, ...EN } })).body).toEqual({ code: 400, msg: 'This member is not in your team', data: { field: 'memberId' } });
    expect(await exhibitorOf(outsider)).toBe(43);
    // The administrator removes the second member, not itself.
    expect((await t.request({ method: 'DELETE', url: `/api/member/team/${adminId}`, headers: admin.auth })).body.code).toBe(400);
    expect((await t.request({ method: 'DELETE', url: `/api/member/team/${secondId}`, headers: admin.auth })).body.code).toBe(200);
    expect(await exhibitorOf(second)).toBeNull();
    expect((await teamOf(admin)).body.data.members.map((m: { memberId: number }) => m.memberId)).toEqual([adminId, thirdId]);
    // When the administrator leaves, the earliest remaining member administers the team.
    expect((await t.request({ method: 'DELETE', url: '/api/member/binding', headers: admin.auth })).body.code).toBe(200);
    expect((await teamOf(third)).body.data.administrator).toBe(true);
  });
});

describe('editors', () => {
  test('see every binding with its history and undo one', async () => {
    const member = await registerByMobile(t);
    expect((await useInvite(member, await editorInvite(44))).body.code).toBe(200);
    const list = await t.get('/api/editor/bindings?exhibitorId=44', editor);
    expect(list.body.data.total).toBe(1);
    const memberId = list.body.data.rows[0].memberId;
    expect(list.body.data.rows[0]).toMatchObject({ exhibitorId: 44, administrator: true });
    expect((await post(t, `/api/editor/bindings/${memberId}/undo`, {}, editor)).body.code).toBe(200);
    expect(await exhibitorOf(member)).toBeNull();
    expect((await post(t, `/api/editor/bindings/${memberId}/undo`, {}, editor)).body.code).toBe(400);
    const history = await t.get('/api/editor/bindings/history?exhibitorId=44', editor);
    expect(history.body.data.rows.map((r: { action: string; via: string | null; actor: string }) => [r.action, r.via, r.actor])).toEqual([
      ['undone', null, 'editor editor.bind'],
      ['bound', 'invite', 'member'],
    ]);
    expect((await t.get('/api/editor/bindings', member.auth)).status).toBe(401);
  });
});
