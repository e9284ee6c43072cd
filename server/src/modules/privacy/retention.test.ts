import { RETENTION_DEFAULT_DAYS, RETENTION_MAX_DAYS, RETENTION_NOTICE_DAYS_BEFORE, RETENTION_PATHS, DELETED_VISITOR, maskEmail, maskPhone } from '@expo/contract';
import { buildTestApp, EN, type TestApp } from '../../../test/helper';
import { TEST_ENV, registerByMobile, signInEditor } from '../../../test/accounts';
import { retentionPass } from './retention-job';

// Retention after the show: the organiser sets each period in the console (empty: the contract's
// default); once a period after the show's last day (2027-05-15 in the seed) has passed, the daily
// job masks or deletes that kind of record, and only that kind, of that edition. Exhibitors are
// told RETENTION_NOTICE_DAYS_BEFORE days before their leads' contacts are masked. Two passes at
// once (two apps on one database on PostgreSQL) do every step once.

const LAST_DAY = Date.parse('2027-05-15T04:00:00Z');
const DAY = 86_400_000;
let clock = LAST_DAY;
let t: TestApp;
let other: TestApp;
let team: Awaited<ReturnType<typeof registerByMobile>>;
let editor: Record<string, string>;
let exhibitorId: number;

beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, now: () => new Date(clock) });
  other = await buildTestApp({ env: TEST_ENV, sameDatabaseAs: t, now: () => new Date(clock) });
  editor = await signInEditor(t, 'editor.retention');
  team = await registerByMobile(t);
  exhibitorId = (await t.engine.db.selectFrom('exhibitor').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  await t.engine.db.updateTable('member').set({ exhibitor_id: exhibitorId }).where('mobile', '=', team.mobile).execute();
}, 180_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

