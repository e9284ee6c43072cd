import { SHOW_UTC_OFFSET_HOURS } from '@expo/contract/constants';

/**
 * An API time (ISO 8601, UTC) as `YYYY-MM-DD HH:mm` on the show's China clock, by plain UTC+8
 * arithmetic: for light pages that should not load a date library for one time.
 */
export function chinaDateTime(iso: string): string {
  return new Date(Date.parse(iso) + SHOW_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}
