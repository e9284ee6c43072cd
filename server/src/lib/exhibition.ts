import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from './envelope';

export type Exhibition = Selectable<Database['exhibition']>;

/**
 * The exhibition (the show): its one row, which the console edits but never adds to (the first by
 * id). The one read of it for every module; none yet (an unseeded database) is a 404.
 */
export async function readExhibition(db: Kysely<Database>): Promise<Exhibition> {
  const show = await db.selectFrom('exhibition').selectAll().orderBy('id').limit(1).executeTakeFirst();
  if (!show) throw notFound('Exhibition');
  return show;
}
