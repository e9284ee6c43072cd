// The signed-in session as the browser keeps it (SPEC.md section 3): the token and the user info in
// cookies (docs/decisions.md names them). The one place that reads or clears them.
import Cookies from 'js-cookie';
import { SESSION_TTL_DAYS } from '@expo/contract/constants';
import { apiHeaders } from './api/public-api';
import { forgetMemberPlan } from './offline';

export const SESSION_COOKIES = { token: 'expo_token', user: 'expo_user' } as const;

const SESSION_CHANGED_EVENT = 'expo:session-changed';

function announceSessionChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

/**
 * Calls `listener` when this page saves or clears the session (signed in or out, profile saved,
 * account closed) and when the window regains focus (another tab may have changed the cookies).
 * Returns the unsubscribe.
 */
export function subscribeSession(listener: () => void): () => void {
  window.addEventListener(SESSION_CHANGED_EVENT, listener);
  window.addEventListener('focus', listener);
  return () => {
    window.removeEventListener(SESSION_CHANGED_EVENT, listener);
    window.removeEventListener('focus', listener);
  };
}

export interface SessionUser {
  id: number;
  nickname: string;
  avatar: string | null;
}

/** The user info cookie, or null when absent or unreadable. */
export function readSessionUser(raw: string | undefined = Cookies.get(SESSION_COOKIES.user)): SessionUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionUser>;
    if (typeof value.id !== 'number') return null;
    return { id: value.id, nickname: typeof value.nickname === 'string' ? value.nickname : '', avatar: typeof value.avatar === 'string' ? value.avatar : null };
  } catch {
    return null;
  }
}

/** Session cookies last as long as the server's session; Secure when the site is on HTTPS. */
export function saveSession(token: string, user: SessionUser): void {
  const options = { path: '/', sameSite: 'lax' as const, secure: window.location.protocol === 'https:', expires: SESSION_TTL_DAYS };
  void forgetMemberPlan(); // an earlier member's plan, kept offline on this device
  Cookies.set(SESSION_COOKIES.token, token, options);
  Cookies.set(SESSION_COOKIES.user, JSON.stringify(user), options);
  announceSessionChanged();
}

export function readToken(): string | undefined {
  return Cookies.get(SESSION_COOKIES.token);
}

/** Forgets the session in this browser (token and user info) and the member's plan kept for offline use. */
export function clearSession(): void {
  Cookies.remove(SESSION_COOKIES.token, { path: '/' });
  Cookies.remove(SESSION_COOKIES.user, { path: '/' });
  void forgetMemberPlan();
  announceSessionChanged();
}

/** Logout: tells the API, and clears the cookies even when that call fails (SPEC.md section 4). */
export async function logout(): Promise<void> {
  const token = readToken();
  try {
    if (token) await fetch('/api/auth/logout', { method: 'POST', headers: apiHeaders(undefined, token) });
  } catch {
    // the session is cleared below either way
  } finally {
    clearSession();
  }
}
