import { boothLabelSize } from './booth-label';

describe('boothLabelSize', () => {
  test('a large booth gets a label no larger than 1/50 of the hall width', () => {
    expect(boothLabelSize({ code: 'N1A01', width: 26, height: 23 }, 180)).toBe(3.6);
  });

  test('a label shrinks to fit a narrow booth', () => {
    const size = boothLabelSize({ code: 'N1A01', width: 8, height: 20 }, 180)!;
    expect(size).toBeGreaterThanOrEqual(1.5);
    expect(size * 5 * 0.62).toBeLessThanOrEqual(8);
  });

  test('booths of the large seed (4 × 3 in a 180-wide hall) get no label', () => {
    expect(boothLabelSize({ code: 'N1A01', width: 4, height: 3 }, 180)).toBeNull();
    expect(boothLabelSize({ code: '', width: 26, height: 23 }, 180)).toBeNull();
  });
});
