import { INVITATION_CODE_PATTERN, INVITATION_LIMITS } from '@expo/contract';
import { buildTestApp, EN, ZH, type TestApp } from '../../../test/helper';
import { queueInvitationMails } from './invitation-mail';
import { TEST_ENV, captcha, encrypt, latestCode, post, registerByMobile, signInEditor, uniqueMobile } from '../../../test/accounts';

// Exhibitor invitations and registration sources (issue 34, items 1 and 4): a single-use code is
// used once under parallel registrations, a shared link stops at its cap, a team sees only the
// visitors its own invitations brought, with what each agreed to share; e-mails go to each
// address once, under the daily cap, never to an address that opted out; the organiser's sources
// and dashboard count who brought whom.

let t: TestApp;
let editor: Record<string, string>;
let teamA: Awaited<ReturnType<typeof registerByMobile>>;
let teamB: Awaited<ReturnType<typeof registerByMobile>>;
let gate: Record<string, string>;

const questionnaire = (contact: { mobile?: string; email?: string }, code: string, extra: object = {}) => ({
  name: '王小面', company: '麦香烘焙', jobTitle: '采购经理', country: '中国', province: '广东', ...contact, code,
  businessType: 'bakery', interests: ['equipment'], days: ['2027-05-12'], shareContact: false, ...extra,
});

async function visitCode(mobile: string): Promise<string> {
  const { captchaId, publicKey } = await captcha(t);
  const sent = await post(t, '/api/common/sendSmsCode', { mobile: encrypt(publicKey, `${mobile}:${captchaId}`), captchaId, captchaCode: 'test-answer', scene: 'visit' });
  expect(sent.body.code).toBe(200);
  return (await latestCode(t, mobile))!;
}

/** A visitor's registration payload with a fresh, valid contact code (the code is asked for first, so a burst sends only registrations). */
async function readyRegistration(extra: object = {}) {
  const mobile = uniqueMobile();
  return { mobile, payload: questionnaire({ mobile }, await visitCode(mobile), extra) };
}

const register = (payload: object, headers: Record<string, string> = EN) => t.request({ method: 'POST', url: '/api/visit/register', payload, headers });
const makeInvitation = async (team: Record<string, string>, body: object) => {
  const res = await post(t, '/api/member/invitations', body, { ...team, ...EN });
  expect(res.body.code).toBe(200);
  return res.body.data as { id: number; code: string | null; kind: string };
};
const codesOf = async (invitationId: number) => (await t.engine.db.selectFrom('invitation_code').select('code').where('invitation_id', '=', invitationId).orderBy('code').execute()).map((r) => r.code);

beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, now: () => new Date('2027-05-12T02:00:00Z') });
  editor = await signInEditor(t, 'editor.sources');
  [teamA, teamB] = [await registerByMobile(t), await registerByMobile(t)];
  await t.engine.db.updateTable('member').set({ exhibitor_id: 1, exhibitor_bound_at: new Date() }).where('mobile', '=', teamA.mobile).execute();
  await t.engine.db.updateTable('member').set({ exhibitor_id: 2, exhibitor_bound_at: new Date() }).where('mobile', '=', teamB.mobile).execute();
  expect((await post(t, '/api/editor/content/gateAccounts', { username: 'invite.gate', password: 'invite-gate-password' }, editor)).body.code).toBe(200);
  gate = { authorization: `Bearer ${(await post(t, '/api/gate/login', { username: 'invite.gate', password: 'invite-gate-password' })).body.data}` };
}, 180_000);
afterAll(() => t.close());

