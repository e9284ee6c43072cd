import { SHOW_UTC_OFFSET_HOURS } from './constants';

// The show's clock, alone so that the site's pages can import it without the calendar files' code.

/** The show's calendar date (YYYY-MM-DD, China time) of an instant: the day of every daily rule and count. */
export function showDate(at: Date | number): string {
  return new Date(Number(at) + SHOW_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/** The first instant of the show's calendar day holding `at`: where a daily limit's count starts. */
export function showDayStart(at: Date | number): Date {
  return new Date(Date.parse(`${showDate(at)}T00:00:00Z`) - SHOW_UTC_OFFSET_HOURS * 3_600_000);
}
