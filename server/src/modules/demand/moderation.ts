import { REJECT_REASON_MAX } from '@expo/contract';
import type { Db } from '../../db/engine';

export type ReviewOutcome = { id: number; status: 'approved' | 'rejected'; rejectReason: string | null } | null;

/** What a reviewer reads of a demand, beside its title and introduction (the filled ones are sent). */
const DETAIL_COLUMNS = [
  'product_name', 'product_category_id', 'production', 'regional_req', 'brand_req', 'product_brand', 'brand_logo', 'product_photo', 'demand_time',
  'company_name', 'company_address', 'job_title', 'member_name', 'nickname', 'now_city', 'intention_city', 'edu', 'age', 'work_experience',
  'effective_time', 'mobile', 'email',
] as const;

/** The review queue of demands, shared by the editor API, the admin API and `npm run moderate`. */
export async function listDemands(db: Db, status: 'pending' | 'approved' | 'rejected' = 'pending', limit = 50) {
  const rows = await db.selectFrom('demand').select(['id', 'demand_type', 'status', 'intro', 'created_at', 'updated_at', 'reject_reason', 'reviewed_at', 'reviewed_by', ...DETAIL_COLUMNS])
    .where('status', '=', status).orderBy('updated_at', status === 'pending' ? 'asc' : 'desc').orderBy('id').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    demandType: r.demand_type,
    status: r.status,
    title: r.product_name ?? r.job_title ?? r.member_name ?? '',
    intro: r.intro,
    rejectReason: r.reject_reason,
    createTime: r.created_at.toISOString(),
    updateTime: r.updated_at.toISOString(),
    reviewedBy: r.reviewed_by,
    reviewTime: r.reviewed_at?.toISOString() ?? null,
    details: Object.fromEntries(DETAIL_COLUMNS.filter((c) => r[c] !== null && r[c] !== '').map((c) => [c, r[c]])) as Record<string, string | number>,
  }));
}

export async function reviewDemand(db: Db, id: number, decision: { approve: true } | { approve: false; reason: string }, reviewer: string): Promise<ReviewOutcome> {
  const updated = await db.updateTable('demand')
    .set({
      status: decision.approve ? 'approved' : 'rejected',
      reject_reason: decision.approve ? null : decision.reason.trim().slice(0, REJECT_REASON_MAX),
      reviewed_at: new Date(),
      reviewed_by: reviewer,
    })
    .where('id', '=', id)
    .returning(['id', 'status', 'reject_reason'])
    .executeTakeFirst();
  return updated ? { id: updated.id, status: updated.status as 'approved' | 'rejected', rejectReason: updated.reject_reason } : null;
}
