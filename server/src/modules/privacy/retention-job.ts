import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { RETENTION_DEFAULT_DAYS, RETENTION_KINDS, RETENTION_NOTICE_DAYS_BEFORE, maskEmail, maskPhone, showDate, type RetentionKind } from '@expo/contract';
import type { Db } from '../../db/engine';
import { readExhibition } from '../../lib/exhibition';
import { recordNotice, type NoticeOutbox } from '../notices/outbox';
import { eraseVisitors } from '../visitor/erase';
import { eraseClosedAccounts } from './erasure';

/** How often each API process runs the pass; each step is done once a kind and edition (retention_done), so the period only bounds the delay. */
export const RETENTION_JOB_INTERVAL_MS = 60 * 60_000;

type Step = RetentionKind | 'leadContactsNotice';
export interface RetentionReport {
  accountsErased: number;
  /** rows touched per step and edition done in this pass, e.g. { 'registrations 2026-05-12': 120 } */
  steps: Record<string, number>;
  noticeIds: number[];
}

/**
 * One pass of the retention job (docs/decisions.md, "Retention after the show"): erases the
 * accounts whose closing grace has passed, tells exhibitors RETENTION_NOTICE_DAYS_BEFORE days before
 * their leads' contacts are masked, and masks or deletes each kind of record of an edition once its
 * period after the show's last day has passed. Every process runs it; each step runs in a
 * transaction under one advisory lock and is recorded in retention_done, so of two passes at the
 * same moment the second waits, finds the step recorded and skips it.
 */
export async function retentionPass(db: Db, now: Date): Promise<RetentionReport> {
  const report: RetentionReport = { accountsErased: 0, steps: {}, noticeIds: [] };
  report.accountsErased = await eraseClosedAccounts(db, now, report.noticeIds);
  const today = showDate(now);
  const days = await periods(db);
  for (const { edition, lastDay } of await editions(db)) {
    const noticeFrom = plusDays(lastDay, days.leadContacts - RETENTION_NOTICE_DAYS_BEFORE);
    const due = (kind: RetentionKind) => today > plusDays(lastDay, days[kind]);
    if (today >= noticeFrom && !due('leadContacts')) {
      await once(db, 'leadContactsNotice', edition, report, (trx) => noticeLeadMasking(trx, edition, plusDays(lastDay, days.leadContacts + 1), now, report));
    }
    for (const kind of RETENTION_KINDS) if (due(kind)) await once(db, kind, edition, report, (trx) => STEPS[kind](trx, edition, now));
  }
  return report;
}

/** The organiser's period per kind (console resource retentionPeriods), the contract's default where none is set. */
export async function periods(db: Db): Promise<Record<RetentionKind, number>> {
  const rows = await db.selectFrom('retention_setting').select(['kind', 'days']).execute();
  const set = new Map(rows.map((r) => [r.kind, r.days]));
  return Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, set.get(kind) ?? RETENTION_DEFAULT_DAYS[kind]])) as Record<RetentionKind, number>;
}

/**
 * The editions holding records, each with its last day: the exhibition's end date for the current
 * edition; an earlier one (only its first day is stored, as `edition`) lasted as many days as the
 * current one.
 */
async function editions(db: Db): Promise<{ edition: string; lastDay: string }[]> {
  const show = await readExhibition(db).catch(() => null);
  if (!show) return [];
  const start = String(show.start_date).slice(0, 10);
  const end = String(show.end_date).slice(0, 10);
  const length = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
  const { rows } = await sql<{ edition: string }>`SELECT DISTINCT edition::text AS edition FROM visitor UNION SELECT DISTINCT edition::text FROM meeting ORDER BY 1`.execute(db);
  return rows.map(({ edition }) => ({ edition, lastDay: edition === start ? end : plusDays(edition, length) }));
}

function plusDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

