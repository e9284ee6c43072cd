import { sql } from 'kysely';
import type { Db } from '../../db/engine';

/**
 * Erases the person from visitor registrations (an account closed, a registration deleted from its
 * badge page, or registrations past their retention): the row keeps its id, edition, badge number,
 * days and admissions, so counts stay, and loses every personal field for good; the badge is
 * revoked, the exhibitors' leads keep their rating and tags but lose their notes about the person
 * and show DELETED_VISITOR, and the console's audit rows about the registration keep their ids and
 * lose their contents. Runs inside the caller's transaction. The number of registrations erased.
 */
export async function eraseVisitors(db: Db, visitorIds: number[], at: Date): Promise<number> {
  if (!visitorIds.length) return 0;
  const erased = await db.updateTable('visitor')
    .set({
      name: '', company: '', job_title: '', country: '', province: null, mobile: null, email: null, business_type: '', purpose: null,
      interests: '[]', share_contact: false, findable: false, invitation_code: null, erased_at: at,
      contact: sql<string>`'erased:' || id`, token_nonce: sql<string>`md5(random()::text)`, revoked_at: sql<Date>`coalesce(revoked_at, ${at})`,
    })
    .where('id', 'in', visitorIds).where('erased_at', 'is', null).returning('id').execute();
  await db.updateTable('lead').set({ notes: '', updated_at: at }).where('visitor_id', 'in', visitorIds).execute();
  await db.updateTable('editor_audit').set({ changes: JSON.stringify({ erased: true }) })
    .where('resource', '=', 'visitors').where('record_key', 'in', visitorIds.map(String)).execute();
  return erased.length;
}
