import ICAL from 'ical.js';
import { MEETING_DECLINES_MAX, MEETING_REQUESTS_PER_DAY, MEETING_TEXT_LIMITS, daySlots, defaultMeetingDays, messageText } from '@expo/contract';
import { buildTestApp, ZH, type TestApp } from '../../../test/helper';
import { injectClient, type BurstContext } from '../../../test/bursts';
import { freshExhibitor } from '../../../test/centre-bursts';
import { capacityAndAcceptsHold, fiftyInvitesOneVisitor, fiftyRequestsOneSlot, onePersonOneMeetingAtATime, openRequestLimitHolds, person, type Person } from '../../../test/meeting-bursts';
import { signInEditor, TEST_ENV } from '../../../test/accounts';
import { meetingPass } from './jobs';

// Meetings: a visitor asks an exhibitor's team for a slot; the team accepts, declines or proposes
// another; both sides see it in their plans and calendar feeds; requests are reminded and expire;
// the database keeps slots within capacity and people in one meeting at a time; nobody else sees it.

let t: TestApp;
/** The app's clock: tests move it (the show is 2027-05-12 to 15, 09:00 to 18:00 China time). */
let clock = new Date('2027-05-01T02:00:00Z');
let editor: Record<string, string>;
let exhibitorId: number;
let team: Person;
let teammate: Person;
let visitor: Person;
let stranger: Person;
let slots: string[];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Record<string, string> | null, payload?: object) =>
  t.request({ method, url: `/api${url}`, headers: { lang: 'en_US', ...(who ?? {}) }, ...(payload ? { payload } : {}) });
const ask = (who: Person, startsAt: string, extra: object = {}) => call('POST', '/member/meetings', who.auth, { exhibitorId, startsAt, topic: 'products', message: 'Three deck ovens for our new shop', ...extra });

async function feedOf(who: Person) {
  const link = await call('POST', '/member/plan/feed', who.auth, { on: true });
  const res = await t.request({ method: 'GET', url: `/api/calendar/${link.body.data.token}.ics` });
  const calendar = new ICAL.Component(ICAL.parse(res.body as string));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
  return calendar.getAllSubcomponents('vevent').filter((e) => String(e.getFirstPropertyValue('uid')).startsWith('meeting-')).map((e) => ({
    uid: String(e.getFirstPropertyValue('uid')),
    summary: String(e.getFirstPropertyValue('summary')),
    sequence: Number(e.getFirstPropertyValue('sequence')),
    status: String(e.getFirstPropertyValue('status')),
    start: (e.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    location: String(e.getFirstPropertyValue('location')),
  }));
}

beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, now: () => clock });
  editor = await signInEditor(t, 'editor.meetings');
  exhibitorId = await freshExhibitor(t.engine.db, 'Oven Masters');
  await t.engine.db.updateTable('exhibitor').set({ phone: '021-55550000', email: 'sales@ovens.example' }).where('id', '=', exhibitorId).execute();
  const hall = await t.engine.db.selectFrom('hall').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  await t.engine.db.insertInto('booth').values({ hall_id: hall.id, code: 'M01', x: 1, y: 1, width: 3, height: 3, exhibitor_id: exhibitorId }).execute();
  [team, teammate, visitor, stranger] = [await person(t.engine.db, exhibitorId), await person(t.engine.db, exhibitorId), await person(t.engine.db), await person(t.engine.db)];
  const show = await t.engine.db.selectFrom('exhibition').select('start_date').executeTakeFirstOrThrow();
  slots = daySlots(defaultMeetingDays([show.start_date])[0]!, 30);
}, 180_000);
afterAll(() => t.close());

