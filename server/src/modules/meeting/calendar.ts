import type { CalendarEvent } from '@expo/contract/calendar-file';
import { MEETINGS_PAGE, MEETING_TOPIC_LABELS, eventUid, messageText, type Language, type MeetingTopic, type PlanMeeting } from '@expo/contract';
import type { DbOrTrx } from './hours';
import { placeText } from './notices';
import { exhibitorName, meetingPlace, readMeetings, visitorName } from './view';

// A member's meetings in the visit plan and in the calendar feed: as the visitor, and as a member
// of an exhibitor's team. The plan lists the accepted ones; the feed keeps every meeting that was
// ever accepted, so a calendar app moves it (a higher SEQUENCE) or marks it cancelled.

export interface MemberMeetings {
  plan: PlanMeeting[];
  events: CalendarEvent[];
}

/** `pagePath` puts a site path into the feed's language. */
export async function memberMeetings(db: DbOrTrx, memberId: number, lang: Language, site: { url: string; pagePath: (path: string) => string }): Promise<MemberMeetings> {
  const me = await db.selectFrom('member').select('exhibitor_id').where('id', '=', memberId).executeTakeFirst();
  const team = me?.exhibitor_id ?? 0;
  const { rows, booths } = await readMeetings(db, (q) => q.where('m.was_accepted', '=', true).where((eb) => eb.or([eb('m.member_id', '=', memberId), eb('m.exhibitor_id', '=', team)])));
  const host = new URL(site.url).host;
  const plan: PlanMeeting[] = [];
  const events: CalendarEvent[] = [];
  for (const row of rows) {
    const you = row.member_id === memberId ? 'visitor' : 'team';
    const withName = you === 'visitor' ? exhibitorName(lang, row) : visitorName(lang, row);
    if (row.status === 'accepted') {
      plan.push({ id: row.id, status: 'accepted', you, withName, startsAt: row.starts_at.toISOString(), endsAt: row.ends_at.toISOString(), place: meetingPlace(lang, row, booths), conflictsWith: [] });
    }
    events.push({
      uid: eventUid('meeting', row.id, host),
      title: messageText(lang, 'meetingTitle', { name: withName }),
      start: row.starts_at.toISOString(),
      end: row.ends_at.toISOString(),
      description: messageText(lang, 'meetingTopic', { topic: MEETING_TOPIC_LABELS[row.topic as MeetingTopic]?.[lang] ?? row.topic }),
      location: placeText(lang, row, booths) || null,
      url: site.url + site.pagePath(`${MEETINGS_PAGE}${row.id}/`),
      sequence: row.sequence,
      status: row.status === 'accepted' ? 'CONFIRMED' : row.status === 'proposed' ? 'TENTATIVE' : 'CANCELLED',
    });
  }
  return { plan, events };
}
