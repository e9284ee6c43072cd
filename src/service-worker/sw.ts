/// <reference lib="webworker" />
// The site's service worker (docs/decisions.md, "Offline on the show floor"), bundled by esbuild
// and given its precache manifest by workbox-build at build time (src/gatsby-node/service-worker.ts).
// Which request goes where is decided by the functions of rules.ts.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { MEMBER_PLAN_CACHE, SW_MESSAGES } from '../lib/offline';
import { isHashedAsset, isKeptPlanAnswer, isMemberPlan, isPageData, isPrivateApi, isSignedOutAnswer, isSitePage, memberPlanCacheKey, offlinePageFor } from './rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const origin = self.location.origin;
/** How long a page waits for the network before the kept copy answers (a hall's weak signal). */
const NETWORK_TIMEOUT_SECONDS = 4;


// A new release waits until the visitor accepts the offer to reload (src/app/offline/UpdateOffer.tsx);
// the first one takes the open pages at once, so that the page being read is kept too.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The member's plan: one entry per session token, dropped when the API says the session is gone. */
const memberPlanPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => memberPlanCacheKey(request.url, request.headers.get('authorization')),
  cacheWillUpdate: async ({ response }) => ((await isKeptPlanAnswer(response)) ? response : null),
  fetchDidSucceed: async ({ response }) => {
    if (await isSignedOutAnswer(response)) await caches.delete(MEMBER_PLAN_CACHE);
    return response;
  },
};
registerRoute(({ url }) => isMemberPlan(url, origin), new NetworkFirst({ cacheName: MEMBER_PLAN_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [memberPlanPlugin] }));

// Personal API answers go to the network only, never to a cache (other API answers are not routed at all).
registerRoute(({ url }) => isPrivateApi(url, origin), new NetworkOnly());

// Pages and page data: network first, so online visitors always get the live release; offline, the
// copy kept when the page was opened, else the precached one (the floor plan), else the offline page.
const pages = () =>
  new NetworkFirst({
    cacheName: 'expo-pages',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  });
registerRoute(({ url }) => isPageData(url, origin), pages());
registerRoute(({ url }) => isSitePage(url, origin), pages());

// The app's code, the manifests and icons from the precache (all the code, the floor plan in both
// languages and the offline pages are precached: src/gatsby-node/service-worker.ts); other hashed
// files cache first.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/], cleanURLs: false });
cleanupOutdatedCaches();
registerRoute(
  ({ url }) => isHashedAsset(url, origin),
  new CacheFirst({ cacheName: 'expo-assets', plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })] }),
);

// Offline and not kept at run time: the precached copy (the floor plan at any ?booth=), else for a
// page the offline page in its language.
setCatchHandler(async ({ request, url }) => {
  const precached = await matchPrecache(url.pathname);
  if (precached) return precached;
  if (request.destination === 'document' || request.mode === 'navigate') {
    const page = await matchPrecache(offlinePageFor(url));
    if (page) return page;
  }
  return Response.error();
});
