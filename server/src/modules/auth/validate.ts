import { Type, type Static } from '@sinclair/typebox';
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

/** The body of a username-and-password sign-in (an editor, a gate, a kiosk, an exhibitor's own login for binding). */
export const UsernamePasswordBody = Type.Object({ username: Type.Optional(Type.String({ maxLength: 100 })), password: Type.Optional(Type.String({ maxLength: 200 })) });

/** Both fields of such a body, each required (a 400 naming the blank one). */
export function usernameAndPassword(lang: Language, body: Static<typeof UsernamePasswordBody>): { username: string; password: string } {
  return { username: requireText(lang, 'username', body.username), password: requireText(lang, 'password', body.password) };
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
