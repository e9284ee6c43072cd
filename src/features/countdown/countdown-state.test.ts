import { countdownState, isShowDate, showInstant } from './countdown-state';

// The show: 11 to 13 May 2027, China Standard Time (UTC+8).
const start = '2027-05-11';
const end = '2027-05-13';
const at = (iso: string) => countdownState(new Date(iso), start, end);

test('the show opens at 09:00 and closes at 18:00 China time, whatever the process time zone', () => {
  expect(new Date(showInstant(start, '09:00')).toISOString()).toBe('2027-05-11T01:00:00.000Z');
  expect(new Date(showInstant(end, '18:00')).toISOString()).toBe('2027-05-13T10:00:00.000Z');
});

test('before the opening it counts down days, hours, minutes and seconds', () => {
  expect(at('2027-05-11T00:59:59Z')).toEqual({ state: 1, days: 0, hours: 0, minutes: 0, seconds: 1 });
  expect(at('2027-05-11T00:59:59.999Z')).toEqual({ state: 1, days: 0, hours: 0, minutes: 0, seconds: 1 });
  expect(at('2027-05-09T22:58:30Z')).toEqual({ state: 1, days: 1, hours: 2, minutes: 1, seconds: 30 });
  // Midnight China time on the opening day is still 9 hours before.
  expect(at('2027-05-10T16:00:00Z')).toEqual({ state: 1, days: 0, hours: 9, minutes: 0, seconds: 0 });
  expect(at('2027-04-11T01:00:00Z')).toEqual({ state: 1, days: 30, hours: 0, minutes: 0, seconds: 0 });
});

test('it is in progress from 09:00 on the start date until 18:00 on the end date', () => {
  expect(at('2027-05-11T01:00:00Z')).toEqual({ state: 2 });
  expect(at('2027-05-12T12:00:00Z')).toEqual({ state: 2 });
  expect(at('2027-05-13T09:59:59.999Z')).toEqual({ state: 2 });
});

test('it has ended from 18:00 China time on the end date', () => {
  expect(at('2027-05-13T10:00:00Z')).toEqual({ state: 3 });
  expect(at('2028-01-01T00:00:00Z')).toEqual({ state: 3 });
});

test('a one-day show opens and closes on the same date', () => {
  expect(countdownState(new Date('2027-05-11T05:00:00Z'), start, start)).toEqual({ state: 2 });
  expect(countdownState(new Date('2027-05-11T10:00:00Z'), start, start)).toEqual({ state: 3 });
});

test('show dates must be real YYYY-MM-DD dates', () => {
  expect(isShowDate('2027-05-11')).toBe(true);
  for (const bad of ['', '2027-5-11', '2027-02-30', '2027-05-11T09:00:00Z', 'soon']) expect(isShowDate(bad)).toBe(false);
  expect(() => countdownState(new Date(), 'soon', end)).toThrow(RangeError);
});
