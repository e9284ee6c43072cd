import { REJECT_REASON_MAX, type DemandEvent } from '@expo/contract';
import type { Db } from '../../db/engine';
import { addDays } from './clock';
import { historyOf, recordEvent } from './history';
import { recordNotice, type NoticeOutbox } from '../notices/outbox';
import { demandRule } from './quotas';
import { demandTitle } from './view';

export type ReviewOutcome = { id: number; status: 'approved' | 'rejected'; rejectReason: string | null } | null;

/** The clock of a decision and what sends its notification (without it the notification is only listed). */
export interface DecisionContext {
  now?: Date;
  notices?: NoticeOutbox;
}

/** What a reviewer reads of a demand, beside its title and introduction (the filled ones are sent). */
const DETAIL_COLUMNS = [
  'product_name', 'product_category_id', 'production', 'regional_req', 'brand_req', 'product_brand', 'brand_logo', 'product_photo', 'demand_time',
  'company_name', 'company_address', 'job_title', 'member_name', 'nickname', 'now_city', 'intention_city', 'edu', 'age', 'work_experience',
  'effective_time', 'mobile', 'email',
] as const;

/**
 * The review queue of demands, shared by the editor API, the admin API and `npm run moderate`.
 * Waiting ones include edits of approved demands (`edit`: the details are the edit's; the board
 * still shows the approved version). Each item carries its history.
 */
export async function listDemands(db: Db, status: 'pending' | 'approved' | 'rejected' = 'pending', limit = 50) {
  const rows = await db.selectFrom('demand as d').leftJoin('demand_revision as r', 'r.demand_id', 'd.id')
    .select(['d.id', 'd.demand_type', 'd.status', 'd.intro', 'd.created_at', 'd.updated_at', 'd.reject_reason', 'd.reviewed_at', 'd.reviewed_by', 'd.expires_at', ...DETAIL_COLUMNS.map((c) => `d.${c}` as const), 'r.columns as revision', 'r.submitted_at', 'r.demand_type as revision_type'])
    .where((eb) => (status === 'pending' ? eb.or([eb('d.status', '=', 'pending'), eb('r.demand_id', 'is not', null)]) : eb('d.status', '=', status)))
    .orderBy(status === 'pending' ? 'd.updated_at' : 'd.updated_at', status === 'pending' ? 'asc' : 'desc').orderBy('d.id').limit(limit).execute();
  const history = await historyOf(db, rows.map((r) => r.id), true);
  return rows.map((r) => {
    const edit = status === 'pending' && r.revision !== null;
    const source = (edit ? r.revision : r) as Record<string, unknown>;
    return {
      id: r.id,
      demandType: edit ? (r.revision_type ?? r.demand_type) : r.demand_type,
      status: edit ? ('pending' as const) : r.status,
      edit,
      title: demandTitle(source),
      intro: (source.intro as string | null) ?? null,
      rejectReason: r.reject_reason,
      createTime: r.created_at.toISOString(),
      updateTime: (edit && r.submitted_at ? r.submitted_at : r.updated_at).toISOString(),
      expireTime: r.expires_at?.toISOString() ?? null,
      reviewedBy: r.reviewed_by,
      reviewTime: r.reviewed_at?.toISOString() ?? null,
      details: Object.fromEntries(DETAIL_COLUMNS.filter((c) => source[c] !== null && source[c] !== undefined && source[c] !== '').map((c) => [c, source[c]])) as Record<string, string | number>,
      history: history.get(r.id) ?? ([] as DemandEvent[]),
    };
  });
}

/**
 * Approves or rejects a waiting demand, or a waiting edit of an approved one (approved: the edit
 * replaces the board's version; rejected: the approved version stays). Approval starts the
 * type's period on the board. The decision, its history entry and the author's notification are
 * one transaction; the notification is sent after it.
 */
export async function reviewDemand(db: Db, id: number, decision: { approve: true } | { approve: false; reason: string }, reviewer: string, { now = new Date(), notices }: DecisionContext = {}): Promise<ReviewOutcome> {
  const reason = decision.approve ? null : decision.reason.trim().slice(0, REJECT_REASON_MAX);
  const result = await db.transaction().execute(async (trx) => {
    const demand = await trx.selectFrom('demand').select(['id', 'member_id', 'demand_type', 'status', 'expires_at', 'product_name', 'job_title', 'member_name']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!demand) return null;
    const revision = await trx.selectFrom('demand_revision').selectAll().where('demand_id', '=', id).executeTakeFirst();
    const reviewed = { reviewed_at: now, reviewed_by: reviewer };
    let title = demandTitle(demand);
    let expiresAt = demand.expires_at;
    if (revision) {
      await trx.deleteFrom('demand_revision').where('demand_id', '=', id).execute();
      if (decision.approve) {
        await trx.updateTable('demand').set({ ...(revision.columns as object), demand_type: revision.demand_type, updated_at: now, ...reviewed }).where('id', '=', id).execute();
        title = demandTitle(revision.columns);
      }
    } else if (decision.approve) {
      const { validityDays } = await demandRule(trx, demand.demand_type);
      expiresAt = addDays(now, validityDays);
      await trx.updateTable('demand').set({ status: 'approved', reject_reason: null, approved_at: now, expires_at: expiresAt, expiry_stage: 0, ...reviewed }).where('id', '=', id).execute();
    } else {
      await trx.updateTable('demand').set({ status: 'rejected', reject_reason: reason, ...reviewed }).where('id', '=', id).execute();
    }
    await recordEvent(trx, id, decision.approve ? 'approved' : 'rejected', `editor:${reviewer}`, now, { reason });
    const notice = await recordNotice(trx, { memberId: demand.member_id, kind: decision.approve ? 'approved' : 'rejected', demandId: id, title, reason, dueAt: decision.approve ? expiresAt : null, at: now });
    return { notice, outcome: { id, status: decision.approve ? ('approved' as const) : ('rejected' as const), rejectReason: reason } };
  });
  if (!result) return null;
  notices?.send([result.notice]);
  return result.outcome;
}

/** An editor takes an approved demand off the board, with a reason the author reads. */
export async function takeDownDemand(db: Db, id: number, reason: string, reviewer: string, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('demand').set({ status: 'rejected', reject_reason: reason.trim().slice(0, REJECT_REASON_MAX), reviewed_at: now, reviewed_by: reviewer })
      .where('id', '=', id).where('status', '=', 'approved').returning('id').executeTakeFirst();
    if (!updated) return false;
    await trx.deleteFrom('demand_revision').where('demand_id', '=', id).execute();
    await recordEvent(trx, id, 'takenDown', `editor:${reviewer}`, now, { reason: reason.trim().slice(0, REJECT_REASON_MAX) });
    return true;
  });
}
