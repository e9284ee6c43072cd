import type { GatsbyCache } from 'gatsby';

interface CachedDetail<Detail> {
  updateTime: string;
  detail: Detail;
}

export interface DetailLookup<Detail> {
  detail: Detail;
  fromCache: boolean;
}

/**
 * A record's detail from the plugin cache when the list row's `updateTime` matches the cached one,
 * else fetched and cached. One entry per record and language, so the cache does not grow with edits.
 */
export async function cachedDetail<Detail>(
  cache: Pick<GatsbyCache, 'get' | 'set'>,
  key: string,
  updateTime: string,
  fetchDetail: () => Promise<Detail>,
): Promise<DetailLookup<Detail>> {
  const cached = (await cache.get(key)) as CachedDetail<Detail> | undefined;
  if (cached && cached.updateTime === updateTime) return { detail: cached.detail, fromCache: true };
  const detail = await fetchDetail();
  await cache.set(key, { updateTime, detail } satisfies CachedDetail<Detail>);
  return { detail, fromCache: false };
}
