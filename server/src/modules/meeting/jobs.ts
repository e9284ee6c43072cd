import type { FastifyInstance } from 'fastify';
import { MEETING_REMIND_AFTER_HOURS, MEETING_SOON_MINUTES, OPEN_MEETING_STATUSES } from '@expo/contract';
import type { Db } from '../../db/engine';
import type { NoticeOutbox } from '../notices/outbox';
import { releaseHold } from './holds';
import { tellSide } from './notices';

/** How often each API process looks for meetings to remind about or to expire. */
export const MEETING_JOB_INTERVAL_MS = 60_000;

/**
 * One pass: expires open meetings whose answer did not come in time (their slot is free again)
 * and tells the visitor; reminds the side that must answer a request open for a day; reminds both
 * sides of a meeting about to start. Each step claims its meetings by a conditional update, so
 * several processes running the pass at once do each once.
 */
export async function meetingPass(db: Db, now: Date): Promise<{ notices: number[]; expired: number; reminded: number; soon: number }> {
  const notices: number[] = [];
  const expired = await db.transaction().execute(async (trx) => {
    const rows = await trx.updateTable('meeting').set({ status: 'expired', ended_by: 'system', updated_at: now })
      .where('status', 'in', OPEN_MEETING_STATUSES).where('expires_at', '<=', now).returning(['id', 'initiated_by']).execute();
    for (const row of rows) {
      await releaseHold(trx, row.id);
      if (row.initiated_by === 'visitor') notices.push(...(await tellSide(trx, row.id, 'visitor', 'meetingExpired', now)));
    }
    return rows.length;
  });
  const reminded = await db.transaction().execute(async (trx) => {
    const rows = await trx.updateTable('meeting').set({ reminded_at: now })
      .where('status', 'in', OPEN_MEETING_STATUSES).where('reminded_at', 'is', null).where('expires_at', '>', now)
      .where('asked_at', '<=', new Date(now.getTime() - MEETING_REMIND_AFTER_HOURS * 3_600_000)).returning(['id', 'status']).execute();
    for (const row of rows) notices.push(...(await tellSide(trx, row.id, row.status === 'requested' ? 'team' : 'visitor', 'meetingWaiting', now)));
    return rows.length;
  });
  const soon = await db.transaction().execute(async (trx) => {
    const rows = await trx.updateTable('meeting').set({ soon_sent_at: now })
      .where('status', '=', 'accepted').where('soon_sent_at', 'is', null).where('starts_at', '>', now)
      .where('starts_at', '<=', new Date(now.getTime() + MEETING_SOON_MINUTES * 60_000)).returning('id').execute();
    for (const row of rows) {
      notices.push(...(await tellSide(trx, row.id, 'visitor', 'meetingSoon', now)), ...(await tellSide(trx, row.id, 'team', 'meetingSoon', now)));
    }
    return rows.length;
  });
  return { notices, expired, reminded, soon };
}

/** Runs the pass when the app is ready and every MEETING_JOB_INTERVAL_MS, until the app closes; its notices go out after each pass. */
export function scheduleMeetingJob(app: FastifyInstance, notices: NoticeOutbox): void {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running = running
      .then(async () => notices.send((await meetingPass(app.engine.db, app.now())).notices))
      .catch((error: unknown) => app.log.error({ err: error }, 'meeting pass failed'));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, MEETING_JOB_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
