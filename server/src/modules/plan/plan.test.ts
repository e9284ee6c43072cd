import ICAL from 'ical.js';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { buildTestApp, EN, ZH, CJK, type TestApp } from '../../../test/helper';
import { TEST_ENV, post, registerByMobile } from '../../../test/accounts';
import { SHOW_TIME_ZONE, compareWalk, showInstant, type MemberPlan } from '@expo/contract';

type Member = Awaited<ReturnType<typeof registerByMobile>>;

let t: TestApp;
let show: { startDate: string; endDate: string };
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV });
  const row = await t.engine.db.selectFrom('exhibition').select(['start_date', 'end_date']).executeTakeFirstOrThrow();
  show = { startDate: String(row.start_date), endDate: String(row.end_date) };
});
afterAll(() => t.close());

const plan = async (member: Member, headers: Record<string, string> = {}) =>
  (await t.get<MemberPlan>('/api/member/plan', { ...member.auth, ...headers })).body.data;
const collect = (member: Member, targetType: string, targetId: number) =>
  post(t, '/api/member/mark', { targetType, targetId, mark: 'collect', on: true }, member.auth);
const planVisit = (member: Member, targetType: string, targetId: number, visitAt: string | null, headers: Record<string, string> = {}) =>
  post(t, '/api/member/plan/visit', { targetType, targetId, visitAt }, { ...member.auth, ...headers });

