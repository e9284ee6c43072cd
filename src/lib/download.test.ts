import { datedFileName } from './download';

test("an export's file name carries the show's date (China time), not the device's", () => {
  expect(datedFileName('leads', Date.parse('2027-05-11T17:30:00Z'))).toBe('leads-2027-05-12.csv');
  expect(datedFileName('leads', Date.parse('2027-05-11T15:30:00Z'))).toBe('leads-2027-05-11.csv');
  expect(datedFileName('visitors-checkins', new Date('2027-05-13T02:00:00Z'))).toBe('visitors-checkins-2027-05-13.csv');
});
