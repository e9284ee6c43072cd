import type { Db } from '../src/db/engine';
import { hashPassword } from '../src/lib/passwords';
import { BadgeKeys, newBadgeNumber, newNonce } from '../src/modules/visitor/badge-token';
import { spread, type BurstContext } from './bursts';

// The entrance under a show morning's load, over one or more API instances: 50 scans of one badge
// at once admit it exactly once for the day.

/** A gate account signed in through the first client, and a visitor's badge token (made straight in the database). */
export async function gateAndBadge(ctx: BurstContext): Promise<{ gate: Record<string, string>; token: string }> {
  const username = `gate-${Date.now()}`;
  await ctx.db.insertInto('gate_account').values({ username, password_hash: await hashPassword('gate-password-2027') }).execute();
  const login = await ctx.clients[0]!.call('POST', '/api/gate/login', { username, password: 'gate-password-2027' });
  const show = await ctx.db.selectFrom('exhibition').select('start_date').executeTakeFirstOrThrow();
  const visitor = await ctx.db.insertInto('visitor').values({
    edition: show.start_date, contact: `m:${username}`, name: 'Burst Visitor', company: 'Burst Bakery', job_title: 'Buyer', country: 'China', business_type: 'bakery',
    interests: '[]', days: '[]', badge_number: newBadgeNumber(), token_nonce: newNonce(),
  }).returningAll().executeTakeFirstOrThrow();
  const token = await new BadgeKeys(ctx.db, undefined).sign({ id: visitor.id, version: visitor.token_version, nonce: visitor.token_nonce });
  return { gate: { authorization: `Bearer ${login.body.data}` }, token };
}

export async function fiftyScansOneAdmission(ctx: BurstContext, token: string, gate: Record<string, string>): Promise<void> {
  const stamp = Date.now();
  const replies = await spread(ctx, 50, (client, i) => client.call('POST', '/api/gate/scan', { scanId: `burst-${stamp}-${i}`, code: token, deviceId: `burst-device-${i % 5}`, gate: 'East' }, gate));
  const results = replies.map((r) => r.body.data?.result ?? r.status);
  expect(results.filter((r) => r === 'admitted')).toHaveLength(1);
  expect(results.filter((r) => r === 'already')).toHaveLength(49);
  const admittedAt = new Set(replies.map((r) => r.body.data.admittedAt));
  expect(admittedAt.size).toBe(1);
  const parts = await new BadgeKeys(ctx.db as Db, undefined).verify(token);
  const admissions = await ctx.db.selectFrom('admission').select('day').where('visitor_id', '=', parts!.id).execute();
  expect(admissions).toHaveLength(1);
}
