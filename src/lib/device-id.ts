// Ids made on the device: a random one per request that must count once however often it is sent
// (a scan's scanId), and a device's own id kept for good (the server limits scans, code requests
// and prints per device). Both fit the contract's ClientKey (8–64 of A–Z a–z 0–9 _ -).

/** 32 random hex digits (a UUID without its dashes; from random bytes where randomUUID is missing). */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This device's id under `key`, made on first use and kept in `storage`. */
export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'>, key: string): string {
  const known = storage.getItem(key);
  if (known && /^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
  const made = randomId();
  storage.setItem(key, made);
  return made;
}
