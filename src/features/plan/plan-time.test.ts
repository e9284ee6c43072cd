import { isWithinShowHours, showDays } from '@expo/contract';
import { visitInstant, visitParts, visitTimeOptions } from './plan-time';

const show = { opensAt: '09:00', closesAt: '18:00', visitMinutes: 30 };

test('the choosable times run from the opening to the last visit that ends by the closing', () => {
  const options = visitTimeOptions(show);
  expect(options[0]).toBe('09:00');
  expect(options.at(-1)).toBe('17:30');
  expect(options).toHaveLength(35);
});

test('every choosable time is one the server accepts, and a chosen time reads back the same', () => {
  const days = showDays('2027-05-19', '2027-05-20');
  for (const day of days) {
    for (const time of visitTimeOptions(show)) {
      const at = visitInstant(day.date, time);
      expect(isWithinShowHours(days, at)).toBe(true);
      expect(visitParts(new Date(at).toISOString())).toEqual({ date: day.date, time });
    }
  }
  expect(isWithinShowHours(days, visitInstant('2027-05-19', '17:45'))).toBe(false);
  expect(isWithinShowHours(days, visitInstant('2027-05-21', '10:00'))).toBe(false);
});
