import { SESSION_TTL_DAYS } from '@expo/contract';
import type { Db } from '../../db/engine';
import { randomToken, sha256 } from '../../lib/hashing';

/** Opaque random tokens; only their sha256 is stored, with an expiry and a revocation time. */
export class SessionStore {
  constructor(private readonly db: Db) {}

  async create(memberId: number): Promise<string> {
    const token = randomToken();
    await this.db
      .insertInto('session')
      .values({ token_hash: sha256(token), member_id: memberId, expires_at: new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000) })
      .execute();
    return token;
  }

  async memberOf(token: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('session')
      .select('member_id')
      .where('token_hash', '=', sha256(token))
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
    return row?.member_id ?? null;
  }

  async revoke(token: string): Promise<void> {
    await this.db.updateTable('session').set({ revoked_at: new Date() }).where('token_hash', '=', sha256(token)).execute();
  }

  /** After a password reset every session of the member ends. */
  async revokeAll(memberId: number): Promise<void> {
    await this.db.updateTable('session').set({ revoked_at: new Date() }).where('member_id', '=', memberId).where('revoked_at', 'is', null).execute();
  }
}
