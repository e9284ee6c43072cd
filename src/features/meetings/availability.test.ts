import { dayProblem, dayRows, gridTimes, savedDays } from './availability';

test('every show day is a row: saved hours on, the others off with the show hours ready', () => {
  const rows = dayRows(['2027-05-19', '2027-05-20', '2027-05-21'], [{ date: '2027-05-20', opens: '10:00', closes: '16:30' }]);
  expect(rows).toEqual([
    { date: '2027-05-19', on: false, opens: '09:00', closes: '18:00' },
    { date: '2027-05-20', on: true, opens: '10:00', closes: '16:30' },
    { date: '2027-05-21', on: false, opens: '09:00', closes: '18:00' },
  ]);
  expect(savedDays(rows)).toEqual([{ date: '2027-05-20', opens: '10:00', closes: '16:30' }]);
});

test('a saved day the show no longer has stays visible, so it can be turned off', () => {
  expect(dayRows(['2027-05-19'], [{ date: '2027-05-22', opens: '09:00', closes: '12:00' }]).map((r) => r.date)).toEqual(['2027-05-19', '2027-05-22']);
});

test('hours must close after they open and hold one slot', () => {
  const row = { date: '2027-05-19', on: true, opens: '10:00', closes: '10:15' };
  expect(dayProblem(row, 15)).toBeNull();
  expect(dayProblem(row, 30)).toBe('tooShort');
  expect(dayProblem({ ...row, closes: '09:45' }, 15)).toBe('order');
  expect(dayProblem({ ...row, closes: '10:00' }, 15)).toBe('order');
  expect(dayProblem({ ...row, on: false, closes: '09:00' }, 30)).toBeNull();
});

test('times on the 15-minute grid', () => {
  const times = gridTimes('09:00', '10:00');
  expect(times).toEqual(['09:00', '09:15', '09:30', '09:45', '10:00']);
  expect(gridTimes()).toHaveLength(61);
});
