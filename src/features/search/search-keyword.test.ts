import { SEARCH_MAX } from '@expo/contract/constants';
import { checkSearchKeyword } from './search-keyword';

test('a keyword is trimmed', () => {
  expect(checkSearchKeyword('  面包 机 ')).toEqual({ ok: true, keyword: '面包 机' });
  expect(checkSearchKeyword('a')).toEqual({ ok: true, keyword: 'a' });
});

test('an empty or blank keyword is rejected', () => {
  for (const raw of ['', '   ', '\t\n']) expect(checkSearchKeyword(raw)).toEqual({ ok: false, reason: 'empty' });
});

test('a keyword has at most 50 characters, spaces around it not counted', () => {
  expect(SEARCH_MAX).toBe(50);
  expect(checkSearchKeyword('烘'.repeat(50))).toEqual({ ok: true, keyword: '烘'.repeat(50) });
  expect(checkSearchKeyword(` ${'b'.repeat(50)} `)).toEqual({ ok: true, keyword: 'b'.repeat(50) });
  expect(checkSearchKeyword('b'.repeat(51))).toEqual({ ok: false, reason: 'tooLong' });
});
