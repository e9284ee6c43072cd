import { SHOW_CLOSES_AT, SHOW_OPENS_AT, SHOW_UTC_OFFSET_HOURS } from '@expo/contract/constants';

/** 1 before the show opens (with the time left), 2 while it runs, 3 once it has closed (SPEC.md section 4). */
export type CountdownState =
  | { state: 1; days: number; hours: number; minutes: number; seconds: number }
  | { state: 2 }
  | { state: 3 };

const SHOW_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isShowDate(value: string): boolean {
  if (!SHOW_DATE.test(value)) return false;
  const parsed = Date.parse(value);
  return Number.isFinite(parsed) && new Date(parsed).toISOString().slice(0, 10) === value;
}

/**
 * The instant (epoch ms) of `time` (HH:mm) on `date` (YYYY-MM-DD), both on the show's China clock.
 * Built from UTC so the visitor's (or the build machine's) time zone never enters.
 */
export function showInstant(date: string, time: string): number {
  if (!isShowDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return Date.parse(`${date}T${time}:00Z`) - SHOW_UTC_OFFSET_HOURS * 3_600_000;
}

/** The countdown at `now` for a show from `startDate` 09:00 to `endDate` 18:00, China time. */
export function countdownState(now: Date, startDate: string, endDate: string): CountdownState {
  const opensAt = showInstant(startDate, SHOW_OPENS_AT);
  const closesAt = showInstant(endDate, SHOW_CLOSES_AT);
  const at = now.getTime();
  if (at >= closesAt) return { state: 3 };
  if (at >= opensAt) return { state: 2 };
  // Rounded up: one millisecond before opening still shows 1 second, never 0:00:00:00.
  const left = Math.ceil((opensAt - at) / 1000);
  return {
    state: 1,
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}
