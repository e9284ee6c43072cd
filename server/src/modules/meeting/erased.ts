import { sql } from 'kysely';
import { OPEN_MEETING_STATUSES } from '@expo/contract';
import { releaseHold } from './holds';
import type { DbOrTrx } from './hours';
import { tellSide } from './notices';

/**
 * Closes the meetings of a person being erased (an account closed): every open request or
 * invitation and every accepted meeting still ahead is cancelled by the system (its time kept, its
 * slot freed), shows the reason meetingErasedReason in its reader's language (view.ts,
 * meetingReason) and can no longer be answered or written to (meetings.ts). Past meetings keep
 * their status. The team is told; answers the notices' ids, to send after the caller's commit.
 */
export async function cancelMeetingsOfErased(trx: DbOrTrx, memberId: number, at: Date): Promise<number[]> {
  const closed = await trx.updateTable('meeting')
    .set({ status: 'cancelled', reason: null, ended_by: 'system', expires_at: null, updated_at: at, sequence: sql`sequence + 1` })
    .where('member_id', '=', memberId)
    .where((w) => w.or([w('status', 'in', OPEN_MEETING_STATUSES), w.and([w('status', '=', 'accepted'), w('starts_at', '>', at)])]))
    .returning('id').execute();
  const notices: number[] = [];
  for (const { id } of closed) {
    await releaseHold(trx, id);
    notices.push(...(await tellSide(trx, id, 'team', 'meetingErased', at)));
  }
  return notices;
}
