import { draftName, type DraftValues, type NoticeKind } from '@expo/contract';
import { bumpContentVersion } from '../../db/content-version';
import { recordNotice } from '../notices/outbox';
import { mergeTouched, touchedRecords } from '../console/touched-records';
import { changedFields, KIND_RESOURCE, KIND_TABLE, recordFields } from './fields';
import { latestVersion, type DraftRow, type Trx } from './drafts';

// Publishing a draft: the record takes the draft's fields, the history keeps both sides, the
// site is marked stale for exactly the pages that show the record. One transaction, so a
// version is in the history if and only if it went live.

/** Publishes a submitted draft (locked by the caller); answers the record's id. `approvedBy`: 'editor <name>' or 'trusted'. */
export async function publishDraft(trx: Trx, draft: DraftRow, approvedBy: string, at: Date): Promise<number> {
  const kind = draft.kind;
  const table = KIND_TABLE[kind];
  const values = columnValues(draft.fields);
  let recordId = draft.record_id;
  const before = recordId === null ? {} : await touchedRecords(trx, KIND_RESOURCE[kind], String(recordId));
  let latest = recordId === null ? undefined : await latestVersion(trx, kind, recordId);
  if (recordId === null) {
    const extra = kind === 'activity' ? { hall_id: await boothHall(trx, draft.exhibitor_id) } : {};
    const row = await trx.insertInto(table as 'product').values({ ...values, ...extra, exhibitor_id: draft.exhibitor_id } as never).returning('id').executeTakeFirstOrThrow();
    recordId = row.id;
  } else {
    const current = (await trx.selectFrom(table).selectAll().where('id', '=', recordId).forUpdate().executeTakeFirstOrThrow()) as Record<string, unknown>;
    // The organiser's version before the team's first change, or an editor's change since the last one.
    const currentFields = recordFields(kind, current);
    if (!latest || changedFields(kind, latest.fields, currentFields).length > 0) {
      latest = { version: (latest?.version ?? 0) + 1, fields: currentFields };
      await insertVersion(trx, draft, recordId, latest.version, currentFields, null, 'organiser', (current.updated_at as Date | undefined) ?? at);
    }
    await trx.updateTable(table as 'product').set({ ...values, updated_at: at } as never).where('id', '=', recordId).execute();
  }
  const author = draft.submitted_by ? await memberName(trx, draft.submitted_by) : null;
  await insertVersion(trx, draft, recordId, (latest?.version ?? 0) + 1, draft.fields, author, approvedBy, at, draft.id);
  await trx.updateTable('exhibitor_draft').set({ status: 'published', record_id: recordId, decided_by: approvedBy, decided_at: at, reason: null }).where('id', '=', draft.id).execute();
  const after = await touchedRecords(trx, KIND_RESOURCE[kind], String(recordId));
  await bumpContentVersion(trx, mergeTouched(before, after));
  return recordId;
}

/** Tells every member of the exhibitor's team (in the site, then by e-mail or SMS once committed); the ids to send. */
export async function noticeTeam(trx: Trx, draft: DraftRow, kind: NoticeKind, reason: string | null, at: Date): Promise<number[]> {
  const team = await trx.selectFrom('member as m').leftJoin('notice_setting as s', 's.member_id', 'm.id').select(['m.id', 's.lang'])
    .where('m.exhibitor_id', '=', draft.exhibitor_id).execute();
  const ids: number[] = [];
  for (const member of team) {
    const title = draftName(draft.kind, draft.fields, member.lang ?? 'zh');
    ids.push(await recordNotice(trx, { memberId: member.id, kind, draftId: draft.id, title, reason, at }));
  }
  return ids;
}

/** A draft's fields as column values (a list of pictures as JSON). */
function columnValues(fields: DraftValues): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) values[field] = Array.isArray(value) ? JSON.stringify(value) : value;
  return values;
}

async function insertVersion(trx: Trx, draft: DraftRow, recordId: number, version: number, fields: DraftValues, author: string | null, approvedBy: string, at: Date, draftId?: number) {
  await trx.insertInto('exhibitor_version').values({
    exhibitor_id: draft.exhibitor_id, kind: draft.kind, record_id: recordId, version, fields: JSON.stringify(fields), draft_id: draftId ?? null, author, approved_by: approvedBy, published_at: at,
  }).execute();
}

async function memberName(trx: Trx, memberId: number): Promise<string | null> {
  const member = await trx.selectFrom('member').select(['nickname', 'company_name']).where('id', '=', memberId).executeTakeFirst();
  return member?.nickname ?? member?.company_name ?? null;
}

/** The hall of the exhibitor's (first) booth: where its booth events take place. */
async function boothHall(trx: Trx, exhibitorId: number): Promise<number | null> {
  const booth = await trx.selectFrom('booth').select('hall_id').where('exhibitor_id', '=', exhibitorId).orderBy('code').limit(1).executeTakeFirst();
  return booth?.hall_id ?? null;
}