describe('codes', () => {
  test('a single-use code used by 20 parallel registrations registers exactly one visitor with its source; the others are told it is used up', async () => {
    const batch = await makeInvitation(teamA.auth, { kind: 'batch', label: 'Key buyers', cap: 3 });
    const [code] = await codesOf(batch.id);
    expect(code).toMatch(INVITATION_CODE_PATTERN);
    const ready = await Promise.all(Array.from({ length: 20 }, () => readyRegistration()));
    const replies = await Promise.all(ready.map((r) => register({ ...r.payload, invitation: code })));
    const outcomes = replies.map((r) => (r.body.code === 200 ? 'registered' : `${r.status} ${r.body.data?.field}`));
    expect(outcomes.filter((o) => o === 'registered')).toHaveLength(1);
    expect(outcomes.filter((o) => o === '400 invitation')).toHaveLength(19);
    expect(replies.find((r) => r.body.code !== 200)!.body.msg).toBe('This invitation has been used up; you can register without it');
    const credited = await t.engine.db.selectFrom('visitor').select(['invitation_id', 'contact']).where('invitation_code', '=', code!).execute();
    expect(credited).toEqual([{ invitation_id: batch.id, contact: expect.stringMatching(/^m:/) }]);
    const row = await t.engine.db.selectFrom('invitation_code').select(['uses', 'max_uses']).where('code', '=', code!).executeTakeFirstOrThrow();
    expect(row).toEqual({ uses: 1, max_uses: 1 });
    // The 19 registered nothing: only the one visitor exists of the 20 contacts.
    const contacts = ready.map((r) => `m:${r.mobile}`);
    expect(await t.engine.db.selectFrom('visitor').select('id').where('contact', 'in', contacts).execute()).toHaveLength(1);
  }, 120_000);

  test('a shared link stops at its cap under parallel registrations, and the register page then says it is used up', async () => {
    const link = await makeInvitation(teamA.auth, { kind: 'link', label: 'Newsletter', cap: 3 });
    expect(link.code).toMatch(INVITATION_CODE_PATTERN);
    const ready = await Promise.all(Array.from({ length: 8 }, () => readyRegistration()));
    const replies = await Promise.all(ready.map((r) => register({ ...r.payload, invitation: link.code!.toLowerCase() })));
    expect(replies.filter((r) => r.body.code === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.body.code === 400 && r.body.data.field === 'invitation')).toHaveLength(5);
    expect(await t.engine.db.selectFrom('visitor').select('id').where('invitation_id', '=', link.id).execute()).toHaveLength(3);
    const lookup = await t.request({ method: 'GET', url: `/api/visit/invitation/${link.code}`, headers: EN });
    expect(lookup.body.data).toMatchObject({ sourceKind: 'exhibitor', usable: false });
    // Registering without the code still works.
    const late = await readyRegistration();
    expect((await register(late.payload)).body.code).toBe(200);
  }, 120_000);

  test('the register page learns who invites in the visitor\'s language; an unknown or malformed code is a 404; a bad code at registration names the field', async () => {
    const link = await makeInvitation(teamA.auth, { kind: 'link', label: 'Fair flyer', cap: 100 });
    const names = await t.engine.db.selectFrom('exhibitor').select(['name_zh', 'name_en']).where('id', '=', 1).executeTakeFirstOrThrow();
    const zh = await t.request({ method: 'GET', url: `/api/visit/invitation/${link.code}`, headers: ZH });
    const en = await t.request({ method: 'GET', url: `/api/visit/invitation/${link.code}`, headers: EN });
    expect(zh.body.data).toEqual({ inviter: names.name_zh ?? names.name_en, sourceKind: 'exhibitor', usable: true });
    expect(en.body.data.inviter).toBe(names.name_en ?? names.name_zh);
    // Each opening counts (no cached answer): a second look in English.
    expect((await t.request({ method: 'GET', url: `/api/visit/invitation/${link.code}`, headers: EN })).status).toBe(200);
    for (const code of ['ZZZZZZZZZZZZZZZZ', 'short', 'IIIIIIIIIIIIIIII']) {
      const res = await t.request({ method: 'GET', url: `/api/visit/invitation/${code}`, headers: ZH });
      expect([code, res.status, res.body.msg]).toEqual([code, 404, '邀请码无效']);
    }
    const r = await readyRegistration();
    const bad = await register({ ...r.payload, invitation: 'ZZZZZZZZZZZZZZZZ' }, ZH);
    expect(bad.body).toMatchObject({ code: 400, msg: '邀请码无效', data: { field: 'invitation' } });
    const listed = (await t.request({ method: 'GET', url: '/api/member/invitations', headers: teamA.auth })).body.data.find((i: { id: number }) => i.id === link.id);
    expect(listed).toMatchObject({ opened: 3, registered: 0, used: 0 });
  }, 60_000);

  test(`single-use codes stop at ${INVITATION_LIMITS.codesPerExhibitor} per exhibitor, even for parallel batches`, async () => {
    const exhibitorId = 3;
    const team = await registerByMobile(t);
    await t.engine.db.updateTable('member').set({ exhibitor_id: exhibitorId, exhibitor_bound_at: new Date() }).where('mobile', '=', team.mobile).execute();
    const replies = await Promise.all(Array.from({ length: 4 }, () => post(t, '/api/member/invitations', { kind: 'batch', label: 'Big batch', cap: 300 }, { ...team.auth, ...EN })));
    expect(replies.filter((r) => r.body.code === 200)).toHaveLength(3);
    const refused = replies.find((r) => r.body.code !== 200)!;
    expect(refused.body).toMatchObject({ code: 400, data: { field: 'cap' }, msg: 'Your exhibitor may hold at most 1000 single-use codes; 100 are left' });
    const { n } = await t.engine.db.selectFrom('invitation_code').select((eb) => eb.fn.countAll<number>().as('n')).where('exhibitor_id', '=', exhibitorId).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(900);
  }, 60_000);
});

