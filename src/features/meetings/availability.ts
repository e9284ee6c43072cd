import { SHOW_CLOSES_AT, SHOW_OPENS_AT } from '@expo/contract/constants';
import { MEETING_GRID_MINUTES, gridMinutes, type MeetingDay } from '@expo/contract/meeting-rules';

// The availability editor's rows: every show day, on (with its hours) or off ("no meetings this
// day"); the API keeps only the days that are on.

export interface DayRow {
  date: string;
  on: boolean;
  opens: string;
  closes: string;
}

/** One row per show day: the saved hours where the team has some, else off with the show's hours ready. */
export function dayRows(showDates: readonly string[], saved: readonly MeetingDay[]): DayRow[] {
  const byDate = new Map(saved.map((day) => [day.date, day]));
  const dates = [...new Set([...showDates, ...saved.map((day) => day.date)])].sort();
  return dates.map((date) => {
    const day = byDate.get(date);
    return day ? { date, on: true, opens: day.opens, closes: day.closes } : { date, on: false, opens: SHOW_OPENS_AT, closes: SHOW_CLOSES_AT };
  });
}

/** The days the API takes: the rows that are on. */
export function savedDays(rows: readonly DayRow[]): MeetingDay[] {
  return rows.filter((row) => row.on).map(({ date, opens, closes }) => ({ date, opens, closes }));
}

/** Why a day's hours cannot be saved: closing not after opening, or no slot fits between them. */
export function dayProblem(row: DayRow, slotMinutes: number): 'order' | 'tooShort' | null {
  if (!row.on) return null;
  const opens = gridMinutes(row.opens);
  const closes = gridMinutes(row.closes);
  if (opens === null || closes === null || closes <= opens) return 'order';
  return closes - opens < slotMinutes ? 'tooShort' : null;
}

/** The times a day may open or close: every grid step from `from` to `to` (HH:mm). */
export function gridTimes(from = '07:00', to = '22:00'): string[] {
  const times: string[] = [];
  for (let at = gridMinutes(from) ?? 0; at <= (gridMinutes(to) ?? 0); at += MEETING_GRID_MINUTES) {
    times.push(`${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`);
  }
  return times;
}
