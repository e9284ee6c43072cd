import { sql } from 'kysely';
import { CHANGE_KINDS, type ChangeKind, type ContentChanges } from '@expo/contract';
import type { Db } from './engine';

/** The detail records a change touched, by kind. Not given: anything may have changed. */
export type ChangedRecords = Partial<Record<ChangeKind, Iterable<number>>>;

/**
 * Marks the content as changed, so that the site is rebuilt, and logs which records changed so
 * the build can pull only those. Call it in the transaction of the change: versions are handed
 * out one at a time (row lock), so a reader that sees version N sees every change up to N.
 */
export async function bumpContentVersion(db: Db, changed?: ChangedRecords): Promise<number> {
  const { version } = await db.updateTable('content_version').set({ version: sql`version + 1`, changed_at: new Date() })
    .where('id', '=', 1).returning('version').executeTakeFirstOrThrow();
  const rows = changed
    ? CHANGE_KINDS.flatMap((kind) => [...new Set(changed[kind] ?? [])].map((id) => ({ version, kind, record_id: id })))
    : [{ version, kind: '*' as const, record_id: null }];
  for (let i = 0; i < rows.length; i += 1000) await db.insertInto('content_change').values(rows.slice(i, i + 1000)).execute();
  return version;
}

export async function contentVersion(db: Db): Promise<{ version: number; epoch: string }> {
  const row = await db.selectFrom('content_version').select(['version', 'epoch']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { version: Number(row.version), epoch: row.epoch };
}

/** Above this many changed records a build pulls everything anyway (fewer, larger requests). */
const DELTA_MAX_RECORDS = 5000;

/** What changed after version `since` of the history `epoch` (see ContentChanges). */
export async function changesSince(db: Db, epoch: string | undefined, since: number): Promise<ContentChanges> {
  const current = await contentVersion(db);
  const noRecords = (): ContentChanges['records'] => ({ exhibitor: [], product: [], news: [], activity: [] });
  const records = noRecords();
  const answer = (full: boolean): ContentChanges => ({ ...current, full, records: full ? noRecords() : records });
  if (epoch !== current.epoch || since > current.version || since < 1) return answer(true);
  const rows = await db.selectFrom('content_change').select(['kind', 'record_id'])
    .where('version', '>', since).where('version', '<=', current.version)
    .groupBy(['kind', 'record_id']).orderBy('kind').orderBy('record_id').limit(DELTA_MAX_RECORDS + 1).execute();
  if (rows.length > DELTA_MAX_RECORDS || rows.some((row) => row.kind === '*')) return answer(true);
  for (const row of rows) records[row.kind as ChangeKind].push(row.record_id!);
  return answer(false);
}
