import Cookies from 'js-cookie';
import { PRIVACY_COOKIE } from '@expo/contract/constants';

const ACCEPTED_DAYS = 365;

/** Whether the cookie notice is due: not while `document.cookie` holds privacy=1. */
export function shouldShowCookieNotice(cookieString: string): boolean {
  return !cookieString.split(';').some((pair) => {
    const [name = '', ...value] = pair.split('=');
    return name.trim() === PRIVACY_COOKIE.name && value.join('=').trim() === PRIVACY_COOKIE.value;
  });
}

/** Remembers for a year that the visitor accepted (or closed) the notice. */
export function acceptCookieNotice(): void {
  Cookies.set(PRIVACY_COOKIE.name, PRIVACY_COOKIE.value, { expires: ACCEPTED_DAYS, path: '/', sameSite: 'lax' });
}
