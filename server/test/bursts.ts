import { sql } from 'kysely';
import type { Db } from '../src/db/engine';
import { saveEditor } from '../src/modules/console/session';
import { CODE_LIMITS, SIGN_IN_LOCK } from '../src/modules/auth/limits';
import { SEED_EXHIBITOR_PASSWORD } from '../src/seed/exhibitor-logins';
import { CAPTCHA_ANSWER, EDITOR_PASSWORD, encrypt, uniqueMobile } from './accounts';
import type { TestApp } from './helper';

// Parallel bursts against every limit, split over one or more API instances (in-process apps, or
// real server processes on one PostgreSQL). Each asserts the exact number the limit lets through.

export interface Reply {
  status: number;
  body: any;
}

/** One API instance, called through inject or over HTTP. */
export interface Client {
  call(method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>): Promise<Reply>;
}

export interface BurstContext {
  clients: Client[];
  /** The database all the clients share, read to count what got through. */
  db: Db;
}

export function injectClient(t: TestApp, remoteAddress?: string): Client {
  return {
    call: (method, url, payload, headers) => t.request({ method, url, payload, headers, ...(remoteAddress ? { remoteAddress } : {}) }),
  };
}

export function httpClient(baseUrl: string): Client {
  return {
    async call(method, url, payload, headers = {}) {
      const response = await fetch(baseUrl + url, {
        method,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
        body: payload ? JSON.stringify(payload) : undefined,
      });
      return { status: response.status, body: await response.json() };
    },
  };
}

/** n calls at once, spread over the clients in turn. */
export function spread<T>(ctx: BurstContext, n: number, call: (client: Client, i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => call(ctx.clients[i % ctx.clients.length]!, i)));
}

/** Waits until every queued code request (of any process) has been handled. */
export async function settle(db: Db, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = await db.selectFrom('code_request').select('id').where('done_at', 'is', null).limit(1).executeTakeFirst();
    if (!open) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the code queue did not empty');
}

async function captchaOf(client: Client): Promise<{ captchaId: string; publicKey: string }> {
  const res = await client.call('GET', '/api/common/captcha/init');
  if (res.status !== 200) throw new Error(`captcha init answered ${res.status}`);
  return res.body.data;
}

function codeRequest(client: Client, captcha: { captchaId: string; publicKey: string }, mobile: string, scene: 'register' | 'login' | 'reset') {
  return client.call('POST', '/api/common/sendSmsCode', { mobile: encrypt(captcha.publicKey, `${mobile}:${captcha.captchaId}`), captchaId: captcha.captchaId, captchaCode: CAPTCHA_ANSWER, scene });
}

async function codeIn(db: Db, mobile: string): Promise<string> {
  await settle(db);
  const row = await db.selectFrom('outbox').select('body').where('recipient', '=', mobile).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return row.body.match(/\b\d{6}\b/)![0];
}

function statuses(replies: Reply[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const reply of replies) counts[reply.status] = (counts[reply.status] ?? 0) + 1;
  return counts;
}

async function events(db: Db, key: string): Promise<number> {
  const row = await db.selectFrom('rate_event').select(sql<number>`count(*)::int`.as('n')).where('key', '=', key).executeTakeFirstOrThrow();
  return row.n;
}

/** A new member, registered through the first client. */
export async function registerMember(ctx: BurstContext, password = 'secret123'): Promise<{ mobile: string; password: string; auth: Record<string, string> }> {
  const client = ctx.clients[0]!;
  const mobile = uniqueMobile();
  expect((await codeRequest(client, await captchaOf(client), mobile, 'register')).status).toBe(200);
  const res = await client.call('POST', '/api/auth/register', { mobile, code: await codeIn(ctx.db, mobile), password, agree: true });
  expect(res.body.code).toBe(200);
  return { mobile, password, auth: { authorization: `Bearer ${res.body.data}` } };
}

export async function thirtyCodeRequestsSendOneMessage(ctx: BurstContext): Promise<void> {
  const mobile = uniqueMobile();
  const captchas = await spread(ctx, 30, (client) => captchaOf(client));
  const replies = await spread(ctx, 30, (client, i) => codeRequest(client, captchas[i]!, mobile, 'register'));
  expect(statuses(replies)).toEqual({ 200: 1, 429: 29 });
  await settle(ctx.db);
  const sent = await ctx.db.selectFrom('outbox').select('id').where('recipient', '=', mobile).execute();
  expect(sent).toHaveLength(1);
}

