/** @jest-environment node */
import { mapWithConcurrency } from './pool';

test('keeps order and never runs more than the limit at once', async () => {
  let running = 0;
  let peak = 0;
  const result = await mapWithConcurrency([5, 1, 4, 2, 3, 0], 2, async (n) => {
    running += 1;
    peak = Math.max(peak, running);
    await new Promise((resolve) => setTimeout(resolve, n));
    running -= 1;
    return n * 10;
  });
  expect(result).toEqual([50, 10, 40, 20, 30, 0]);
  expect(peak).toBe(2);
});

test('the first failure rejects and stops new tasks', async () => {
  const started: number[] = [];
  await expect(
    mapWithConcurrency([1, 2, 3, 4, 5], 1, async (n) => {
      started.push(n);
      if (n === 2) throw new Error('boom');
      return n;
    }),
  ).rejects.toThrow('boom');
  expect(started).toEqual([1, 2]);
});

test('an empty list gives an empty result', async () => {
  await expect(mapWithConcurrency([], 8, async () => 1)).resolves.toEqual([]);
});
