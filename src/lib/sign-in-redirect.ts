// Where a visitor lands after signing in: the `redirectUrl` of the login URL when it is a path on
// this site (no open redirect), else the member centre.
import type { Language } from './i18n/languages';
import { localizedPath } from './i18n/paths';
import { routes } from './routes';

export const AFTER_LOGIN_DEFAULT = routes.memberHome;

/** The path of the login page that brings the visitor back to `returnTo` afterwards. */
export function loginPath(language: Language, returnTo?: string): string {
  const query = returnTo ? `?redirectUrl=${encodeURIComponent(returnTo)}` : '';
  return localizedPath(`${routes.login}${query}`, language);
}

/** A sign-in page (login, register) that keeps the `redirectUrl` it was given, so the way back survives going from one to the other. */
export function keepRedirect(path: string, redirectUrl: string | null): string {
  return redirectUrl ? `${path}?redirectUrl=${encodeURIComponent(redirectUrl)}` : path;
}

export function safeRedirect(raw: string | null | undefined, language: Language): string {
  const fallback = localizedPath(AFTER_LOGIN_DEFAULT, language);
  if (!raw) return fallback;
  let value: string;
  try {
    value = decodeURIComponent(raw).trim();
  } catch {
    return fallback;
  }
  // A same-site absolute path only: not //host, not /\host, no scheme, no control characters.
  const hasControl = [...value].some((char) => char.charCodeAt(0) < 0x20);
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || hasControl) return fallback;
  const url = new URL(value, 'https://site.invalid');
  if (url.origin !== 'https://site.invalid') return fallback;
  if (/^\/(en\/)?(login|register|reset)(\/|$)/.test(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}
