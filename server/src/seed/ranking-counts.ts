import type { Db } from '../db/engine';
import { rankingDay } from '../modules/ranking/counts';

/**
 * The demo's ranking counts: yesterday's views, as many as each item's demo popularity, so the
 * stored popularity is the published formula's score (a view weighs 1) for the next 30 days.
 * Real counts replace them as visitors come.
 */
export async function seedRankingCounts(db: Db, items: { exhibitor: readonly Item[]; product: readonly Item[] }): Promise<void> {
  for (const table of ['ranking_tally', 'ranking_act', 'ranking_visit', 'ranking_address'] as const) await db.deleteFrom(table).execute();
  const day = rankingDay(new Date(Date.now() - 86_400_000));
  const rows = (['exhibitor', 'product'] as const).flatMap((target_type) =>
    items[target_type].filter((i) => i.popularity > 0).map((i) => ({ target_type, target_id: i.id, day, views: i.popularity })),
  );
  for (let i = 0; i < rows.length; i += 1000) await db.insertInto('ranking_tally').values(rows.slice(i, i + 1000)).execute();
}

interface Item {
  id: number;
  popularity: number;
}
