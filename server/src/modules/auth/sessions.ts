import { SESSION_TTL_DAYS } from '@expo/contract';
import type { Db } from '../../db/engine';
import { randomToken, sha256 } from '../../lib/hashing';

/** Opaque random tokens; only their sha256 is stored, with an expiry and a revocation time. */
export class SessionStore {
  constructor(private readonly db: Db) {}

  /** A sign-in; within a closing's grace it cancels the closing (docs/decisions.md, "Closing an account"). */
  async create(memberId: number): Promise<string> {
    const token = randomToken();
    await this.db.updateTable('member').set({ close_requested_at: null, close_cancelled_at: new Date() })
      .where('id', '=', memberId).where('close_requested_at', 'is not', null).where('erased_at', 'is', null).execute();
    // An account erased between the sign-in's check and now gets no session (its token answers 401).
    await this.db
      .insertInto('session')
      .columns(['token_hash', 'member_id', 'expires_at'])
      .expression((eb) => eb.selectFrom('member').select([eb.val(sha256(token)).as('token_hash'), 'id', eb.val(new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000)).as('expires_at')])
        .where('id', '=', memberId).where('erased_at', 'is', null))
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
