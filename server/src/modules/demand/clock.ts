import { SHOW_OFFSET_MS } from '@expo/contract';

// Calendar days and months of the demand rules (the daily contact limit, the monthly claim quota)
// are the show's (UTC+8), whatever the server's time zone.

export const DAY_MS = 24 * 3600_000;

/** The first instant of the show's calendar month holding `now`. */
export function showMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + SHOW_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - SHOW_OFFSET_MS);
}

export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}
