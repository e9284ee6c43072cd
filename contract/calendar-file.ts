import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { FEED_REFRESH_MINUTES, SHOW_TIME_ZONE, SHOW_VTIMEZONE } from './calendar';

// RFC 5545 files: the build's static .ics files and the member's feed write them here, with
// ical-generator. Node only (not exported from the contract's index, so the site's browser code
// never bundles it): import '@expo/contract/calendar-file'.

dayjs.extend(utc);
dayjs.extend(timezone);

export interface CalendarEvent {
  uid: string;
  title: string;
  /** ISO 8601 instants */
  start: string;
  end: string;
  description?: string | null;
  location?: string | null;
  /** the page of the event on the site (absolute) */
  url?: string | null;
  /** grows with each change of an event that can move or end (a meeting): calendar apps keep the highest */
  sequence?: number;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
}

export interface CalendarFile {
  /** the calendar's name (X-WR-CALNAME) */
  name: string;
  events: CalendarEvent[];
  /** a feed: calendar apps are asked to refresh it (REFRESH-INTERVAL, X-PUBLISHED-TTL) */
  feed?: boolean;
  /** DTSTAMP of every event; a fixed one keeps a build's file the same when nothing changed */
  stamp?: string;
}

/** A VCALENDAR text: every time in Asia/Shanghai, with its VTIMEZONE. */
export function calendarFile({ name, events, feed = false, stamp }: CalendarFile): string {
  const calendar = ical({
    name,
    prodId: { company: 'Bakery China', product: 'Exhibition', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone name: ical-generator would then write DTSTAMP in local time, and RFC 5545
    // wants it in UTC. Each event carries the zone; the generator adds its VTIMEZONE once.
    timezone: { name: '', generator: (zone) => (zone === SHOW_TIME_ZONE ? SHOW_VTIMEZONE : null) },
    ttl: feed ? FEED_REFRESH_MINUTES * 60 : null,
    x: [['X-WR-TIMEZONE', SHOW_TIME_ZONE]],
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      summary: event.title,
      start: inShowTime(event.start),
      end: inShowTime(event.end),
      timezone: SHOW_TIME_ZONE,
      stamp: new Date(stamp ?? Date.now()),
      description: event.description || null,
      location: event.location || null,
      url: event.url || null,
      sequence: event.sequence,
      status: event.status ? ICalEventStatus[event.status] : null,
    });
  }
  return calendar.toString();
}

/** ical-generator formats a plain Date in the process's own zone: a dayjs in China time is exact anywhere. */
function inShowTime(iso: string) {
  return dayjs.utc(iso).tz(SHOW_TIME_ZONE);
}
