import { SHOW_UTC_OFFSET_HOURS } from '@expo/contract/constants';

// The site's pages format dates with this small formatter instead of dayjs: every public page shows
// dates, and dayjs with its UTC plugin was 4 KB of their JavaScript (docs/decisions.md). It knows the
// tokens of the locale files' patterns (format.date, format.dateTime, format.time) and the fixed
// patterns of the code; its output equals dayjs's for them (format.test.ts compares the two).

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const TOKENS = /\[([^\]]*)]|YYYY|MMM|MM|M|DD|D|HH|H|mm|ss/g;
const HOUR_MS = 3_600_000;

/**
 * An API time (ISO 8601, UTC) in China Standard Time, the exhibition's own clock, whatever the
 * visitor's time zone: the HTML built on the server and the hydrated page agree.
 * `pattern` uses dayjs's tokens YYYY, MMM, MM, M, DD, D, HH, H, mm, ss and [literal text].
 */
export function formatShowTime(iso: string, pattern: string): string {
  return formatUtcFields(Date.parse(iso) + SHOW_UTC_OFFSET_HOURS * HOUR_MS, pattern);
}

/** A show date (YYYY-MM-DD, already in China time) in `pattern`. */
export function formatShowDate(date: string, pattern: string): string {
  return formatUtcFields(Date.parse(date), pattern);
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

/** The UTC fields of `epochMs` written in `pattern` ("Invalid Date" for a time that is not one, as dayjs). */
function formatUtcFields(epochMs: number, pattern: string): string {
  if (!Number.isFinite(epochMs)) return 'Invalid Date';
  const at = new Date(epochMs);
  const two = (value: number) => String(value).padStart(2, '0');
  const fields: Record<string, () => string> = {
    YYYY: () => String(at.getUTCFullYear()).padStart(4, '0'),
    MMM: () => MONTHS_SHORT[at.getUTCMonth()]!,
    MM: () => two(at.getUTCMonth() + 1),
    M: () => String(at.getUTCMonth() + 1),
    DD: () => two(at.getUTCDate()),
    D: () => String(at.getUTCDate()),
    HH: () => two(at.getUTCHours()),
    H: () => String(at.getUTCHours()),
    mm: () => two(at.getUTCMinutes()),
    ss: () => two(at.getUTCSeconds()),
  };
  return pattern.replace(TOKENS, (token, literal: string | undefined) => literal ?? fields[token]!());
}
