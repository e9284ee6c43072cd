// The captcha and the code sent to a mobile number or an e-mail address (docs/api.md, "Accounts"):
// the sign-in, registration and reset forms, and the visitor registration, send codes this way.
import type { Captcha, Language } from '@expo/contract';
import { CAPTCHA_INIT_TIMEOUT_MS } from '@expo/contract/constants';
import { encryptForCode } from './encrypt';
import type { MemberApi } from './member-client';
import { apiGet } from './public-api';

export type CodeChannel = 'sms' | 'email';
/** What the code is for: an account (register, login, reset) or a visitor registration (visit). */
export type CodeScene = 'register' | 'login' | 'reset' | 'visit';

/** A new captcha: a public read, so a form shows it without waiting for the member client. */
export function initCaptcha(language: Language): Promise<Captcha> {
  return apiGet<Captcha>('/common/captcha/init', language, undefined, { timeoutMs: CAPTCHA_INIT_TIMEOUT_MS });
}

/** Sends a code to a mobile number or an e-mail address; the target travels RSA-encrypted with the captcha id. */
export async function sendCode(api: MemberApi, channel: CodeChannel, target: string, captcha: Captcha, captchaCode: string, scene: CodeScene): Promise<void> {
  const field = channel === 'sms' ? 'mobile' : 'email';
  const cipher = await encryptForCode(captcha.publicKey, target, captcha.captchaId);
  await api.post(channel === 'sms' ? '/common/sendSmsCode' : '/common/sendEmailCode', {
    [field]: cipher,
    captchaId: captcha.captchaId,
    captchaCode,
    scene,
  });
}