async function once(db: Db, step: Step, edition: string, report: RetentionReport, work: (trx: Db) => Promise<number>): Promise<void> {
  const done = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('retention'))`.execute(trx);
    const before = await trx.selectFrom('retention_done').select('rows').where('kind', '=', step).where('edition', '=', edition).executeTakeFirst();
    if (before) return null;
    const rows = await work(trx);
    await trx.insertInto('retention_done').values({ kind: step, edition, rows }).execute();
    return rows;
  });
  if (done !== null) report.steps[`${step} ${edition}`] = done;
}

/** The visitors of an edition not erased yet. */
const visitorsOf = (db: Db, edition: string) => db.selectFrom('visitor').select('id').where('edition', '=', edition).where('erased_at', 'is', null);

const STEPS: Record<RetentionKind, (trx: Db, edition: string, now: Date) => Promise<number>> = {
  /** Leads' mobile and e-mail, masked by the one masking rule (contract/masking.ts); name, company and title stay. */
  async leadContacts(trx, edition) {
    const rows = await trx.selectFrom('visitor as v').select(['v.id', 'v.mobile', 'v.email'])
      .where('v.edition', '=', edition).where('v.erased_at', 'is', null)
      .where((w) => w.exists(w.selectFrom('lead as l').select('l.id').whereRef('l.visitor_id', '=', 'v.id')))
      .where((w) => w.or([w('v.mobile', 'is not', null), w('v.email', 'is not', null)])).execute();
    if (!rows.length) return 0;
    await sql`UPDATE visitor v SET mobile = x.mobile, email = x.email
      FROM unnest(${rows.map((r) => r.id)}::int[], ${rows.map((r) => (r.mobile ? maskPhone(r.mobile) : null))}::text[], ${rows.map((r) => (r.email ? maskEmail(r.email) : null))}::text[]) AS x(id, mobile, email)
      WHERE v.id = x.id`.execute(trx);
    return rows.length;
  },
  /** Registrations lose the person (eraseVisitors); leads show a deleted visitor; counts stay. */
  async registrations(trx, edition, now) {
    const ids = (await visitorsOf(trx, edition).execute()).map((v) => v.id);
    return eraseVisitors(trx, ids, now);
  },
  /** Badge scans lose the visitor, the team member and the device; their exhibitor, kind, result and time stay (counts). */
  async scans(trx, edition) {
    const result = await trx.updateTable('badge_scan').set({ visitor_id: null, member_id: null, device_id: '' })
      .where('visitor_id', 'in', trx.selectFrom('visitor').select('id').where('edition', '=', edition)).executeTakeFirst();
    return Number(result.numUpdatedRows);
  },
  /** Meetings' threads are deleted, and the request's message; the meetings' times, status and parties stay. */
  async meetingThreads(trx, edition) {
    const meetings = trx.selectFrom('meeting').select('id').where('edition', '=', edition);
    const result = await trx.deleteFrom('meeting_post').where('meeting_id', 'in', meetings).executeTakeFirst();
    await trx.updateTable('meeting').set({ message: '' }).where('edition', '=', edition).execute();
    return Number(result.numDeletedRows);
  },
};

/** Tells every team member of each exhibitor holding leads of the edition with a contact: their contacts are masked on `on`. */
async function noticeLeadMasking(trx: Db, edition: string, on: string, now: Date, report: RetentionReport): Promise<number> {
  const members = await trx.selectFrom('member').select('id')
    .where('erased_at', 'is', null)
    .where('exhibitor_id', 'in', trx.selectFrom('lead as l').innerJoin('visitor as v', 'v.id', 'l.visitor_id').select('l.exhibitor_id')
      .where('v.edition', '=', edition).where('v.erased_at', 'is', null).where('v.share_contact', '=', true))
    .orderBy('id').execute();
  const dueAt = new Date(`${on}T00:00:00+08:00`);
  for (const m of members) report.noticeIds.push(await recordNotice(trx, { memberId: m.id, kind: 'leadsMasking', title: edition, dueAt, at: now }));
  return members.length;
}

/** Runs the pass when the app is ready and every RETENTION_JOB_INTERVAL_MS, until the app closes; notices are sent after each pass. */
export function scheduleRetentionJob(app: FastifyInstance, notices: NoticeOutbox): void {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running = running.then(async () => notices.send((await retentionPass(app.engine.db, app.now())).noticeIds))
      .catch((error: unknown) => app.log.error({ err: error }, 'retention pass failed'));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, RETENTION_JOB_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
