/** A device account's session as kept in the browser: its bearer token and the name it signed in with. */
export interface DeviceSession {
  token: string;
  username: string;
}

/**
 * A device account's session kept under `key` in the browser storage `storage()` gives (the gate's
 * for the tab, sessionStorage; the kiosk's across reloads, localStorage); null during the server render.
 */
export function storedSession(storage: () => Storage | undefined, key: string) {
  return {
    get(): DeviceSession | null {
      const store = storage();
      if (!store) return null;
      try {
        const value = JSON.parse(store.getItem(key) ?? 'null') as DeviceSession | null;
        return value && typeof value.token === 'string' && typeof value.username === 'string' ? value : null;
      } catch {
        return null;
      }
    },
    set: (session: DeviceSession) => storage()?.setItem(key, JSON.stringify(session)),
    clear: () => storage()?.removeItem(key),
  };
}
