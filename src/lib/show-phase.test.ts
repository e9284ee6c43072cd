import { chinaInstant, showDate } from '@expo/contract/show-clock';
import { clockRecheckDelay, nextPhaseChange, phaseBounds, showDay, showPhase } from './show-phase';

// The seed's show: 12 to 15 May 2027, China time (UTC+8). 00:00 on 12 May in China is 16:00 UTC
// on 11 May; closing time, 18:00 on 15 May in China, is 10:00 UTC on 15 May.
const SHOW = { startDate: '2027-05-12', endDate: '2027-05-15' };
const at = (iso: string) => Date.parse(iso);

describe('showPhase, on the China clock', () => {
  test('before until midnight China time of the first day, whatever the UTC date says', () => {
    expect(showPhase(at('2026-11-24T05:00:00Z'), SHOW)).toBe('before');
    expect(showPhase(at('2027-05-11T15:59:59.999Z'), SHOW)).toBe('before');
    // Still 11 May in UTC, already 12 May in Shanghai.
    expect(showPhase(at('2027-05-11T16:00:00Z'), SHOW)).toBe('during');
    expect(showPhase(at('2027-05-11T23:30:00+08:00'), SHOW)).toBe('before');
    expect(showPhase(at('2027-05-12T00:00:00+08:00'), SHOW)).toBe('during');
  });

  test('during through the show days and nights, until closing time on the last day', () => {
    expect(showPhase(at('2027-05-13T22:00:00+08:00'), SHOW)).toBe('during');
    expect(showPhase(at('2027-05-15T17:59:59+08:00'), SHOW)).toBe('during');
    expect(showPhase(at('2027-05-15T10:00:00Z'), SHOW)).toBe('after');
    expect(showPhase(at('2027-05-15T18:00:00+08:00'), SHOW)).toBe('after');
    expect(showPhase(at('2028-01-01T00:00:00Z'), SHOW)).toBe('after');
  });

  test('a one-day show', () => {
    const oneDay = { startDate: '2027-05-12', endDate: '2027-05-12' };
    expect(showPhase(at('2027-05-12T08:00:00+08:00'), oneDay)).toBe('during');
    expect(showPhase(at('2027-05-12T18:00:00+08:00'), oneDay)).toBe('after');
  });

  test('dates it cannot read, or a show that ends before it starts, count as before and never change', () => {
    for (const dates of [{ startDate: '', endDate: '2027-05-15' }, { startDate: '2027-02-30', endDate: '2027-03-02' }, { startDate: '2027-05-15', endDate: '2027-05-12' }]) {
      expect(showPhase(at('2027-05-13T12:00:00+08:00'), dates)).toBe('before');
      expect(nextPhaseChange(at('2027-05-13T12:00:00+08:00'), dates)).toBeNull();
    }
  });
});

test('the phase bounds and the next change are the China instants', () => {
  expect(phaseBounds(SHOW)).toEqual({ duringFrom: at('2027-05-11T16:00:00Z'), afterFrom: at('2027-05-15T10:00:00Z') });
  expect(nextPhaseChange(at('2027-01-01T00:00:00Z'), SHOW)).toBe(at('2027-05-11T16:00:00Z'));
  expect(nextPhaseChange(at('2027-05-11T16:00:00Z'), SHOW)).toBe(at('2027-05-15T10:00:00Z'));
  expect(nextPhaseChange(at('2027-05-15T10:00:00Z'), SHOW)).toBeNull();
});

test('showDate and chinaInstant use UTC+8, not the machine\'s zone', () => {
  expect(showDate(at('2027-05-11T16:00:00Z'))).toBe('2027-05-12');
  expect(showDate(at('2027-05-11T15:59:59Z'))).toBe('2027-05-11');
  expect(chinaInstant('2027-05-12', '09:00')).toBe(at('2027-05-12T01:00:00Z'));
  expect(chinaInstant('2027-02-29', '09:00')).toBeNull();
  expect(chinaInstant('2027-05-12', '24:00')).toBeNull();
});

test('showDay numbers the show days and gives their opening hours; other days have none', () => {
  expect(showDay(at('2027-05-11T16:30:00Z'), SHOW)).toEqual({ date: '2027-05-12', number: 1, of: 4, opens: '09:00', closes: '18:00' });
  expect(showDay(at('2027-05-15T20:00:00+08:00'), SHOW)).toMatchObject({ date: '2027-05-15', number: 4 });
  expect(showDay(at('2027-05-11T23:59:00+08:00'), SHOW)).toBeNull();
  expect(showDay(at('2027-05-16T00:00:00+08:00'), SHOW)).toBeNull();
});

test('the clock is looked at every minute during the show, at the next change otherwise, at most hourly', () => {
  expect(clockRecheckDelay(at('2027-05-13T12:00:00+08:00'), SHOW)).toBe(60_000);
  expect(clockRecheckDelay(at('2027-05-11T15:59:30Z'), SHOW)).toBe(30_000);
  expect(clockRecheckDelay(at('2027-05-15T09:59:50Z'), SHOW)).toBe(10_000);
  expect(clockRecheckDelay(at('2026-11-24T05:00:00Z'), SHOW)).toBe(3_600_000);
  expect(clockRecheckDelay(at('2027-06-01T00:00:00Z'), SHOW)).toBe(3_600_000);
  expect(clockRecheckDelay(at('2027-05-11T15:59:59.900Z'), SHOW)).toBe(1000);
});
