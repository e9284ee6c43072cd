import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { RANKED_TYPES, RANKING_WEIGHTS, RANKING_WINDOW_DAYS, type RankedType } from '@expo/contract';
import type { Db } from '../../db/engine';
import { bumpContentVersion } from '../../db/content-version';
import { rankingDay } from './counts';

/** How often each API process brings the stored scores (the `popularity` column) up to date. */
export const RANKING_REFRESH_MINUTES = 60;

/** The score of each item with counts in the window, and its parts (SQL: the published formula). */
export function scoreParts(targetType: RankedType, today = rankingDay()) {
  return sql`SELECT target_id,
      sum(collects)::int AS collects, sum(likes)::int AS likes, sum(views)::int AS views,
      (sum(collects) * ${RANKING_WEIGHTS.collect} + sum(likes) * ${RANKING_WEIGHTS.like} + sum(views) * ${RANKING_WEIGHTS.view})::int AS score
    FROM ranking_tally
    WHERE target_type = ${targetType} AND day > ${today}::date - ${RANKING_WINDOW_DAYS}::int
    GROUP BY target_id`;
}

/**
 * Writes each exhibitor's and product's score into its `popularity` (what the lists and the
 * ranking pages order by) and, when any changed, marks the content changed so the site is
 * rebuilt with the new ranking. Answers how many items changed.
 */
export async function refreshRankings(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const changed: Record<RankedType, number[]> = { exhibitor: [], product: [] };
    for (const type of RANKED_TYPES) {
      const table = sql.table(type);
      const result = await sql<{ id: number }>`
        UPDATE ${table} AS x SET popularity = s.score
        FROM (SELECT i.id, coalesce(p.score, 0) AS score FROM ${table} i LEFT JOIN (${scoreParts(type)}) p ON p.target_id = i.id) s
        WHERE x.id = s.id AND x.popularity <> s.score
        RETURNING x.id`.execute(trx);
      changed[type] = result.rows.map((r) => r.id);
    }
    const count = changed.exhibitor.length + changed.product.length;
    if (count) await bumpContentVersion(trx, changed);
    return count;
  });
}

/** Refreshes the rankings every RANKING_REFRESH_MINUTES (and at start, except in tests). */
export function scheduleRankingRefresh(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () => refreshRankings(app.engine.db).catch((error: unknown) => app.log.warn({ err: error }, 'the ranking refresh failed'));
  app.addHook('onReady', async () => {
    if (app.config.nodeEnv !== 'test') void run();
    timer = setInterval(() => void run(), RANKING_REFRESH_MINUTES * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