describe('a visitor and a team agree a meeting, and both calendars follow it', () => {
  test('request, counter-proposal, accept: both plans and both feeds show it; cancelled: both feeds say so', async () => {
    const free = (await call('GET', `/meetings/exhibitors/${exhibitorId}/slots`, null)).body.data;
    expect(free).toMatchObject({ exhibitorName: 'Oven Masters', slotMinutes: 30, place: { kind: 'booth', name: 'M01' }, stats: { requests: 0, answerRate: null } });
    expect(free.days[0].slots[0]).toEqual({ startsAt: slots[0], free: true });

    const asked = await ask(visitor, slots[2]!);
    expect(asked.status).toBe(200);
    const id = asked.body.data.id;
    expect(asked.body.data).toMatchObject({ status: 'requested', awaiting: 'team', you: 'visitor', startsAt: slots[2], team: { name: 'Oven Masters' } });
    // contact details stay masked until the meeting is accepted
    expect(asked.body.data.team.mobile).not.toBe('021-55550000');
    expect((await call('GET', `/meetings/exhibitors/${exhibitorId}/slots`, null)).body.data.days[0].slots[2].free).toBe(false);
    const notice = (await call('GET', '/member/notifications', teammate.auth)).body.data.rows[0];
    expect(notice).toMatchObject({ kind: 'meetingRequest', meetingId: id });
    expect(notice.text).toContain('2027-05-12 10:00 China time');
    // …and by SMS through the outbox (each member's default without a choice), once committed
    await t.app.notices.settled();
    const mobile = (await t.engine.db.selectFrom('member').select('mobile').where('id', '=', teammate.id).executeTakeFirstOrThrow()).mobile!;
    const sms = await t.engine.db.selectFrom('outbox').select('body').where('recipient', '=', mobile).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(sms.body).toContain('asks to meet on 2027-05-12 10:00 China time');

    expect((await call('POST', `/member/meetings/${id}/accept`, visitor.auth)).body.msg).toBe('The other side must answer this meeting now');
    const proposed = await call('POST', `/member/meetings/${id}/propose`, team.auth, { startsAt: slots[4] });
    expect(proposed.body.data).toMatchObject({ status: 'proposed', awaiting: 'visitor', startsAt: slots[4], sequence: 1 });
    expect((await call('GET', `/meetings/exhibitors/${exhibitorId}/slots`, null)).body.data.days[0].slots.slice(2, 5).map((s: { free: boolean }) => s.free)).toEqual([true, true, false]);

    const accepted = await call('POST', `/member/meetings/${id}/accept`, visitor.auth);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', awaiting: null, sequence: 2, team: { mobile: '021-55550000', email: 'sales@ovens.example' } });

    for (const who of [visitor, teammate]) {
      const plan = (await call('GET', '/member/plan', who.auth)).body.data;
      expect(plan.meetings).toEqual([expect.objectContaining({ id, startsAt: slots[4], status: 'accepted', place: expect.objectContaining({ name: 'M01' }) })]);
      expect((await feedOf(who))).toEqual([expect.objectContaining({ uid: expect.stringContaining(`meeting-${id}@`), start: slots[4], sequence: 2, status: 'CONFIRMED', location: 'Booth M01' })]);
    }
    expect((await feedOf(visitor))[0]!.summary).toBe('Meeting: Oven Masters');

    const cancelled = await call('POST', `/member/meetings/${id}/cancel`, visitor.auth, { reason: 'Our flight was cancelled' });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', reason: 'Our flight was cancelled', sequence: 3 });
    for (const who of [visitor, team]) {
      expect(await feedOf(who)).toEqual([expect.objectContaining({ status: 'CANCELLED', sequence: 3 })]);
      expect((await call('GET', '/member/plan', who.auth)).body.data.meetings).toEqual([]);
    }
    expect((await call('GET', `/meetings/exhibitors/${exhibitorId}/slots`, null)).body.data.days[0].slots[4].free).toBe(true);
    const told = (await call('GET', '/member/notifications', team.auth)).body.data.rows[0];
    expect(told.text).toContain('Our flight was cancelled');
  });

  test('the thread: plain text, both sides, its limits; a stranger sees nothing', async () => {
    const id = (await ask(visitor, slots[6]!)).body.data.id;
    expect((await call('POST', `/member/meetings/${id}/posts`, visitor.auth, { body: '<b>Hello</b> we come with two people' })).status).toBe(200);
    const thread = (await call('POST', `/member/meetings/${id}/posts`, team.auth, { body: 'Welcome!' })).body.data.thread;
    expect(thread.map((p: { side: string; body: string }) => [p.side, p.body])).toEqual([['visitor', '<b>Hello</b> we come with two people'], ['team', 'Welcome!']]);
    expect((await call('POST', `/member/meetings/${id}/posts`, visitor.auth, { body: '   ' })).body.data).toEqual({ field: 'body' });
    expect((await call('POST', `/member/meetings/${id}/posts`, visitor.auth, { body: 'x'.repeat(MEETING_TEXT_LIMITS.post + 1) })).body.msg).toBe(`Max length is ${MEETING_TEXT_LIMITS.post} characters`);
    // the team sees the visitor's contact masked until it accepts
    const seen = (await call('GET', `/member/meetings/${id}`, team.auth)).body.data;
    expect(seen.you).toBe('team');
    expect(seen.visitor.mobile).toMatch(/\*/);
    await call('POST', `/member/meetings/${id}/cancel`, visitor.auth, { reason: 'Changed plans' });
  });
});

