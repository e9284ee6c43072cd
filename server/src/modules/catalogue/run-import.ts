import { createHash } from 'node:crypto';
import type { MessageKey } from '@expo/contract';
import { bumpContentVersion } from '../../db/content-version';
import type { Db } from '../../db/engine';
import { writePlan } from './apply';
import { checkSheets, type Plan } from './check';
import { countRows, finishImport, progressWriter, reportOrder, startImport } from './imports';
import { readFile, type ReadFile } from './read-file';
import { Refused } from './refusal';
import { kindSheets } from './sheets';

// One import, a check or an apply, from the file's bytes to its report. An apply takes only the
// bytes of a check with no refused row (the same sha256), checks them again inside its one
// transaction, writes, logs and bumps the content version once; nothing at all when nothing changes.

export interface ImportRequest {
  id: string;
  mode: 'check' | 'apply';
  fileName: string;
  /** apply: the check's id */
  checked?: string;
  bytes: Buffer;
  /** who imports: an editor, or the command line (id null) */
  editor: { id: number | null; username: string };
}

/** Runs the import; a file or an apply refused as a whole throws Refused (the record says why, with the report when there is one). */
export async function runImport(db: Db, request: ImportRequest): Promise<void> {
  const { id, mode, fileName, bytes, editor } = request;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (!(await startImport(db, { id, mode, fileName, sha256, checkedId: request.checked ?? null, editor }))) throw new Refused('catalogueIdTaken');
  const progress = progressWriter(db, id);
  let file: ReadFile | undefined;
  let refusedNow: Plan | undefined;
  try {
    const checked = mode === 'apply' ? await usableCheck(db, request.checked, sha256) : null;
    file = await readFile(bytes, fileName, progress.onRows);
    await progress.done();
    const sheets = kindSheets(file.sheets);
    const rowsRead = sheets.reduce((n, sheet) => n + sheet.rows.length, 0);
    const { read, zip, pictures } = file;
    if (!checked) {
      const plan = await checkSheets(db, sheets, pictures);
      await finishImport(db, id, { state: 'checked', read, zip, rows: reportOrder(plan.rows), rowsRead });
      return;
    }
    const plan = await db.transaction().execute(async (trx) => {
      // One apply per check: a second one waits here for the first, then finds the check used.
      const check = await trx.selectFrom('catalogue_import').select('applied_by').where('id', '=', checked).forUpdate().executeTakeFirst();
      if (!check || check.applied_by) throw new Refused('catalogueCheckUsed');
      const again = await checkSheets(trx, sheets, pictures);
      const refused = again.rows.filter((row) => row.outcome === 'refused').length;
      if (refused) {
        refusedNow = again;
        throw new Refused('catalogueRefusedNow', { n: refused });
      }
      const changed = await writePlan(trx, again);
      if (changed !== null) {
        const { counts, kinds } = countRows(again.rows);
        await trx.insertInto('editor_audit').values({ editor_id: editor.id, editor: editor.username, action: 'import', resource: 'catalogue', record_key: id, changes: JSON.stringify({ file: fileName, counts, kinds }) }).execute();
        await bumpContentVersion(trx, changed);
      }
      await trx.updateTable('catalogue_import').set({ applied_by: id, updated_at: new Date() }).where('id', '=', checked).execute();
      return again;
    });
    await finishImport(db, id, { state: 'applied', read, zip, rows: reportOrder(plan.rows), rowsRead });
  } catch (error) {
    await progress.done();
    const refused = error instanceof Refused ? error : databaseRefusal(error);
    await finishImport(db, id, {
      state: 'failed', read: file?.read ?? null, zip: file?.zip ?? false, rows: refusedNow ? reportOrder(refusedNow.rows) : undefined,
      error: refused ?? new Refused('catalogueWriteFailed', { problem: 'error' }),
    });
    throw refused ?? error;
  } finally {
    file?.close();
  }
}

/** The check an apply names: of the same bytes, finished, with no refused row, not applied yet. */
async function usableCheck(db: Db, checked: string | undefined, sha256: string): Promise<string> {
  const check = checked ? await db.selectFrom('catalogue_import').selectAll().where('id', '=', checked).executeTakeFirst() : undefined;
  if (!check || check.mode !== 'check' || check.state !== 'checked') throw new Refused('catalogueCheckFirst');
  if (check.sha256 !== sha256) throw new Refused('catalogueNotChecked');
  const refused = (check.counts as { refused?: number } | null)?.refused ?? 0;
  if (refused > 0) throw new Refused('catalogueCheckRefused', { n: refused });
  if (check.applied_by) throw new Refused('catalogueCheckUsed');
  return check.id;
}

/** A rule only the database knew (a constraint) broken by the writes: the apply is refused, nothing written. */
function databaseRefusal(error: unknown): Refused | null {
  const code = (error as { code?: string }).code;
  const reasons: Record<string, MessageKey> = { '23503': 'refMissing', '23505': 'keyTaken', '23514': 'nameNeeded', '23502': 'valueMissing', '22001': 'badValue', '22P02': 'badValue', '22003': 'badValue' };
  const reason = code ? reasons[code] : undefined;
  return reason ? new Refused('catalogueWriteFailed', {}, { problem: reason }) : null;
}
