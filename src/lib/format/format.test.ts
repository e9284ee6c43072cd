import { formatShowDate, formatShowTime, formatShowTimeRange } from './date';
import { formatFileSize, formatNumber } from './number';
import { excerpt, paragraphs } from './text';

test('numbers get thousand separators', () => {
  expect(formatNumber(0)).toBe('0');
  expect(formatNumber(999)).toBe('999');
  expect(formatNumber(1000)).toBe('1,000');
  expect(formatNumber(120000)).toBe('120,000');
  expect(formatNumber(-1234567.5)).toBe('-1,234,567.5');
});

test('times show in China time', () => {
  expect(formatShowTime('2027-05-12T01:00:00.000Z', 'YYYY-MM-DD HH:mm')).toBe('2027-05-12 09:00');
  expect(formatShowTime('2027-05-12T17:30:00.000Z', 'YYYY年M月D日 HH:mm')).toBe('2027年5月13日 01:30');
  expect(formatShowDate('2027-05-12', 'D MMM YYYY')).toBe('12 May 2027');
});

test('paragraphs and excerpts', () => {
  expect(paragraphs('One.\n\nTwo\nlines.\n\n\n  \nThree.')).toEqual(['One.', 'Two\nlines.', 'Three.']);
  expect(paragraphs(null)).toEqual([]);
  expect(excerpt('short')).toBe('short');
  expect(excerpt('word '.repeat(50), 20)).toBe('word word word word…');
});

test('time ranges repeat the date only across days', () => {
  const patterns = { dateTime: 'YYYY-MM-DD HH:mm', time: 'HH:mm' };
  expect(formatShowTimeRange('2027-05-12T01:00:00.000Z', '2027-05-12T02:30:00.000Z', patterns)).toEqual({
    start: '2027-05-12 09:00',
    end: '10:30',
  });
  expect(formatShowTimeRange('2027-05-12T01:00:00.000Z', '2027-05-13T02:30:00.000Z', patterns).end).toBe('2027-05-13 10:30');
});

describe('file sizes', () => {
  test.each([
    [0, '0 B'],
    [1023, '1,023 B'],
    [1024, '1 KB'],
    [14_540, '14.2 KB'],
    [3_250_585, '3.1 MB'],
    [5 * 1024 ** 3, '5 GB'],
  ])('%i bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