let n = 0;
/** A visitor of an edition, a lead of the team with the contact shared, its scan, and a meeting with a thread. */
async function visitorOf(edition: string) {
  n += 1;
  const db = t.engine.db;
  const mobile = `1370000${String(n).padStart(4, '0')}`;
  const email = `visitor${n}@example.com`;
  const v = await db.insertInto('visitor').values({
    edition, contact: `m:${mobile}`, name: `Visitor ${n}`, company: `Company ${n}`, job_title: 'Buyer', country: '中国', mobile, email,
    business_type: 'bakery', interests: '[]', days: '[]', badge_number: `RT${n}-BADGE`, token_nonce: `nonce-${n}`, share_contact: true,
  }).returning('id').executeTakeFirstOrThrow();
  const teamId = (await db.selectFrom('member').select('id').where('mobile', '=', team.mobile).executeTakeFirstOrThrow()).id;
  await db.insertInto('lead').values({ exhibitor_id: exhibitorId, visitor_id: v.id, scanned_by: teamId, consent_share: true }).execute();
  await db.insertInto('badge_scan').values({ scan_id: `rt-scan-${n}`, kind: 'lead', visitor_id: v.id, result: 'new', device_id: 'stand-device', member_id: teamId, exhibitor_id: exhibitorId, scanned_at: new Date(LAST_DAY) }).execute();
  const meeting = await db.insertInto('meeting').values({
    edition, exhibitor_id: exhibitorId, member_id: teamId, visitor_id: v.id, initiated_by: 'team', status: 'accepted', message: `hello ${n}`,
    starts_at: new Date(`${edition}T02:00:00Z`), ends_at: new Date(`${edition}T02:30:00Z`), topic: `Topic ${n}`, requested_at: new Date(LAST_DAY), asked_at: new Date(LAST_DAY), updated_at: new Date(LAST_DAY),
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('meeting_post').values({ meeting_id: meeting.id, side: 'visitor', member_id: null, body: `thread ${n}`, created_at: new Date(LAST_DAY) }).execute();
  return { id: v.id, mobile, email, meetingId: meeting.id, name: `Visitor ${n}` };
}

const visitor = (id: number) => t.engine.db.selectFrom('visitor').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const posts = async (meetingId: number) => (await t.engine.db.selectFrom('meeting_post').select('id').where('meeting_id', '=', meetingId).execute()).length;
const scanOf = (id: number) => t.engine.db.selectFrom('badge_scan').select(['visitor_id', 'exhibitor_id']).where('scan_id', '=', `rt-scan-${id}`).executeTakeFirst();
const leadsNotices = async () => (await t.engine.db.selectFrom('notification').select('member_id').where('kind', '=', 'leadsMasking').execute()).length;
/** Two passes at once, one in each app (two processes on PostgreSQL). */
const twoPasses = () => Promise.all([retentionPass(t.engine.db, new Date(clock)), retentionPass(other.engine.db, new Date(clock))]);

test('the console sets each period from 1 to RETENTION_MAX_DAYS days; empty is the default', async () => {
  const list = await t.request({ method: 'GET', url: '/api/editor/content/retentionPeriods', headers: editor });
  const rows = list.body.data.rows.map((r: { kind: string; days: number | null }) => [r.kind, r.days]);
  expect(rows).toHaveLength(4);
  expect(rows).toEqual(expect.arrayContaining([['leadContacts', null], ['registrations', null], ['scans', null], ['meetingThreads', null]]));
  const tooLong = await t.request({ method: 'PUT', url: '/api/editor/content/retentionPeriods/meetingThreads', headers: editor, payload: { days: RETENTION_MAX_DAYS + 1 } });
  expect(tooLong.body.code).toBe(400);
  const version = async () => (await t.engine.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version;
  const before = await version();
  expect((await t.request({ method: 'PUT', url: '/api/editor/content/retentionPeriods/meetingThreads', headers: editor, payload: { days: 30 } })).body.code).toBe(200);
  // The privacy notice prints the periods in force: the change is public and marks the site stale.
  expect((await t.request({ method: 'GET', url: `/api${RETENTION_PATHS.periods}` })).body.data).toEqual({ ...RETENTION_DEFAULT_DAYS, meetingThreads: 30 });
  expect(await version()).toBeGreaterThan(before);
});

test('past its period each kind is masked or deleted once, others untouched; exhibitors are told before their leads are masked', async () => {
  const old = [await visitorOf('2027-05-12'), await visitorOf('2027-05-12')] as const;
  const next = await visitorOf('2028-05-10');

  // within the meeting threads' 30 days: nothing
  clock = LAST_DAY + 30 * DAY;
  expect((await twoPasses()).flatMap((r) => Object.keys(r.steps))).toEqual([]);
  expect(await posts(old[0].meetingId)).toBe(1);

  // past 30 days: the threads of the 2027 edition go, once; the request's message too; the meeting stays
  clock = LAST_DAY + 31 * DAY;
  const threads = await twoPasses();
  expect(threads.flatMap((r) => Object.entries(r.steps))).toEqual([['meetingThreads 2027-05-12', 2]]);
  expect([await posts(old[0].meetingId), await posts(old[1].meetingId), await posts(next.meetingId)]).toEqual([0, 0, 1]);
  expect(await t.engine.db.selectFrom('meeting').select(['message', 'topic', 'starts_at']).where('id', '=', old[0].meetingId).executeTakeFirstOrThrow())
    .toEqual({ message: '', topic: old[0].name.replace('Visitor', 'Topic'), starts_at: new Date('2027-05-12T02:00:00Z') });

  // RETENTION_NOTICE_DAYS_BEFORE days before the leads' contacts are masked: the team is told, once
  clock = LAST_DAY + (RETENTION_DEFAULT_DAYS.leadContacts - RETENTION_NOTICE_DAYS_BEFORE) * DAY;
  const told = await twoPasses();
  expect(told.flatMap((r) => r.noticeIds)).toHaveLength(1);
  expect(await leadsNotices()).toBe(1);
  const notice = (await t.request({ method: 'GET', url: '/api/member/notifications', headers: { ...team.auth, ...EN } })).body.data.rows[0];
  expect(notice).toMatchObject({ kind: 'leadsMasking', text: expect.stringContaining('Export your leads') });
  expect((await visitor(old[0].id)).mobile).toBe(old[0].mobile);

  // past the leads' period: their contacts are masked by the one masking rule, once; name and company stay
  clock = LAST_DAY + (RETENTION_DEFAULT_DAYS.leadContacts + 1) * DAY;
  const masked = await twoPasses();
  expect(masked.flatMap((r) => Object.entries(r.steps))).toEqual([['leadContacts 2027-05-12', 2]]);
  expect(await visitor(old[0].id)).toMatchObject({ mobile: maskPhone(old[0].mobile), email: maskEmail(old[0].email), name: old[0].name, erased_at: null });
  expect(await visitor(next.id)).toMatchObject({ mobile: next.mobile, email: next.email });
  const leads = (await t.request({ method: 'GET', url: '/api/member/leads?pageSize=100', headers: { ...team.auth, ...EN } })).body.data.rows as { name: string; mobile: string }[];
  expect(leads.find((l) => l.name === old[0].name)?.mobile).toBe(maskPhone(old[0].mobile));
  expect(await leadsNotices()).toBe(1);
  expect(await scanOf(1)).toMatchObject({ visitor_id: old[0].id });

  // past the registrations' and scans' period: registrations lose the person, scans the visitor; counts stay
  clock = LAST_DAY + (Math.max(RETENTION_DEFAULT_DAYS.registrations, RETENTION_DEFAULT_DAYS.scans) + 1) * DAY;
  const erased = await twoPasses();
  expect(Object.fromEntries(erased.flatMap((r) => Object.entries(r.steps)))).toEqual({ 'registrations 2027-05-12': 2, 'scans 2027-05-12': 2 });
  expect(await visitor(old[1].id)).toMatchObject({ name: '', mobile: null, email: null, erased_at: expect.any(Date) });
  expect(await scanOf(2)).toEqual({ visitor_id: null, exhibitor_id: exhibitorId });
  const after = (await t.request({ method: 'GET', url: '/api/member/leads?pageSize=100', headers: { ...team.auth, ...EN } })).body.data.rows as { name: string }[];
  expect(after).toHaveLength(leads.length);
  expect(after.filter((l) => l.name === DELETED_VISITOR.en)).toHaveLength(2);
  expect(await visitor(next.id)).toMatchObject({ name: next.name, mobile: next.mobile, erased_at: null });
  expect(await posts(next.meetingId)).toBe(1);
  expect(await t.engine.db.selectFrom('retention_done').select(['kind', 'edition']).orderBy('kind').execute()).toHaveLength(5);
});
