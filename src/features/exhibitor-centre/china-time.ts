import { SHOW_UTC_OFFSET_HOURS } from '@expo/contract/constants';

// A date-time field edits China time (the show's clock) whatever the device's zone: the
// `datetime-local` value is the wall time in China, the API's value an ISO instant.

const OFFSET_MS = SHOW_UTC_OFFSET_HOURS * 3_600_000;

/** An ISO instant as a `datetime-local` value in China time ('' for none). */
export function toChinaLocal(iso: unknown): string {
  if (typeof iso !== 'string' || Number.isNaN(Date.parse(iso))) return '';
  return new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value (China time) as an ISO instant (null for an empty or broken value). */
export function fromChinaLocal(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const utc = Date.parse(`${local}:00Z`);
  return Number.isNaN(utc) ? null : new Date(utc - OFFSET_MS).toISOString();
}
