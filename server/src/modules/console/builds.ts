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

/** Asks the rebuild worker, wherever it runs, for a build now (even when nothing changed). */
export async function requestRebuild(db: Db, reason: string): Promise<{ queued: true; building: boolean }> {
  await db.insertInto('rebuild_request').values({ reason }).execute();
  const running = await db.selectFrom('site_build').select('id').where('status', '=', 'running').executeTakeFirst();
  return { queued: true, building: Boolean(running) };
}

/** The worker's side: the reasons of the requests not yet taken, marked taken. */
export async function takeRebuildRequests(db: Db): Promise<string[]> {
  const rows = await db.updateTable('rebuild_request').set({ taken_at: new Date() }).where('taken_at', 'is', null).returning('reason').execute();
  return rows.map((row) => row.reason);
}
