import { sql, type Transaction } from 'kysely';
import { ApiCode, OPEN_DRAFT_STATUSES, messageText, type Draft, type DraftKind, type DraftValues, type Language } from '@expo/contract';
import type { Db } from '../../db/engine';
import type { Database, ExhibitorDraftTable } from '../../db/schema';
import { ApiError, notFound } from '../../lib/envelope';
import type { Selectable } from 'kysely';
import { iso } from '../content/query';
import { KIND_TABLE, presentFields, recordFields } from './fields';

// Reading drafts and the records they change, always within one exhibitor: a record or draft of
// another exhibitor is "not found", whatever its id.

export type Trx = Transaction<Database>;
export type DraftRow = Selectable<ExhibitorDraftTable> & { saved_by_name?: string | null };

/** The draft as the API shows it. */
export function draftOf(row: DraftRow): Draft {
  return {
    id: row.id,
    kind: row.kind,
    recordId: row.record_id,
    status: row.status,
    version: row.version,
    fields: presentFields(row.kind, row.fields),
    reason: row.reason,
    savedBy: row.saved_by_name ?? null,
    savedAt: iso(row.saved_at),
    submittedAt: row.submitted_at ? iso(row.submitted_at) : null,
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
  };
}

export function draftsFrom(db: Db | Trx) {
  return db.selectFrom('exhibitor_draft as d').leftJoin('member as m', 'm.id', 'd.saved_by')
    .selectAll('d').select(sql<string | null>`coalesce(m.nickname, m.company_name)`.as('saved_by_name'));
}

/** A draft as the API shows it, with the name of who saved it last (the caller has checked it is the member's). */
export async function savedDraft(db: Db | Trx, id: number): Promise<Draft> {
  return draftOf(await draftsFrom(db).where('d.id', '=', id).executeTakeFirstOrThrow());
}

/** The exhibitor's draft with this id; 404 for another exhibitor's. `lock`: for update. */
export async function ownDraft(db: Db | Trx, exhibitorId: number, id: number, lock = false): Promise<DraftRow> {
  let query = db.selectFrom('exhibitor_draft').selectAll().where('id', '=', id).where('exhibitor_id', '=', exhibitorId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Draft');
  return row;
}

/** The open draft of a published record, if any. */
export async function openDraftOf(db: Db | Trx, kind: DraftKind, recordId: number): Promise<DraftRow | undefined> {
  return draftsFrom(db).where('d.kind', '=', kind).where('d.record_id', '=', recordId).where('d.status', 'in', [...OPEN_DRAFT_STATUSES]).executeTakeFirst();
}

/** A published record of the exhibitor (its profile, product or booth event); 404 for another's. */
export async function ownRecord(db: Db | Trx, exhibitorId: number, kind: DraftKind, recordId: number, lock = false): Promise<Record<string, unknown>> {
  const table = KIND_TABLE[kind];
  let query = db.selectFrom(table).selectAll().where('id', '=', recordId);
  if (kind !== 'profile') query = query.where('exhibitor_id', '=', exhibitorId);
  else if (recordId !== exhibitorId) throw notFound('Record');
  if (lock) query = query.forUpdate();
  const row = (await query.executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) throw notFound('Record');
  return row;
}

/** The published fields of a record of the exhibitor. */
export async function publishedFields(db: Db | Trx, exhibitorId: number, kind: DraftKind, recordId: number): Promise<DraftValues> {
  return recordFields(kind, await ownRecord(db, exhibitorId, kind, recordId));
}

/** A save or submission that builds on a draft version someone else has replaced: 409, with both. */
export function conflict(lang: Language, theirs: DraftRow, yours: DraftValues, kind: DraftKind): ApiError {
  return new ApiError(ApiCode.conflict, messageText(lang, 'draftConflict'), undefined, { theirs: draftOf(theirs), yours: presentFields(kind, yours) });
}

/** The latest version number of a record's history (0: none yet). */
export async function latestVersion(db: Db | Trx, kind: DraftKind, recordId: number): Promise<{ version: number; fields: DraftValues } | undefined> {
  return db.selectFrom('exhibitor_version').select(['version', 'fields']).where('kind', '=', kind).where('record_id', '=', recordId)
    .orderBy('version', 'desc').limit(1).executeTakeFirst();
}
