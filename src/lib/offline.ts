// The offline site (docs/decisions.md, "Offline on the show floor"): the names the pages and the
// service worker (src/service-worker/) share. No browser APIs at import time.
// Relative: gatsby-node (Parcel) and the service worker's bundle read this file too.
import { PLAN_PATHS } from '../../contract/plan-paths';
import type { Language } from './i18n/languages';

/** Where the service worker is served (at the root, so its scope is the whole site). */
export const SERVICE_WORKER_URL = '/sw.js';

/** The one API answer with personal data kept offline: the member's own visit plan. */
export const MEMBER_PLAN_API = `/api${PLAN_PATHS.read}`;

/** The Cache Storage cache holding the member's plan answer, and nothing else. */
export const MEMBER_PLAN_CACHE = 'expo-member-plan';

/** The offline page of each language: the /offline/ page without its scripts (written at build time). */
export const OFFLINE_PAGE: Record<Language, string> = { zh: '/offline.html', en: '/en/offline.html' };

/** The web app manifest of each language. */
export const MANIFEST_URL: Record<Language, string> = { zh: '/manifest.webmanifest', en: '/en/manifest.webmanifest' };

/** The app's icons, made from static/favicon.svg at build time (src/gatsby-node/service-worker.ts); the last is Apple's. */
export const APP_ICONS = [
  { file: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { file: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { file: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { file: '/icons/apple-touch-icon.png', size: 180, purpose: null },
] as const;

export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';

/** The messages the page sends the service worker. */
export const SW_MESSAGES = { skipWaiting: 'SKIP_WAITING' } as const;

/**
 * Forgets the member's plan kept for offline use (at sign-out, and at sign-in so that no earlier
 * member's plan stays on a shared phone). Cache Storage is reachable from the page itself.
 */
export function forgetMemberPlan(): Promise<unknown> {
  if (typeof caches === 'undefined') return Promise.resolve();
  return caches.delete(MEMBER_PLAN_CACHE).catch(() => undefined);
}
