import JSEncrypt from 'jsencrypt';
import { saveEditor } from '../src/modules/console/session';
import type { TestApp } from './helper';

// Client-side steps of the sign-up flows, as the site does them: captcha, RSA (jsencrypt), codes.

export const CAPTCHA_ANSWER = 'test-answer';
/** The captcha limit per IP is lifted: every request of a test file comes from one address. */
export const TEST_ENV = { CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER, CAPTCHA_PER_IP_PER_MINUTE: '100000' };

export async function post(t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) {
  return t.request({ method: 'POST', url, payload, headers });
}

export const EDITOR_PASSWORD = 'a-long-editor-password';

/** Creates an editor account and signs it in: the authorization header of its session. */
/** An editor account with EDITOR_PASSWORD. */
export const saveTestEditor = (t: TestApp, username: string) => saveEditor(t.engine.db, username, EDITOR_PASSWORD);

export async function signInEditor(t: TestApp, username: string): Promise<Record<string, string>> {
  await saveTestEditor(t, username);
  const login = await post(t, '/api/editor/login', { username, password: EDITOR_PASSWORD });
  return { authorization: `Bearer ${login.body.data}` };
}

export async function captcha(t: TestApp) {
  const { body } = await t.get('/api/common/captcha/init');
  return body.data as { captchaId: string; image: string; publicKey: string };
}

export function encrypt(publicKey: string, text: string): string {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const cipher = rsa.encrypt(text);
  if (!cipher) throw new Error('encryption failed');
  return cipher;
}

/** Asks for a code, and waits until the queue has sent what the request gets (codes go out after the answer). */
export async function sendCode(t: TestApp, channel: 'sms' | 'email', target: string, scene: 'register' | 'login' | 'reset', headers: Record<string, string> = {}) {
  const { captchaId, publicKey } = await captcha(t);
  const field = channel === 'sms' ? 'mobile' : 'email';
  const res = await post(t, channel === 'sms' ? '/api/common/sendSmsCode' : '/api/common/sendEmailCode', {
    [field]: encrypt(publicKey, `${target}:${captchaId}`),
    captchaId,
    captchaCode: CAPTCHA_ANSWER,
    scene,
  }, headers);
  await t.app.auth.codeQueue.drain();
  return res;
}

/** The code in the latest outbox message to `recipient` (the only 6-digit number in it), once the queue has sent what is due. */
export async function latestCode(t: TestApp, recipient: string): Promise<string | null> {
  await t.app.auth.codeQueue.drain();
  const row = await t.engine.db.selectFrom('outbox').select('body').where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirst();
  return row?.body.match(/\b\d{6}\b/)?.[0] ?? null;
}

let counter = 0;
export function uniqueMobile(): string {
  counter += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(counter).padStart(4, '0')}`;
}

export async function registerByMobile(t: TestApp, mobile = uniqueMobile(), password = 'secret123') {
  await sendCode(t, 'sms', mobile, 'register');
  const code = await latestCode(t, mobile);
  const res = await post(t, '/api/auth/register', { mobile, code, password, agree: true });
  if (res.body.code !== 200) throw new Error(`register failed: ${res.body.msg}`);
  return { mobile, password, token: res.body.data as string, auth: { authorization: `Bearer ${res.body.data}` } };
}

/** A badge's token, as the link sent to `recipient` carries it (the outbox's last message to them; sent after the answer, so waited for). */
export async function badgeTokenSentTo(t: TestApp, recipient: string): Promise<string> {
  for (let waited = 0; ; waited += 50) {
    const row = await t.engine.db.selectFrom('outbox').select('body').where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirst();
    if (row) return /#([A-Za-z0-9_-]{35})/.exec(row.body)![1]!;
    if (waited > 10_000) throw new Error(`no message to ${recipient} in the outbox after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
