import {
  PASSWORD_MAX, emailProblem, messageText, mobileProblem, normaliseEmail, normaliseMobile, passwordProblem,
  type AccountProblem, type Language,
} from '@expo/contract';
import { invalidField } from '../../lib/envelope';

// The form rules of SPEC.md section 5 are the contract's (the site's forms use the same
// functions); here they become 400s naming the field, in the user's language.

export function requireText(lang: Language, field: string, value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (!text) throw invalidField(field, messageText(lang, 'noBlank'));
  return text;
}

/** A mobile number, spaces dropped (`138 0013 8000` is `13800138000`). */
export function checkMobile(lang: Language, value: string | undefined, field = 'mobile'): string {
  requireText(lang, field, value);
  failOn(lang, field, mobileProblem(value));
  return normaliseMobile(value);
}

export function checkEmail(lang: Language, value: string | undefined, field = 'email'): string {
  requireText(lang, field, value);
  failOn(lang, field, emailProblem(value));
  return normaliseEmail(value);
}

export function checkPassword(lang: Language, value: string | undefined, field = 'password'): string {
  failOn(lang, field, passwordProblem(value));
  return value ?? '';
}

export function checkCode(lang: Language, value: string | undefined): string {
  return requireText(lang, 'code', value);
}

function failOn(lang: Language, field: string, problem: AccountProblem | null): void {
  if (problem) throw invalidField(field, messageText(lang, problem, { n: PASSWORD_MAX }));
}
