import { isUnfiltered, listSearch, pageWindow, readListQuery } from './list-query';

describe('list state in the query string', () => {
  test('reads the page and known filters; drops unknown keys and blank values', () => {
    expect(readListQuery('?page=3&regionId=4&regionName=%E5%8D%8E%E4%B8%9C&x=1&keyword=%20', ['regionId', 'regionName', 'keyword'])).toEqual({
      page: 3,
      filters: { regionId: '4', regionName: '华东' },
    });
  });

  test.each(['?page=0', '?page=-2', '?page=abc', '?page=1.5', ''])('%s is the first page, or the static page the path names', (search) => {
    expect(readListQuery(search, []).page).toBe(1);
    expect(readListQuery(search, [], 4).page).toBe(4);
  });

  test('a valid ?page= wins over the static page of the path', () => {
    expect(readListQuery('?page=1', [], 4).page).toBe(1);
    expect(readListQuery('?page=7', [], 4).page).toBe(7);
  });

  test('writes the state back; the first unfiltered page has no query', () => {
    expect(listSearch(1, {})).toBe('');
    expect(listSearch(2, { categoryId: '7', categoryName: 'Bread & cake' })).toBe('?categoryId=7&categoryName=Bread+%26+cake&page=2');
    expect(readListQuery(listSearch(5, { categoryId: '7' }), ['categoryId'])).toEqual({ page: 5, filters: { categoryId: '7' } });
    expect(isUnfiltered({ regionId: undefined, regionName: '' })).toBe(true);
    expect(isUnfiltered({ regionId: '2' })).toBe(false);
  });

  test('the page window keeps the ends and the neighbours, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
