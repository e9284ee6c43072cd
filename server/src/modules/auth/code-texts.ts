import type { Language } from '@expo/contract';

/** The messages a code request may send, in the language of the request. */
export interface MessageText {
  subject: string;
  body: string;
}

export function codeText(lang: Language, code: string): MessageText {
  return lang === 'zh'
    ? { subject: '焙烤展验证码', body: `【焙烤展】您的验证码是 ${code}，五分钟内有效。如非本人操作，请忽略本消息。` }
    : { subject: 'Your Bakery China verification code', body: `Bakery China: your verification code is ${code}. It is valid for five minutes. If you did not ask for it, please ignore this message.` };
}

/** Registering a number or address that has an account: a notice to its owner, no code. */
export function registeredNotice(lang: Language): MessageText {
  return lang === 'zh'
    ? { subject: '焙烤展账号提醒', body: '【焙烤展】该号码已注册焙烤展账号，请直接登录；如忘记密码，可在登录页重置。' }
    : { subject: 'Your Bakery China account', body: 'Bakery China: an account with this address already exists. Please sign in, or reset your password on the sign-in page.' };
}

/** A member asked to move their sign-in to a number or address that already has an account. */
export function contactInUseNotice(lang: Language): MessageText {
  return lang === 'zh'
    ? { subject: '焙烤展账号提醒', body: '【焙烤展】有人请求将该号码设为另一个焙烤展账号的登录方式，但它已属于一个账号，未作更改。如非本人操作，请忽略本消息。' }
    : { subject: 'Your Bakery China account', body: 'Bakery China: someone asked to use this address for signing in to another account, but it already belongs to an account, so nothing was changed. If it was not you, please ignore this message.' };
}

/** A code that closes the account: the message says so, and that signing in within the grace cancels it. */
export function closeCodeText(lang: Language, code: string): MessageText {
  return lang === 'zh'
    ? { subject: '焙烤展注销账号验证码', body: `【焙烤展】您正在注销焙烤展账号，验证码是 ${code}，五分钟内有效。如非本人操作，请勿提供给他人，并尽快修改密码。` }
    : { subject: 'Closing your Bakery China account', body: `Bakery China: the code to close your account is ${code}. It is valid for five minutes. If it was not you, do not share it, and change your password.` };
}
