import { randomInt } from 'node:crypto';
import { RANKING_MIN_ACCOUNT_AGE_HOURS } from '@expo/contract';
import type pg from 'pg';
import { signUpByMobile, type Envelope } from '../sign-up';

/** A signed-in member of the load. */
export interface LoadMember {
  id: number;
  token: string;
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const body = (await res.json()) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${body.code} ${body.msg}`);
  return body.data;
}

/**
 * `count` members signed up through nginx as the register page does (captcha, SMS code read from
 * the outbox table, register), with accounts made old enough for their collections and likes to
 * count for the ranking: each write of the load then touches three tables (ranking/counts.ts).
 */
export async function signUpMembers(nginxUrl: string, db: pg.Client, captchaAnswer: string, count: number): Promise<LoadMember[]> {
  const api = `${nginxUrl}/api`;
  // All at once: each waits mostly for its code to be queued and sent (the per-IP limits are far).
  // Their reads of the outbox take turns on the one client (pg wants one query at a time on it).
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(query: () => Promise<T>): Promise<T> => {
    const result = turn.then(query);
    turn = result.catch(() => undefined);
    return result;
  };
  const members = await Promise.all(Array.from({ length: count }, () => {
    const mobile = `137${String(randomInt(1e8)).padStart(8, '0')}`;
    return signUpByMobile(call, api, mobile, captchaAnswer, (recipient) => codeSentTo(inTurn, db, recipient));
  }));
  await db.query(`UPDATE member SET created_at = now() - make_interval(hours => $2) WHERE id = ANY($1)`, [members.map((m) => m.id), RANKING_MIN_ACCOUNT_AGE_HOURS + 24]);
  return members;
}

/** The code the queue sent to `mobile` (it sends after the answer: polled). */
async function codeSentTo(inTurn: <T>(query: () => Promise<T>) => Promise<T>, db: pg.Client, mobile: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { rows } = await inTurn(() => db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [mobile]));
    const code = rows[0] && /\b\d{6}\b/.exec(rows[0].body)?.[0];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No code was sent to ${mobile} within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
