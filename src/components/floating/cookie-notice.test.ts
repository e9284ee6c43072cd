import Cookies from 'js-cookie';
import { acceptCookieNotice, shouldShowCookieNotice } from './cookie-notice';

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
