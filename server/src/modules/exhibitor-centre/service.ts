import {
  ApiCode, EDIT_DEADLINE_CONFIG, EXHIBITOR_PRODUCTS_MAX, EXHIBITOR_SUBMISSIONS_PER_HOUR, OPEN_DRAFT_STATUSES, editDeadlineEnd, messageText,
  type DraftKind, type DraftValues, type Language,
} from '@expo/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/engine';
import { ApiError, badRequest, notFound } from '../../lib/envelope';
import { readExhibition } from '../../lib/exhibition';
import { checkSubmittable, type ShowDays } from './fields';
import { conflict, openDraftOf, ownDraft, ownRecord, draftsFrom, type DraftRow, type Trx } from './drafts';
import { noticeTeam, publishDraft } from './publish';

// The team's side of a draft: save (over the version it builds on), submit (to review, or live
// when the exhibitor is trusted and the catalogue's deadline has not passed), discard.

/** The exhibitor whose team the member is in, read on every call: leaving the team ends access at once. */
export async function centreExhibitor(db: Db, lang: Language, memberId: number): Promise<number> {
  const me = await db.selectFrom('member').select('exhibitor_id').where('id', '=', memberId).executeTakeFirst();
  if (!me?.exhibitor_id) throw new ApiError(ApiCode.forbidden, messageText(lang, 'centreNoTeam'));
  return me.exhibitor_id;
}

export async function showDays(db: Db): Promise<ShowDays> {
  const show = await readExhibition(db);
  return { start: show.start_date, end: show.end_date };
}

/** The catalogue's edit deadline (its day) and whether it has passed. */
export async function editDeadline(db: Db, now: Date): Promise<{ deadline: string | null; after: boolean }> {
  const row = await db.selectFrom('config').select('value').where('key', '=', EDIT_DEADLINE_CONFIG).executeTakeFirst();
  const end = editDeadlineEnd(row?.value);
  return { deadline: end ? row!.value.trim() : null, after: end !== null && now > end };
}

export interface SaveRequest {
  kind: DraftKind;
  recordId: number | null;
  draftId: number | null;
  version: number;
  fields: DraftValues;
}

/**
 * Saves the team's fields (already checked) as the record's open draft. A save names the draft
 * version it builds on: when another member saved or submitted since, nothing is written and the
 * answer is a 409 holding both versions.
 */
export async function saveDraft(db: Db, lang: Language, exhibitorId: number, memberId: number, save: SaveRequest, now: Date): Promise<number> {
  const { kind, recordId, draftId } = save;
  if (kind === 'profile' && recordId !== exhibitorId) throw notFound('Record');
  try {
    return await db.transaction().execute(async (trx) => {
      if (draftId !== null) {
        const row = await ownDraft(trx, exhibitorId, draftId, true);
        if (row.kind !== kind || row.record_id !== recordId) throw badRequest('draftId is a draft of another record');
        if (!OPEN_DRAFT_STATUSES.includes(row.status) || row.version !== save.version) throw conflict(lang, await named(trx, row), save.fields, kind);
        await trx.updateTable('exhibitor_draft').set({ fields: JSON.stringify(save.fields), version: row.version + 1, status: 'draft', saved_by: memberId, saved_at: now })
          .where('id', '=', row.id).execute();
        return row.id;
      }
      if (recordId !== null) {
        await ownRecord(trx, exhibitorId, kind, recordId);
        const open = await openDraftOf(trx, kind, recordId);
        if (open) throw conflict(lang, open, save.fields, kind);
      } else {
        if (kind === 'profile') throw badRequest('a profile is saved with its recordId');
        if (kind === 'product') await refuseFullCatalogue(trx, lang, exhibitorId);
      }
      const row = await trx.insertInto('exhibitor_draft')
        .values({ exhibitor_id: exhibitorId, kind, record_id: recordId, status: 'draft', fields: JSON.stringify(save.fields), saved_by: memberId, saved_at: now })
        .returning('id').executeTakeFirstOrThrow();
      return row.id;
    });
  } catch (error) {
    // Two first drafts of one record at once: the one index lets one in; the other sees it.
    if ((error as { code?: string }).code === '23505' && recordId !== null) {
      const open = await openDraftOf(db, kind, recordId);
      if (open) throw conflict(lang, open, save.fields, kind);
    }
    throw error;
  }
}

