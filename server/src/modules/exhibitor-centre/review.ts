import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { ApiCode, ChangeReviewItem, DRAFT_KINDS, Envelope, HistoryEntry, Page, RecordId, ReviewDecision, ReviewRejection, ReviewResult, messageText } from '@expo/contract';
import { ApiError, invalidField, notFound, ok } from '../../lib/envelope';
import { paging, PageQuery } from '../content/query';
import { draftOf, draftsFrom, publishedFields } from './drafts';
import { presentFields } from './fields';
import { historyOf } from './history';
import { inLanguage } from '../../lib/in-language';
import { noticeTeam, publishDraft } from './publish';

/**
 * The console's review of exhibitor teams' changes (behind the editor guard): the queue, each
 * change beside the version it replaces, approving several at once, rejecting with a reason, and
 * any record's history. Every decision is in the audit log.
 */
export const changeReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const editorOf = (request: { editor: { id: number; username: string } | null }) => request.editor!;

  app.get('/exhibitor-changes', { schema: { summary: "Exhibitor teams' submitted changes, oldest first, each with the published version", response: { 200: Envelope(Page(ChangeReviewItem)) }, querystring: PageQuery } }, async (request) => {
    const base = db.selectFrom('exhibitor_draft').where('status', '=', 'submitted');
    const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const { limit, offset } = paging(request.query);
    const rows = await draftsFrom(db).where('d.status', '=', 'submitted').orderBy('d.submitted_at').orderBy('d.id').limit(limit).offset(offset).execute();
    const items = [];
    for (const row of rows) {
      const exhibitor = await db.selectFrom('exhibitor').select(['name_zh', 'name_en', 'trusted']).where('id', '=', row.exhibitor_id).executeTakeFirstOrThrow();
      const published = row.record_id === null ? null : await publishedFields(db, row.exhibitor_id, row.kind, row.record_id).catch(() => null);
      items.push({
        draft: draftOf(row),
        exhibitorId: row.exhibitor_id,
        exhibitorName: inLanguage(request.lang, exhibitor.name_zh, exhibitor.name_en),
        trusted: exhibitor.trusted,
        published: published && presentFields(row.kind, published),
      });
    }
    return ok({ rows: items, total });
  });

  app.post('/exhibitor-changes/approve', { schema: { summary: 'Approve submitted changes (each goes live on its own; those no longer waiting are skipped)', response: { 200: Envelope(ReviewResult) }, body: ReviewDecision } }, async (request) => {
    const editor = editorOf(request);
    const published: number[] = [];
    const skipped: number[] = [];
    for (const id of new Set(request.body.ids)) {
      const now = app.now();
      const notices = await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('exhibitor_draft').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (row?.status !== 'submitted') return null;
        const recordId = await publishDraft(trx, row, `editor ${editor.username}`, now);
        await trx.insertInto('editor_audit').values({ editor_id: editor.id, editor: editor.username, action: 'approve', resource: 'exhibitorChanges', record_key: String(id), changes: JSON.stringify({ kind: row.kind, recordId }) }).execute();
        return noticeTeam(trx, row, 'editApproved', null, now);
      });
      if (notices) {
        published.push(id);
        app.notices.send(notices);
      } else skipped.push(id);
    }
    return ok({ published, skipped });
  });

  app.post('/exhibitor-changes/:id/reject', { schema: { summary: 'Reject a submitted change with the reason the team is shown', response: { 200: Envelope(Type.Null()) }, params: Type.Object({ id: RecordId }), body: ReviewRejection } }, async (request) => {
    const lang = request.lang;
    const editor = editorOf(request);
    const reason = request.body.reason.trim();
    if (!reason) throw invalidField('reason', messageText(lang, 'reasonNeeded'));
    const now = app.now();
    const notices = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('exhibitor_draft').selectAll().where('id', '=', request.params.id).forUpdate().executeTakeFirst();
      if (!row) throw notFound('Change');
      if (row.status !== 'submitted') throw new ApiError(ApiCode.badRequest, messageText(lang, 'notInReview'));
      await trx.updateTable('exhibitor_draft').set({ status: 'rejected', reason, decided_by: `editor ${editor.username}`, decided_at: now }).where('id', '=', row.id).execute();
      await trx.insertInto('editor_audit').values({ editor_id: editor.id, editor: editor.username, action: 'reject', resource: 'exhibitorChanges', record_key: String(row.id), changes: JSON.stringify({ reason }) }).execute();
      return noticeTeam(trx, row, 'editRejected', reason, now);
    });
    app.notices.send(notices);
    return ok(null);
  });

  app.get('/exhibitor-history/:kind/:recordId', { schema: { summary: 'Every published version of an exhibitor, product or booth event, newest first', response: { 200: Envelope(Type.Array(HistoryEntry)) }, params: Type.Object({ kind: Type.Union(DRAFT_KINDS.map((k) => Type.Literal(k))), recordId: RecordId }) } }, async (request) =>
    ok(await historyOf(db, request.params.kind, request.params.recordId)),
  );
};
