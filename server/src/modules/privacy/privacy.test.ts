import { DATA_EXPORT, messageText } from '@expo/contract';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { buildTestApp, EN, ZH, type TestApp } from '../../../test/helper';
import { CAPTCHA_ANSWER, TEST_ENV, captcha, post, registerByMobile } from '../../../test/accounts';
import { EXPORT_ROWS_KEPT_DAYS } from './export-queue';
import { SECTIONS } from './member-data';

// "My data": a member asks for everything the product holds about them and downloads it as JSON
// and as a page, each once, by a link that expires and that no other member can use. The export
// holds every kind of record made for the member, and nothing of anyone else's.

let t: TestApp;
let offsetMs = 0;
type Member = Awaited<ReturnType<typeof registerByMobile>>;

beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, now: () => new Date(Date.now() + offsetMs) });
}, 180_000);
afterAll(() => t.close());

const ask = (m: Member, lang = ZH) => post(t, '/api/member/data-export', {}, { ...m.auth, ...lang });
const statusOf = (m: Member, token: string, lang = ZH) => t.request({ method: 'GET', url: `/api/member/data-export/${token}`, headers: { ...m.auth, ...lang } });
const download = (m: Member, token: string, file: string, lang = ZH) => t.request({ method: 'GET', url: `/api/member/data-export/${token}/${file}`, headers: { ...m.auth, ...lang } });

/** Asks for an export and waits until the queue has prepared it: the link's token. */
async function exportReady(m: Member, lang = ZH): Promise<string> {
  const asked = await ask(m, lang);
  expect(asked.body).toMatchObject({ code: 200, data: { state: 'preparing', downloaded: { json: false, html: false } } });
  await t.app.dataExports.drain();
  const token = asked.body.data.token as string;
  expect((await statusOf(m, token)).body.data.state).toBe('ready');
  return token;
}

const idOf = async (m: Member) => (await t.engine.db.selectFrom('member').select('id').where('mobile', '=', m.mobile).executeTakeFirstOrThrow()).id;

/**
 * One record of every kind the product keeps about a member, each carrying `tag` in a text field
 * (so another member's export can be searched for it): as the flows write them.
 */
