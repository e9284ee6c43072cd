import { ApiCode, HOLDING_MEETING_STATUSES, gridMinutes, messageText, showDate, showMinutes, type Language, type Meeting, type MeetingSettings } from '@expo/contract';
import type { Db } from '../../db/engine';
import { ApiError } from '../../lib/envelope';
import { checkSettings, lockHours, readEdition, stepsOf, type Hours } from './hours';
import { readMeetings, toMeeting } from './view';

// A team changes its meeting hours, slot length, place or capacity. A change never drops a
// meeting that waits or is accepted: one that would fall outside the new hours, or over the new
// capacity, is named in a 409, and the team moves or cancels it first.

interface Held {
  id: number;
  starts_at: Date;
  ends_at: Date;
}

/** The meetings (still to come) the new settings would not hold. */
export function misfits(held: Held[], next: Pick<MeetingSettings, 'days' | 'capacity'>): number[] {
  const out = new Set<number>();
  const perStep = new Map<number, number[]>();
  for (const meeting of held) {
    const day = next.days.find((d) => d.date === showDate(meeting.starts_at));
    const opens = day ? gridMinutes(day.opens) : null;
    const closes = day ? gridMinutes(day.closes) : null;
    const from = showMinutes(meeting.starts_at);
    const to = from + (meeting.ends_at.getTime() - meeting.starts_at.getTime()) / 60_000;
    if (opens === null || closes === null || from < opens || to > closes) out.add(meeting.id);
    for (const step of stepsOf(meeting.starts_at, meeting.ends_at)) perStep.set(step.getTime(), [...(perStep.get(step.getTime()) ?? []), meeting.id]);
  }
  for (const ids of perStep.values()) if (ids.length > next.capacity) ids.forEach((id) => out.add(id));
  return [...out];
}

/** Saves the team's settings; a 409 naming the meetings they would drop. */
export async function saveSettings(db: Db, lang: Language, exhibitorId: number, body: MeetingSettings, now: Date): Promise<Hours> {
  return db.transaction().execute(async (trx) => {
    const edition = await readEdition(trx);
    await lockHours(trx, exhibitorId, edition);
    const next = await checkSettings(trx, lang, body, edition);
    const held = await trx.selectFrom('meeting').select(['id', 'starts_at', 'ends_at'])
      .where('exhibitor_id', '=', exhibitorId).where('status', 'in', HOLDING_MEETING_STATUSES).where('starts_at', '>', now).execute();
    const dropped = misfits(held, next);
    if (dropped.length) {
      const { rows, booths } = await readMeetings(trx, (q) => q.where('m.id', 'in', dropped));
      const meetings: Meeting[] = rows.map((row) => toMeeting(lang, row, booths, 'team'));
      throw new ApiError(ApiCode.conflict, messageText(lang, 'meetingSettingsConflict', { n: meetings.length }), undefined, { meetings });
    }
    await trx.updateTable('meeting_setting').set({
      slot_minutes: next.slotMinutes, capacity: next.capacity, room_id: next.roomId, seeks: JSON.stringify(next.seeks), days: JSON.stringify(next.days), updated_at: now,
    }).where('exhibitor_id', '=', exhibitorId).execute();
    // Desks beyond the capacity go, except those past meetings still name (none to come does: checked above).
    await trx.deleteFrom('meeting_desk').where('exhibitor_id', '=', exhibitorId).where('desk', '>', next.capacity)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('meeting_hold').select('meeting_id').where('meeting_hold.exhibitor_id', '=', exhibitorId).whereRef('meeting_hold.desk', '=', 'meeting_desk.desk'))))
      .execute();
    return { exhibitorId, ...next };
  });
}
