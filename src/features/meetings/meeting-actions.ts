import type { Meeting } from '@expo/contract/meeting';
import { MEETING_CHANGES, MEETING_POSTS_MAX, OPEN_MEETING_STATUSES, type MeetingChange } from '@expo/contract/meeting-rules';

// What the caller may do with a meeting, as the API allows it (docs/meetings.md): the one that
// must answer accepts or declines; the other waits and may withdraw; an accepted meeting may be
// cancelled by either side; the team may propose another time for any meeting that holds its slot
// (a request, its own proposal, an accepted meeting); nothing changes once it has started; the
// thread takes messages until it is full (the contract's MEETING_CHANGES); a meeting whose visitor
// was erased takes nothing (the server refuses it with meetingPersonErased). The server decides;
// the page offers only what it allows.

export type MeetingAction = MeetingChange | 'post';

type Facts = Pick<Meeting, 'status' | 'awaiting' | 'you' | 'startsAt' | 'posts' | 'visitorErased'>;

export function meetingActions(meeting: Facts, now: number): MeetingAction[] {
  if (meeting.you === 'editor' || meeting.visitorErased) return [];
  const ahead = Date.parse(meeting.startsAt) > now;
  const actions: MeetingAction[] = ahead ? [...MEETING_CHANGES[meeting.status][meeting.you]] : [];
  if (meeting.posts < MEETING_POSTS_MAX) actions.push('post');
  return actions;
}

/** The member's tabs: waiting for an answer, accepted and still ahead, and everything else (past). */
export type MeetingTab = 'open' | 'accepted' | 'past';
export const MEETING_TABS: readonly MeetingTab[] = ['open', 'accepted', 'past'];

export function meetingTab(meeting: Pick<Meeting, 'status' | 'endsAt'>, now: number): MeetingTab {
  if (Date.parse(meeting.endsAt) <= now) return 'past';
  if (OPEN_MEETING_STATUSES.includes(meeting.status)) return 'open';
  return meeting.status === 'accepted' ? 'accepted' : 'past';
}

/**
 * A team's list in working order: the requests it must answer first (the one expiring soonest on
 * top), then those waiting for the visitor, then accepted meetings by time; past ones last, newest first.
 */
export function teamOrder(meetings: readonly Meeting[], now: number): Meeting[] {
  const rank = (m: Meeting) => {
    const tab = meetingTab(m, now);
    if (tab === 'open') return m.awaiting === m.you ? 0 : 1;
    return tab === 'accepted' ? 2 : 3;
  };
  const due = (m: Meeting) => Date.parse(m.expiresAt ?? m.startsAt);
  return [...meetings].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    if (rank(a) === 3) return Date.parse(b.startsAt) - Date.parse(a.startsAt);
    if (rank(a) <= 1) return due(a) - due(b);
    return Date.parse(a.startsAt) - Date.parse(b.startsAt);
  });
}

/**
 * Whether the page says that the contact details show in full once the meeting is accepted (the
 * API masks them before): only while it still can be accepted, not once accepted, declined,
 * cancelled, expired, or its visitor erased.
 */
export function contactsLater(meeting: Pick<Meeting, 'status' | 'visitorErased'>): boolean {
  return OPEN_MEETING_STATUSES.includes(meeting.status) && !meeting.visitorErased;
}