/** New products count with the published ones; the exhibitor's row lock makes parallel creations wait their turn. */
async function refuseFullCatalogue(trx: Trx, lang: Language, exhibitorId: number): Promise<void> {
  await trx.selectFrom('exhibitor').select('id').where('id', '=', exhibitorId).forUpdate().executeTakeFirstOrThrow();
  const published = await trx.selectFrom('product').select((eb) => eb.fn.countAll<number>().as('n')).where('exhibitor_id', '=', exhibitorId).executeTakeFirstOrThrow();
  const drafts = await trx.selectFrom('exhibitor_draft').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('exhibitor_id', '=', exhibitorId).where('kind', '=', 'product').where('record_id', 'is', null).where('status', 'in', [...OPEN_DRAFT_STATUSES]).executeTakeFirstOrThrow();
  if (Number(published.n) + Number(drafts.n) >= EXHIBITOR_PRODUCTS_MAX) throw new ApiError(ApiCode.badRequest, messageText(lang, 'productsFull', { n: EXHIBITOR_PRODUCTS_MAX }));
}

/**
 * Submits a draft: to the review queue, or straight to the site when the exhibitor is trusted and
 * the deadline has not passed (still recorded in the history). The team hears of it either way.
 */
export async function submitDraft(app: FastifyInstance, lang: Language, exhibitorId: number, memberId: number, draftId: number, version: number): Promise<{ published: boolean }> {
  const db = app.engine.db;
  const now = app.now();
  const draft = await ownDraft(db, exhibitorId, draftId);
  if (draft.status === 'submitted' && draft.version === version) return { published: false };
  if (!['draft', 'rejected'].includes(draft.status) || draft.version !== version) throw conflict(lang, await named(db, draft), draft.fields, draft.kind);
  checkSubmittable(lang, draft.kind, draft.fields);
  const taken = await app.auth.limiter.take([{ key: `exhibitor-submit:${exhibitorId}`, windowSeconds: 3600, max: EXHIBITOR_SUBMISSIONS_PER_HOUR }]);
  if (!taken.ok) throw new ApiError(ApiCode.tooMany, messageText(lang, 'submissionsPerHour', { n: EXHIBITOR_SUBMISSIONS_PER_HOUR }));
  const { after } = await editDeadline(db, now);
  let notices: number[] = [];
  let published = false;
  try {
    await db.transaction().execute(async (trx) => {
      const row = await ownDraft(trx, exhibitorId, draftId, true);
      if (!['draft', 'rejected'].includes(row.status) || row.version !== version) throw conflict(lang, await named(trx, row), draft.fields, draft.kind);
      await trx.updateTable('exhibitor_draft').set({ status: 'submitted', submitted_by: memberId, submitted_at: now, reason: null }).where('id', '=', row.id).execute();
      const submitted = { ...row, status: 'submitted' as const, submitted_by: memberId, submitted_at: now };
      const exhibitor = await trx.selectFrom('exhibitor').select('trusted').where('id', '=', exhibitorId).executeTakeFirstOrThrow();
      published = exhibitor.trusted && !after;
      if (published) await publishDraft(trx, submitted, 'trusted', now);
      notices = await noticeTeam(trx, submitted, published ? 'editApproved' : 'editSubmitted', null, now);
    });
  } catch (error) {
    await app.auth.limiter.release(Object.values(taken.events));
    throw error;
  }
  app.notices.send(notices);
  return { published };
}

/** Drops an open draft (the published version stays as it is). */
export async function discardDraft(db: Db, lang: Language, exhibitorId: number, draftId: number, version: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await ownDraft(trx, exhibitorId, draftId, true);
    if (!OPEN_DRAFT_STATUSES.includes(row.status) || row.version !== version) throw conflict(lang, await named(trx, row), row.fields, row.kind);
    await trx.updateTable('exhibitor_draft').set({ status: 'withdrawn' }).where('id', '=', row.id).execute();
  });
}

/** The draft again, with the name of who saved it last. */
async function named(db: Db | Trx, row: DraftRow): Promise<DraftRow> {
  return (await draftsFrom(db).where('d.id', '=', row.id).executeTakeFirst()) ?? row;
}
