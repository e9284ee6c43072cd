import type { Hall } from '@expo/contract';
import { searchBooths } from './booth-search';

const booth = (id: number, hallId: number, code: string, exhibitorName: string | null) => ({
  id, hallId, code, hallName: `Hall ${hallId}`, x: 0, y: 0, width: 10, height: 10, exhibitorId: exhibitorName ? id : null, exhibitorName,
});
const halls: Hall[] = [
  { id: 1, code: 'N1', name: 'Hall N1', width: 100, height: 50, booths: [booth(1, 1, 'N1A01', '天津麦香烘焙'), booth(2, 1, 'N1A02', 'Golden Ear Flour'), booth(3, 1, 'N1A03', null)] },
  { id: 2, code: 'E1', name: 'Hall E1', width: 100, height: 50, booths: [booth(4, 2, 'E1A01', 'Golden Oven Co.')] },
];

describe('searching the floor plan', () => {
  test('by booth code, in any case, trimmed', () => {
    expect(searchBooths(halls, '  n1a02 ').map((b) => b.id)).toEqual([2]);
  });

  test('by exhibitor name, English or Chinese, across halls', () => {
    expect(searchBooths(halls, 'golden').map((b) => b.id)).toEqual([2, 4]);
    expect(searchBooths(halls, '麦香').map((b) => b.id)).toEqual([1]);
  });

  test('a blank query finds nothing; results are capped', () => {
    expect(searchBooths(halls, '   ')).toEqual([]);
    expect(searchBooths(halls, 'a0', 2)).toHaveLength(2);
  });
});
