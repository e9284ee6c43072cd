import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { BindingEvent, BindingRecord, Envelope, InviteCode, Page, maskEmail, maskPhone, messageText, RecordId } from '@expo/contract';
import { invalidField, notFound, ok } from '../../lib/envelope';
import { iso, paging, PageQuery } from '../content/query';
import { makeInvite } from './binding-invites';
import { inLanguage } from '../../lib/in-language';
import { unbindMember } from './team';

const ExhibitorFilter = Type.Object({ exhibitorId: Type.Optional(RecordId) });
const contactOf = (r: { mobile: string | null; email: string | null }) => (r.mobile ? maskPhone(r.mobile) : r.email ? maskEmail(r.email) : null);

/**
 * The editor console's side of exhibitor binding (mounted behind the editor guard): every
 * binding, its history, undoing a binding, and one-time invitation codes for an exhibitor.
 */
export const bindingConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const editorName = (request: { editor: { username: string } | null }) => `editor ${request.editor?.username ?? ''}`.trim();

  app.get('/bindings', { schema: { summary: 'Every current exhibitor binding, newest first', response: { 200: Envelope(Page(BindingRecord)) }, querystring: Type.Composite([PageQuery, ExhibitorFilter]) } }, async (request) => {
    let base = db.selectFrom('member as m').innerJoin('exhibitor as e', 'e.id', 'm.exhibitor_id');
    if (request.query.exhibitorId) base = base.where('m.exhibitor_id', '=', request.query.exhibitorId);
    const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const { limit, offset } = paging(request.query);
    // The administrator is the earliest bound member of each team.
    const first = sql<number>`(SELECT f.id FROM member f WHERE f.exhibitor_id = m.exhibitor_id ORDER BY f.exhibitor_bound_at, f.id LIMIT 1)`;
    const rows = await base.select(['m.id', 'm.nickname', 'm.mobile', 'm.email', 'm.exhibitor_id', 'm.exhibitor_bound_at', 'm.updated_at', 'e.name_zh', 'e.name_en', first.as('first_id')])
      .orderBy('m.exhibitor_bound_at', 'desc').orderBy('m.id', 'desc').limit(limit).offset(offset).execute();
    return ok({
      total,
      rows: rows.map((r) => ({
        memberId: r.id, nickname: r.nickname, contact: contactOf(r), exhibitorId: r.exhibitor_id!,
        exhibitorName: inLanguage(request.lang, r.name_zh, r.name_en),
        boundAt: iso(r.exhibitor_bound_at ?? r.updated_at), administrator: r.first_id === r.id,
      })),
    });
  });

  app.get('/bindings/history', { schema: { summary: 'The binding history: bound, unbound, removed, undone; newest first', response: { 200: Envelope(Page(BindingEvent)) }, querystring: Type.Composite([PageQuery, ExhibitorFilter]) } }, async (request) => {
    let base = db.selectFrom('exhibitor_binding_event as b').innerJoin('exhibitor as e', 'e.id', 'b.exhibitor_id').leftJoin('member as m', 'm.id', 'b.member_id');
    if (request.query.exhibitorId) base = base.where('b.exhibitor_id', '=', request.query.exhibitorId);
    const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const { limit, offset } = paging(request.query);
    const rows = await base.select(['b.id', 'b.exhibitor_id', 'b.member_id', 'b.action', 'b.via', 'b.actor', 'b.created_at', 'm.nickname', 'e.name_zh', 'e.name_en'])
      .orderBy('b.id', 'desc').limit(limit).offset(offset).execute();
    return ok({
      total,
      rows: rows.map((r) => ({
        id: r.id, exhibitorId: r.exhibitor_id, exhibitorName: inLanguage(request.lang, r.name_zh, r.name_en),
        memberId: r.member_id, nickname: r.nickname, action: r.action, via: r.via, actor: r.actor, time: iso(r.created_at),
      })),
    });
  });

  app.post('/bindings/:memberId/undo', { schema: { summary: "Undo a member's binding (it stays in the history)", response: { 200: Envelope(Type.Null()) }, params: Type.Object({ memberId: RecordId }) } }, async (request) => {
    const left = await unbindMember(db, request.params.memberId, 'undone', editorName(request));
    if (left === null) throw invalidField('memberId', messageText(request.lang, 'notBound'));
    return ok(null);
  });

  app.post('/exhibitors/:id/invites', { schema: { summary: "Make a one-time invitation code for an exhibitor's team", response: { 200: Envelope(InviteCode) }, params: Type.Object({ id: RecordId }) } }, async (request) => {
    const exhibitor = await db.selectFrom('exhibitor').select('id').where('id', '=', request.params.id).executeTakeFirst();
    if (!exhibitor) throw notFound('Exhibitor');
    return ok(await makeInvite(db, exhibitor.id, editorName(request)));
  });
};
