import { showDays } from './calendar';
import { daySlots } from './meeting-rules';
import { chinaInstant, fromChinaLocal, showDates, showMinutes, showTime, toChinaLocal } from './show-clock';

test('a date-time field shows and gives China time, whatever the device zone', () => {
  expect(toChinaLocal('2027-05-13T02:00:00.000Z')).toBe('2027-05-13T10:00');
  expect(toChinaLocal('2027-05-12T20:30:00.000Z')).toBe('2027-05-13T04:30');
  expect(fromChinaLocal('2027-05-13T10:00')).toBe('2027-05-13T02:00:00.000Z');
  expect(fromChinaLocal(toChinaLocal('2027-05-15T15:59:00.000Z'))).toBe('2027-05-15T15:59:00.000Z');
});

test('nothing, or a broken value, is no time', () => {
  expect(toChinaLocal(null)).toBe('');
  expect(toChinaLocal('soon')).toBe('');
  expect(fromChinaLocal('')).toBeNull();
  expect(fromChinaLocal('2027-13-45T99:00')).toBeNull();
});

test('chinaInstant: a China-time date and HH:mm as an instant; null for one that does not exist', () => {
  expect(chinaInstant('2027-05-12', '09:00')).toBe(Date.parse('2027-05-12T01:00:00Z'));
  expect(chinaInstant('2027-05-12', '00:00')).toBe(Date.parse('2027-05-11T16:00:00Z'));
  expect(chinaInstant('2027-02-30', '09:00')).toBeNull();
  expect(chinaInstant('2027-05-12', '24:00')).toBeNull();
});

test('showDates: every day from the first to the last, China time, one rule for the calendar and the registration', () => {
  expect(showDates('2027-05-30', '2027-06-02')).toEqual(['2027-05-30', '2027-05-31', '2027-06-01', '2027-06-02']);
  expect(showDates('2027-05-12', '2027-05-14', 2)).toEqual(['2027-05-12', '2027-05-13']);
  expect(showDates('2027-02-30', '2027-03-02')).toEqual([]);
  expect(showDates('2027-05-14', '2027-05-12')).toEqual([]);
  expect(showDays('2027-05-12', '2027-05-13').map((day) => day.date)).toEqual(showDates('2027-05-12', '2027-05-13'));
  expect(showDays('2027-05-12', '2027-05-12')[0]).toEqual({ date: '2027-05-12', opens: '2027-05-12T01:00:00.000Z', closes: '2027-05-12T10:00:00.000Z' });
  expect(showDays('', '2027-05-12')).toEqual([]);
});

test("a meeting day's slots are China time, and a day that does not exist has none", () => {
  expect(daySlots({ date: '2027-05-12', opens: '09:00', closes: '09:30' }, 15)).toEqual(['2027-05-12T01:00:00.000Z', '2027-05-12T01:15:00.000Z']);
  expect(daySlots({ date: '2027-02-30', opens: '09:00', closes: '10:00' }, 30)).toEqual([]);
});

test('an instant\'s wall-clock time and minutes after midnight are China time\'s, whatever the device\'s zone', () => {
  const at = Date.parse('2027-05-12T01:30:00Z');
  expect(showTime(at)).toBe('09:30');
  expect(showMinutes(new Date(at))).toBe(9 * 60 + 30);
  // 16:00 UTC is midnight in China: the next day's 00:00.
  expect(showTime(Date.parse('2027-05-12T16:00:00Z'))).toBe('00:00');
  expect(showMinutes(Date.parse('2027-05-12T15:59:00Z'))).toBe(23 * 60 + 59);
});
