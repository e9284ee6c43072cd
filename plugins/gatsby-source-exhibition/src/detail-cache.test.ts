/** @jest-environment node */
import { cachedDetail } from './detail-cache';

function memoryCache() {
  const store = new Map<string, unknown>();
  return { get: async (key: string) => store.get(key), set: async (key: string, value: unknown) => store.set(key, value) };
}

test('fetches once per updateTime and again when it moves', async () => {
  const cache = memoryCache();
  const fetchDetail = jest.fn(async () => ({ intro: 'v1' }));
  expect(await cachedDetail(cache, 'ExhibitionExhibitor:zh:1', 't1', fetchDetail)).toEqual({ detail: { intro: 'v1' }, fromCache: false });
  expect(await cachedDetail(cache, 'ExhibitionExhibitor:zh:1', 't1', fetchDetail)).toEqual({ detail: { intro: 'v1' }, fromCache: true });
  fetchDetail.mockResolvedValueOnce({ intro: 'v2' });
  expect(await cachedDetail(cache, 'ExhibitionExhibitor:zh:1', 't2', fetchDetail)).toEqual({ detail: { intro: 'v2' }, fromCache: false });
  expect(fetchDetail).toHaveBeenCalledTimes(2);
});