describe("who may change a meeting: the contract's MEETING_CHANGES", () => {
  test('the side that must answer accepts or declines (it does not cancel); the other withdraws; only the team proposes', async () => {
    const id = (await ask(visitor, slots[10]!)).body.data.id;
    const teamCancels = await call('POST', `/member/meetings/${id}/cancel`, team.auth, { reason: 'Not this way' });
    expect([teamCancels.status, teamCancels.body.msg]).toEqual([400, messageText('en', 'meetingNotYourTurn')]);
    const visitorAccepts = await call('POST', `/member/meetings/${id}/accept`, visitor.auth);
    expect([visitorAccepts.status, visitorAccepts.body.msg]).toEqual([400, messageText('en', 'meetingNotYourTurn')]);
    expect((await call('POST', `/member/meetings/${id}/propose`, visitor.auth, { startsAt: slots[11] })).body.msg).toBe(messageText('en', 'meetingNotYourTurn'));
    expect((await call('POST', `/member/meetings/${id}/cancel`, visitor.auth, { reason: 'Changed plans' })).body.data.status).toBe('cancelled');
    const after = await call('POST', `/member/meetings/${id}/accept`, team.auth);
    expect([after.status, after.body.msg]).toEqual([400, messageText('en', 'meetingChanged')]);
  });
});

describe('only the two sides and the editors see a meeting', () => {
  test('every meeting route refuses a stranger as if it did not exist; team routes refuse a member without a team', async () => {
    const id = (await ask(visitor, slots[8]!)).body.data.id;
    const routes: [string, string, object | undefined][] = [
      ['GET', `/member/meetings/${id}`, undefined],
      ['POST', `/member/meetings/${id}/accept`, undefined],
      ['POST', `/member/meetings/${id}/decline`, { reason: 'no' }],
      ['POST', `/member/meetings/${id}/cancel`, { reason: 'no' }],
      ['POST', `/member/meetings/${id}/propose`, { startsAt: slots[9] }],
      ['POST', `/member/meetings/${id}/posts`, { body: 'hi' }],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(method as 'GET', url, stranger.auth, body);
      expect([url, res.status, res.body.msg]).toEqual([url, 404, 'Meeting not found']);
      expect((await call(method as 'GET', url, null, body)).status).toBe(401);
    }
    expect((await call('GET', '/member/meetings', stranger.auth)).body.data).toEqual([]);
    for (const url of ['/member/exhibitor/meetings', '/member/exhibitor/meetings/settings', '/member/exhibitor/meetings/visitors']) {
      expect((await call('GET', url, stranger.auth)).status).toBe(403);
    }
    // a member who leaves the team loses the team's meetings at once
    await t.engine.db.updateTable('member').set({ exhibitor_id: null }).where('id', '=', teammate.id).execute();
    expect((await call('GET', `/member/meetings/${id}`, teammate.auth)).status).toBe(404);
    await t.engine.db.updateTable('member').set({ exhibitor_id: exhibitorId }).where('id', '=', teammate.id).execute();
    // the editors see it whole
    const seen = await call('GET', `/editor/meetings/${id}`, editor);
    expect(seen.body.data).toMatchObject({ id, you: 'editor' });
    expect((await call('GET', `/editor/meetings/${id}`, visitor.auth)).status).toBe(401);
    await call('POST', `/member/meetings/${id}/decline`, team.auth, { reason: 'We are fully booked' });
  });
});

