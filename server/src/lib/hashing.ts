import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** sha256 hex: for tokens and codes, which are random and short-lived (passwords use argon2id). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}
