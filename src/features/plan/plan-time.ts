import { SHOW_UTC_OFFSET_HOURS, VISIT_STEP_MINUTES, type PlanShow } from '@expo/contract';
import { formatShowTime } from '../../lib/format/date';

/** The times a stand visit may start each show day (HH:mm, China time): opening to closing less one visit. */
export function visitTimeOptions(show: Pick<PlanShow, 'opensAt' | 'closesAt' | 'visitMinutes'>): string[] {
  const minutes = (hhmm: string) => {
    const [h = 0, m = 0] = hhmm.split(':').map(Number);
    return h * 60 + m;
  };
  const options: string[] = [];
  for (let at = minutes(show.opensAt); at + show.visitMinutes <= minutes(show.closesAt); at += VISIT_STEP_MINUTES) {
    options.push(`${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`);
  }
  return options;
}

/** A show date and HH:mm as the API takes them: ISO 8601 with China time's offset. */
export function visitInstant(date: string, time: string): string {
  return `${date}T${time}:00+${String(SHOW_UTC_OFFSET_HOURS).padStart(2, '0')}:00`;
}

/** A planned visit split into its show date and HH:mm (China time). */
export function visitParts(visitAt: string | null): { date: string; time: string } {
  if (!visitAt) return { date: '', time: '' };
  return { date: formatShowTime(visitAt, 'YYYY-MM-DD'), time: formatShowTime(visitAt, 'HH:mm') };
}