describe('bad times and bad input are refused with a clear message', () => {
  test('off the slot grid, outside the hours, in the past, own exhibitor, foreign product, unknown exhibitor', async () => {
    const offGrid = new Date(Date.parse(slots[1]!) + 10 * 60_000).toISOString();
    expect((await ask(visitor, offGrid)).body).toMatchObject({ code: 400, msg: 'That time is not one of the meeting slots of Oven Masters: choose a free slot from the list', data: { field: 'startsAt' } });
    expect((await ask(visitor, '2027-05-12T12:00:00Z')).body.msg).toContain('not one of the meeting slots'); // 20:00 China time
    expect((await ask(visitor, '2027-05-12T10:00:00')).body.msg).toContain('not one of the meeting slots'); // no offset
    expect((await ask(team, slots[3]!)).body.msg).toBe('You cannot ask your own exhibitor for a meeting');
    const foreign = await t.engine.db.selectFrom('product').select('id').where('exhibitor_id', '!=', exhibitorId).limit(1).executeTakeFirstOrThrow();
    expect((await ask(visitor, slots[3]!, { productId: foreign.id })).body.data).toEqual({ field: 'productId' });
    expect((await call('POST', '/member/meetings', visitor.auth, { exhibitorId: 999999, startsAt: slots[3], topic: 'products', message: '' })).status).toBe(404);
    expect((await ask(visitor, slots[3]!, { message: 'x'.repeat(MEETING_TEXT_LIMITS.message + 1) })).body.data).toEqual({ field: 'message' });
    const zh = await t.request({ method: 'POST', url: '/api/member/meetings', headers: { ...visitor.auth, ...ZH }, payload: { exhibitorId, startsAt: offGrid, topic: 'products', message: '' } });
    expect(zh.body.msg).toBe('该时间不是Oven Masters开放的洽谈时段，请从列表中选择空闲时段');
    const saved = clock;
    clock = new Date(Date.parse(slots[5]!) + 60_000);
    expect((await ask(visitor, slots[5]!)).body.msg).toBe('That time has passed: choose a later slot');
    clock = saved;
  });

  test('strangers\' input: huge numbers, Infinity, NUL bytes, wrong types, unknown topics get a 400 envelope', async () => {
    const bodies: object[] = [
      { exhibitorId: 1e308, startsAt: slots[3], topic: 'products', message: '' },
      { exhibitorId: 'Infinity', startsAt: slots[3], topic: 'products', message: '' },
      { exhibitorId, startsAt: `${slots[3]}\u0000`, topic: 'products', message: '' },
      { exhibitorId, startsAt: slots[3], topic: 'bribes', message: '' },
      { exhibitorId, startsAt: 12, topic: 'products', message: { a: 1 } },
      { exhibitorId, startsAt: 'x'.repeat(100), topic: 'products', message: '' },
    ];
    for (const body of bodies) {
      const res = await call('POST', '/member/meetings', visitor.auth, body);
      expect([JSON.stringify(body).slice(0, 60), res.status, res.body.code]).toEqual([JSON.stringify(body).slice(0, 60), 400, 400]);
    }
    for (const url of ['/member/meetings/99999999999', '/member/meetings/-1', '/member/meetings/Infinity', '/meetings/exhibitors/1e400/slots']) {
      expect((await call('GET', url, visitor.auth)).status).toBe(400);
    }
    expect((await call('PUT', '/member/exhibitor/meetings/settings', team.auth, { slotMinutes: 45, capacity: 1, roomId: null, seeks: [], days: [] })).status).toBe(400);
  });
});

