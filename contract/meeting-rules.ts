import { SHOW_CLOSES_AT, SHOW_OPENS_AT } from './constants';
import { chinaInstant } from './show-clock';

// Meeting requests at the show (issue 26; docs/meetings.md): the plain rules both sides apply,
// without TypeBox, so the site's slot picker loads them alone. The payload shapes are in meeting.ts.

/** The slot lengths a team may choose, in minutes; the first is never the default. */
export const MEETING_SLOT_CHOICES = [15, 30] as const;
export type MeetingSlotMinutes = (typeof MEETING_SLOT_CHOICES)[number];
export const MEETING_DEFAULT_SLOT_MINUTES: MeetingSlotMinutes = 30;
/** The grid every time is on: hours start and end on it, and the database holds one row per step of a meeting. */
export const MEETING_GRID_MINUTES = 15;
/** Meetings a team can hold at once (its staff at the booth): 1 unless it says more. */
export const MEETING_DEFAULT_CAPACITY = 1;
export const MEETING_CAPACITY_MAX = 20;

/** Open requests (waiting for an answer) one member may have at a time. */
export const MEETING_OPEN_REQUESTS_MAX = 10;
/** New requests one member may send per day (China time). */
export const MEETING_REQUESTS_PER_DAY = 20;
/** After this many declines by one exhibitor, a member may not ask it again for the show. */
export const MEETING_DECLINES_MAX = 2;
/** Invitations one exhibitor team may send per day (China time). */
export const MEETING_INVITES_PER_DAY = 20;

/** An open request is reminded to the side that must answer after this long... */
export const MEETING_REMIND_AFTER_HOURS = 24;
/** ...and expires after this long, or at the start of its slot, whichever is first. */
export const MEETING_EXPIRE_AFTER_HOURS = 48;
/** Both sides are reminded this long before an accepted meeting starts. */
export const MEETING_SOON_MINUTES = 30;
/** An exhibitor's answer rate is shown once it has had this many requests. */
export const MEETING_RATE_MIN_REQUESTS = 5;

export const MEETING_TEXT_LIMITS = {
  /** the requester's note on what the meeting is about */
  message: 500,
  /** a decline's or a cancellation's reason */
  reason: 200,
  /** one message of a meeting's thread */
  post: 500,
} as const;
/** Messages one meeting's thread may hold (both sides together). */
export const MEETING_POSTS_MAX = 50;

export const MEETING_TOPICS = ['products', 'prices', 'agency', 'oem', 'samples', 'other'] as const;
export type MeetingTopic = (typeof MEETING_TOPICS)[number];
export const MEETING_TOPIC_LABELS: Record<MeetingTopic, { zh: string; en: string }> = {
  products: { zh: '了解产品', en: 'Products' },
  prices: { zh: '价格与采购', en: 'Prices and buying' },
  agency: { zh: '代理/经销合作', en: 'Agency or distribution' },
  oem: { zh: '定制/代工', en: 'Custom or OEM production' },
  samples: { zh: '样品与试用', en: 'Samples and trials' },
  other: { zh: '其他', en: 'Other' },
};

