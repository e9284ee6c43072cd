import { PASSWORD_MAX, type AccountProblem } from './account';
import type { Language } from './constants';

/**
 * The messages the site's forms show themselves (account values, the code sent, demand fields), in
 * both languages; the server answers the same texts for the same problems (messages.ts adds its
 * own). Apart from the server's table so that the sign-in and publish forms load only these.
 */
export const FORM_MESSAGES = {
  noBlank: { en: 'No blank', zh: '不能为空' },
  enterMobile: { en: 'Please enter your mob number', zh: '请输入手机号' },
  wrongPhone: { en: 'Wrong phone number', zh: '手机号码格式不正确' },
  wrongEmail: { en: 'Wrong email format', zh: '邮箱格式不正确' },
  moreThan6: { en: 'More than 6', zh: '密码至少6位' },
  notSame: { en: 'Not same', zh: '两次输入的密码不一致' },
  tooLong: { en: 'Max length is {n} characters', zh: '最多{n}个字符' },
  codeSent: { en: 'The code has been sent', zh: '验证码已发送' },
  maxLength: { en: 'Max length is {n} characters', zh: '最多{n}个字符' },
  pleaseEnter: { en: 'Please enter', zh: '请输入' },
  pleaseChoose: { en: 'Please choose', zh: '请选择' },
  pleaseUpload: { en: 'Please upload', zh: '请上传' },
  wholeNumber: { en: 'Please enter a whole number greater than 0', zh: '请输入大于0的整数' },
  amountMax: { en: 'The amount can be at most {n}', zh: '数量最多为{n}' },
  ageRange: { en: 'Age must be from {min} to {max}', zh: '年龄须在{min}到{max}岁之间' },
  badDate: { en: 'Please choose a valid date', zh: '请选择有效日期' },
} as const;

export type FormMessageKey = keyof typeof FORM_MESSAGES;

/** A template's `{name}` parameters filled in. */
export function fillMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** A form message in a language, its `{name}` parameters filled in. */
export function formMessageText(lang: Language, key: FormMessageKey, params: Record<string, string | number> = {}): string {
  return fillMessage(FORM_MESSAGES[key][lang], params);
}

/** The text of a form value's problem (contract/account.ts), as the server would answer it. */
export function accountProblemText(lang: Language, problem: AccountProblem): string {
  return formMessageText(lang, problem, { n: PASSWORD_MAX });
}
