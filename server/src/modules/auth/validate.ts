import type { Language } from '@expo/contract';
import { EMAIL_MAX, EMAIL_PATTERN, MOBILE_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '@expo/contract';
import { invalidField } from '../../lib/envelope';
import { message } from '../../lib/messages';

// The form rules of SPEC.md section 5, on the server side; messages in the user's language.

export function requireText(lang: Language, field: string, value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (!text) throw invalidField(field, message(lang, 'noBlank'));
  return text;
}

export function checkMobile(lang: Language, value: string | undefined, field = 'mobile'): string {
  const mobile = requireText(lang, field, value).replace(/\s+/g, '');
  if (!MOBILE_PATTERN.test(mobile)) throw invalidField(field, message(lang, 'wrongPhone'));
  return mobile;
}

export function checkEmail(lang: Language, value: string | undefined, field = 'email'): string {
  const email = requireText(lang, field, value).toLowerCase();
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) throw invalidField(field, message(lang, 'wrongEmail'));
  return email;
}

export function checkPassword(lang: Language, value: string | undefined, field = 'password'): string {
  const password = value ?? '';
  if (!password) throw invalidField(field, message(lang, 'noBlank'));
  if (password.length < PASSWORD_MIN) throw invalidField(field, message(lang, 'moreThan6'));
  if (password.length > PASSWORD_MAX) throw invalidField(field, message(lang, 'maxLength', { n: PASSWORD_MAX }));
  return password;
}

export function checkCode(lang: Language, value: string | undefined): string {
  return requireText(lang, 'code', value);
}
