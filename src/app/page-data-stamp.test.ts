import { pageDataStamp } from './page-data-stamp';

test('the same page data gives the same stamp, wherever it was parsed', () => {
  const result = { data: { exhibitor: { name: '好利来', booth: 'N1-A01' } }, pageContext: { id: 1 } };
  expect(pageDataStamp(JSON.parse(JSON.stringify(result)))).toBe(pageDataStamp(result));
  expect(pageDataStamp(result)).toMatch(/^[0-9a-f]{8}$/);
});

test('changed page data (a renamed exhibitor) gives another stamp', () => {
  const before = { data: { exhibitor: { name: 'Holiland' } } };
  const after = { data: { exhibitor: { name: 'Holiland Bakery' } } };
  expect(pageDataStamp(after)).not.toBe(pageDataStamp(before));
});

test('a page without data has a stamp too', () => {
  expect(pageDataStamp(undefined)).toBe(pageDataStamp(null));
});
