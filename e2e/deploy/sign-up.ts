import { constants, publicEncrypt } from 'node:crypto';

// A member's sign-up through nginx, as the register page does it (captcha, the mobile encrypted
// with the captcha's key, an SMS code, register), for the deploy specs and the tests under load.

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A call answered with the API's envelope, resolving with its data (each caller decides how a code other than 200 fails). */
export type ApiCall = <T>(url: string, init?: RequestInit) => Promise<T>;

/**
 * Signs `mobile` up at the API behind `api` (`<nginx>/api`): `codeFor` finds the code the
 * outbox sent to it. Answers the session token and the member's id.
 */
export async function signUpByMobile(call: ApiCall, api: string, mobile: string, captchaAnswer: string, codeFor: (mobile: string) => Promise<string>): Promise<{ token: string; id: number }> {
  const captcha = await call<{ captchaId: string; publicKey: string }>(`${api}/common/captcha/init`);
  const cipher = publicEncrypt({ key: captcha.publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(`${mobile}:${captcha.captchaId}`)).toString('base64');
  await call(`${api}/common/sendSmsCode`, { method: 'POST', body: JSON.stringify({ mobile: cipher, captchaId: captcha.captchaId, captchaCode: captchaAnswer, scene: 'register' }) });
  const code = await codeFor(mobile);
  const token = await call<string>(`${api}/auth/register`, { method: 'POST', body: JSON.stringify({ mobile, code, password: 'member-2027', agree: true }) });
  const { id } = await call<{ id: number }>(`${api}/auth/getInfo`, { headers: { authorization: `Bearer ${token}` } });
  return { token, id };
}
