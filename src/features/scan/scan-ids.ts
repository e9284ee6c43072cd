// The ids a scan carries (contract ScanRequest: 8–64 of A–Z a–z 0–9 _ -): a scanId per scan, made on
// the device so that a scan sent again after a lost answer counts once, and a deviceId the device
// keeps for good (the server limits scans per device).

export const DEVICE_KEY = 'expo_scan_device';

/** 32 random hex digits (a UUID without its dashes; from random bytes where randomUUID is missing). */
export function newScanId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This device's id, made on first use and kept in `storage`. */
export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'>): string {
  const known = storage.getItem(DEVICE_KEY);
  if (known && /^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
  const made = newScanId();
  storage.setItem(DEVICE_KEY, made);
  return made;
}
