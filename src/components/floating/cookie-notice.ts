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

/** The class the head script puts on `<html>` before the first paint when the notice was accepted. */
export const COOKIE_NOTICE_ACCEPTED_CLASS = 'cookie-notice-accepted';

/**
 * The inline head script of every page (gatsby-ssr): the notice is in the static HTML so that it
 * paints with the page; this hides it before the first paint for a visitor who accepted it, without
 * waiting for the page's JavaScript. Allowed by the page's CSP through its hash, like Gatsby's own.
 * Same rule as shouldShowCookieNotice.
 */
export const COOKIE_NOTICE_HEAD_SCRIPT = `(function(){var c=document.cookie.split(';');for(var i=0;i<c.length;i++){var p=c[i].split('=');if(p[0].trim()===${JSON.stringify(PRIVACY_COOKIE.name)}&&p.slice(1).join('=').trim()===${JSON.stringify(PRIVACY_COOKIE.value)}){document.documentElement.classList.add(${JSON.stringify(COOKIE_NOTICE_ACCEPTED_CLASS)});return}}})()`;
