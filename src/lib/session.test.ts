import Cookies from 'js-cookie';
import { SESSION_COOKIES, clearSession, logout, readSessionUser, saveSession, subscribeSession } from './session';

describe('the session cookies', () => {
  afterEach(() => clearSession());

  test('reads the user info; a missing or broken cookie is no user', () => {
    expect(readSessionUser(JSON.stringify({ id: 7, nickname: '面包师', avatar: null }))).toEqual({ id: 7, nickname: '面包师', avatar: null });
    expect(readSessionUser(undefined)).toBeNull();
    expect(readSessionUser('{not json')).toBeNull();
    expect(readSessionUser(JSON.stringify({ nickname: 'no id' }))).toBeNull();
  });

  test('logout clears the token and user even when the API call fails', async () => {
    Cookies.set(SESSION_COOKIES.token, 'abc', { path: '/' });
    Cookies.set(SESSION_COOKIES.user, JSON.stringify({ id: 1, nickname: 'x', avatar: null }), { path: '/' });
    const failing = jest.fn().mockRejectedValue(new Error('offline'));
    global.fetch = failing as unknown as typeof fetch;
    await logout();
    expect(failing).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(Cookies.get(SESSION_COOKIES.token)).toBeUndefined();
    expect(readSessionUser()).toBeNull();
  });

  test('whoever subscribed hears every save and clear at once, and reads the cookie as it is then', () => {
    const heard: (string | null)[] = [];
    const unsubscribe = subscribeSession(() => heard.push(Cookies.get(SESSION_COOKIES.user) ?? null));
    saveSession('abc', { id: 3, nickname: 'Closer', avatar: null });
    clearSession();
    unsubscribe();
    saveSession('def', { id: 4, nickname: 'Later', avatar: null });
    expect(heard).toEqual([JSON.stringify({ id: 3, nickname: 'Closer', avatar: null }), null]);
  });
});
