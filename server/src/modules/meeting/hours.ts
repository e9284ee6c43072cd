import { sql, type Transaction } from 'kysely';
import {
  MEETING_CAPACITY_MAX, MEETING_DEFAULT_CAPACITY, MEETING_DEFAULT_SLOT_MINUTES, MEETING_GRID_MINUTES, daySlots, defaultMeetingDays, gridMinutes, messageText, showDays,
  type Language, type MeetingDay, type MeetingSettings,
} from '@expo/contract';
import type { Db } from '../../db/engine';
import type { Database } from '../../db/schema';
import { invalidField } from '../../lib/envelope';
import { readExhibition } from '../../lib/exhibition';

// A team's meeting hours and the slots they make: the show's edition, the settings (or their
// defaults), the 15-minute steps a meeting holds, and which slots are free.

export type Trx = Transaction<Database>;
export type DbOrTrx = Db | Trx;

export interface Edition {
  /** the show's first day: the edition meetings belong to */
  edition: string;
  dates: string[];
}

export async function readEdition(db: DbOrTrx): Promise<Edition> {
  const show = await readExhibition(db);
  return { edition: show.start_date, dates: showDays(show.start_date, show.end_date).map((day) => day.date) };
}

export interface Hours extends MeetingSettings {
  exhibitorId: number;
}

/** The team's settings as saved, or the defaults: the show's hours every day, 30 minutes, one at a time, at the booth. */
export async function readHours(db: DbOrTrx, exhibitorId: number, edition: Edition, lock = false): Promise<Hours> {
  let query = db.selectFrom('meeting_setting').selectAll().where('exhibitor_id', '=', exhibitorId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return {
    exhibitorId,
    slotMinutes: (row?.slot_minutes ?? MEETING_DEFAULT_SLOT_MINUTES) as MeetingSettings['slotMinutes'],
    capacity: row?.capacity ?? MEETING_DEFAULT_CAPACITY,
    roomId: row?.room_id ?? null,
    seeks: row?.seeks ?? [],
    // Days outside this edition (hours saved for an earlier one) are not hours.
    days: (row?.days ?? defaultMeetingDays(edition.dates)).filter((day) => edition.dates.includes(day.date)),
  };
}

/**
 * Locks the team's settings row (made with the defaults when it has none) for the transaction:
 * every change of the team's holds runs under it, one at a time per team.
 */
export async function lockHours(trx: Trx, exhibitorId: number, edition: Edition): Promise<Hours> {
  await trx.insertInto('meeting_setting').values({ exhibitor_id: exhibitorId }).onConflict((oc) => oc.column('exhibitor_id').doNothing()).execute();
  return readHours(trx, exhibitorId, edition, true);
}

/** Checks hours sent by a team: show days, each once, on the grid, opening before closing; known room and business types. */
export async function checkSettings(db: DbOrTrx, lang: Language, body: MeetingSettings, edition: Edition): Promise<MeetingSettings> {
  const seen = new Set<string>();
  const hoursProblem = () => invalidField('days', messageText(lang, 'meetingHours', { from: edition.dates[0] ?? '', to: edition.dates.at(-1) ?? '' }));
  for (const day of body.days) {
    const opens = gridMinutes(day.opens);
    const closes = gridMinutes(day.closes);
    if (!edition.dates.includes(day.date) || seen.has(day.date) || opens === null || closes === null || opens >= closes) throw hoursProblem();
    seen.add(day.date);
  }
  if (body.capacity > MEETING_CAPACITY_MAX) throw invalidField('capacity', messageText(lang, 'meetingCapacity', { n: MEETING_CAPACITY_MAX }));
  if (body.roomId !== null && !(await db.selectFrom('meeting_room').select('id').where('id', '=', body.roomId).executeTakeFirst())) {
    throw invalidField('roomId', messageText(lang, 'chooseFromList'));
  }
  const seeks = [...new Set(body.seeks)];
  const types = new Set((await db.selectFrom('dict').select('value').where('type', '=', 'visitor_business_type').execute()).map((d) => d.value));
  if (seeks.some((s) => !types.has(s))) throw invalidField('seeks', messageText(lang, 'chooseFromList'));
  return { ...body, seeks, days: [...body.days].sort((a, b) => a.date.localeCompare(b.date)) };
}

const STEP_MS = MEETING_GRID_MINUTES * 60_000;

/** The 15-minute steps from `start` to `end`: the rows a meeting holds. */
export function stepsOf(start: Date, end: Date): Date[] {
  const steps: Date[] = [];
  for (let at = start.getTime(); at < end.getTime(); at += STEP_MS) steps.push(new Date(at));
  return steps;
}

/** How many meetings hold each step of the team's (ms since epoch → count). */
export async function heldSteps(db: DbOrTrx, exhibitorId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('meeting_hold').select(['at', sql<number>`count(*)::int`.as('n')]).where('exhibitor_id', '=', exhibitorId).groupBy('at').execute();
  return new Map(rows.map((row) => [new Date(row.at).getTime(), row.n]));
}

/** The team's slots by day, each free when it is still to come and every step of it has a desk left. */
export function freeSlots(hours: Hours, held: Map<number, number>, now: Date): { date: string; slots: { startsAt: string; free: boolean }[] }[] {
  return hours.days.map((day: MeetingDay) => ({
    date: day.date,
    slots: daySlots(day, hours.slotMinutes).map((startsAt) => {
      const start = new Date(startsAt);
      const steps = stepsOf(start, new Date(start.getTime() + hours.slotMinutes * 60_000));
      return { startsAt, free: start > now && steps.every((step) => (held.get(step.getTime()) ?? 0) < hours.capacity) };
    }),
  }));
}
