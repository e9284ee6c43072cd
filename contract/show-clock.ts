import { SHOW_UTC_OFFSET_HOURS } from './constants';

// The show's clock (China Standard Time, UTC+8, no daylight saving), by plain UTC+8 arithmetic:
// the one place for China time. Alone, so that the site's pages can import it without the
// calendar files' code.

const DAY_MS = 86_400_000;
/** The show's clock ahead of UTC, in milliseconds. */
export const SHOW_OFFSET_MS = SHOW_UTC_OFFSET_HOURS * 3_600_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** The show's calendar date (YYYY-MM-DD, China time) of an instant: the day of every daily rule and count. */
export function showDate(at: Date | number): string {
  return new Date(Number(at) + SHOW_OFFSET_MS).toISOString().slice(0, 10);
}

/** The show's wall-clock time (HH:mm, China time) of an instant. */
export function showTime(at: Date | number): string {
  return new Date(Number(at) + SHOW_OFFSET_MS).toISOString().slice(11, 16);
}

/** Minutes after the show's midnight (China time) of an instant. */
export function showMinutes(at: Date | number): number {
  const local = new Date(Number(at) + SHOW_OFFSET_MS);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** The first instant of the show's calendar day holding `at`: where a daily limit's count starts. */
export function showDayStart(at: Date | number): Date {
  return new Date(Date.parse(`${showDate(at)}T00:00:00Z`) - SHOW_OFFSET_MS);
}

/** The instant (epoch ms) of `time` (HH:mm) on `date` (YYYY-MM-DD), China time; null for a date or time that does not exist. */
export function chinaInstant(date: string, time: string): number | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [number, number, number, number, number];
  if (hour > 23 || minute > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  // Date.UTC rolls 30 February over to March: such a date does not exist.
  if (new Date(utc).toISOString().slice(0, 10) !== date) return null;
  return utc - SHOW_OFFSET_MS;
}

/**
 * Every date (YYYY-MM-DD, China time) from `startDate` to `endDate`, at most `max` of them: the
 * show's days. Empty when a date cannot be read or the last day is before the first.
 */
export function showDates(startDate: string, endDate: string, max = 366): string[] {
  const first = chinaInstant(startDate, '00:00');
  const last = chinaInstant(endDate, '00:00');
  if (first === null || last === null || last < first) return [];
  const days: string[] = [];
  for (let at = first; at <= last && days.length < max; at += DAY_MS) days.push(showDate(at));
  return days;
}

/** An ISO instant as a `datetime-local` value in China time ('' for none): a form edits China time whatever the device's zone. */
export function toChinaLocal(iso: unknown): string {
  if (typeof iso !== 'string' || Number.isNaN(Date.parse(iso))) return '';
  return new Date(Date.parse(iso) + SHOW_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value (China time) as an ISO instant (null for an empty or broken value). */
export function fromChinaLocal(local: string): string | null {
  const [date = '', time = ''] = local.split('T');
  const at = chinaInstant(date, time);
  return at === null ? null : new Date(at).toISOString();
}
