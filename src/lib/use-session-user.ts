import { useEffect, useState } from 'react';
import { readSessionUser, subscribeSession, type SessionUser } from './session';

/**
 * The signed-in member as the session cookie says, following it at once (signed out, account
 * closed, profile saved). Null in the server render and in the hydrating one: the cookie is read
 * once the page is hydrated, so the server's HTML and the first client render always agree.
 */
export function useSessionUser(): SessionUser | null {
  const [user, setUser] = useState<SessionUser | null>(null);
  useEffect(() => {
    const read = () => setUser(readSessionUser());
    read();
    return subscribeSession(read);
  }, []);
  return user;
}
