// What the service worker keeps, as plain functions of a URL (and of a response): the one place
// for these rules, unit-tested in rules.test.ts and used by sw.ts. docs/decisions.md, "Offline on
// the show floor", tells why each rule is what it is.
import { ApiCode } from '@expo/contract/constants';
import { languageOfPath } from '../lib/i18n/paths';
import { MEMBER_PLAN_API, OFFLINE_PAGE } from '../lib/offline';

/** API paths whose answers carry personal data: never in any cache (the member's plan excepted). */
const PRIVATE_API = ['/api/member/', '/api/auth/', '/api/editor/'];

/** The member's own plan: the one API answer kept (network first, per member, cleared on sign-out and 401). */
export function isMemberPlan(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname === MEMBER_PLAN_API;
}

/** Any API answer with personal data, other than the member's plan. */
export function isPrivateApi(url: URL, origin: string): boolean {
  return url.origin === origin && !isMemberPlan(url, origin) && PRIVATE_API.some((prefix) => url.pathname.startsWith(prefix));
}

/** Anything under /api/ (the API, its reference at /api/docs): not the site. */
export function isApi(url: URL): boolean {
  return url.pathname === '/api' || url.pathname.startsWith('/api/');
}

/** Gatsby's page data (per page, static queries, app-data.json): network first, kept for offline. */
export function isPageData(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/page-data/') && url.pathname.endsWith('.json');
}

/** Files whose names carry a content hash (and /static/): they never change, cache first. */
export function isHashedAsset(url: URL, origin: string): boolean {
  if (url.origin !== origin || isApi(url)) return false;
  return url.pathname.startsWith('/static/') || /-[0-9a-f]{16,}\.(js|css)$/.test(url.pathname);
}

/** A page of the site (a directory path or an .html file), not the API: network first, kept for offline. */
export function isSitePage(url: URL, origin: string): boolean {
  if (url.origin !== origin || isApi(url)) return false;
  return url.pathname.endsWith('/') || url.pathname.endsWith('.html');
}

/** The offline page in the language of the address that could not be loaded. */
export function offlinePageFor(url: URL): string {
  return OFFLINE_PAGE[languageOfPath(url.pathname)];
}

/** Whether a plan answer may be kept: HTTP 200 with the envelope's code ok (an error envelope never is). */
export async function isKeptPlanAnswer(response: Response): Promise<boolean> {
  if (response.status !== 200) return false;
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return body?.code === ApiCode.ok;
  } catch {
    return false;
  }
}

/** Whether an answer says the sign-in is no longer valid (HTTP 401, or the envelope's code 401 or 700, another user). */
export async function isSignedOutAnswer(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return false;
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return body?.code === ApiCode.unauthorized || body?.code === ApiCode.otherUser;
  } catch {
    return false;
  }
}

/**
 * The cache key of a member's plan: the URL with a digest of the sign-in token, so that a plan is
 * only ever answered to the session that fetched it (another member on the same phone misses it).
 */
export async function memberPlanCacheKey(url: string, authorization: string | null): Promise<string> {
  const bytes = new TextEncoder().encode(authorization ?? '');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  const keyed = new URL(url);
  keyed.searchParams.set('member', hex.slice(0, 32));
  return keyed.href;
}
