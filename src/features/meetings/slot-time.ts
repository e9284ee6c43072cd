import { SHOW_UTC_OFFSET_HOURS } from '@expo/contract/constants';

// Slot times on the show's clock (China time, UTC+8, no daylight saving) and, when the device's
// zone differs, on the visitor's own: pure arithmetic on an offset, so the same code runs in tests.

const MINUTE_MS = 60_000;
const CHINA_OFFSET_MINUTES = SHOW_UTC_OFFSET_HOURS * 60;

/** HH:mm and YYYY-MM-DD of an instant at an offset (minutes east of UTC). */
function wallClock(iso: string, offsetMinutes: number): { date: string; time: string } {
  const shifted = new Date(Date.parse(iso) + offsetMinutes * MINUTE_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** The device's offset from UTC at that instant, in minutes east (China: 480). */
export function deviceOffsetMinutes(iso: string): number {
  return -new Date(iso).getTimezoneOffset();
}

/** A slot's China time, and the device's time beside it when the device is not on China time. */
export interface SlotClock {
  /** YYYY-MM-DD, China time */
  date: string;
  /** HH:mm, China time */
  time: string;
  /** the device's wall time, null on a device on UTC+8 */
  local: { date: string; time: string; otherDay: boolean } | null;
}

export function slotClock(iso: string, offsetMinutes = deviceOffsetMinutes(iso)): SlotClock {
  const china = wallClock(iso, CHINA_OFFSET_MINUTES);
  if (offsetMinutes === CHINA_OFFSET_MINUTES) return { ...china, local: null };
  const local = wallClock(iso, offsetMinutes);
  return { ...china, local: { ...local, otherDay: local.date !== china.date } };
}

/** "UTC+1", "UTC-3:30", "UTC": how the device's zone is named next to China's UTC+8. */
export function utcOffsetName(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC';
  const sign = offsetMinutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `UTC${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** A day's slots in the rows the picker shows them: morning (before 12:00), afternoon (to 18:00), evening, China time. */
export function slotsByDayPart<S extends { startsAt: string }>(slots: readonly S[]): Array<{ part: DayPart; slots: S[] }> {
  const parts: Array<{ part: DayPart; slots: S[] }> = [];
  for (const slot of slots) {
    const hour = Number(wallClock(slot.startsAt, CHINA_OFFSET_MINUTES).time.slice(0, 2));
    const part: DayPart = hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
    const last = parts[parts.length - 1];
    if (last?.part === part) last.slots.push(slot);
    else parts.push({ part, slots: [slot] });
  }
  return parts;
}

/** The day the picker opens on: the first with a free slot, else the first. */
export function firstOpenDay<D extends { date: string; slots: ReadonlyArray<{ free: boolean }> }>(days: readonly D[]): string | null {
  return (days.find((day) => day.slots.some((slot) => slot.free)) ?? days[0])?.date ?? null;
}

const CHINA_ZONE = 'Asia/Shanghai';
const LOCALES = { zh: 'zh-CN', en: 'en-GB' } as const;

/** A show day (YYYY-MM-DD) with its weekday, as a day tab names it: "Wed 19 May", "5月19日周三". */
export function dayLabel(date: string, language: 'zh' | 'en'): string {
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: 'short', month: 'short', day: 'numeric', timeZone: CHINA_ZONE }).format(new Date(`${date}T12:00:00+08:00`));
}

/** The minutes from one instant to another (a slot's length). */
export function minutesBetween(startIso: string, endIso: string): number {
  return Math.round((Date.parse(endIso) - Date.parse(startIso)) / MINUTE_MS);
}
