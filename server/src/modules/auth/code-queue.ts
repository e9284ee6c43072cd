import { sql, type Selectable } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@expo/contract';
import type { Db } from '../../db/engine';
import type { CodeRequestTable } from '../../db/schema';
import { DeliveryFailed, type Delivery } from './delivery';
import { codeText, contactInUseNotice, registeredNotice, type MessageText, closeCodeText } from './code-texts';
import { randomDigits, sha256 } from '../../lib/hashing';
import { CODE_LIMITS } from './limits';
import { findMember } from './members';
import { PolledQueue } from '../../lib/polled-queue';

type CodeRequest = Selectable<CodeRequestTable>;

/** Delivery attempts of one request, and the wait before each retry. */
export const QUEUE_RETRY = { attempts: 3, waitSeconds: [5, 30], pollMs: 5_000, claimTimeoutSeconds: 120, batch: 20 } as const;

/**
 * Code messages, sent after the request was answered. The worker decides what a request gets
 * (a code, a notice that the account exists, or nothing for an unknown account's sign-in), so
 * the answer takes the same path and time whoever asks. Rows live in `code_request`: every API
 * process delivers (claimed with FOR UPDATE SKIP LOCKED), and a row left by a process that died
 * is claimed again after `claimTimeoutSeconds`. A transport that fails is retried; when nothing
 * could be delivered, the recipient's resend wait is given back.
 */
export class CodeQueue extends PolledQueue<CodeRequest> {
  private prunedAt = 0;

  constructor(
    db: Db,
    private readonly delivery: Delivery,
    log: FastifyBaseLogger,
  ) {
    super(db, log, { table: 'code_request', name: 'code queue', drainMs: 10_000, ...QUEUE_RETRY });
  }

  protected async runOnce(): Promise<number> {
    if (Date.now() - this.prunedAt > 3_600_000) {
      this.prunedAt = Date.now();
      await this.prune();
    }
    const claimed = await this.claim();
    await Promise.all(claimed.map((row) => this.process(row)));
    return claimed.length;
  }

  private async process(row: CodeRequest): Promise<void> {
    if (Date.now() - new Date(row.created_at).getTime() > CODE_LIMITS.ttlSeconds * 1000) return this.giveUp(row, 'expired');
    let codeId: number | null = null;
    let outcome: 'sent' | 'none';
    try {
      const message = await this.messageFor(row);
      codeId = message?.codeId ?? null;
      if (message) await (row.channel === 'sms' ? this.delivery.sms(row.target, message.text.body) : this.delivery.email(row.target, message.text.subject, message.text.body));
      outcome = message ? 'sent' : 'none';
    } catch (error) {
      if (!(error instanceof DeliveryFailed)) this.log.error({ err: error, codeRequest: row.id }, 'code request failed');
      if (codeId !== null) await this.db.deleteFrom('verification_code').where('id', '=', codeId).execute();
      if (!(await this.retryLater(row))) return this.giveUp(row, 'failed');
      return;
    }
    await this.finish(row, outcome);
  }

  /** A code, a notice, or nothing, by whether the account exists (known only here, after the answer). */
  private async messageFor(row: CodeRequest): Promise<{ text: MessageText; codeId: number | null } | null> {
    const lang = row.lang as Language;
    const owner = await findMember(this.db, row.channel === 'sms' ? { mobile: row.target } : { email: row.target });
    // Closing an account: only to the asking member's own mobile or e-mail.
    if (row.scene === 'close' && (!owner || owner.id !== row.member_id)) return null;
    const wantsNewAccount = row.scene === 'register' || row.scene === 'contact';
    // A visitor registering for the show proves the number or address, account or not.
    if (row.scene !== 'visit') {
      if (wantsNewAccount && owner) return { text: row.scene === 'register' ? registeredNotice(lang) : contactInUseNotice(lang), codeId: null };
      if (!wantsNewAccount && !owner) return null;
    }
    const code = randomDigits(CODE_LIMITS.length);
    const { id } = await this.db
      .insertInto('verification_code')
      .values({
        channel: row.channel, target: row.target, scene: row.scene, member_id: row.member_id,
        code_hash: sha256(code), expires_at: new Date(Date.now() + CODE_LIMITS.ttlSeconds * 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { text: row.scene === 'close' ? closeCodeText(lang, code) : codeText(lang, code), codeId: id };
  }

  private async finish(row: CodeRequest, outcome: 'sent' | 'none' | 'failed' | 'expired'): Promise<void> {
    await this.db.updateTable('code_request').set({ done_at: new Date(), outcome }).where('id', '=', row.id).execute();
  }

  /** Nothing reached the person: the request must not hold back the next one for a minute, nor count for the day. */
  private async giveUp(row: CodeRequest, outcome: 'failed' | 'expired'): Promise<void> {
    if (row.rate_event_id !== null) await this.db.deleteFrom('rate_event').where('id', '=', row.rate_event_id).execute();
    await this.finish(row, outcome);
    this.log.warn({ codeRequest: row.id, channel: row.channel, outcome }, 'a code request got no message');
  }

  /** Drops requests answered and rate events counted more than two days ago (the longest window is a day). */
  private async prune(): Promise<void> {
    await this.db.deleteFrom('code_request').where('created_at', '<', sql<Date>`now() - interval '2 days'`).where('done_at', 'is not', null).execute();
    await this.db.deleteFrom('rate_event').where('created_at', '<', sql<Date>`now() - interval '2 days'`).execute();
  }
}
