import { CODE_RESEND_SECONDS } from '@expo/contract';
import type { Limit } from './rate-limit';

// Every abuse limit of the accounts in one place (docs/api.md, "Limits"). Each is decided by
// RateLimiter.take or by one conditional statement, so parallel requests cannot outrun it.

/** Codes by SMS or e-mail. Per IP is loose because a hall shares one address. */
export const CODE_LIMITS = {
  length: 6,
  ttlSeconds: 300,
  maxWrongTries: 5,
  resendSeconds: CODE_RESEND_SECONDS,
  perTargetPerDay: 10,
  perIpPerHour: 300,
  /** Codes confirming a new sign-in mobile or e-mail, per member and day. */
  contactPerMemberPerDay: 10,
} as const;

/** Failed sign-ins, members and editors alike: per account, and per IP (a hall shares one). */
export const SIGN_IN_LOCK = { windowSeconds: 15 * 60, perAccount: 5, perIp: 100 } as const;

const DAY = 86_400;
const HOUR = 3_600;

/** A code for one mobile or e-mail: one a minute and ten a day per recipient, and the IP's hourly share. */
export function codeRequestLimits(channel: 'sms' | 'email', target: string, ip: string): Limit[] {
  const key = codeTargetKey(channel, target);
  return [
    { key, windowSeconds: CODE_LIMITS.resendSeconds, max: 1 },
    { key, windowSeconds: DAY, max: CODE_LIMITS.perTargetPerDay },
    { key: `code-ip:${ip}`, windowSeconds: HOUR, max: CODE_LIMITS.perIpPerHour },
  ];
}

export function codeTargetKey(channel: 'sms' | 'email', target: string): string {
  return `code:${channel}:${target}`;
}

/**
 * A sign-in attempt, taken before the password is checked: a failure keeps its events, a success
 * gives them back. So no more than `perAccount` passwords are ever tried in a window, however
 * many arrive at once.
 */
export function signInLimits(kind: 'member' | 'editor', username: string, ip: string): Limit[] {
  const prefix = kind === 'member' ? 'login-fail' : 'editor-login-fail';
  return [
    { key: signInAccountKey(kind, username), windowSeconds: SIGN_IN_LOCK.windowSeconds, max: SIGN_IN_LOCK.perAccount },
    { key: `${prefix}:ip:${ip}`, windowSeconds: SIGN_IN_LOCK.windowSeconds, max: SIGN_IN_LOCK.perIp },
  ];
}

export function signInAccountKey(kind: 'member' | 'editor', username: string): string {
  return kind === 'member' ? `login-fail:account:${username}` : `editor-login-fail:${username}`;
}

export function captchaLimits(ip: string, perMinute: number): Limit[] {
  return [{ key: `captcha-ip:${ip}`, windowSeconds: 60, max: perMinute }];
}

/** The keys of every code limit of one mobile or e-mail address, whichever channel. */
export function codeLimitKeys(recipient: string): string[] {
  return (['sms', 'email'] as const).map((channel) => codeTargetKey(channel, recipient));
}
