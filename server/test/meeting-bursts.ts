import { MEETING_OPEN_REQUESTS_MAX, daySlots, defaultMeetingDays } from '@expo/contract';
import type { Db } from '../src/db/engine';
import { SessionStore } from '../src/modules/auth/sessions';
import { uniqueMobile } from './accounts';
import { spread, type BurstContext } from './bursts';
import { freshExhibitor } from './centre-bursts';

// Meetings under parallel requests, over one or more API instances: a slot never holds more
// than its capacity, a person is never in two meetings at once, an answer is taken once, and the
// open-request limit holds. Members are made straight in the database (sign-up has its own bursts).

export interface Person {
  id: number;
  auth: Record<string, string>;
}

/** A member with a session, told in English; bound to the exhibitor when one is given. */
export async function person(db: Db, exhibitorId: number | null = null): Promise<Person> {
  const mobile = uniqueMobile();
  const row = await db.insertInto('member').values({ mobile, password_hash: 'x', nickname: `Buyer ${mobile.slice(-4)}`, exhibitor_id: exhibitorId, exhibitor_bound_at: exhibitorId ? new Date() : null })
    .returning('id').executeTakeFirstOrThrow();
  await db.insertInto('notice_setting').values({ member_id: row.id, lang: 'en' }).execute();
  const token = await new SessionStore(db).create(row.id);
  return { id: row.id, auth: { authorization: `Bearer ${token}`, lang: 'en_US' } };
}

/** The starts of the default slots (the show's hours) of the show's first day. */
export async function firstDaySlots(db: Db): Promise<string[]> {
  const show = await db.selectFrom('exhibition').select('start_date').orderBy('id').limit(1).executeTakeFirstOrThrow();
  return daySlots(defaultMeetingDays([show.start_date])[0]!, 30);
}

const ask = (exhibitorId: number, startsAt: string) => ({ exhibitorId, startsAt, topic: 'products', message: 'Ovens for 3 shops' });

async function holdsOf(db: Db, exhibitorId: number): Promise<{ meeting_id: number; at: Date }[]> {
  return db.selectFrom('meeting_hold').select(['meeting_id', 'at']).where('exhibitor_id', '=', exhibitorId).execute();
}

/** 50 visitors ask for one slot of a team that holds one meeting at a time: one request holds it, 49 are told it is taken. */
export async function fiftyRequestsOneSlot(ctx: BurstContext): Promise<void> {
  const exhibitorId = await freshExhibitor(ctx.db, 'Slot Bakery');
  const slot = (await firstDaySlots(ctx.db))[4]!;
  const people = await Promise.all(Array.from({ length: 50 }, () => person(ctx.db)));
  const replies = await spread(ctx, 50, (client, i) => client.call('POST', '/api/member/meetings', ask(exhibitorId, slot), people[i]!.auth));
  expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
  const refused = replies.filter((r) => r.status === 400);
  expect(refused).toHaveLength(49);
  expect(new Set(refused.map((r) => r.body.msg))).toEqual(new Set(['That slot has just been taken: choose another one']));
  expect(new Set((await holdsOf(ctx.db, exhibitorId)).map((h) => h.meeting_id)).size).toBe(1);
}

/** A team that holds 3 at once: 50 visitors on one slot, exactly 3 hold it; 50 parallel accepts of those 3 accept each once. */
export async function capacityAndAcceptsHold(ctx: BurstContext): Promise<void> {
  const exhibitorId = await freshExhibitor(ctx.db, 'Three Desks Bakery');
  await ctx.db.insertInto('meeting_setting').values({ exhibitor_id: exhibitorId, capacity: 3 }).execute();
  const team = await Promise.all([person(ctx.db, exhibitorId), person(ctx.db, exhibitorId)]);
  const slot = (await firstDaySlots(ctx.db))[6]!;
  const people = await Promise.all(Array.from({ length: 50 }, () => person(ctx.db)));
  const replies = await spread(ctx, 50, (client, i) => client.call('POST', '/api/member/meetings', ask(exhibitorId, slot), people[i]!.auth));
  const held = replies.filter((r) => r.status === 200).map((r) => r.body.data.id as number);
  expect(held).toHaveLength(3);
  const accepts = await spread(ctx, 50, (client, i) => client.call('POST', `/api/member/meetings/${held[i % 3]}/accept`, undefined, team[i % 2]!.auth));
  expect(accepts.filter((r) => r.status === 200)).toHaveLength(3);
  const late = accepts.filter((r) => r.status === 400);
  expect(late).toHaveLength(47);
  expect(new Set(late.map((r) => r.body.msg))).toEqual(new Set(['This meeting has changed since you opened it: reload it to see where it stands']));
  const rows = await ctx.db.selectFrom('meeting').select(['status', 'sequence']).where('exhibitor_id', '=', exhibitorId).execute();
  expect(rows).toEqual(Array.from({ length: 3 }, () => ({ status: 'accepted', sequence: 1 })));
  // one notice to each visitor, however many accepts raced
  const notices = await ctx.db.selectFrom('notification').select('member_id').where('meeting_id', 'in', held).where('kind', '=', 'meetingAnswer').execute();
  expect(notices).toHaveLength(3);
}

