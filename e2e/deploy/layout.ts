import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { DeployLayout } from '../../scripts/deploy/test-layout';
import { signUpByMobile, type Envelope } from './sign-up';

// The started layout (scripts/test.ts passes it in DEPLOY_LAYOUT) and the stories' calls: members
// sign up through nginx; the local admin API (codes from the outbox, editors) is API A's own, as
// the command-line tools call it, never through nginx.

function readLayout(): DeployLayout {
  const text = process.env.DEPLOY_LAYOUT;
  if (!text) throw new Error('DEPLOY_LAYOUT is not set: the deploy tests run from npm test (npm test -- --only=deploy), which starts the layout');
  return JSON.parse(text) as DeployLayout;
}

export const layout = readLayout();
const CAPTCHA_ANSWER = process.env.E2E_CAPTCHA ?? '';
const apiA = layout.apis[0]!;

/** A call answered with the API's envelope; fails the test on anything but code 200. */
export async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${init.method ?? 'GET'} ${url}: ${body.msg}`).toBe(200);
  return body.data;
}

/** API A's local admin API (loopback only; ADMIN_SECRET, the same on every API process). */
export function admin<T>(pathAndQuery: string, init: RequestInit = {}): Promise<T> {
  return call<T>(`${apiA.url}/api/admin${pathAndQuery}`, { ...init, headers: { 'x-admin-secret': layout.adminSecret, ...init.headers } });
}

async function codeSentTo(recipient: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const messages = await admin<{ id: number; recipient: string; body: string }[]>('/outbox?limit=50');
    code = messages.filter((m) => m.id > after && m.recipient === recipient).map((m) => /\b\d{6}\b/.exec(m.body)?.[0]).find(Boolean);
    expect(code, `a code for ${recipient}`).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return code!;
}

let counter = 0;

export interface Member {
  token: string;
  mobile: string;
  id: number;
}

/** A new member, signed up through nginx as the register page does (captcha, SMS code, register). */
export async function signUpThroughNginx(): Promise<Member> {
  counter += 1;
  const mobile = `139${`${Date.now() % 1e7}`.padStart(7, '0')}${counter % 10}`.slice(0, 11);
  const mark = (await admin<{ id: number }[]>('/outbox?limit=1'))[0]?.id ?? 0;
  const { token, id } = await signUpByMobile(call, `${layout.nginxUrl}/api`, mobile, CAPTCHA_ANSWER, (recipient) => codeSentTo(recipient, mark));
  return { token, mobile, id };
}

/** An editor's session, signed in through nginx (the editor made with API A's admin API). */
export async function editorSession(username: string): Promise<string> {
  const password = `${username}-password`;
  await admin('/editors', { method: 'POST', body: JSON.stringify({ username, password }) });
  return call<string>(`${layout.nginxUrl}/api/editor/login`, { method: 'POST', body: JSON.stringify({ username, password }) });
}

/** The API process (by name) that answered the access log's last request matching `request` ("POST /api/auth/register"). */
export function upstreamThatAnswered(request: string): string {
  const line = readFileSync(layout.accessLog, 'utf8').split('\n').filter((l) => l.includes(`"${request}`)).at(-1);
  const host = line && /upstream=(\S+)/.exec(line)?.[1];
  const api = layout.apis.find((a) => new URL(a.url).host === host);
  if (!api) throw new Error(`No API process answered "${request}" in ${layout.accessLog} (line: ${line ?? 'none'})`);
  return api.name;
}