/** Two exhibitors with booths in different halls, a product of a third, and a show activity. */
async function somePlanItems() {
  const db = t.engine.db;
  const booths = await db.selectFrom('booth').innerJoin('hall', 'hall.id', 'booth.hall_id')
    .select(['booth.exhibitor_id', 'booth.code', 'hall.sort', 'hall.code as hall']).where('booth.exhibitor_id', 'is not', null)
    .orderBy('hall.sort', 'desc').orderBy('booth.code').execute();
  const last = booths[0]!;
  const first = booths.at(-1)!;
  const product = await db.selectFrom('product').select(['id', 'exhibitor_id'])
    .where('exhibitor_id', 'not in', [last.exhibitor_id!, first.exhibitor_id!]).orderBy('id').executeTakeFirstOrThrow();
  const activity = await db.selectFrom('activity').select(['id', 'starts_at', 'ends_at']).where('exhibitor_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
  return { late: last.exhibitor_id!, early: first.exhibitor_id!, product, activity };
}

describe('visit plan', () => {
  test('built from the collections: activities with times, stops in walking order, conflicts flagged', async () => {
    const member = await registerByMobile(t);
    const { late, early, product, activity } = await somePlanItems();
    for (const [type, id] of [['exhibitor', late], ['exhibitor', early], ['product', product.id], ['activity', activity.id]] as const) {
      expect((await collect(member, type, id)).body.code).toBe(200);
    }
    const start = new Date(activity.starts_at).toISOString();
    // A stand visit during the activity: both are flagged; the other visit is clear of both.
    expect((await planVisit(member, 'exhibitor', late, start)).body).toEqual({ code: 200, msg: 'success', data: null });
    const day = start.slice(0, 10);
    const clear = showInstant(new Date(Date.parse(start) + 8 * 3600_000).toISOString().slice(0, 10), '17:00');
    expect((await planVisit(member, 'product', product.id, clear)).body.code).toBe(200);

    const data = await plan(member, EN);
    expect(data.show).toMatchObject({ startDate: show.startDate, endDate: show.endDate, opensAt: '09:00', closesAt: '18:00' });
    expect(data.activities).toEqual([expect.objectContaining({ id: activity.id, startTime: start, conflictsWith: [`exhibitor:${late}`] })]);
    const stops = data.stops;
    // Walking order: hall by hall in the plan's order, then booth by booth.
    const halls = await t.engine.db.selectFrom('hall').select(['code', 'sort']).execute();
    const sortOf = new Map(halls.map((h) => [h.code, h.sort]));
    const places = stops.map((s) => ({ hallSort: s.hallCode ? sortOf.get(s.hallCode)! : null, hallCode: s.hallCode, boothCode: s.boothCode }));
    expect([...places].sort(compareWalk)).toEqual(places);
    expect(stops.map((s) => s.exhibitorId).indexOf(early)).toBeLessThan(stops.map((s) => s.exhibitorId).indexOf(late));
    expect(stops.map((s) => s.exhibitorId)).toContain(late);
    expect(stops.map((s) => s.exhibitorId)).toContain(product.exhibitor_id);
    const lateStop = stops.find((s) => s.exhibitorId === late)!;
    expect(lateStop.visits).toEqual([expect.objectContaining({ targetType: 'exhibitor', targetId: late, visitAt: start, conflictsWith: [`activity:${activity.id}`] })]);
    const productVisit = stops.flatMap((s) => s.visits).find((v) => v.targetType === 'product')!;
    expect(productVisit).toMatchObject({ visitAt: clear, conflictsWith: [] });
    expect(data.booths.length).toBeGreaterThanOrEqual(2);
    expect(data.share).toEqual({ on: false, token: null });
    expect(day).toBeTruthy();

    // Clearing a time takes the visit out of the conflict.
    expect((await planVisit(member, 'exhibitor', late, null)).body.code).toBe(200);
    expect((await plan(member)).activities[0]!.conflictsWith).toEqual([]);
  });

  test('a time outside the show days or hours is refused with a 400 in the request\'s language', async () => {
    const member = await registerByMobile(t);
    const { early } = await somePlanItems();
    await collect(member, 'exhibitor', early);
    const dayBefore = new Date(Date.parse(`${show.startDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const cases = [
      showInstant(show.startDate, '08:59'), // before opening
      showInstant(show.startDate, '17:45'), // ends after closing
      showInstant(dayBefore, '10:00'), // not a show day
      `${show.startDate}T10:00:00`, // no offset
      'tomorrow',
    ];
    for (const visitAt of cases) {
      const en = await planVisit(member, 'exhibitor', early, visitAt, EN);
      expect({ visitAt, status: en.status, code: en.body.code }).toEqual({ visitAt, status: 400, code: 400 });
      expect(en.body.msg).toContain('Choose a time during the show');
      const zh = await planVisit(member, 'exhibitor', early, visitAt, ZH);
      expect(zh.status).toBe(400);
      expect(zh.body.msg).toMatch(CJK);
    }
    expect((await planVisit(member, 'exhibitor', early, showInstant(show.endDate, '17:30'))).body.code).toBe(200);
    expect((await planVisit(member, 'exhibitor', early, `${show.startDate}T09:00:00+08:00`)).body.code).toBe(200);
  });

  test('only collected items can be planned, and a second member never sees the first one\'s plan', async () => {
    const [a, b] = [await registerByMobile(t), await registerByMobile(t)];
    const { early, late } = await somePlanItems();
    await collect(a, 'exhibitor', early);
    const res = await planVisit(b, 'exhibitor', early, showInstant(show.startDate, '10:00'), EN);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Collect this exhibitor or product first, then plan its visit');
    await collect(b, 'exhibitor', late);
    expect((await plan(b)).stops.map((s) => s.exhibitorId)).toEqual([late]);
    expect((await plan(a)).stops.map((s) => s.exhibitorId)).toEqual([early]);
    expect((await t.get('/api/member/plan')).status).toBe(401);
  });
});

describe('share link and calendar feed', () => {
  test('the share link shows the plan read-only; turned off it answers 404', async () => {
    const member = await registerByMobile(t);
    const { early } = await somePlanItems();
    await collect(member, 'exhibitor', early);
    const on = (await post(t, '/api/member/plan/share', { on: true }, member.auth)).body.data;
    expect(on).toEqual({ on: true, token: expect.stringMatching(/^[\w-]{43}$/) });
    // Turning it on again keeps the link.
    expect((await post(t, '/api/member/plan/share', { on: true }, member.auth)).body.data).toEqual(on);
    const shared = await t.get(`/api/plan/shared/${on.token}`);
    expect(shared.status).toBe(200);
    expect(shared.body.data.stops.map((s: { exhibitorId: number }) => s.exhibitorId)).toEqual([early]);
    expect(shared.body.data).not.toHaveProperty('share');
    expect(shared.body.data).not.toHaveProperty('feed');
    expect((await post(t, '/api/member/plan/share', { on: false }, member.auth)).body.data).toEqual({ on: false, token: null });
    expect((await t.get(`/api/plan/shared/${on.token}`)).status).toBe(404);
  });

  test('the feed parses, carries China times with the VTIMEZONE, and a revoked URL answers 404', async () => {
    const member = await registerByMobile(t);
    const { late, activity } = await somePlanItems();
    await collect(member, 'exhibitor', late);
    await collect(member, 'activity', activity.id);
    const visitAt = showInstant(show.startDate, '14:15');
    await planVisit(member, 'exhibitor', late, visitAt);
    const feed = (await post(t, '/api/member/plan/feed', { on: true }, { ...member.auth, ...EN })).body.data;
    expect(feed.on).toBe(true);

    const res = await t.request({ method: 'GET', url: `/api/calendar/${feed.token}.ics` });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const calendar = new ICAL.Component(ICAL.parse(res.body as string));
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe(SHOW_TIME_ZONE);
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events).toHaveLength(2);
    const visit = events.find((e) => e.uid.startsWith('visit-'))!;
    expect(visit.summary).toMatch(/^Visit .+ \(booth .+\)$/);
    expect(visit.startDate.toString()).toBe(`${show.startDate}T14:15:00`);
    expect(visit.startDate.zone.tzid).toBe(SHOW_TIME_ZONE);
    expect(visit.startDate.toJSDate().toISOString()).toBe(visitAt);
    expect(visit.endDate.toString()).toBe(`${show.startDate}T14:45:00`);
    const talk = events.find((e) => e.uid.startsWith('activity-'))!;
    expect(talk.uid).toBe(`activity-${activity.id}@localhost:8000`);
    expect(talk.startDate.toJSDate().toISOString()).toBe(new Date(activity.starts_at).toISOString());
    expect(String(talk.component.getFirstPropertyValue('url'))).toBe(`http://localhost:8000/en/activity/${activity.id}/`);
    expect(calendar.getFirstPropertyValue('refresh-interval')).toBeTruthy();

    await post(t, '/api/member/plan/feed', { on: false }, member.auth);
    expect((await t.request({ method: 'GET', url: `/api/calendar/${feed.token}.ics` })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/calendar/not-a-token.ics' })).status).toBe(404);
  });

  test('the request log never shows a feed or share token', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: 'memory://', DATABASE_URL: t.databaseUrl, ...TEST_ENV });
    const written: string[] = [];
    const app = await buildApp({ config, engine: t.engine, logStream: { write: (line) => written.push(line) } });
    await app.ready();
    try {
      const token = 'A'.repeat(43);
      await app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` });
      await app.inject({ method: 'GET', url: `/api/plan/shared/${token}?x=1` });
      const log = written.join('');
      expect(log).toContain('/api/calendar/[redacted]');
      expect(log).toContain('/api/plan/shared/[redacted]');
      expect(log).not.toContain(token);
    } finally {
      await app.close();
    }
  });
});
