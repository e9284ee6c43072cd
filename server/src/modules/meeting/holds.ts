import { messageText, type Language, type MessageKey } from '@expo/contract';
import { invalidField } from '../../lib/envelope';
import { stepsOf, type DbOrTrx, type Hours, type Trx } from './hours';

// A meeting that waits for an answer or is accepted holds its slot: one row per 15-minute step at
// one of the team's desks (migration 017). The code picks a free desk under the team's lock; the
// table's keys are what guarantees it, so a race the code did not foresee is refused, never booked.

export interface HoldRequest {
  meetingId: number;
  hours: Hours;
  /** the visitor's side */
  memberId: number;
  start: Date;
  end: Date;
  /** what to say when the visitor is busy then: to the visitor, or to the team */
  busy: Extract<MessageKey, 'meetingYouAreBusy' | 'meetingVisitorBusy'>;
}

/** Holds the slot for the meeting (inside the transaction that holds the team's lock); a 400 when it is taken. */
export async function takeHold(trx: Trx, lang: Language, hold: HoldRequest): Promise<void> {
  const { hours, memberId, meetingId } = hold;
  const steps = stepsOf(hold.start, hold.end);
  const personBusy = await trx.selectFrom('meeting_hold').select('meeting_id').where('member_id', '=', memberId).where('at', 'in', steps).where('meeting_id', '!=', meetingId).executeTakeFirst();
  if (personBusy) throw invalidField('startsAt', messageText(lang, hold.busy));
  const desks = Array.from({ length: hours.capacity }, (_, i) => i + 1);
  await trx.insertInto('meeting_desk').values(desks.map((desk) => ({ exhibitor_id: hours.exhibitorId, desk })))
    .onConflict((oc) => oc.columns(['exhibitor_id', 'desk']).doNothing()).execute();
  const busy = new Set((await trx.selectFrom('meeting_hold').select('desk').distinct().where('exhibitor_id', '=', hours.exhibitorId).where('at', 'in', steps).execute()).map((row) => row.desk));
  const desk = desks.find((d) => !busy.has(d));
  if (desk === undefined) throw invalidField('startsAt', messageText(lang, 'meetingSlotTaken'));
  try {
    await trx.insertInto('meeting_hold').values(steps.map((at) => ({ meeting_id: meetingId, exhibitor_id: hours.exhibitorId, desk, member_id: memberId, at }))).execute();
  } catch (error) {
    throw holdRefusal(error, lang, hold.busy) ?? error;
  }
}

/** Frees the meeting's slot. */
export async function releaseHold(trx: DbOrTrx, meetingId: number): Promise<void> {
  await trx.deleteFrom('meeting_hold').where('meeting_id', '=', meetingId).execute();
}

/** The 400 for a hold the database refused (a desk or a person taken meanwhile), or null for any other error. */
export function holdRefusal(error: unknown, lang: Language, busy: HoldRequest['busy']) {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code !== '23505') return null;
  const name = e.constraint ?? e.message ?? '';
  if (name.includes('meeting_hold_person_busy')) return invalidField('startsAt', messageText(lang, busy));
  return invalidField('startsAt', messageText(lang, 'meetingSlotTaken'));
}