async function recordsFor(memberId: number, tag: string, others: { teamMemberId: number; exhibitorId: number; demandOfOther?: number }) {
  const db = t.engine.db;
  const now = new Date();
  const { exhibitorId, teamMemberId } = others;
  await db.updateTable('member').set({ nickname: `${tag}-nick`, remark: `<script>alert("${tag}")</script>` }).where('id', '=', memberId).execute();
  await db.insertInto('exhibitor_binding_event').values({ exhibitor_id: exhibitorId, member_id: memberId, action: 'undone', via: 'invite', actor: `${tag}-actor` }).execute();
  const visitor = await db.insertInto('visitor').values({
    edition: '2027-05-12', contact: `${tag}-contact`, member_id: memberId, name: `${tag}-name`, company: `${tag}-company`, job_title: `${tag}-title`, country: '中国',
    business_type: 'bakery', interests: JSON.stringify(['equipment']), days: JSON.stringify(['2027-05-12']), badge_number: `${tag}-BADGE`, token_nonce: `${tag}-nonce-secret`, share_contact: true,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('admission').values({ visitor_id: visitor.id, day: '2027-05-12', gate: `${tag}-gate`, admitted_at: now, scan_id: `${tag}-gate-scan` }).execute();
  await db.insertInto('badge_scan').values({ scan_id: `${tag}-lead-scan`, kind: 'lead', visitor_id: visitor.id, result: 'new', device_id: `${tag}-device`, member_id: teamMemberId, exhibitor_id: exhibitorId, scanned_at: now }).execute();
  await db.insertInto('lead').values({ exhibitor_id: exhibitorId, visitor_id: visitor.id, scanned_by: teamMemberId, withdrawn_at: now, consent_share: true }).execute();
  const meeting = await db.insertInto('meeting').values({
    edition: '2027-05-12', exhibitor_id: exhibitorId, member_id: memberId, visitor_id: visitor.id, initiated_by: 'visitor', status: 'requested',
    starts_at: new Date('2027-05-12T02:00:00Z'), ends_at: new Date('2027-05-12T02:30:00Z'), topic: `${tag}-topic`, requested_at: now, asked_at: now, updated_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('meeting_post').values([
    { meeting_id: meeting.id, side: 'visitor', member_id: memberId, body: `${tag}-my-message`, created_at: now },
    { meeting_id: meeting.id, side: 'team', member_id: teamMemberId, body: `${tag}-team-answer`, created_at: now },
  ]).execute();
  const demand = await db.insertInto('demand').values({ member_id: memberId, demand_type: 1, intro: `${tag}-demand`, mobile: '13900000000', reviewed_by: 'editor.secret' }).returning('id').executeTakeFirstOrThrow();
  if (others.demandOfOther) {
    await db.insertInto('demand_claim').values({ demand_id: others.demandOfOther, member_id: memberId }).execute();
    await db.insertInto('contact_view').values({ member_id: memberId, day: '2027-05-12', demand_id: others.demandOfOther }).execute();
  }
  await db.insertInto('member_mark').values({ member_id: memberId, mark: 'collect', target_type: 'exhibitor', target_id: exhibitorId }).execute();
  await db.insertInto('visit_plan_time').values({ member_id: memberId, target_type: 'exhibitor', target_id: exhibitorId, visit_at: now }).execute();
  await db.insertInto('inquiry').values({ member_id: memberId, exhibitor_id: exhibitorId, name: `${tag}-inquirer`, mobile: '13900000001', email: `${tag}@example.com`, contents: `${tag}-inquiry` }).execute();
  await db.insertInto('notification').values({ member_id: memberId, kind: 'approved', demand_id: demand.id, title: `${tag}-notice`, reason: null, due_at: null, created_at: now, read_at: null }).execute();
  await db.insertInto('notice_setting').values({ member_id: memberId, approved: 'email' }).execute();
  return { demandId: demand.id };
}

describe('what an export holds', () => {
  let alice: Member;
  let bob: Member;
  let team: Member;
  let json: Record<string, any>;
  let html: string;

  beforeAll(async () => {
    [alice, bob, team] = [await registerByMobile(t), await registerByMobile(t), await registerByMobile(t)];
    const exhibitorId = (await t.engine.db.selectFrom('exhibitor').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const teamMemberId = await idOf(team);
    await t.engine.db.updateTable('member').set({ exhibitor_id: exhibitorId }).where('id', '=', teamMemberId).execute();
    const bobs = await recordsFor(await idOf(bob), 'BOBTAG', { exhibitorId, teamMemberId });
    const alices = await recordsFor(await idOf(alice), 'ALICETAG', { exhibitorId, teamMemberId, demandOfOther: bobs.demandId });
    await t.engine.db.insertInto('demand_claim').values({ demand_id: alices.demandId, member_id: await idOf(bob) }).execute();
    // Alice signs in a second time: two sign-ins.
    const c = await captcha(t);
    expect((await post(t, '/api/auth/login', { username: alice.mobile, password: alice.password, captchaId: c.captchaId, captchaCode: CAPTCHA_ANSWER })).body.code).toBe(200);
    const token = await exportReady(alice, EN);
    const file = await download(alice, token, 'data.json');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('application/json');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    json = JSON.parse(file.raw.toString('utf8'));
    const page = await download(alice, token, 'data.html');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    html = page.raw.toString('utf8');
  }, 120_000);

  test('every kind of record made for the member is in the JSON, and in the page', () => {
    for (const section of SECTIONS) expect([section, json[section]?.length ?? 0]).not.toEqual([section, 0]);
    expect(json.account[0]).toMatchObject({ mobile: alice.mobile, nickname: 'ALICETAG-nick' });
    expect(json.signIns).toHaveLength(2);
    expect(json.registrations[0]).toMatchObject({ badgeNumber: 'ALICETAG-BADGE', name: 'ALICETAG-name', company: 'ALICETAG-company', interests: ['equipment'] });
    expect(json.admissions[0]).toMatchObject({ badgeNumber: 'ALICETAG-BADGE', gate: 'ALICETAG-gate' });
    expect(json.scansOfMyBadge[0]).toMatchObject({ badgeNumber: 'ALICETAG-BADGE', kind: 'lead', exhibitorId: expect.any(Number) });
    expect(json.consents).toEqual(expect.arrayContaining([
      expect.objectContaining({ consent: 'shareContact', given: true }),
      expect.objectContaining({ consent: 'exhibitorContact', given: true, withdrawnAt: expect.any(String) }),
    ]));
    expect(json.meetings[0]).toMatchObject({ topic: 'ALICETAG-topic', status: 'requested' });
    expect(json.meetingMessages.map((m: { body: string }) => m.body)).toEqual(['ALICETAG-my-message', 'ALICETAG-team-answer']);
    expect(json.demands[0]).toMatchObject({ intro: 'ALICETAG-demand', demandType: 1 });
    expect(json.demandClaims).toHaveLength(1);
    expect(json.contactViews).toHaveLength(1);
    expect(json.collections[0]).toMatchObject({ mark: 'collect', targetType: 'exhibitor' });
    expect(json.inquiries[0]).toMatchObject({ contents: 'ALICETAG-inquiry' });
    expect(json.notices[0]).toMatchObject({ title: 'ALICETAG-notice' });
    expect(json.codesSent.some((c: { target: string; scene: string }) => c.target === alice.mobile && c.scene === 'register')).toBe(true);
    for (const text of ['ALICETAG-BADGE', 'ALICETAG-topic', 'ALICETAG-team-answer', 'ALICETAG-inquiry', 'ALICETAG-notice', 'Scans of my badge', 'Consents given and withdrawn']) expect(html).toContain(text);
  });

  test("nobody else's records, and no secrets: not another member's, not the team member's, not the editor's", () => {
    const text = JSON.stringify(json);
    for (const leak of ['BOBTAG', bob.mobile, team.mobile, 'editor.secret', 'ALICETAG-nonce-secret', 'password', 'token_hash', 'ALICETAG-actor']) {
      expect([leak, text.includes(leak)]).toEqual([leak, false]);
      expect([leak, html.includes(leak)]).toEqual([leak, false]);
    }
    // Bob's claim of Alice's demand is Bob's record.
    expect(json.demandClaims).toHaveLength(1);
  });

  test('the page is in the language asked in, and escapes what members wrote', () => {
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&#60;script&#62;alert(&#34;ALICETAG&#34;)');
  });
});

describe('the link', () => {
  test('each file downloads once: of two downloads at once, one gets the file', async () => {
    const m = await registerByMobile(t);
    const token = await exportReady(m);
    const both = await Promise.all([download(m, token, 'data.json'), download(m, token, 'data.json')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
    const again = await download(m, token, 'data.json');
    expect(again.body).toMatchObject({ code: 404, msg: messageText('zh', 'dataExportGone') });
    expect((await statusOf(m, token)).body.data).toMatchObject({ state: 'ready', downloaded: { json: true, html: false } });
    expect((await download(m, token, 'data.html')).status).toBe(200);
    expect((await download(m, token, 'data.html', EN)).body).toMatchObject({ code: 404, msg: messageText('en', 'dataExportGone') });
    const row = await t.engine.db.selectFrom('data_export').select(['json_file', 'html_file', 'token_hash']).where('member_id', '=', await idOf(m)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ json_file: null, html_file: null });
    expect(row.token_hash).not.toContain(token);
  });

  test('expires after its hours; the files of expired exports are emptied', async () => {
    const m = await registerByMobile(t);
    const token = await exportReady(m);
    expect(token).toMatch(DATA_EXPORT.tokenPattern);
    offsetMs = DATA_EXPORT.expiresHours * 3_600_000 + 60_000;
    try {
      expect((await statusOf(m, token)).body.data.state).toBe('expired');
      expect((await download(m, token, 'data.json', EN)).body).toMatchObject({ code: 404, msg: messageText('en', 'dataExportGone') });
    } finally {
      offsetMs = 0;
    }
    // The queue's next run empties the files of every export past its expiry (here by the database's clock).
    const other = await registerByMobile(t);
    await exportReady(other);
    const id = await idOf(other);
    await t.engine.db.updateTable('data_export').set({ expires_at: new Date(Date.now() - 1000) }).where('member_id', '=', id).execute();
    await post(t, '/api/member/data-export', {}, m.auth);
    await t.app.dataExports.drain();
    expect(await t.engine.db.selectFrom('data_export').select(['json_file', 'html_file']).where('member_id', '=', id).executeTakeFirstOrThrow()).toEqual({ json_file: null, html_file: null });
    // The row itself goes EXPORT_ROWS_KEPT_DAYS after.
    await t.engine.db.updateTable('data_export').set({ expires_at: new Date(Date.now() - (EXPORT_ROWS_KEPT_DAYS + 1) * 86_400_000) }).where('member_id', '=', id).execute();
    await post(t, '/api/member/data-export', {}, m.auth);
    await t.app.dataExports.drain();
    expect(await t.engine.db.selectFrom('data_export').select('id').where('member_id', '=', id).execute()).toEqual([]);
  });

  test("belongs to its member: another member's token answers 404, as an unknown one; no session, 401", async () => {
    const [owner, other] = [await registerByMobile(t), await registerByMobile(t)];
    const token = await exportReady(owner);
    expect((await statusOf(other, token)).status).toBe(404);
    expect((await download(other, token, 'data.json')).status).toBe(404);
    expect((await download(other, token, 'data.html')).status).toBe(404);
    expect((await statusOf(owner, 'A'.repeat(43))).status).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/member/data-export/${token}/data.json` })).status).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/member/data-export', payload: {} })).status).toBe(401);
    // Still there for its owner.
    expect((await download(owner, token, 'data.json')).status).toBe(200);
  });

  test("bad input: the 400 envelope naming the field, in the member's language", async () => {
    const m = await registerByMobile(t);
    const token = await exportReady(m);
    expect((await statusOf(m, 'not-a-token', ZH)).body).toEqual({ code: 400, msg: messageText('zh', 'dataExportBadLink'), data: { field: 'token' } });
    expect((await download(m, 'not-a-token', 'data.json', EN)).body).toEqual({ code: 400, msg: messageText('en', 'dataExportBadLink'), data: { field: 'token' } });
    expect((await download(m, token, 'data.xml', EN)).body).toEqual({ code: 400, msg: messageText('en', 'badValue'), data: { field: 'file' } });
    expect((await download(m, token, 'data.xml', ZH)).body).toEqual({ code: 400, msg: messageText('zh', 'badValue'), data: { field: 'file' } });
  });

  test('a new request retires the earlier link; requests per day are limited', async () => {
    const m = await registerByMobile(t);
    const first = await exportReady(m);
    const second = await exportReady(m);
    expect((await statusOf(m, first)).body.data.state).toBe('expired');
    expect((await download(m, first, 'data.json')).status).toBe(404);
    expect((await download(m, second, 'data.json')).status).toBe(200);
    for (let i = 2; i < DATA_EXPORT.perDay; i += 1) expect((await ask(m)).body.code).toBe(200);
    expect((await ask(m, EN)).body).toMatchObject({ code: 429, msg: messageText('en', 'dataExportLimit', { n: DATA_EXPORT.perDay }) });
    await t.app.dataExports.drain();
  });
});

test('the request log never shows a link\'s token', async () => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: 'memory://', DATABASE_URL: t.databaseUrl, ...TEST_ENV });
  const written: string[] = [];
  const app = await buildApp({ config, engine: t.engine, logStream: { write: (line) => written.push(line) } });
  await app.ready();
  try {
    const token = 'B'.repeat(43);
    await app.inject({ method: 'GET', url: `/api/member/data-export/${token}` });
    await app.inject({ method: 'GET', url: `/api/member/data-export/${token}/data.json` });
    const log = written.join('');
    expect(log).toContain('/api/member/data-export/[redacted]/data.json');
    expect(log).not.toContain(token);
  } finally {
    await app.close();
  }
});