/** One visitor asks 50 exhibitors for the same time at once: one request holds it, the visitor is never in two meetings. */
export async function onePersonOneMeetingAtATime(ctx: BurstContext): Promise<void> {
  const exhibitors = await Promise.all(Array.from({ length: 50 }, (_, i) => freshExhibitor(ctx.db, `Busy Bakery ${i}`)));
  const slot = (await firstDaySlots(ctx.db))[8]!;
  const visitor = await person(ctx.db);
  const replies = await spread(ctx, 50, (client, i) => client.call('POST', '/api/member/meetings', ask(exhibitors[i]!, slot), visitor.auth));
  expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
  const refused = replies.filter((r) => r.status === 400);
  expect(refused).toHaveLength(49);
  expect(new Set(refused.map((r) => r.body.msg))).toEqual(new Set(['You already have a meeting or a request waiting at that time']));
  const holds = await ctx.db.selectFrom('meeting_hold').select('meeting_id').where('member_id', '=', visitor.id).execute();
  expect(new Set(holds.map((h) => h.meeting_id)).size).toBe(1);
}

/** 50 teams invite one findable visitor to the same time at once: one invitation holds the visitor's time. */
export async function fiftyInvitesOneVisitor(ctx: BurstContext): Promise<void> {
  const visitor = await person(ctx.db);
  const show = await ctx.db.selectFrom('exhibition').select('start_date').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const registration = await ctx.db.insertInto('visitor').values({
    edition: show.start_date, contact: `m:${visitor.id}-invite`, member_id: visitor.id, name: 'Ida', company: 'Ida Bakes', job_title: 'Buyer', country: 'CN', business_type: 'bakery',
    interests: '["equipment"]', days: '[]', badge_number: `B${Date.now()}${visitor.id}`.slice(0, 20), token_nonce: 'n', findable: true,
  }).returning('id').executeTakeFirstOrThrow();
  const teams = await Promise.all(Array.from({ length: 50 }, async (_, i) => person(ctx.db, await freshExhibitor(ctx.db, `Inviting Bakery ${i}`))));
  const slot = (await firstDaySlots(ctx.db))[10]!;
  const replies = await spread(ctx, 50, (client, i) => client.call('POST', '/api/member/exhibitor/meetings/invite', { visitorId: registration.id, startsAt: slot, topic: 'agency', message: '' }, teams[i]!.auth));
  expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
  const refused = replies.filter((r) => r.status === 400);
  expect(refused).toHaveLength(49);
  expect(new Set(refused.map((r) => r.body.msg))).toEqual(new Set(['The visitor already has a meeting or a request waiting at that time']));
}

/** A member's 30 parallel requests to 30 teams at different times: exactly the open-request limit is taken. */
export async function openRequestLimitHolds(ctx: BurstContext): Promise<void> {
  const exhibitors = await Promise.all(Array.from({ length: 30 }, (_, i) => freshExhibitor(ctx.db, `Limit Bakery ${i}`)));
  const slots = await firstDaySlots(ctx.db);
  const visitor = await person(ctx.db);
  const replies = await spread(ctx, 30, (client, i) => client.call('POST', '/api/member/meetings', ask(exhibitors[i]!, slots[i % slots.length]!), visitor.auth));
  expect(replies.filter((r) => r.status === 200)).toHaveLength(MEETING_OPEN_REQUESTS_MAX);
  const refused = replies.filter((r) => r.status === 400).map((r) => r.body.msg as string);
  expect(refused).toHaveLength(30 - MEETING_OPEN_REQUESTS_MAX);
  expect(refused).toContain(`You have ${MEETING_OPEN_REQUESTS_MAX} requests waiting for an answer, the most at a time: wait for an answer or withdraw one`);
}
