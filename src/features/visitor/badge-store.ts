import type { Badge } from '@expo/contract';

// The badges kept on this device, so that the badge page shows the QR code at the gate with no
// signal (docs/decisions.md, "Visitor registration and the e-badge on the site"): each badge
// answer the page got, by its token, and which one was shown last (the badge page opened without a
// link shows that one). The service worker keeps the page itself. Plain localStorage: a badge is
// small and read synchronously.

const PREFIX = 'expo-badge:';
const LAST = 'expo-badge-last';
/** Badges kept at most (a phone used for a colleague's registration too); the oldest go first. */
const KEPT_MAX = 5;

interface Kept {
  badge: Badge;
  /** when it was kept (epoch ms) */
  at: number;
}

/** The fragment of a badge link (`#<token>`) as a token; null when it holds none. */
export function badgeTokenOf(hash: string): string | null {
  let token: string;
  try {
    token = decodeURIComponent(hash.replace(/^#/, '')).trim();
  } catch {
    return null;
  }
  return /^[A-Za-z0-9._~-]{16,1000}$/.test(token) ? token : null;
}

/** Keeps a badge answer on this device as the last one shown. */
export function keepBadge(badge: Badge, storage: Storage | null = browserStorage(), now = Date.now()): void {
  if (!storage) return;
  try {
    storage.setItem(PREFIX + badge.token, JSON.stringify({ badge, at: now } satisfies Kept));
    storage.setItem(LAST, badge.token);
    const kept = keptEntries(storage).sort((a, b) => b.at - a.at);
    for (const old of kept.slice(KEPT_MAX)) storage.removeItem(PREFIX + old.badge.token);
  } catch {
    // storage full or refused (a private window): the badge is still shown, only not kept
  }
}

/** The badge kept for a token, or null. */
export function keptBadge(token: string, storage: Storage | null = browserStorage()): Badge | null {
  if (!storage) return null;
  return readKept(storage, PREFIX + token)?.badge ?? null;
}

/** The badge shown last on this device, or null. */
export function lastBadge(storage: Storage | null = browserStorage()): Badge | null {
  const token = storage?.getItem(LAST);
  return token ? keptBadge(token, storage) : null;
}

/** Forgets a badge on this device (it was revoked or reissued, or the visitor removed it). */
export function forgetBadge(token: string, storage: Storage | null = browserStorage()): void {
  if (!storage) return;
  storage.removeItem(PREFIX + token);
  if (storage.getItem(LAST) === token) storage.removeItem(LAST);
}

function keptEntries(storage: Storage): Kept[] {
  const entries: Kept[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    const kept = key?.startsWith(PREFIX) ? readKept(storage, key) : null;
    if (kept) entries.push(kept);
  }
  return entries;
}

function readKept(storage: Storage, key: string): Kept | null {
  try {
    const kept = JSON.parse(storage.getItem(key) ?? 'null') as Kept | null;
    return kept && typeof kept.badge?.token === 'string' && typeof kept.badge.number === 'string' ? kept : null;
  } catch {
    return null;
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
