import { MEETING_EXPIRE_AFTER_HOURS, messageText, showDate, showTime, type Language, type MessageKey, type NoticeKind } from '@expo/contract';
import { recordNotice } from '../notices/outbox';
import type { DbOrTrx } from './hours';
import { exhibitorName, meetingPlace, readMeetings, visitorName, type BoothPlace, type MeetingRow } from './view';

// What each side of a meeting is told, through the member centre's notices (and by SMS or e-mail
// as each member chose for the kind): recorded in the transaction of the change, in the language
// of the member who receives it; sent once that transaction has committed.

type Event = Extract<MessageKey, 'meetingRequested' | 'meetingInvited' | 'meetingProposed' | 'meetingAccepted' | 'meetingDeclined' | 'meetingCancelled' | 'meetingErased' | 'meetingExpired' | 'meetingWaiting' | 'meetingSoon'>;

const KIND: Record<Event, NoticeKind> = {
  meetingRequested: 'meetingRequest',
  meetingInvited: 'meetingRequest',
  meetingProposed: 'meetingAnswer',
  meetingAccepted: 'meetingAnswer',
  meetingDeclined: 'meetingAnswer',
  meetingCancelled: 'meetingAnswer',
  meetingErased: 'meetingAnswer',
  meetingExpired: 'meetingAnswer',
  meetingWaiting: 'meetingReminder',
  meetingSoon: 'meetingReminder',
};

/** A meeting's start as people read it: the China-time day and time. */
export function meetingTime(lang: Language, at: Date | string): string {
  const instant = new Date(at);
  return messageText(lang, 'meetingTime', { date: showDate(instant), time: showTime(instant) });
}

/** The place of a meeting as a line of text. */
export function placeText(lang: Language, row: MeetingRow, booths: Map<number, BoothPlace>): string {
  const place = meetingPlace(lang, row, booths);
  if (place.kind === 'room') return place.hallName ? messageText(lang, 'meetingRoomIn', { room: place.name ?? '', hall: place.hallName }) : place.name ?? '';
  return place.name ? messageText(lang, 'boothCode', { booth: place.name }) : '';
}

export type Recipient = 'visitor' | 'team';

/**
 * Records the notice of `event` for one side of the meeting (the team: each of its members),
 * naming the other side; answers the notices' ids, to send after the commit.
 */
export async function tellSide(db: DbOrTrx, meetingId: number, to: Recipient, event: Event, at: Date): Promise<number[]> {
  const { rows, booths } = await readMeetings(db, (q) => q.where('m.id', '=', meetingId));
  const row = rows[0];
  if (!row) return [];
  const members = to === 'visitor'
    ? [row.member_id]
    : (await db.selectFrom('member').select('id').where('exhibitor_id', '=', row.exhibitor_id).orderBy('id').execute()).map((m) => m.id);
  const langs = new Map((await db.selectFrom('notice_setting').select(['member_id', 'lang']).where('member_id', 'in', members.length ? members : [0]).execute()).map((s) => [s.member_id, s.lang]));
  const ids: number[] = [];
  for (const memberId of members) {
    const lang = langs.get(memberId) ?? 'zh';
    const title = messageText(lang, event, {
      name: to === 'visitor' ? exhibitorName(lang, row) : visitorName(lang, row),
      time: meetingTime(lang, row.starts_at),
      reason: row.reason ?? '',
      hours: MEETING_EXPIRE_AFTER_HOURS,
      expires: row.expires_at ? meetingTime(lang, row.expires_at) : '',
      place: placeText(lang, row, booths),
    });
    ids.push(await recordNotice(db as never, { memberId, kind: KIND[event], meetingId, title, at }));
  }
  return ids;
}
