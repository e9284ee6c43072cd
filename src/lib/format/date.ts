import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { SHOW_UTC_OFFSET_HOURS } from '@expo/contract/constants';

dayjs.extend(utc);

/**
 * An API time (ISO 8601, UTC) in China Standard Time, the exhibition's own clock, whatever the
 * visitor's time zone: the HTML built on the server and the hydrated page agree.
 * `pattern` is a dayjs format from the locale files (format.date, format.dateTime, format.time).
 */
export function formatShowTime(iso: string, pattern: string): string {
  return dayjs.utc(iso).utcOffset(SHOW_UTC_OFFSET_HOURS * 60).format(pattern);
}

/** A show date (YYYY-MM-DD, already in China time) in `pattern`. */
export function formatShowDate(date: string, pattern: string): string {
  return dayjs.utc(date).format(pattern);
}

/** A start–end pair in China time; the end shows its time only when both fall on the same day. */
export function formatShowTimeRange(
  startIso: string,
  endIso: string,
  patterns: { dateTime: string; time: string },
): { start: string; end: string } {
  const sameDay = formatShowTime(startIso, 'YYYY-MM-DD') === formatShowTime(endIso, 'YYYY-MM-DD');
  return {
    start: formatShowTime(startIso, patterns.dateTime),
    end: formatShowTime(endIso, sameDay ? patterns.time : patterns.dateTime),
  };
}
