import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/engine';
import { sharedSecret } from '../../lib/secrets';

// A badge's QR holds an opaque token: the registration's id, its token version and a nonce,
// signed with the site's badge key (HMAC-SHA256, 16 bytes kept). Nothing personal is in it;
// reissuing changes the version and nonce, so an old QR no longer matches; the registration's
// revocation is checked on every scan. The key is BADGE_SECRET when set, else one random key
// kept in the database: every API process signs and checks with the same key.

const MAC_BYTES = 16;
const BODY_BYTES = 10; // id (4) + version (2) + nonce (4)
/** Crockford's base 32, without I, L, O, U: a badge number read aloud or typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export interface TokenParts {
  id: number;
  version: number;
  nonce: string;
}

export class BadgeKeys {
  private readonly secret: () => Promise<string>;

  constructor(db: Db, private readonly configured: string | undefined) {
    this.secret = sharedSecret(db, 'badge', configured);
  }

  async sign(parts: TokenParts): Promise<string> {
    const body = Buffer.alloc(BODY_BYTES);
    body.writeUInt32BE(parts.id, 0);
    body.writeUInt16BE(parts.version, 4);
    Buffer.from(parts.nonce, 'hex').copy(body, 6);
    return Buffer.concat([body, await this.mac(body)]).toString('base64url');
  }

  /** The parts of a well-formed token whose signature is right, else null (forged, altered, or not a token). */
  async verify(token: string): Promise<TokenParts | null> {
    if (!/^[A-Za-z0-9_-]{35}$/.test(token)) return null;
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length !== BODY_BYTES + MAC_BYTES) return null;
    const body = bytes.subarray(0, BODY_BYTES);
    if (!timingSafeEqual(bytes.subarray(BODY_BYTES), await this.mac(body))) return null;
    return { id: body.readUInt32BE(0), version: body.readUInt16BE(4), nonce: body.subarray(6).toString('hex') };
  }

  private async mac(body: Buffer): Promise<Buffer> {
    // BADGE_SECRET is used as written; the stored key is the base64 of its random bytes.
    const key = Buffer.from(await this.secret(), this.configured ? 'utf8' : 'base64');
    return createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES);
  }
}

export function newNonce(): string {
  return randomBytes(4).toString('hex');
}

/** A new badge number: 8 characters of Crockford's base 32 (stored without the dash). */
export function newBadgeNumber(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A typed badge number as stored (upper case, no dash; O as 0, I and L as 1), or null. */
export function normaliseBadgeNumber(raw: string): string | null {
  const plain = raw.trim().toUpperCase().replace(/-/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return /^[0-9A-HJKMNP-TV-Z]{8}$/.test(plain) ? plain : null;
}
