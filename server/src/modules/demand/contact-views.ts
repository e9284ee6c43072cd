import { sql } from 'kysely';
import { CONTACT_VIEWS_PER_DAY, showDate } from '@expo/contract';
import type { Db } from '../../db/engine';

/**
 * Whether a signed-in member may see a demand's full contact details now: yes for a demand they
 * already saw today, else only while today's count is under CONTACT_VIEWS_PER_DAY. The count is
 * raised by one conditional upsert (the row is locked while it is decided), so N parallel requests
 * over any number of API processes reveal exactly the demands the limit allows.
 */
export async function mayRevealContact(db: Db, memberId: number, demandId: number, now: Date): Promise<boolean> {
  const day = showDate(now);
  const seen = await db.selectFrom('contact_view').select('demand_id')
    .where('member_id', '=', memberId).where('day', '=', day).where('demand_id', '=', demandId).executeTakeFirst();
  if (seen) return true;
  const counted = await sql<{ used: number }>`
    INSERT INTO contact_view_day (member_id, day, used) VALUES (${memberId}, ${day}, 1)
    ON CONFLICT (member_id, day) DO UPDATE SET used = contact_view_day.used + 1
    WHERE contact_view_day.used < ${CONTACT_VIEWS_PER_DAY}
    RETURNING used`.execute(db);
  if (counted.rows.length === 0) return false;
  await db.insertInto('contact_view').values({ member_id: memberId, day, demand_id: demandId }).onConflict((oc) => oc.doNothing()).execute();
  return true;
}
