import { deviceId, randomId } from './device-id';
import { storedSession } from './stored-session';

describe('ids and sessions kept on a device', () => {
  const pattern = /^[A-Za-z0-9_-]{8,64}$/;

  test('a random id fits the contract, also where the browser has no randomUUID (older kiosk tablets)', () => {
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const ids = new Set(Array.from({ length: 20 }, randomId));
      expect(ids.size).toBe(20);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  test('each kind of device keeps its own id under its key; a tampered id is made again', () => {
    localStorage.clear();
    const kiosk = deviceId(localStorage, 'kiosk');
    const scanner = deviceId(localStorage, 'scanner');
    expect(kiosk).toMatch(pattern);
    expect(scanner).not.toBe(kiosk);
    expect(deviceId(localStorage, 'kiosk')).toBe(kiosk);
    localStorage.setItem('kiosk', 'bad id!');
    expect(deviceId(localStorage, 'kiosk')).toMatch(pattern);
  });

  test("a session is kept, read and cleared; anything else under its key reads as signed out", () => {
    sessionStorage.clear();
    const session = storedSession(() => sessionStorage, 'gate');
    expect(session.get()).toBeNull();
    session.set({ token: 't1', username: 'Gate 1' });
    expect(session.get()).toEqual({ token: 't1', username: 'Gate 1' });
    expect(storedSession(() => sessionStorage, 'other').get()).toBeNull();
    for (const stored of ['not json', '{"token":1,"username":"x"}', 'null', '"t1"']) {
      sessionStorage.setItem('gate', stored);
      expect(session.get()).toBeNull();
    }
    session.set({ token: 't2', username: 'Gate 2' });
    session.clear();
    expect(session.get()).toBeNull();
    // The server render has no storage: nothing is read or written.
    const none = storedSession(() => undefined, 'gate');
    expect(none.get()).toBeNull();
    expect(() => none.set({ token: 't', username: 'u' })).not.toThrow();
  });
});
