import { codeFromQr, repeatGuard, typedBadgeNumber } from './scan-code';
import { deviceId, newScanId } from './scan-ids';

describe('scan codes', () => {
  test("a QR code's token is sent as read; a badge link gives its fragment", () => {
    expect(codeFromQr(' v1.abcDEF_123-xyz ')).toBe('v1.abcDEF_123-xyz');
    expect(codeFromQr('https://expo.example/en/visit/badge/#v1.abc')).toBe('v1.abc');
    expect(codeFromQr('token#with-hash')).toBe('token#with-hash');
  });

  test('a typed badge number is written as XXXX-XXXX; anything else is refused', () => {
    expect(typedBadgeNumber('7k3m q9tx')).toBe('7K3M-Q9TX');
    expect(typedBadgeNumber('7K3M-Q9TX')).toBe('7K3M-Q9TX');
    expect(typedBadgeNumber('7K3MQ9TX')).toBe('7K3M-Q9TX');
    expect(typedBadgeNumber('7K3M-Q9T')).toBeNull();
    expect(typedBadgeNumber('IIII-OOOO')).toBeNull(); // not Crockford's base 32
    expect(typedBadgeNumber('')).toBeNull();
  });

  test('a badge held in front of the camera is taken once; again after it left the view or on "Scan again"', () => {
    const guard = repeatGuard(2000);
    expect(guard.accept('A', 0)).toBe(true);
    for (let at = 150; at <= 3000; at += 150) expect(guard.accept('A', at)).toBe(false); // held there for 3 s
    expect(guard.accept('A', 6000)).toBe(true); // out of view for 3 s, shown again
    expect(guard.accept('B', 6100)).toBe(true);
    expect(guard.accept('A', 6200)).toBe(true);
    guard.reset();
    expect(guard.accept('A', 6300)).toBe(true);
  });

  test('scan and device ids fit the contract; the device keeps its id', () => {
    const pattern = /^[A-Za-z0-9_-]{8,64}$/;
    const ids = new Set(Array.from({ length: 50 }, newScanId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(pattern);
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    const first = deviceId(storage);
    expect(first).toMatch(pattern);
    expect(deviceId(storage)).toBe(first);
  });
});