export const MEETING_STATUSES = ['requested', 'proposed', 'accepted', 'declined', 'cancelled', 'expired'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
/** Statuses that hold their slot and wait for one side's answer. */
export const OPEN_MEETING_STATUSES: readonly MeetingStatus[] = ['requested', 'proposed'];
/** Statuses that hold their slot: the open ones and the accepted. */
export const HOLDING_MEETING_STATUSES: readonly MeetingStatus[] = ['requested', 'proposed', 'accepted'];

/** The two sides of a meeting: the visitor who asked (or was invited) and the exhibitor's team. */
export type MeetingSide = 'visitor' | 'team';
/** Who must answer a meeting in this status: the team a request, the visitor a proposal or an invitation. */
export function awaitingSide(status: MeetingStatus): MeetingSide | null {
  return status === 'requested' ? 'team' : status === 'proposed' ? 'visitor' : null;
}

/** What a side may change about a meeting (the thread's messages are apart: MEETING_POSTS_MAX). */
export type MeetingChange = 'accept' | 'decline' | 'propose' | 'cancel';

/**
 * The one table of what each side may do with a meeting of each status before it starts
 * (docs/meetings.md): the side that must answer accepts or declines; the other waits and may
 * withdraw (cancel); an accepted meeting may be cancelled by either side; the team may propose
 * another time for any meeting that holds its slot. Nothing changes once it has ended or started.
 * The server refuses what it does not list; the site offers only what it lists.
 */
export const MEETING_CHANGES: Readonly<Record<MeetingStatus, Readonly<Record<MeetingSide, readonly MeetingChange[]>>>> = {
  requested: { team: ['accept', 'decline', 'propose'], visitor: ['cancel'] },
  proposed: { team: ['propose', 'cancel'], visitor: ['accept', 'decline'] },
  accepted: { team: ['propose', 'cancel'], visitor: ['cancel'] },
  declined: { team: [], visitor: [] },
  cancelled: { team: [], visitor: [] },
  expired: { team: [], visitor: [] },
};

/**
 * Why a side may not make a change to a meeting of this status, by MEETING_CHANGES: null when it
 * may; `notYourTurn` when the other side may (or this side never may); else `changed`.
 */
export function meetingChangeRefusal(status: MeetingStatus, side: MeetingSide, change: MeetingChange): 'notYourTurn' | 'changed' | null {
  if (MEETING_CHANGES[status][side].includes(change)) return null;
  const other: MeetingSide = side === 'team' ? 'visitor' : 'team';
  const neverMine = MEETING_STATUSES.every((s) => !MEETING_CHANGES[s][side].includes(change));
  return MEETING_CHANGES[status][other].includes(change) || neverMine ? 'notYourTurn' : 'changed';
}

/** One day's meeting hours: a show day (YYYY-MM-DD) and HH:mm in China time, on the grid. */
export interface MeetingDay {
  date: string;
  opens: string;
  closes: string;
}

/** The default hours: every show day, the show's opening hours. */
export function defaultMeetingDays(showDates: string[]): MeetingDay[] {
  return showDates.map((date) => ({ date, opens: SHOW_OPENS_AT, closes: SHOW_CLOSES_AT }));
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** Minutes after midnight of HH:mm, or null when it is not a time on the grid. */
export function gridMinutes(time: string): number | null {
  const match = HHMM.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes % MEETING_GRID_MINUTES === 0 ? minutes : null;
}

/** The start instants (ISO, UTC) of a day's slots: from the opening, every slot length, each ending by the closing. */
export function daySlots(day: MeetingDay, slotMinutes: number): string[] {
  const opens = gridMinutes(day.opens);
  const closes = gridMinutes(day.closes);
  const midnight = chinaInstant(day.date, '00:00');
  if (opens === null || closes === null || midnight === null) return [];
  const starts: string[] = [];
  for (let at = opens; at + slotMinutes <= closes; at += slotMinutes) starts.push(new Date(midnight + at * 60_000).toISOString());
  return starts;
}

/** Whether `startsAt` (ISO 8601 with its offset) is the start of one of the slots of these hours. */
export function isMeetingSlot(days: MeetingDay[], slotMinutes: number, startsAt: string): boolean {
  if (!/(Z|[+-]\d{2}:?\d{2})$/.test(startsAt)) return false;
  const at = Date.parse(startsAt);
  if (Number.isNaN(at)) return false;
  return days.some((day) => daySlots(day, slotMinutes).some((slot) => Date.parse(slot) === at));
}

/** When an open meeting expires: MEETING_EXPIRE_AFTER_HOURS after it was asked, or its start if sooner. */
export function meetingExpiry(askedAt: string | Date, startsAt: string | Date): Date {
  const limit = new Date(askedAt).getTime() + MEETING_EXPIRE_AFTER_HOURS * 3600_000;
  return new Date(Math.min(limit, new Date(startsAt).getTime()));
}

/** The member area's meetings (client-only); one meeting is `${MEETINGS_PAGE}<id>/`. */
export const MEETINGS_PAGE = '/member/meetings/';
