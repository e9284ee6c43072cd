import { hourLabel } from './visitor-charts';

test('check-in hours are labelled by the hour, with the day when they span several', () => {
  expect(hourLabel([{ key: '2027-05-12 09', count: 3 }, { key: '2027-05-12 10', count: 1 }])('2027-05-12 09')).toBe('09:00');
  expect(hourLabel([{ key: '2027-05-12 09', count: 3 }, { key: '2027-05-13 10', count: 1 }])('2027-05-13 10')).toBe('05-13 10:00');
});
