import { ACCOUNT_CLOSE_GRACE_DAYS } from '@expo/contract';
import type { Db } from '../../db/engine';
import { cancelMeetingsOfErased } from '../meeting/erased';
import { eraseVisitors } from '../visitor/erase';

/**
 * Erases a closed account's person everywhere it appears (docs/decisions.md, "Closing an
 * account"), keeping what KEPT_AFTER_ERASURE (contract/retention.ts) lists: ids, times and counts.
 * The tables are those memberData (member-data.ts) reads; a table added there is weighed here.
 * Runs inside the caller's transaction; answers the ids of the notices it recorded, to send after it.
 */
export async function eraseMember(db: Db, memberId: number, at: Date): Promise<number[]> {
  await db.updateTable('member').set({
    mobile: null, email: null, password_hash: '', nickname: null, avatar: null, company_name: null, position: null, remark: null,
    exhibitor_id: null, exhibitor_bound_at: null, erased_at: at, updated_at: at,
  }).where('id', '=', memberId).execute();
  await db.deleteFrom('session').where('member_id', '=', memberId).execute();

  // registrations and badges; the exhibitors' leads show a deleted visitor
  const visitors = await db.selectFrom('visitor').select('id').where('member_id', '=', memberId).execute();
  await eraseVisitors(db, visitors.map((v) => v.id), at);

  // meetings keep their times, topic (a category) and exhibitor; they lose what the person wrote and the thread;
  // the open ones and those accepted ahead are cancelled, and the team is told
  const meetings = db.selectFrom('meeting').select('id').where('member_id', '=', memberId);
  await db.updateTable('meeting').set({ message: '', reason: null }).where('member_id', '=', memberId).execute();
  await db.deleteFrom('meeting_post').where('meeting_id', 'in', meetings).execute();
  const notices = await cancelMeetingsOfErased(db, memberId, at);

  // demands are taken down (off the board, no more notices) and lose their contents and contacts
  const demands = await db.updateTable('demand').set({
    status: 'rejected', reject_reason: null, expires_at: at, expiry_stage: 2, updated_at: at,
    product_name: null, regional_req: null, brand_req: null, product_brand: null, brand_logo: null, product_photo: null, demand_time: null,
    company_name: null, company_address: null, job_title: null, member_name: null, nickname: null, now_city: null, intention_city: null,
    edu: null, age: null, work_experience: null, intro: '', mobile: '', email: null,
  }).where('member_id', '=', memberId).returning('id').execute();
  await db.updateTable('editor_audit').set({ changes: JSON.stringify({ erased: true }) })
    .where('resource', '=', 'demands').where('record_key', 'in', demands.length ? demands.map((d) => String(d.id)) : ['-']).execute();

  // inquiries stay counted for the exhibitor, without the person
  await db.updateTable('inquiry').set({ name: '', mobile: '', email: '', contents: '' }).where('member_id', '=', memberId).execute();

  // what only the person used
  await db.deleteFrom('visit_plan_time').where('member_id', '=', memberId).execute();
  await db.deleteFrom('notification').where('member_id', '=', memberId).execute();
  await db.deleteFrom('notice_setting').where('member_id', '=', memberId).execute();
  await db.deleteFrom('data_export').where('member_id', '=', memberId).execute();
  await db.deleteFrom('code_request').where('member_id', '=', memberId).execute();
  return notices;
}

/**
 * Erases the accounts whose grace has passed by `now`, one transaction each; a sign-in that
 * cancels at the same moment either comes first (nothing is erased) or finds the account gone.
 * Rows are claimed FOR UPDATE SKIP LOCKED, so two processes never erase the same account twice.
 * The number erased; the ids of the notices recorded go into `noticeIds`.
 */
export async function eraseClosedAccounts(db: Db, now: Date, noticeIds: number[] = []): Promise<number> {
  const due = new Date(now.getTime() - ACCOUNT_CLOSE_GRACE_DAYS * 86_400_000);
  let erased = 0;
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('member').select('id')
        .where('close_requested_at', '<=', due).where('erased_at', 'is', null)
        .orderBy('id').limit(1).forUpdate().skipLocked().executeTakeFirst();
      if (!row) return false;
      noticeIds.push(...(await eraseMember(trx, row.id, now)));
      return true;
    });
    if (!done) return erased;
    erased += 1;
  }
}
