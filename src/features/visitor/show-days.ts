import { showDate } from '@expo/contract/show-clock';
import { chinaInstant } from '../../lib/show-phase';

const DAY_MS = 86_400_000;
/** At most as many days as a registration may name (the contract's `days`). */
const MAX_DAYS = 20;

/**
 * The show's days, first to last (YYYY-MM-DD, China time): the days a visitor may plan to come.
 * Empty when a date cannot be read or the last day is before the first.
 */
export function showDays(startDate: string, endDate: string): string[] {
  const first = chinaInstant(startDate, '00:00');
  const last = chinaInstant(endDate, '00:00');
  if (first === null || last === null || last < first) return [];
  const days: string[] = [];
  for (let at = first; at <= last && days.length < MAX_DAYS; at += DAY_MS) days.push(showDate(at));
  return days;
}

/** The days still ahead at `at` (epoch ms), today included: a visitor plans no day already past. */
export function daysAhead(days: readonly string[], at: number): string[] {
  const today = showDate(at);
  return days.filter((day) => day >= today);
}
