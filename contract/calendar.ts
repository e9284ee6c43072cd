import { SHOW_CLOSES_AT, SHOW_OPENS_AT, SHOW_UTC_OFFSET_HOURS } from './constants';

import { showDates } from './show-clock';

export * from './show-clock';

// Calendar rules shared by the build's static .ics files, the member's feed and the site's
// "add to calendar" links: the show's clock, its daily hours, event UIDs and web-calendar links.

/** The show's time zone (China Standard Time: +08:00 all year, no daylight saving since 1991). */
export const SHOW_TIME_ZONE = 'Asia/Shanghai';

/** RFC 5545 VTIMEZONE of Asia/Shanghai: one STANDARD rule, since it has no daylight saving. */
export const SHOW_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SHOW_TIME_ZONE}`,
  'X-LIC-LOCATION:Asia/Shanghai',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:CST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** A planned stand visit lasts this long (its calendar event, and the conflict check). */
export const VISIT_MINUTES = 30;

/** Minutes between two choosable visit times in the plan's time picker. */
export const VISIT_STEP_MINUTES = 15;

/** Calendar apps are asked to refresh the member's feed this often. */
export const FEED_REFRESH_MINUTES = 60;

/** The file name of an activity page's calendar file, beside the page (`/activity/7/` → `/activity/7/event.ics`). */
export const EVENT_ICS_FILE = 'event.ics';

/** The show's own calendar file, one per language (`/show.ics`, `/en/show.ics`). */
export const SHOW_ICS_PATH = '/show.ics';

/** One show day: its date (YYYY-MM-DD, China time) and its opening hours as UTC instants. */
export interface ShowDay {
  date: string;
  opens: string;
  closes: string;
}

/** An instant (ISO 8601, UTC) of a China-time date and HH:mm. */
export function showInstant(date: string, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, hours - SHOW_UTC_OFFSET_HOURS, minutes)).toISOString();
}

/** Every day of the show from `startDate` to `endDate` (YYYY-MM-DD, China time; showDates), with its hours. */
export function showDays(startDate: string, endDate: string): ShowDay[] {
  return showDates(startDate, endDate).map((date) => ({ date, opens: showInstant(date, SHOW_OPENS_AT), closes: showInstant(date, SHOW_CLOSES_AT) }));
}

/**
 * The one rule for a planned stand visit: it starts on a show day, at or after the opening, and
 * ends (VISIT_MINUTES later) by the closing. `visitAt` is ISO 8601 with its offset.
 */
export function isWithinShowHours(days: ShowDay[], visitAt: string): boolean {
  // A time without its offset would be read in the reader's own zone.
  if (!/(Z|[+-]\d{2}:?\d{2})$/.test(visitAt)) return false;
  const start = Date.parse(visitAt);
  if (Number.isNaN(start)) return false;
  const end = start + VISIT_MINUTES * 60_000;
  return days.some((day) => start >= Date.parse(day.opens) && end <= Date.parse(day.closes));
}

/** The UID of an event in every calendar file and feed: stable across builds, one per event. */
export function eventUid(kind: 'activity' | 'show-day' | 'visit' | 'meeting', key: string | number, host: string): string {
  return `${kind}-${key}@${host}`;
}

/** What a web-calendar link needs of an event. */
export interface WebCalendarEvent {
  title: string;
  /** ISO 8601 instants */
  start: string;
  end: string;
  details?: string | null;
  location?: string | null;
}

/** "Add to Google Calendar" (times in UTC; the calendar shows them in China time, `ctz`). */
export function googleCalendarUrl(event: WebCalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactUtc(event.start)}/${compactUtc(event.end)}`,
    ctz: SHOW_TIME_ZONE,
  });
  if (event.details) params.set('details', event.details);
  if (event.location) params.set('location', event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** "Add to Outlook.com" (Outlook on the web's compose deep link). */
export function outlookCalendarUrl(event: WebCalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: event.start,
    enddt: event.end,
  });
  if (event.details) params.set('body', event.details);
  if (event.location) params.set('location', event.location);
  return `https://outlook.live.com/calendar/0/action/compose?${params.toString()}`;
}

/** 2027-05-20T01:00:00.000Z → 20270520T010000Z */
function compactUtc(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}