export async function sixtyGuessesCountFive(ctx: BurstContext): Promise<void> {
  const mobile = uniqueMobile();
  const client = ctx.clients[0]!;
  expect((await codeRequest(client, await captchaOf(client), mobile, 'register')).status).toBe(200);
  const code = await codeIn(ctx.db, mobile);
  const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
  const replies = await spread(ctx, 60, (c, i) => c.call('POST', '/api/auth/register', { mobile, code: wrong(i), password: 'secret123', agree: true }));
  expect(statuses(replies)).toEqual({ 400: 60 });
  const row = await ctx.db.selectFrom('verification_code').select('attempts').where('target', '=', mobile).executeTakeFirstOrThrow();
  expect(row.attempts).toBe(CODE_LIMITS.maxWrongTries);
  const right = await client.call('POST', '/api/auth/register', { mobile, code, password: 'secret123', agree: true });
  expect(right.status).toBe(400);
  expect(await ctx.db.selectFrom('member').select('id').where('mobile', '=', mobile).executeTakeFirst()).toBeUndefined();
}

export async function memberSignInLockHolds(ctx: BurstContext): Promise<void> {
  const { mobile, password } = await registerMember(ctx);
  const signIn = async (client: Client, pass: string) => {
    const { captchaId } = await captchaOf(client);
    return client.call('POST', '/api/auth/login', { username: mobile, password: pass, captchaId, captchaCode: CAPTCHA_ANSWER });
  };
  const replies = await spread(ctx, 100, (client, i) => signIn(client, `wrong-${i}`));
  expect(statuses(replies)).toEqual({ 400: SIGN_IN_LOCK.perAccount, 429: 100 - SIGN_IN_LOCK.perAccount });
  expect(await events(ctx.db, `login-fail:account:${mobile}`)).toBe(SIGN_IN_LOCK.perAccount);
  for (const client of ctx.clients) expect((await signIn(client, password)).status).toBe(429);
}

export async function editorSignInLockHolds(ctx: BurstContext): Promise<void> {
  const username = `burst-editor-${uniqueMobile()}`;
  await saveEditor(ctx.db, username, EDITOR_PASSWORD);
  const signIn = (client: Client, password: string) => client.call('POST', '/api/editor/login', { username, password });
  const replies = await spread(ctx, 100, (client, i) => signIn(client, `wrong-password-${i}`));
  expect(statuses(replies)).toEqual({ 400: SIGN_IN_LOCK.perAccount, 429: 100 - SIGN_IN_LOCK.perAccount });
  expect(await events(ctx.db, `editor-login-fail:${username}`)).toBe(SIGN_IN_LOCK.perAccount);
  for (const client of ctx.clients) expect((await signIn(client, EDITOR_PASSWORD)).status).toBe(429);
}

/** Binding allows ten wrong tries per member in 15 minutes (member/binding.ts). */
export async function bindingLockHolds(ctx: BurstContext): Promise<void> {
  const member = await registerMember(ctx);
  const login = await ctx.db.selectFrom('exhibitor_login').select('username').orderBy('exhibitor_id').executeTakeFirstOrThrow();
  const bind = (client: Client, password: string) => client.call('POST', '/api/member/binding', { username: login.username, password }, { ...member.auth, lang: 'en_US' });
  const replies = await spread(ctx, 100, (client, i) => bind(client, `wrong-${i}`));
  expect(statuses(replies)).toEqual({ 400: 100 });
  expect(replies.filter((r) => /Too many failed/.test(r.body.msg))).toHaveLength(90);
  expect(await events(ctx.db, `bind-fail:${(await memberId(ctx.db, member.mobile))}`)).toBe(10);
  const right = await bind(ctx.clients.at(-1)!, SEED_EXHIBITOR_PASSWORD);
  expect(right.body.msg).toMatch(/Too many failed/);
  expect((await ctx.db.selectFrom('member').select('exhibitor_id').where('mobile', '=', member.mobile).executeTakeFirstOrThrow()).exhibitor_id).toBeNull();
}

export async function captchaIsSingleUse(ctx: BurstContext): Promise<void> {
  const captcha = await captchaOf(ctx.clients[0]!);
  const replies = await spread(ctx, 30, (client) => codeRequest(client, captcha, uniqueMobile(), 'register'));
  expect(statuses(replies)).toEqual({ 200: 1, 400: 29 });
}

async function memberId(db: Db, mobile: string): Promise<number> {
  return (await db.selectFrom('member').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;
}
