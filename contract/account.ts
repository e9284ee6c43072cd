// The account form rules of SPEC.md section 5: one definition for the server and the site.
import { PASSWORD_MIN } from './constants';

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
/** A code button waits this long before it can send again (the server's per-number limit). */
export const CODE_RESEND_SECONDS = 60;

/** What is wrong with a form value; each names a message of SPEC.md section 5. */
export type AccountProblem = 'noBlank' | 'enterMobile' | 'wrongPhone' | 'wrongEmail' | 'moreThan6' | 'tooLong' | 'notSame';

export function blankProblem(value: string | undefined): AccountProblem | null {
  return (value ?? '').trim() ? null : 'noBlank';
}

/** A mobile number as stored and compared: spaces anywhere are dropped (`138 0013 8000`). */
export function normaliseMobile(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, '');
}

/** An e-mail address as stored and compared: trimmed, lower case. */
export function normaliseEmail(value: string | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/** An empty mobile has its own message ("Please enter your mob number"). */
export function mobileProblem(value: string | undefined): AccountProblem | null {
  const mobile = normaliseMobile(value);
  if (!mobile) return 'enterMobile';
  return MOBILE_PATTERN.test(mobile) ? null : 'wrongPhone';
}

export function emailProblem(value: string | undefined): AccountProblem | null {
  const email = normaliseEmail(value);
  if (!email) return 'noBlank';
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email) ? null : 'wrongEmail';
}

export function passwordProblem(value: string | undefined): AccountProblem | null {
  const password = value ?? '';
  if (!password) return 'noBlank';
  if (password.length < PASSWORD_MIN) return 'moreThan6';
  return password.length > PASSWORD_MAX ? 'tooLong' : null;
}

export function sameProblem(password: string, confirmation: string): AccountProblem | null {
  if (!confirmation) return 'noBlank';
  return password === confirmation ? null : 'notSame';
}

/** Lengths of the member profile's text fields (SPEC.md section 3, member profile). */
export const PROFILE_LIMITS = { nickname: 30, companyName: 100, position: 50, remark: 500 } as const;

/** A member's profile is complete once it has a nickname (the live streams ask for one). */
export function isProfileComplete(profile: { nickname: string | null }): boolean {
  return Boolean(profile.nickname);
}
