import Cookies from 'js-cookie';
import { acceptCookieNotice, COOKIE_NOTICE_ACCEPTED_CLASS, COOKIE_NOTICE_HEAD_SCRIPT, shouldShowCookieNotice } from './cookie-notice';

test('the notice shows until the privacy=1 cookie is present', () => {
  expect(shouldShowCookieNotice('')).toBe(true);
  expect(shouldShowCookieNotice('token=abc; lang=en')).toBe(true);
  expect(shouldShowCookieNotice('privacy=0')).toBe(true);
  expect(shouldShowCookieNotice('privacy=10; noprivacy=1; privacy1=1')).toBe(true);
  expect(shouldShowCookieNotice('privacy=1')).toBe(false);
  expect(shouldShowCookieNotice('token=abc; privacy=1; lang=en')).toBe(false);
  expect(shouldShowCookieNotice('token=a=b;privacy=1')).toBe(false);
});

test('accepting sets privacy=1 for a year on the whole site', () => {
  const set = jest.spyOn(Cookies, 'set');
  acceptCookieNotice();
  expect(set).toHaveBeenCalledWith('privacy', '1', { expires: 365, path: '/', sameSite: 'lax' });
  expect(shouldShowCookieNotice(document.cookie)).toBe(false);
  set.mockRestore();
});

test('the head script marks the page as accepted exactly when the notice is not due', () => {
  const cookies = ['', 'token=abc; lang=en', 'privacy=0', 'privacy=10; noprivacy=1; privacy1=1', 'privacy=1', 'token=abc; privacy=1; lang=en', 'token=a=b;privacy=1', ' privacy = 1 '];
  for (const cookie of cookies) {
    document.documentElement.className = '';
    // A fresh document.cookie would need real cookies; the script reads only this property.
    const spy = jest.spyOn(document, 'cookie', 'get').mockReturnValue(cookie);
    new Function(COOKIE_NOTICE_HEAD_SCRIPT)();
    expect(document.documentElement.classList.contains(COOKIE_NOTICE_ACCEPTED_CLASS)).toBe(!shouldShowCookieNotice(cookie));
    spy.mockRestore();
  }
});