describe('spam limits', () => {
  test(`after ${MEETING_DECLINES_MAX} declines by one exhibitor, no more requests to it; the limits are per day too`, async () => {
    const asker = await person(t.engine.db);
    for (const i of [10, 11]) {
      const id = (await ask(asker, slots[i]!)).body.data.id;
      expect((await call('POST', `/member/meetings/${id}/decline`, team.auth, { reason: '' })).body.data).toEqual({ field: 'reason' });
      expect((await call('POST', `/member/meetings/${id}/decline`, team.auth, { reason: 'We only sell to chains' })).status).toBe(200);
    }
    expect((await ask(asker, slots[12]!)).body.msg).toBe(`Oven Masters has declined ${MEETING_DECLINES_MAX} of your requests: you cannot ask it again for this show`);

    const busy = await person(t.engine.db);
    const others = await Promise.all(Array.from({ length: MEETING_REQUESTS_PER_DAY + 1 }, (_, i) => freshExhibitor(t.engine.db, `Daily ${i}`)));
    for (let i = 0; i < MEETING_REQUESTS_PER_DAY; i += 1) {
      const res = await call('POST', '/member/meetings', busy.auth, { exhibitorId: others[i], startsAt: slots[i % slots.length], topic: 'samples', message: '' });
      expect(res.status).toBe(200);
      // withdrawn at once (so the same slots serve again): only the daily count, not the open count, stops the next
      expect((await call('POST', `/member/meetings/${res.body.data.id}/cancel`, busy.auth, { reason: 'Sorry' })).status).toBe(200);
    }
    const over = await call('POST', '/member/meetings', busy.auth, { exhibitorId: others[MEETING_REQUESTS_PER_DAY], startsAt: slots[0], topic: 'samples', message: '' });
    expect(over.body.msg).toBe(`You have sent ${MEETING_REQUESTS_PER_DAY} meeting requests today, the most a day: please try again tomorrow`);
    const saved = clock;
    clock = new Date(clock.getTime() + 24 * 3_600_000);
    expect((await call('POST', '/member/meetings', busy.auth, { exhibitorId: others[MEETING_REQUESTS_PER_DAY], startsAt: slots[0], topic: 'samples', message: '' })).status).toBe(200);
    clock = saved;
  });
});

describe('availability', () => {
  test('changing hours or capacity never drops a meeting: 409 naming it; the defaults and checks', async () => {
    const settings = (await call('GET', '/member/exhibitor/meetings/settings', team.auth)).body.data;
    expect(settings).toMatchObject({ slotMinutes: 30, capacity: 1, roomId: null, seeks: [] });
    expect(settings.days).toHaveLength(4);
    const asker = await person(t.engine.db);
    const id = (await ask(asker, slots[16]!)).body.data.id; // 17:00
    await call('POST', `/member/meetings/${id}/accept`, team.auth);
    const shorter = { ...settings, days: settings.days.map((d: { date: string }) => ({ ...d, closes: '16:00' })) };
    const refused = await call('PUT', '/member/exhibitor/meetings/settings', team.auth, shorter);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('1 meetings would be outside the new hours or over your capacity: move or cancel them first');
    expect(refused.body.data.meetings.map((m: { id: number }) => m.id)).toEqual([id]);
    expect((await call('PUT', '/member/exhibitor/meetings/settings', team.auth, { ...settings, days: [{ date: settings.days[0].date, opens: '09:10', closes: '12:00' }] })).body.data).toEqual({ field: 'days' });
    expect((await call('PUT', '/member/exhibitor/meetings/settings', team.auth, { ...settings, seeks: ['astronaut'] })).body.data).toEqual({ field: 'seeks' });
    // 15-minute slots from 10:00 to 12:00 and 16:00 to 18:00, two at once: accepted; the 17:00 meeting keeps its 30 minutes
    const next = { ...settings, slotMinutes: 15, capacity: 2, seeks: ['bakery'], days: [{ ...settings.days[0], opens: '16:00', closes: '18:00' }] };
    expect((await call('PUT', '/member/exhibitor/meetings/settings', team.auth, next)).body.data).toMatchObject({ slotMinutes: 15, capacity: 2, seeks: ['bakery'] });
    const day = (await call('GET', `/meetings/exhibitors/${exhibitorId}/slots`, null)).body.data.days;
    expect(day).toHaveLength(1);
    expect(day[0].slots).toHaveLength(8);
    expect((await ask(asker, slots[2]!)).body.msg).toContain('not one of the meeting slots');
    await call('POST', `/member/meetings/${id}/cancel`, team.auth, { reason: 'Hours changed' });
    // a meeting room the organiser lists, instead of the booth
    const room = { id: Number((await call('POST', '/editor/content/meetingRooms', editor, { name_zh: '洽谈室A', name_en: 'Meeting room A', hall_id: 1 })).body.data.key) };
    expect((await call('GET', '/meetings/rooms', null)).body.data).toContainEqual(expect.objectContaining({ id: room.id, name: 'Meeting room A' }));
    expect((await call('PUT', '/member/exhibitor/meetings/settings', team.auth, { ...settings, roomId: room.id })).status).toBe(200);
    expect((await call('GET', `/meetings/exhibitors/${exhibitorId}/slots`, null)).body.data.place).toMatchObject({ kind: 'room', name: 'Meeting room A' });
    expect((await call('PUT', '/member/exhibitor/meetings/settings', team.auth, { ...settings, roomId: 999999 })).body.data).toEqual({ field: 'roomId' });
    await call('PUT', '/member/exhibitor/meetings/settings', team.auth, settings);
  });
});

