import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/engine';
import { addDays } from './clock';
import { recordEvent } from './history';
import { recordNotice, type NoticeOutbox } from '../notices/outbox';
import { EXPIRY_NOTICE_DAYS } from '@expo/contract';
import { demandTitle } from './view';

/** How often each API process looks for demands to warn about or to record as expired. */
export const EXPIRY_JOB_INTERVAL_MS = 10 * 60_000;

/**
 * One pass of the expiry job: tells the authors of demands that leave the board within
 * EXPIRY_NOTICE_DAYS, and records the expiry of those whose period ended. Each step moves a
 * demand's expiry_stage by a conditional update, so a demand is warned and recorded once even when
 * several processes run the pass at the same moment (the second waits for the row and no longer
 * matches). The board itself never waits for the job: it compares expires_at with the clock.
 */
export async function expiryPass(db: Db, now: Date, notices?: NoticeOutbox): Promise<{ warned: number; expired: number }> {
  const warned = await db.transaction().execute(async (trx) => {
    const rows = await trx.updateTable('demand').set({ expiry_stage: 1 })
      .where('status', '=', 'approved').where('expiry_stage', '=', 0).where('expires_at', '>', now).where('expires_at', '<=', addDays(now, EXPIRY_NOTICE_DAYS))
      .returning(['id', 'member_id', 'product_name', 'job_title', 'member_name', 'expires_at']).execute();
    const ids: number[] = [];
    for (const r of rows) ids.push(await recordNotice(trx, { memberId: r.member_id, kind: 'expiring', demandId: r.id, title: demandTitle(r), dueAt: r.expires_at, at: now }));
    return ids;
  });
  notices?.send(warned);
  const expired = await db.transaction().execute(async (trx) => {
    const rows = await trx.updateTable('demand').set({ expiry_stage: 2 })
      .where('status', '=', 'approved').where('expiry_stage', '<', 2).where('expires_at', '<=', now)
      .returning(['id', 'expires_at']).execute();
    for (const r of rows) await recordEvent(trx, r.id, 'expired', 'system', r.expires_at ?? now);
    return rows.length;
  });
  return { warned: warned.length, expired };
}

/** Runs the pass when the app is ready and every EXPIRY_JOB_INTERVAL_MS, until the app closes. */
export function scheduleExpiryJob(app: FastifyInstance, notices: NoticeOutbox): void {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running = running.then(() => expiryPass(app.engine.db, app.now(), notices)).catch((error: unknown) => app.log.error({ err: error }, 'demand expiry pass failed'));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, EXPIRY_JOB_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    await notices.settled();
  });
}
