// The account calls of docs/api.md ("Accounts"), over the member API client.
import type { Captcha, Language, MemberInfo } from '@expo/contract';
import { CAPTCHA_INIT_TIMEOUT_MS } from '@expo/contract/constants';
import { getInfo } from '../../lib/api/account-api';
import { apiGet } from '../../lib/api/public-api';
import type { MemberApi } from '../../lib/api/member-client';
import { saveSession } from '../../lib/session';
import { encryptForCode } from './encrypt';

export type CodeChannel = 'sms' | 'email';
export type CodeScene = 'register' | 'login' | 'reset';

/** A new captcha: a public read, so a sign-in form shows it without waiting for the member client. */
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

/** After a sign-in or registration call answered a token: keep it and the user info in cookies. */
export async function completeSignIn(api: MemberApi, token: string): Promise<MemberInfo> {
  saveSession(token, { id: 0, nickname: '', avatar: null });
  const info = await getInfo(api);
  saveSession(token, { id: info.id, nickname: info.nickname ?? '', avatar: info.avatar });
  return info;
}
