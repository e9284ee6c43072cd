import { fromChinaLocal, toChinaLocal } from './china-time';

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
