import { daysAhead, showDays } from './show-days';

test('the show days run from the first to the last day, across a month end', () => {
  expect(showDays('2027-05-30', '2027-06-02')).toEqual(['2027-05-30', '2027-05-31', '2027-06-01', '2027-06-02']);
  expect(showDays('2027-05-12', '2027-05-12')).toEqual(['2027-05-12']);
});

test('dates that cannot be read or run backwards give no days; a long range stops at 20', () => {
  expect(showDays('', '2027-05-12')).toEqual([]);
  expect(showDays('2027-02-30', '2027-03-02')).toEqual([]);
  expect(showDays('2027-05-14', '2027-05-12')).toEqual([]);
  expect(showDays('2027-01-01', '2027-12-31')).toHaveLength(20);
});

test('days ahead keep today (China time) and the days after it', () => {
  const days = ['2027-05-12', '2027-05-13', '2027-05-14'];
  // 2027-05-12 23:30 UTC is already 13 May in China.
  expect(daysAhead(days, Date.UTC(2027, 4, 12, 23, 30))).toEqual(['2027-05-13', '2027-05-14']);
  expect(daysAhead(days, Date.UTC(2027, 4, 1))).toEqual(days);
  expect(daysAhead(days, Date.UTC(2027, 4, 20))).toEqual([]);
});
