import { SHOW_CLOSES_AT, SHOW_OPENS_AT } from '@expo/contract/constants';
import { chinaInstant, showDate } from '@expo/contract/show-clock';

// The show's phase on its own clock (China Standard Time, UTC+8, no daylight saving), by plain
// UTC+8 arithmetic: the visitor's time zone and the build machine's never enter. One module for
// the build (the phase the static home page is made for) and the browser (the phase it switches to).

/** Before the show, while it runs, after it. */
export type ShowPhase = 'before' | 'during' | 'after';

/** The show's first and last day, YYYY-MM-DD in China time (the API's ExhibitionIntro dates). */
export interface ShowDates {
  startDate: string;
  endDate: string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The phase at `at` (epoch ms). During runs from 00:00 China time on the first day (the day's
 * events, opening hours and the floor plan matter from the morning on) to closing time
 * (SHOW_CLOSES_AT) on the last day; after starts then. Dates it cannot read count as before.
 */
export function showPhase(at: number, dates: ShowDates): ShowPhase {
  const bounds = phaseBounds(dates);
  if (!bounds) return 'before';
  if (at < bounds.duringFrom) return 'before';
  return at < bounds.afterFrom ? 'during' : 'after';
}

/** When the phase next changes after `at` (epoch ms); null once it is after (or the dates are unreadable). */
export function nextPhaseChange(at: number, dates: ShowDates): number | null {
  const bounds = phaseBounds(dates);
  if (!bounds) return null;
  if (at < bounds.duringFrom) return bounds.duringFrom;
  return at < bounds.afterFrom ? bounds.afterFrom : null;
}

/** The instants the phase changes: during from 00:00 on the first day, after from closing time on the last. */
export function phaseBounds(dates: ShowDates): { duringFrom: number; afterFrom: number } | null {
  const duringFrom = chinaInstant(dates.startDate, '00:00');
  const afterFrom = chinaInstant(dates.endDate, SHOW_CLOSES_AT);
  if (duringFrom === null || afterFrom === null || afterFrom <= duringFrom) return null;
  return { duringFrom, afterFrom };
}

/**
 * The show day at `at`: its date, its number (1 = the first day) and the day's opening hours
 * (HH:mm, China time); null on a day that is not a show day.
 */
export function showDay(at: number, dates: ShowDates): { date: string; number: number; of: number; opens: string; closes: string } | null {
  const date = showDate(at);
  const first = chinaInstant(dates.startDate, '00:00');
  const last = chinaInstant(dates.endDate, '00:00');
  const today = chinaInstant(date, '00:00');
  if (first === null || last === null || today === null || today < first || today > last) return null;
  return {
    date,
    number: Math.round((today - first) / DAY_MS) + 1,
    of: Math.round((last - first) / DAY_MS) + 1,
    opens: SHOW_OPENS_AT,
    closes: SHOW_CLOSES_AT,
  };
}

/**
 * How long the page waits before it looks at the clock again: every minute during the show (what
 * is on now changes), else until the next phase change, at most an hour (a phone that slept, a
 * clock that was set), and at least a second.
 */
export function clockRecheckDelay(at: number, dates: ShowDates): number {
  const change = nextPhaseChange(at, dates);
  const ceiling = showPhase(at, dates) === 'during' ? MINUTE_MS : HOUR_MS;
  const untilChange = change === null ? ceiling : change - at;
  return Math.max(1000, Math.min(ceiling, untilChange));
}
