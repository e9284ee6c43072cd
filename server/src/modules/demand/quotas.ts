import { sql } from 'kysely';
import { ApiCode, DEMAND_TYPE_LABEL, messageText, type DemandQuota, type DemandTypeId, type Language } from '@expo/contract';
import type { Db } from '../../db/engine';
import { ApiError } from '../../lib/envelope';
import { showMonthStart } from './clock';

// The per-type numbers editors set (resource demandRules) and the member's quotas: open demands
// (waiting, or approved and not expired) and claims per calendar month (UTC+8). A quota is checked
// inside the transaction that writes, after locking the member's row, so parallel requests of one
// member over any number of API processes are counted one after the other.

export interface DemandRule {
  validityDays: number;
  openLimit: number;
  monthlyClaims: number;
}

export async function demandRule(db: Db, type: number): Promise<DemandRule> {
  const row = await db.selectFrom('demand_rule').select(['validity_days', 'open_limit', 'monthly_claims']).where('demand_type', '=', type).executeTakeFirstOrThrow();
  return { validityDays: row.validity_days, openLimit: row.open_limit, monthlyClaims: row.monthly_claims };
}

/** Holds the member's row until the transaction ends: their quota decisions queue up here. */
export async function lockMember(trx: Db, memberId: number): Promise<void> {
  await sql`SELECT id FROM member WHERE id = ${memberId} FOR UPDATE`.execute(trx);
}

/** Open demands of a type: waiting for review, or approved and still on the board (`except` one being reopened). */
export async function openCount(db: Db, memberId: number, type: number, now: Date, except?: number): Promise<number> {
  let query = db.selectFrom('demand').select(sql<number>`count(*)::int`.as('n'))
    .where('member_id', '=', memberId).where('demand_type', '=', type)
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'approved'), eb('expires_at', '>', now)])]));
  if (except) query = query.where('id', '!=', except);
  return (await query.executeTakeFirstOrThrow()).n;
}

export async function claimCount(db: Db, memberId: number, type: number, now: Date): Promise<number> {
  const row = await db.selectFrom('demand_claim as c').innerJoin('demand as d', 'd.id', 'c.demand_id').select(sql<number>`count(*)::int`.as('n'))
    .where('c.member_id', '=', memberId).where('d.demand_type', '=', type).where('c.created_at', '>=', showMonthStart(now)).executeTakeFirstOrThrow();
  return row.n;
}

/** 429 with the numbers when one more open demand of the type would pass the quota (call with the member locked). */
export async function assertOpenQuota(trx: Db, lang: Language, memberId: number, type: DemandTypeId, now: Date, except?: number): Promise<void> {
  const { openLimit } = await demandRule(trx, type);
  const used = await openCount(trx, memberId, type, now, except);
  if (used >= openLimit) throw new ApiError(ApiCode.tooMany, messageText(lang, 'openQuota', { used, limit: openLimit, type: DEMAND_TYPE_LABEL[type][lang] }));
}

export async function assertClaimQuota(trx: Db, lang: Language, memberId: number, type: DemandTypeId, now: Date): Promise<void> {
  const { monthlyClaims } = await demandRule(trx, type);
  const used = await claimCount(trx, memberId, type, now);
  if (used >= monthlyClaims) throw new ApiError(ApiCode.tooMany, messageText(lang, 'claimQuota', { used, limit: monthlyClaims, type: DEMAND_TYPE_LABEL[type][lang] }));
}

/** What the member centre shows: per type, the numbers and what is used of them. */
export async function quotasOf(db: Db, memberId: number, now: Date): Promise<DemandQuota[]> {
  const rules = await db.selectFrom('demand_rule').selectAll().orderBy('demand_type').execute();
  return Promise.all(rules.map(async (r) => ({
    demandType: r.demand_type,
    validityDays: r.validity_days,
    openLimit: r.open_limit,
    openUsed: await openCount(db, memberId, r.demand_type, now),
    monthlyClaims: r.monthly_claims,
    claimsUsed: await claimCount(db, memberId, r.demand_type, now),
  })));
}