describe('answered, not ignored', () => {
  test('a request is reminded after 24 h and expires after 48 h (or at its start); the slot is free again; reminders 30 minutes before', async () => {
    const start = clock;
    const asker = await person(t.engine.db);
    const id = (await ask(asker, slots[12]!)).body.data.id;
    clock = new Date(start.getTime() + 23 * 3_600_000);
    await meetingPass(t.engine.db, clock);
    expect(await t.engine.db.selectFrom('notification').select('id').where('meeting_id', '=', id).where('kind', '=', 'meetingReminder').execute()).toHaveLength(0);
    clock = new Date(start.getTime() + 25 * 3_600_000);
    await meetingPass(t.engine.db, clock);
    const reminders = await t.engine.db.selectFrom('notification').select(['member_id', 'title']).where('meeting_id', '=', id).where('kind', '=', 'meetingReminder').execute();
    expect(reminders.map((r) => r.member_id).sort()).toEqual([team.id, teammate.id].sort());
    expect(reminders[0]!.title).toContain('is waiting for your answer');
    await meetingPass(t.engine.db, clock);
    expect(await t.engine.db.selectFrom('notification').select('id').where('meeting_id', '=', id).where('kind', '=', 'meetingReminder').execute()).toHaveLength(2);
    clock = new Date(start.getTime() + 48 * 3_600_000 + 1000);
    await meetingPass(t.engine.db, clock);
    expect((await call('GET', `/member/meetings/${id}`, asker.auth)).body.data.status).toBe('expired');
    expect((await call('GET', `/meetings/exhibitors/${exhibitorId}/slots`, null)).body.data.days[0].slots[12].free).toBe(true);
    expect((await call('GET', '/member/notifications', asker.auth)).body.data.rows[0].text).toContain('was not answered in time and has expired');

    // a request for a slot sooner than 48 h expires at the slot's start
    clock = new Date(Date.parse(slots[14]!) - 3 * 3_600_000);
    const late = (await ask(asker, slots[14]!)).body.data;
    expect(late.expiresAt).toBe(slots[14]);
    clock = new Date(Date.parse(slots[14]!));
    await meetingPass(t.engine.db, clock);
    expect((await call('GET', `/member/meetings/${late.id}`, asker.auth)).body.data.status).toBe('expired');

    // both sides are reminded 30 minutes before an accepted meeting, once
    clock = new Date(Date.parse(slots[17]!) - 2 * 3_600_000);
    const soon = (await ask(asker, slots[17]!)).body.data.id;
    await call('POST', `/member/meetings/${soon}/accept`, teammate.auth);
    clock = new Date(Date.parse(slots[17]!) - 31 * 60_000);
    await meetingPass(t.engine.db, clock);
    const none = await t.engine.db.selectFrom('notification').select('id').where('meeting_id', '=', soon).where('kind', '=', 'meetingReminder').execute();
    expect(none).toHaveLength(0);
    clock = new Date(Date.parse(slots[17]!) - 29 * 60_000);
    await meetingPass(t.engine.db, clock);
    await meetingPass(t.engine.db, clock);
    const sent = await t.engine.db.selectFrom('notification').select(['member_id', 'title']).where('meeting_id', '=', soon).where('kind', '=', 'meetingReminder').execute();
    expect(sent.map((n) => n.member_id).sort()).toEqual([asker.id, team.id, teammate.id].sort());
    expect(sent.find((n) => n.member_id === asker.id)!.title).toBe('Your meeting with Oven Masters starts at 2027-05-12 17:30 China time: Booth M01');
    clock = start;
  });

  test('the answer rate and the typical answer time show once 5 requests came', async () => {
    const rateExhibitor = await freshExhibitor(t.engine.db, 'Rate Bakery');
    const rateTeam = await person(t.engine.db, rateExhibitor);
    const stats = async () => (await call('GET', `/meetings/exhibitors/${rateExhibitor}/slots`, null)).body.data.stats;
    const start = clock;
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const asker = await person(t.engine.db);
      ids.push((await call('POST', '/member/meetings', asker.auth, { exhibitorId: rateExhibitor, startsAt: slots[i], topic: 'prices', message: '' })).body.data.id);
    }
    expect(await stats()).toEqual({ requests: 5, answerRate: null, typicalMinutes: null });
    clock = new Date(start.getTime() + 2 * 3_600_000);
    for (const id of ids.slice(0, 4)) expect((await call('POST', `/member/meetings/${id}/accept`, rateTeam.auth)).status).toBe(200);
    clock = new Date(start.getTime() + 49 * 3_600_000);
    await meetingPass(t.engine.db, clock);
    expect(await stats()).toEqual({ requests: 5, answerRate: 0.8, typicalMinutes: 120 });
    clock = start;
  });
});