describe("a team's invitations", () => {
  test('a team sees only the visitors its own invitations brought, with what each agreed to share; consent withdrawn masks the contact', async () => {
    const linkA = await makeInvitation(teamA.auth, { kind: 'link', label: 'Only A', cap: 10 });
    const linkB = await makeInvitation(teamB.auth, { kind: 'link', label: 'Only B', cap: 10 });
    const sharing = await readyRegistration({ name: '愿分享', shareContact: true });
    const quiet = await readyRegistration({ name: '不分享', shareContact: false });
    const forB = await readyRegistration({ name: '乙的客人', shareContact: true });
    const shared = await register({ ...sharing.payload, invitation: linkA.code });
    expect((await register({ ...quiet.payload, invitation: linkA.code })).body.code).toBe(200);
    expect((await register({ ...forB.payload, invitation: linkB.code })).body.code).toBe(200);

    const listA = (await t.request({ method: 'GET', url: `/api/member/invitations/visitors?invitationId=${linkA.id}`, headers: teamA.auth })).body.data;
    expect(listA.total).toBe(2);
    const byName = Object.fromEntries(listA.rows.map((v: { name: string }) => [v.name, v]));
    expect(byName['愿分享']).toMatchObject({ mobile: sharing.mobile, consent: 'shared', invitation: 'Only A', admitted: false });
    expect(byName['不分享']).toMatchObject({ mobile: null, email: null, country: null, consent: 'notShared' });
    const allA = (await t.request({ method: 'GET', url: '/api/member/invitations/visitors?pageSize=100', headers: teamA.auth })).body.data.rows as { name: string; invitationId: number }[];
    expect(allA.map((v) => v.name)).not.toContain('乙的客人');
    // B's filter on A's invitation finds nothing; B's own list has only its guest.
    expect((await t.request({ method: 'GET', url: `/api/member/invitations/visitors?invitationId=${linkA.id}`, headers: teamB.auth })).body.data).toEqual({ rows: [], total: 0 });
    const listB = (await t.request({ method: 'GET', url: '/api/member/invitations/visitors?pageSize=100', headers: teamB.auth })).body.data.rows as { name: string }[];
    expect(listB.map((v) => v.name)).toEqual(['乙的客人']);
    expect((await t.request({ method: 'GET', url: `/api/member/invitations/${linkA.id}/codes`, headers: teamB.auth })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/member/invitations', headers: teamB.auth })).body.data.map((i: { id: number }) => i.id)).not.toContain(linkA.id);

    // Withdrawing consent from exhibitor A (a lead scan, then the badge page's withdraw) masks the contact for A.
    await post(t, '/api/member/leads/scan', { scanId: `inv-lead-${Date.now()}`, code: shared.body.data.token, deviceId: 'stand-device-01' }, teamA.auth);
    await t.request({ method: 'POST', url: '/api/visit/scans/1/withdraw', headers: { 'x-badge-token': shared.body.data.token } });
    const after = (await t.request({ method: 'GET', url: `/api/member/invitations/visitors?invitationId=${linkA.id}`, headers: teamA.auth })).body.data.rows.find((v: { name: string }) => v.name === '愿分享');
    expect(after).toMatchObject({ mobile: null, consent: 'withdrawn' });

    // Admitted at the gate: the count and the visitor's row say so; the stats count the invited visitors.
    const scanned = await t.request({ method: 'POST', url: '/api/gate/scan', headers: { ...gate, ...EN }, payload: { scanId: `inv-gate-${Date.now()}`, code: shared.body.data.token, deviceId: 'gate-device-01', gate: 'North' } });
    expect(scanned.body.data.result).toBe('admitted');
    const counted = (await t.request({ method: 'GET', url: '/api/member/invitations', headers: teamA.auth })).body.data.find((i: { id: number }) => i.id === linkA.id);
    expect(counted).toMatchObject({ kind: 'link', cap: 10, used: 2, registered: 2, admitted: 1 });

    // Members without a team reach none of it.
    const stranger = await registerByMobile(t);
    for (const url of ['/api/member/invitations', '/api/member/invitations/visitors', `/api/member/invitations/${linkA.id}/codes`]) expect((await t.request({ method: 'GET', url, headers: stranger.auth })).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/member/invitations' })).status).toBe(401);
  }, 120_000);

  test('the codes export as CSV with their links in both languages', async () => {
    const batch = await makeInvitation(teamA.auth, { kind: 'batch', label: 'CSV batch', cap: 5 });
    const csv = await t.request({ method: 'GET', url: `/api/member/invitations/${batch.id}/codes`, headers: { ...teamA.auth, ...EN } });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.raw.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(6);
    for (const code of await codesOf(batch.id)) expect(csv.raw.toString('utf8')).toContain(`/en/visit/register/?invite=${code}`);
  });
});

describe('invitation e-mails', () => {
  const send = (body: object, team = teamA.auth) => post(t, '/api/member/invitations/send', body, { ...team, ...EN });
  const mailsTo = (email: string) => t.engine.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', email).execute();

  test('each address once, invalid ones and opted-out ones skipped; the e-mail says who invites, carries the code and an unsubscribe note that works', async () => {
    const stamp = Date.now();
    const [a, b, out] = [`buyer.a.${stamp}@example.com`, `buyer.b.${stamp}@example.com`, `opted.${stamp}@example.com`];
    await t.engine.db.insertInto('invitation_opt_out').values({ email: out }).execute();
    const report = (await send({ addresses: `${a}\n${a.toUpperCase()}, ${b}; not-an-address ${out}`, note: 'Come see our new oven at stand A1.' })).body.data;
    expect(report).toMatchObject({ queued: 2, skipped: { invalid: 1, optedOut: 1, already: 0, overCap: 0 } });
    await t.app.invitationMail.drain();
    const [mail] = await mailsTo(a);
    expect(await mailsTo(out)).toEqual([]);
    const code = (await t.engine.db.selectFrom('invitation_code').select('code').where('email', '=', a).executeTakeFirstOrThrow()).code;
    const names = await t.engine.db.selectFrom('exhibitor').select(['name_zh', 'name_en']).where('id', '=', 1).executeTakeFirstOrThrow();
    expect(mail!.subject).toContain(`${names.name_en ?? names.name_zh} invites you to`);
    expect(mail!.body).toContain(`/en/visit/register/?invite=${code}`);
    expect(mail!.body).toContain(`/visit/register/?invite=${code}`);
    expect(mail!.body).toContain('Come see our new oven at stand A1.');
    expect(mail!.body).toContain(`/api/visit/unsubscribe/${code}`);

    // Sending to the same address again: already invited.
    expect((await send({ addresses: a })).body.data).toMatchObject({ queued: 0, skipped: { already: 1 } });
    // The unsubscribe note: the page asks (a link follower opts nobody out), the button opts out.
    const page = await t.request({ method: 'GET', url: `/api/visit/unsubscribe/${code}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.raw.toString('utf8')).toContain(a);
    expect(await t.engine.db.selectFrom('invitation_opt_out').select('email').where('email', '=', a).execute()).toEqual([]);
    expect((await t.request({ method: 'POST', url: `/api/visit/unsubscribe/${code}` })).status).toBe(200);
    expect(await t.engine.db.selectFrom('invitation_opt_out').select('email').where('email', '=', a).execute()).toEqual([{ email: a }]);
    // Another exhibitor's send skips the opted-out address too.
    expect((await send({ addresses: `${a} buyer.c.${stamp}@example.com` }, teamB.auth)).body.data).toMatchObject({ queued: 1, skipped: { optedOut: 1 } });
  });

  test('the daily cap holds per exhibitor, also for parallel sends; a mail queued before an opt-out is not sent', async () => {
    const stamp = Date.now();
    const day = '2027-05-12';
    await t.engine.db.insertInto('invitation_mail_day').values({ exhibitor_id: 2, day, mails: INVITATION_LIMITS.mailsPerExhibitorPerDay - 3 })
      .onConflict((oc) => oc.columns(['exhibitor_id', 'day']).doUpdateSet({ mails: INVITATION_LIMITS.mailsPerExhibitorPerDay - 3 })).execute();
    const replies = await Promise.all([0, 1, 2].map((i) => send({ addresses: `cap${i}.a.${stamp}@example.com cap${i}.b.${stamp}@example.com` }, teamB.auth)));
    const queued = replies.map((r) => r.body.data.queued as number);
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(3);
    expect(replies.reduce((sum, r) => sum + (r.body.data.skipped.overCap as number), 0)).toBe(3);
    const today = await t.engine.db.selectFrom('invitation_mail_day').select('mails').where('exhibitor_id', '=', 2).where('day', '=', day).executeTakeFirstOrThrow();
    expect(today.mails).toBe(INVITATION_LIMITS.mailsPerExhibitorPerDay);
    // Team A's cap is its own.
    const late = `late.${stamp}@example.com`;
    expect((await send({ addresses: late })).body.data.queued).toBe(1);
    // Opted out after it was queued, before it went: skipped (queued here without the route's kick).
    const later = `later.${stamp}@example.com`;
    const member = await t.engine.db.selectFrom('member').select('id').where('mobile', '=', teamA.mobile).executeTakeFirstOrThrow();
    expect((await queueInvitationMails(t.engine.db, 'en', 1, member.id, [later], 'Queued', null, new Date('2027-05-12T02:00:00Z'))).queued).toBe(1);
    await t.engine.db.insertInto('invitation_opt_out').values({ email: later }).execute();
    await t.app.invitationMail.drain();
    expect(await mailsTo(later)).toEqual([]);
    const outcome = await t.engine.db.selectFrom('invitation_mail as m').innerJoin('invitation_code as c', 'c.code', 'm.code').select('m.outcome').where('c.email', '=', later).executeTakeFirstOrThrow();
    expect(outcome.outcome).toBe('skipped');
  });

  test('a paste with no address, or too many, is a 400 naming the field', async () => {
    expect((await send({ addresses: ' ,; ' })).body).toMatchObject({ code: 400, data: { field: 'addresses' } });
    const many = Array.from({ length: INVITATION_LIMITS.addressesPerSend + 1 }, (_, i) => `m${i}@example.com`).join('\n');
    expect((await send({ addresses: many })).body).toMatchObject({ code: 400, data: { field: 'addresses' } });
  });
});

describe("the organiser's sources", () => {
  test('a media partner\'s link and a campaign\'s codes credit their registrations; the dashboard counts registrations and admissions by source; the team\'s stats count invited visitors', async () => {
    const partner = (await t.request({ method: 'GET', url: '/api/editor/visit-sources/partners', headers: { ...editor, ...EN } })).body.data[0];
    expect(partner).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    const media = (await post(t, '/api/editor/visit-sources', { kind: 'link', label: 'Partner banner', cap: 100, mediaPartnerId: partner.id }, { ...editor, ...EN })).body.data;
    expect(media).toMatchObject({ sourceKind: 'media', owner: partner.name, kind: 'link' });
    const campaign = (await post(t, '/api/editor/visit-sources', { kind: 'batch', label: 'WeChat ad', cap: 2, campaign: 'WeChat spring' }, { ...editor, ...EN })).body.data;
    expect(campaign).toMatchObject({ sourceKind: 'campaign', owner: 'WeChat spring', code: null });
    expect((await post(t, '/api/editor/visit-sources', { kind: 'link', label: 'Neither', cap: 5 }, { ...editor, ...EN })).body).toMatchObject({ code: 400, data: { field: 'mediaPartnerId' } });
    const [campaignCode] = await codesOf(campaign.id);

    const viaMedia = await readyRegistration();
    const viaCampaign = await readyRegistration();
    const lookup = await t.request({ method: 'GET', url: `/api/visit/invitation/${media.code}`, headers: EN });
    expect(lookup.body.data).toMatchObject({ inviter: partner.name, sourceKind: 'media' });
    const mediaBadge = (await register({ ...viaMedia.payload, invitation: media.code })).body.data;
    expect((await register({ ...viaCampaign.payload, invitation: campaignCode })).body.code).toBe(200);
    await t.request({ method: 'POST', url: '/api/gate/scan', headers: { ...gate, ...EN }, payload: { scanId: `inv-media-${Date.now()}`, code: mediaBadge.token, deviceId: 'gate-device-01', gate: 'North' } });

    const dashboardReply = await t.request({ method: 'GET', url: '/api/editor/visitors/dashboard', headers: { ...editor, ...EN } });
    expect(dashboardReply.body.code).toBe(200);
    const dashboard = dashboardReply.body.data;
    const source = (kind: string, name: string) => dashboard.bySource.find((s: { kind: string; name: string }) => s.kind === kind && s.name === name);
    expect(source('media', partner.name)).toEqual({ kind: 'media', name: partner.name, registrations: 1, admitted: 1 });
    expect(source('campaign', 'WeChat spring')).toMatchObject({ registrations: 1, admitted: 0 });
    const exhibitorA = (await t.engine.db.selectFrom('exhibitor').select(['name_en', 'name_zh']).where('id', '=', 1).executeTakeFirstOrThrow());
    const fromA = await t.engine.db.selectFrom('visitor as v').innerJoin('invitation as i', 'i.id', 'v.invitation_id').select((eb) => eb.fn.countAll<number>().as('n')).where('i.exhibitor_id', '=', 1).executeTakeFirstOrThrow();
    expect(source('exhibitor', exhibitorA.name_en ?? exhibitorA.name_zh!)).toMatchObject({ registrations: Number(fromA.n) });
    const total = dashboard.bySource.reduce((sum: number, s: { registrations: number }) => sum + s.registrations, 0);
    expect(total).toBe(dashboard.registrations);

    const listed = (await t.request({ method: 'GET', url: '/api/editor/visit-sources', headers: { ...editor, ...EN } })).body.data.find((i: { id: number }) => i.id === media.id);
    expect(listed).toMatchObject({ opened: 1, registered: 1, admitted: 1 });
    expect((await t.request({ method: 'GET', url: `/api/editor/visit-sources/${campaign.id}/codes`, headers: editor })).raw.toString('utf8')).toContain(campaignCode);

    // The stats read the show's season (the app's clock is on a show day): the invited registrations are moved into it.
    await t.engine.db.updateTable('visitor').set({ created_at: new Date('2027-05-11T02:00:00Z') }).where('invitation_id', 'is not', null).execute();
    const stats = (await t.request({ method: 'GET', url: '/api/member/exhibitor/stats', headers: teamA.auth })).body.data;
    expect(stats.days.reduce((sum: number, d: { invited: number }) => sum + d.invited, 0)).toBe(Number(fromA.n));
  }, 60_000);
});
