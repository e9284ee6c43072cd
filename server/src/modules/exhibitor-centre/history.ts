import type { DraftKind, HistoryEntry } from '@expo/contract';
import type { Db } from '../../db/engine';
import { iso } from '../content/query';
import { changedFields, presentFields } from './fields';

/** Every published version of a record, newest first, each with the fields it changed. */
export async function historyOf(db: Db, kind: DraftKind, recordId: number): Promise<HistoryEntry[]> {
  const rows = await db.selectFrom('exhibitor_version').selectAll().where('kind', '=', kind).where('record_id', '=', recordId).orderBy('version').execute();
  return rows
    .map((row, i) => ({
      version: row.version,
      fields: presentFields(kind, row.fields),
      changed: i === 0 ? [] : changedFields(kind, rows[i - 1]!.fields, row.fields),
      author: row.author,
      approvedBy: row.approved_by,
      publishedAt: iso(row.published_at),
    }))
    .reverse();
}
