// No imports: the service worker reads these paths without the rest of the contract.

/** Paths of the plan's calls, under /api. The read is one request (the site's service worker caches it). */
export const PLAN_PATHS = {
  read: '/member/plan',
  visit: '/member/plan/visit',
  share: '/member/plan/share',
  feed: '/member/plan/feed',
  shared: (token: string) => `/plan/shared/${token}`,
  feedFile: (token: string) => `/calendar/${token}.ics`,
} as const;
