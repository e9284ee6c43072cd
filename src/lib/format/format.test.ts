import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { SHOW_UTC_OFFSET_HOURS } from '@expo/contract/constants';
import zhCommon from '../../../locales/zh/common.json';
import enCommon from '../../../locales/en/common.json';
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

test('dates are written as dayjs writes them, for every pattern of the locale files and the code', () => {
  dayjs.extend(utc);
  const patterns = [
    ...Object.values(zhCommon.format), ...Object.values(enCommon.format),
    'YYYY-MM-DD', 'HH:mm', 'YYYY-MM-DD HH:mm', 'H:mm:ss [on] D MMM',
  ];
  // Deterministic instants over 2000-2099, minutes and leap days included.
  let seed = 20_261_125;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647);
  const instants = Array.from({ length: 400 }, () => new Date(Date.UTC(2000, 0, 1) + (next() % 3_155_760_000) * 1000).toISOString());
  instants.push('2028-02-29T15:59:59.000Z', '2027-12-31T16:00:00.000Z', '2027-05-12T01:00:00Z');
  for (const iso of instants) {
    for (const pattern of patterns) {
      expect(formatShowTime(iso, pattern)).toBe(dayjs.utc(iso).utcOffset(SHOW_UTC_OFFSET_HOURS * 60).format(pattern));
      const date = iso.slice(0, 10);
      expect(formatShowDate(date, pattern)).toBe(dayjs.utc(date).format(pattern));
    }
  }
  expect(formatShowTime('not a time', 'YYYY')).toBe(dayjs.utc('not a time').format('YYYY'));
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