describe('suggested meetings and invitations', () => {
  test('a registered visitor sees exhibitors making what it chose, with why; a findable visitor can be invited and answers', async () => {
    expect((await call('GET', '/member/meetings/suggestions', stranger.auth)).body.data).toEqual({ registered: false, findable: false, items: [] });
    expect((await call('POST', '/member/meetings/findable', stranger.auth, { on: true })).body.msg).toBe('Register as a visitor for this show first');

    const oven = await t.engine.db.selectFrom('category as c').innerJoin('category_group as g', 'g.id', 'c.group_id').select(['c.id', 'c.name_en']).where('g.interest', '=', 'equipment').orderBy('c.id').limit(1).executeTakeFirstOrThrow();
    await t.engine.db.insertInto('product').values({ exhibitor_id: exhibitorId, name_zh: '层炉', name_en: 'Deck oven', category_id: oven.id, photos: '[]' }).execute();
    const buyer = await person(t.engine.db);
    const show = await t.engine.db.selectFrom('exhibition').select('start_date').executeTakeFirstOrThrow();
    const registration = await t.engine.db.insertInto('visitor').values({
      edition: show.start_date, contact: `m:suggest-${buyer.id}`, member_id: buyer.id, name: 'Bea', company: 'Bea Bakes', job_title: 'Owner', country: 'CN', business_type: 'bakery',
      interests: '["equipment"]', days: '[]', badge_number: `S${buyer.id}`, token_nonce: 'n',
    }).returning('id').executeTakeFirstOrThrow();

    // many exhibitors make baking equipment: those seeking the visitor's business type come first
    const settings = (await call('GET', '/member/exhibitor/meetings/settings', team.auth)).body.data;
    expect((await call('PUT', '/member/exhibitor/meetings/settings', team.auth, { ...settings, seeks: ['bakery'] })).status).toBe(200);
    const suggested = (await call('GET', '/member/meetings/suggestions', buyer.auth)).body.data;
    expect(suggested).toMatchObject({ registered: true, findable: false });
    const ours = suggested.items.find((s: { exhibitorId: number }) => s.exhibitorId === exhibitorId);
    expect(ours).toMatchObject({ exhibitorName: 'Oven Masters', boothCode: 'M01', seeksYou: true });
    expect(suggested.items[0].seeksYou).toBe(true);
    expect(ours.reasons).toContainEqual({ category: oven.name_en, interest: 'Baking equipment' });

    // not findable: the team cannot see or invite the visitor
    expect((await call('GET', '/member/exhibitor/meetings/visitors', team.auth)).body.data.map((v: { visitorId: number }) => v.visitorId)).not.toContain(registration.id);
    const invite = { visitorId: registration.id, startsAt: slots[1], topic: 'products', message: 'Come and see the new deck oven' };
    expect((await call('POST', '/member/exhibitor/meetings/invite', team.auth, invite)).body.msg).toBe('This visitor cannot be invited');

    expect((await call('POST', '/member/meetings/findable', buyer.auth, { on: true })).status).toBe(200);
    const found = (await call('GET', '/member/exhibitor/meetings/visitors', team.auth)).body.data.find((v: { visitorId: number }) => v.visitorId === registration.id);
    expect(found).toEqual({ visitorId: registration.id, name: 'Bea', company: 'Bea Bakes', jobTitle: 'Owner', businessType: 'Bakery or bakery chain', interests: ['Baking equipment'], reasons: [{ category: oven.name_en, interest: 'Baking equipment' }], seeked: true });
    expect(JSON.stringify(found)).not.toMatch(/mobile|email/);

    const invited = await call('POST', '/member/exhibitor/meetings/invite', team.auth, invite);
    expect(invited.body.data).toMatchObject({ status: 'proposed', awaiting: 'visitor', initiatedBy: 'team', visitor: { name: 'Bea', company: 'Bea Bakes' } });
    const mine = (await call('GET', '/member/meetings?status=open', buyer.auth)).body.data;
    expect(mine.map((m: { id: number }) => m.id)).toEqual([invited.body.data.id]);
    expect((await call('POST', `/member/meetings/${invited.body.data.id}/accept`, buyer.auth)).body.data.status).toBe('accepted');
    await call('POST', `/member/meetings/${invited.body.data.id}/cancel`, buyer.auth, { reason: 'Sorry' });
  });
});

