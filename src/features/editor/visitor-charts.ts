import type { KeyCount } from '../../components/charts/BarChart';

/** An hour key ("YYYY-MM-DD HH", China time) as "HH:00", with its day ("MM-DD HH:00") when the hours span several days. */
export function hourLabel(hours: readonly KeyCount[]): (key: string) => string {
  const oneDay = new Set(hours.map((h) => h.key.slice(0, 10))).size <= 1;
  return (key) => (oneDay ? `${key.slice(11)}:00` : `${key.slice(5, 10)} ${key.slice(11)}:00`);
}
