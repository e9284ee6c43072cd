import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Helpers of the account stories: the captcha answer the test product accepts, codes read from the
// outbox through the local admin API (as `npm run outbox` does), unique identities. One code per
// number or address per story: the API allows one a minute.

export const CAPTCHA_ANSWER = process.env.E2E_CAPTCHA ?? 'e2e1';
const DATA_DIR = path.resolve(__dirname, '../..', process.env.E2E_DATA_DIR ?? '.data-e2e');

export function adminSecret(): string {
  return readFileSync(path.join(DATA_DIR, 'admin.secret'), 'utf8').trim();
}

interface OutboxMessage {
  id: number;
  recipient: string;
  body: string;
}

async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const response = await request.get('/api/admin/outbox?limit=50', { headers: { 'x-admin-secret': adminSecret() } });
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/** The newest outbox message id (0 when empty): codes sent after it are new. */
export async function outboxMark(request: APIRequestContext): Promise<number> {
  return (await outbox(request))[0]?.id ?? 0;
}

/** The 6-digit code sent to `recipient` after `mark` (polls the outbox briefly). */
export async function codeSentTo(request: APIRequestContext, recipient: string, mark: number): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    code = (await outbox(request)).find((message) => message.id > mark && message.recipient === recipient)?.body.match(/\b\d{6}\b/)?.[0];
    expect(code, `a new code for ${recipient}`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return code!;
}

let counter = 0;
/** A mobile number and an e-mail address no other test uses. */
export function newIdentity() {
  counter += 1;
  const unique = `${Date.now() % 1e7}`.padStart(7, '0') + String(counter % 10);
  return { mobile: `137${unique}`.slice(0, 11), email: `baker${unique}@example.com` };
}

/** Asks for a code in the open form (captcha answered) and types it in. */
export async function fillCode(page: Page, request: APIRequestContext, recipient: string, labels: { captcha: string; getCode: string; code: string }) {
  const mark = await outboxMark(request);
  await page.getByLabel(labels.captcha, { exact: true }).fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: labels.getCode }).click();
  const code = await codeSentTo(request, recipient, mark);
  await page.getByLabel(labels.code, { exact: true }).fill(code);
}

/** A new member registered through the API (as the register page does); returns the token. */
export async function registerMember(request: APIRequestContext, nickname?: string): Promise<{ token: string; mobile: string; id: number }> {
  const { publicEncrypt, constants } = await import('node:crypto');
  const { mobile } = newIdentity();
  const captcha = ((await (await request.get('/api/common/captcha/init')).json()) as { data: { captchaId: string; publicKey: string } }).data;
  const cipher = publicEncrypt({ key: captcha.publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(`${mobile}:${captcha.captchaId}`)).toString('base64');
  const mark = await outboxMark(request);
  const sent = await request.post('/api/common/sendSmsCode', { data: { mobile: cipher, captchaId: captcha.captchaId, captchaCode: CAPTCHA_ANSWER, scene: 'register' } });
  expect(((await sent.json()) as { code: number }).code).toBe(200);
  const code = await codeSentTo(request, mobile, mark);
  const registered = (await (await request.post('/api/auth/register', { data: { mobile, code, password: 'member-2027', agree: true } })).json()) as { data: string };
  const token = registered.data;
  const auth = { Authorization: `Bearer ${token}` };
  if (nickname) await request.post('/api/member/updateProfile', { headers: auth, data: { nickname } });
  const info = (await (await request.get('/api/auth/getInfo', { headers: auth })).json()) as { data: { id: number } };
  return { token, mobile, id: info.data.id };
}

/** Signs the browser in as a member (the cookies the sign-in page writes). */
export async function signInBrowser(page: Page, member: { token: string; id: number }, nickname = '') {
  const base = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8123';
  await page.context().addCookies([
    { name: 'expo_token', value: member.token, url: base },
    { name: 'expo_user', value: JSON.stringify({ id: member.id, nickname, avatar: null }), url: base },
  ]);
}
