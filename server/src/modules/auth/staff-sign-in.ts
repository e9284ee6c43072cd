import { ApiCode, messageText, type Language } from '@expo/contract';
import { ApiError, invalidField } from '../../lib/envelope';
import { SIGN_IN_LOCK, signInAccountKey, signInLimits } from './limits';
import { decoyHash, verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from './rate-limit';

export interface StaffSignIn {
  /** The name the failures are counted under (an editor's username; `gate:<username>` for a gate account). */
  lockName: string;
  password: string;
  ip: string;
  lang: Language;
}

/**
 * The sign-in of an organiser's account (an editor, a gate): the attempt is counted before the
 * password is checked (so a burst cannot outrun the lock); an unknown name checks a decoy hash
 * (both answers take the time of one argon2 check); a success gives the attempt back and clears
 * the account's failures. Returns the account, or throws the answer (429 locked, 400 wrong).
 */
export async function signInStaff<Account extends { password_hash: string }>(
  limiter: RateLimiter,
  { lockName, password, ip, lang }: StaffSignIn,
  find: () => Promise<Account | undefined>,
): Promise<Account> {
  const attempt = await limiter.take(signInLimits('editor', lockName, ip));
  if (!attempt.ok) throw new ApiError(ApiCode.tooMany, messageText(lang, 'locked', { n: SIGN_IN_LOCK.windowSeconds / 60 }));
  const account = await find();
  const matches = await verifyPassword(account?.password_hash ?? (await decoyHash()), password);
  if (!account || !matches) throw invalidField('password', messageText(lang, 'wrongCredentials'));
  await limiter.release(Object.values(attempt.events));
  await limiter.clear(signInAccountKey('editor', lockName));
  return account;
}
