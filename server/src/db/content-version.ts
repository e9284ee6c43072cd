import { sql } from 'kysely';
import type { Db } from './engine';

/** Marks the content as changed, so that the site is rebuilt. */
export async function bumpContentVersion(db: Db): Promise<void> {
  await db.updateTable('content_version').set({ version: sql`version + 1`, changed_at: new Date() }).where('id', '=', 1).execute();
}