describe('the database itself keeps the rules', () => {
  test('a second meeting on a desk at the same time, a person in two at once, a desk beyond the capacity: each refused by a key', async () => {
    const db = t.engine.db;
    const asker = await person(db);
    const other = await person(db);
    const held = (await ask(asker, slots[15]!)).body.data.id;
    const second = (await ask(other, slots[13]!)).body.data.id;
    const at = new Date(slots[15]!);
    const row = (over: object) => ({ meeting_id: second, exhibitor_id: exhibitorId, desk: 1, member_id: other.id, at, ...over });
    await expect(db.insertInto('meeting_hold').values(row({})).execute()).rejects.toThrow(/meeting_hold_desk_busy/);
    await expect(db.insertInto('meeting_hold').values(row({ desk: 2 })).execute()).rejects.toThrow(/meeting_hold_desk"/);
    await db.insertInto('meeting_desk').values({ exhibitor_id: exhibitorId, desk: 2 }).execute();
    await expect(db.insertInto('meeting_hold').values(row({ desk: 2, member_id: asker.id })).execute()).rejects.toThrow(/meeting_hold_person_busy/);
    await db.deleteFrom('meeting_desk').where('exhibitor_id', '=', exhibitorId).where('desk', '=', 2).execute();
    for (const id of [held, second]) await call('POST', `/member/meetings/${id}/cancel`, team.auth, { reason: 'Test over' });
  });
});

describe('under a burst, in one process (the same bursts run over two processes on PostgreSQL)', () => {
  const ctx = (): BurstContext => ({ clients: [injectClient(t)], db: t.engine.db });
  test('50 parallel requests for one slot of capacity 1: one holds it', () => fiftyRequestsOneSlot(ctx()), 60_000);
  test('capacity 3: 50 requests, 3 hold the slot; 50 parallel accepts accept each once', () => capacityAndAcceptsHold(ctx()), 60_000);
  test('one visitor asks 50 exhibitors for one time at once: one request', () => onePersonOneMeetingAtATime(ctx()), 60_000);
  test('50 teams invite one visitor to one time at once: one invitation', () => fiftyInvitesOneVisitor(ctx()), 60_000);
  test('30 parallel requests of one member: the open-request limit holds', () => openRequestLimitHolds(ctx()), 60_000);
});
