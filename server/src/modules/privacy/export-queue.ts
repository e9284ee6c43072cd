import { sql, type Selectable } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/engine';
import { PolledQueue } from '../../lib/polled-queue';
import { dataHtml, dataJson } from './export-files';
import { memberData } from './member-data';
import type { DataExportTable } from './tables';

type Request = Selectable<DataExportTable>;

/** Tries of one export, the waits before a retry, the polling ("prepared within a minute") and the batch a run claims. */
/** An expired request's row (times and outcome, no data) is kept this long, then deleted. */
export const EXPORT_ROWS_KEPT_DAYS = 30;

export const EXPORT_QUEUE = { attempts: 3, waitSeconds: [5, 20], pollMs: 5_000, claimTimeoutSeconds: 60, batch: 5 } as const;

/**
 * Prepares the members' data exports after their request was answered: every API process works
 * the rows (claimed with FOR UPDATE SKIP LOCKED), reads the member's records and writes the JSON
 * and the page into the row, where each waits for its one download. A run also empties the files
 * of exports past their expiry, so nothing of a member's data outlives its link, and deletes the
 * rows EXPORT_ROWS_KEPT_DAYS after.
 */
export class DataExportQueue extends PolledQueue<Request> {
  constructor(db: Db, log: FastifyBaseLogger) {
    super(db, log, { table: 'data_export', name: 'data export', drainMs: 30_000, ...EXPORT_QUEUE });
  }

  protected async runOnce(): Promise<number> {
    const claimed = await this.claim();
    for (const row of claimed) await this.prepare(row);
    await this.db.updateTable('data_export').set({ json_file: null, html_file: null })
      .where('expires_at', '<', sql<Date>`now()`).where((w) => w.or([w('json_file', 'is not', null), w('html_file', 'is not', null)])).execute();
    await this.db.deleteFrom('data_export').where('expires_at', '<', sql<Date>`now() - make_interval(days => ${EXPORT_ROWS_KEPT_DAYS})`).execute();
    return claimed.length;
  }

  private async prepare(row: Request): Promise<void> {
    try {
      const data = await memberData(this.db, row.member_id);
      const at = new Date();
      await this.db.updateTable('data_export')
        .set({ json_file: dataJson(data, at, row.member_id), html_file: dataHtml(data, at, row.lang), done_at: sql<Date>`now()`, outcome: 'ready' })
        .where('id', '=', row.id).execute();
    } catch (error) {
      this.log.error({ err: error, dataExport: row.id }, 'data export failed');
      if (!(await this.retryLater(row))) await this.db.updateTable('data_export').set({ done_at: sql<Date>`now()`, outcome: 'failed' }).where('id', '=', row.id).execute();
    }
  }
}
