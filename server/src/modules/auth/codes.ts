import { sql } from 'kysely';
import type { Language } from '@expo/contract';
import { ApiCode, messageText } from '@expo/contract';
import type { Db } from '../../db/engine';
import { ApiError } from '../../lib/envelope';
import type { CodeQueue } from './code-queue';
import { sha256 } from '../../lib/hashing';
import { CODE_LIMITS, codeRequestLimits, codeTargetKey } from './limits';
import type { Decision, Limit, RateLimiter } from './rate-limit';

export { CODE_LIMITS } from './limits';

export type Channel = 'sms' | 'email';
/** `close`: a member confirming the closing of their account (sent to its own mobile or e-mail); `contact`: confirming a new sign-in mobile or e-mail of a signed-in member; `visit`: a visitor registering for the show. */
export type Scene = 'register' | 'login' | 'reset' | 'contact' | 'visit' | 'close';

export interface SendRequest {
  channel: Channel;
  target: string;
  scene: Scene;
  lang: Language;
  ip: string;
  /** Scene `contact`: the member asking. */
  memberId?: number;
}

export class CodeService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
    private readonly queue: CodeQueue,
  ) {}

  /**
   * Takes a code request within the limits and queues it; the message is decided and sent after
   * the answer (CodeQueue). Nothing here depends on whether an account exists, so the answer is
   * the same, in the same time, for a known and an unknown mobile or e-mail.
   */
  async send({ channel, target, scene, lang, ip, memberId }: SendRequest): Promise<void> {
    const limits: Limit[] = codeRequestLimits(channel, target, ip);
    if (memberId !== undefined) limits.push({ key: `code-member:${memberId}`, windowSeconds: 86_400, max: CODE_LIMITS.contactPerMemberPerDay });
    const decision = await this.limiter.take(limits);
    if (!decision.ok) throw tooMany(lang, decision);
    await this.db
      .insertInto('code_request')
      .values({ channel, target, scene, lang, member_id: memberId ?? null, rate_event_id: decision.events[codeTargetKey(channel, target)] ?? null })
      .execute();
    this.queue.kick();
  }

  /**
   * Uses up the latest code for the target and scene when `code` matches, else counts a wrong
   * try: one conditional statement, so parallel guesses cannot share a try (at most
   * `maxWrongTries` are ever compared). Scene `contact` codes work only for the member who asked.
   */
  async verify(channel: Channel, target: string, scene: Scene, code: string, memberId?: number): Promise<boolean> {
    const given = sha256(code);
    const latest = this.db
      .selectFrom('verification_code')
      .select('id')
      .where('channel', '=', channel)
      .where('target', '=', target)
      .where('scene', '=', scene)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', new Date())
      .$if(memberId !== undefined, (q) => q.where('member_id', '=', memberId!))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1);
    const row = await this.db
      .updateTable('verification_code')
      .set({
        attempts: sql`attempts + CASE WHEN code_hash = ${given} THEN 0 ELSE 1 END`,
        consumed_at: sql`CASE WHEN code_hash = ${given} THEN now() END`,
      })
      .where('id', '=', latest)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', CODE_LIMITS.maxWrongTries)
      .returning(sql<boolean>`consumed_at IS NOT NULL`.as('used'))
      .executeTakeFirst();
    return row?.used === true;
  }
}

/** A 429 naming the limit reached: the resend wait, the daily cap, or the IP's share. */
function tooMany(lang: Language, decision: Extract<Decision, { ok: false }>): ApiError {
  const { limit, waitSeconds } = decision;
  if (limit.key.startsWith('code:') && limit.max === 1) return new ApiError(ApiCode.tooMany, messageText(lang, 'waitBeforeResend', { n: waitSeconds }));
  if (limit.key.startsWith('code:')) return new ApiError(ApiCode.tooMany, messageText(lang, 'dailyCodeCap'));
  return new ApiError(ApiCode.tooMany, messageText(lang, 'tooManyRequests'));
}
