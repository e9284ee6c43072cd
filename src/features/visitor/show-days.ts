import { showDate, showDates } from '@expo/contract/show-clock';

/** At most as many days as a registration may name (the contract's `days`). */
const MAX_DAYS = 20;

/** The days a visitor may plan to come: the show's days (the contract's showDates), at most as many as a registration names. */
export function showDays(startDate: string, endDate: string): string[] {
  return showDates(startDate, endDate, MAX_DAYS);
}

/** The days still ahead at `at` (epoch ms), today included: a visitor plans no day already past. */
export function daysAhead(days: readonly string[], at: number): string[] {
  const today = showDate(at);
  return days.filter((day) => day >= today);
}
