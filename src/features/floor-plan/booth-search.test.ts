import type { Booth, Hall } from '@expo/contract';
import { BOOTH_RESULTS_MAX, boothMatcher, matchBooths, searchBooths } from './booth-search';

const booth = (id: number, hallId: number, code: string, exhibitorName: string | null): Booth => ({
  id, hallId, code, hallName: `Hall ${hallId}`, x: 0, y: 0, width: 10, height: 10, exhibitorId: exhibitorName ? id : null, exhibitorName, exhibitorListed: exhibitorName !== null,
});
const halls: Hall[] = [
  {
    id: 1, code: 'N1', name: 'Hall N1', width: 100, height: 50,
    booths: [booth(1, 1, 'N1A01', '天津麦香烘焙'), booth(2, 1, 'N1A02', 'Golden Ear Flour'), booth(3, 1, 'N1A03', null), booth(6, 1, 'S1E1A', null)],
  },
  { id: 2, code: 'E1', name: 'Hall E1', width: 100, height: 50, booths: [booth(4, 2, 'E1A01', 'Golden Oven Co.'), booth(5, 2, 'E1N1A', null)] },
];
const ids = (booths: Booth[]) => booths.map((b) => b.id);

describe('searchBooths', () => {
  test('matches a booth code, in any case, with the spaces around it trimmed', () => {
    expect(ids(searchBooths(halls, 'N1A02'))).toEqual([2]);
    expect(ids(searchBooths(halls, '  n1a02 '))).toEqual([2]);
    expect(ids(searchBooths(halls, 'e1a0'))).toEqual([4]);
  });

  test('matches a code written with separators or full-width characters', () => {
    expect(ids(searchBooths(halls, 'n1-a03'))).toEqual([3]);
    expect(ids(searchBooths(halls, 'Ｎ１Ａ０１'))).toEqual([1]);
  });

  test('matches an exhibitor name, English or Chinese, across halls', () => {
    expect(ids(searchBooths(halls, 'golden'))).toEqual([2, 4]);
    expect(ids(searchBooths(halls, 'GOLDEN OVEN'))).toEqual([4]);
    expect(ids(searchBooths(halls, '麦香'))).toEqual([1]);
    expect(ids(searchBooths(halls, ' 天津 '))).toEqual([1]);
  });

  test('lists codes that start with the query before other matches', () => {
    // S1E1A (hall N1) contains "e1a" too, but E1A01 (hall E1) starts with it.
    expect(ids(searchBooths(halls, 'e1a'))).toEqual([4, 6]);
    // The exact code first, then codes starting with it.
    expect(ids(searchBooths(halls, 'e1n1a'))).toEqual([5]);
    expect(ids(searchBooths(halls, 'n1a'))).toEqual([1, 2, 3, 5]);
  });

  test('an empty or blank query finds nothing', () => {
    expect(searchBooths(halls, '')).toEqual([]);
    expect(searchBooths(halls, '   ')).toEqual([]);
    expect(boothMatcher(' ')).toBeNull();
  });

  test('a query that matches nothing finds nothing', () => {
    expect(searchBooths(halls, 'zzz')).toEqual([]);
  });

  test('caps the list; matchBooths gives them all', () => {
    const big: Hall[] = [
      { id: 9, code: 'W1', name: 'Hall W1', width: 100, height: 50, booths: Array.from({ length: 50 }, (_, i) => booth(100 + i, 9, `W1B${i}`, null)) },
    ];
    expect(searchBooths(big, 'w1')).toHaveLength(BOOTH_RESULTS_MAX);
    expect(searchBooths(halls, 'a0', 2)).toHaveLength(2);
    expect(matchBooths(big, 'w1')).toHaveLength(50);
  });
});
