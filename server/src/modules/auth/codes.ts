import { sql } from 'kysely';
import type { Language } from '@expo/contract';
import { ApiCode, messageText } from '@expo/contract';
import type { Db } from '../../db/engine';
import { ApiError } from '../../lib/envelope';
import { DeliveryFailed, type Delivery } from './delivery';
import { randomDigits, sameHash, sha256 } from './hashing';
import type { RateLimiter } from './rate-limit';

export type Channel = 'sms' | 'email';
export type Scene = 'register' | 'login' | 'reset';

/** Limits of SPEC.md and the accounts issue; per-IP is loose because a hall shares one address. */
export const CODE_LIMITS = {
  length: 6,
  ttlSeconds: 300,
  maxWrongTries: 5,
  resendSeconds: 60,
  perTargetPerDay: 10,
  perIpPerHour: 300,
} as const;

export interface SendRequest {
  channel: Channel;
  target: string;
  scene: Scene;
  lang: Language;
  ip: string;
  /** Whether an account with this mobile or e-mail exists. */
  accountExists: boolean;
}

export class CodeService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
    private readonly delivery: Delivery,
  ) {}

  /**
   * Sends a code, within the limits. The answer is the same whether or not an account exists:
   * for sign-in and reset of an unknown account nothing is sent, and registering a known one
   * sends a notice instead of a code.
   */
  async send({ channel, target, scene, lang, ip, accountExists }: SendRequest): Promise<void> {
    const targetKey = `code:${channel}:${target}`;
    const ipKey = `code-ip:${ip}`;
    const since = await this.limiter.secondsSinceLast(targetKey, CODE_LIMITS.resendSeconds);
    if (since !== null) {
      const wait = Math.max(1, Math.ceil(CODE_LIMITS.resendSeconds - since));
      throw new ApiError(ApiCode.tooMany, messageText(lang, 'waitBeforeResend', { n: wait }));
    }
    if ((await this.limiter.count(targetKey, 86_400)) >= CODE_LIMITS.perTargetPerDay) {
      throw new ApiError(ApiCode.tooMany, messageText(lang, 'dailyCodeCap'));
    }
    if ((await this.limiter.count(ipKey, 3_600)) >= CODE_LIMITS.perIpPerHour) {
      throw new ApiError(ApiCode.tooMany, messageText(lang, 'tooManyRequests'));
    }
    await this.limiter.record(targetKey);
    await this.limiter.record(ipKey);

    if (scene === 'register' && accountExists) return this.deliver(channel, target, lang, registeredNotice(lang), targetKey);
    if (scene !== 'register' && !accountExists) return;

    const code = randomDigits(CODE_LIMITS.length);
    await this.db
      .insertInto('verification_code')
      .values({ channel, target, scene, code_hash: sha256(code), expires_at: new Date(Date.now() + CODE_LIMITS.ttlSeconds * 1000) })
      .execute();
    await this.deliver(channel, target, lang, codeText(lang, code), targetKey);
  }

  /** Uses up the latest code for the target and scene when `code` matches; counts wrong tries. */
  async verify(channel: Channel, target: string, scene: Scene, code: string): Promise<boolean> {
    const latest = await this.db
      .selectFrom('verification_code')
      .select(['id', 'code_hash', 'attempts'])
      .where('channel', '=', channel)
      .where('target', '=', target)
      .where('scene', '=', scene)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', new Date())
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!latest || latest.attempts >= CODE_LIMITS.maxWrongTries) return false;
    if (!/^\d{6}$/.test(code) || !sameHash(latest.code_hash, sha256(code))) {
      await this.db.updateTable('verification_code').set({ attempts: sql`attempts + 1` }).where('id', '=', latest.id).execute();
      return false;
    }
    const used = await this.db
      .updateTable('verification_code')
      .set({ consumed_at: new Date() })
      .where('id', '=', latest.id)
      .where('consumed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return Boolean(used);
  }

  private async deliver(channel: Channel, target: string, lang: Language, text: { subject: string; body: string }, targetKey: string) {
    try {
      await (channel === 'sms' ? this.delivery.sms(target, text.body) : this.delivery.email(target, text.subject, text.body));
    } catch (error) {
      if (!(error instanceof DeliveryFailed)) throw error;
      // Nothing reached the person: this attempt must not start the resend wait or count for the day.
      await this.limiter.forgetLatest(targetKey);
      throw new ApiError(ApiCode.serverError, messageText(lang, 'sendFailed'));
    }
  }
}

function codeText(lang: Language, code: string) {
  return lang === 'zh'
    ? { subject: '焙烤展验证码', body: `【焙烤展】您的验证码是 ${code}，五分钟内有效。如非本人操作，请忽略本消息。` }
    : { subject: 'Your Bakery China verification code', body: `Bakery China: your verification code is ${code}. It is valid for five minutes. If you did not ask for it, please ignore this message.` };
}

function registeredNotice(lang: Language) {
  return lang === 'zh'
    ? { subject: '焙烤展账号提醒', body: '【焙烤展】该号码已注册焙烤展账号，请直接登录；如忘记密码，可在登录页重置。' }
    : { subject: 'Your Bakery China account', body: 'Bakery China: an account with this address already exists. Please sign in, or reset your password on the sign-in page.' };
}
