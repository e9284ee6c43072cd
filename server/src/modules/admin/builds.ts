import type { Db } from '../../db/engine';

/** The latest site builds: when, how long, why, and how it ended. */
export async function buildHistory(db: Db, limit = 20) {
  const rows = await db.selectFrom('site_build').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    trigger: r.trigger,
    status: r.status,
    startedAt: r.started_at.toISOString(),
    seconds: r.finished_at ? Math.round((r.finished_at.getTime() - r.started_at.getTime()) / 1000) : null,
    error: r.error,
  }));
}
