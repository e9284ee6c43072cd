import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { Envelope, INVITATION_PATHS, Invitation, MediaPartnerChoice, RecordId, SourceCreate, messageText, underEditor, type Language } from '@expo/contract';
import type { Db } from '../../db/engine';
import { invalidField, notFound, ok } from '../../lib/envelope';
import { codesCsv, checkLabel } from './invitation-routes';
import { createInvitation, invitationOf, invitationsWithCounts } from './invitations';

/**
 * The organiser's registration sources (behind the editor guard): links and batches of codes for a
 * media partner (from the media partners resource) or a named campaign, with what each brought.
 * Every source made is in the audit log.
 */
export const sourceConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.get(underEditor(INVITATION_PATHS.editorSources), { schema: { summary: 'Every invitation and source code, newest first: exhibitors\', media partners\' and campaigns\', each with opened, registered and admitted', response: { 200: Envelope(Type.Array(Invitation)) } } }, async (request) => {
    const rows = await invitationsWithCounts(db).orderBy('i.id', 'desc').limit(500).execute();
    return ok(rows.map((r) => invitationOf(r, request.lang, true)));
  });

  app.get(underEditor(INVITATION_PATHS.editorPartners), { schema: { summary: 'The media partners a source may credit', response: { 200: Envelope(Type.Array(MediaPartnerChoice)) } } }, async (request) => {
    const rows = await db.selectFrom('media_partner').select(['id', 'name_zh', 'name_en']).orderBy('sort').orderBy('id').execute();
    return ok(rows.map((r) => ({ id: r.id, name: request.lang === 'en' ? r.name_en : r.name_zh })));
  });

  app.post(underEditor(INVITATION_PATHS.editorSources), { schema: { summary: 'Make a link or a batch of codes for a media partner or a named campaign', response: { 200: Envelope(Invitation) }, body: SourceCreate } }, async (request) => {
    const lang = request.lang;
    const { mediaPartnerId, campaign: rawCampaign, ...input } = request.body;
    const label = checkLabel(lang, input.label);
    const campaign = rawCampaign?.trim();
    if (Boolean(mediaPartnerId) === Boolean(campaign)) throw invalidField(mediaPartnerId ? 'campaign' : 'mediaPartnerId', messageText(lang, 'invitationOwner'));
    if (campaign) checkLabel(lang, campaign);
    if (mediaPartnerId && !(await db.selectFrom('media_partner').select('id').where('id', '=', mediaPartnerId).executeTakeFirst())) throw invalidField('mediaPartnerId', messageText(lang, 'chooseFromList'));
    const editor = request.editor!.username;
    const owner = mediaPartnerId ? { kind: 'media' as const, mediaPartnerId, editor } : { kind: 'campaign' as const, campaign: campaign!, editor };
    const { id } = await createInvitation(db, lang, owner, { ...input, label });
    await db.insertInto('editor_audit').values({ editor_id: request.editor!.id, editor, action: 'create', resource: 'visitSources', record_key: String(id), changes: JSON.stringify({ ...request.body, label }) }).execute();
    return ok(invitationOf(await invitationsWithCounts(db).where('i.id', '=', id).executeTakeFirstOrThrow(), lang, true));
  });

  app.get(underEditor(INVITATION_PATHS.editorCodes), { config: { errors: [404], file: 'text/csv' }, schema: { summary: 'The codes of a source (or of any invitation) as CSV, with their links in both languages', params: Type.Object({ id: RecordId }) } }, async (request, reply) => {
    const row = await db.selectFrom('invitation').select('id').where('id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound('Invitation');
    return codesCsv(app, reply, row.id, request.lang);
  });
};

/** Registrations and admissions by source, for the visitor dashboard: each exhibitor, media partner and campaign, and "none" (''). */
export async function registrationsBySource(db: Db, lang: Language) {
  const name = lang === 'en' ? sql<string>`coalesce(e.name_en, e.name_zh, p.name_en, i.campaign, '')` : sql<string>`coalesce(e.name_zh, e.name_en, p.name_zh, i.campaign, '')`;
  const rows = await db.selectFrom('visitor as v').leftJoin('invitation as i', 'i.id', 'v.invitation_id')
    .leftJoin('exhibitor as e', 'e.id', 'i.exhibitor_id').leftJoin('media_partner as p', 'p.id', 'i.media_partner_id')
    .select([sql<string>`coalesce(i.source_kind, '')`.as('kind'), name.as('name'), sql<number>`count(*)::int`.as('registrations')])
    .select(sql<number>`count(*) FILTER (WHERE EXISTS (SELECT 1 FROM admission a WHERE a.visitor_id = v.id))::int`.as('admitted'))
    .where('v.kind', '=', 'visitor').groupBy([sql`1`, sql`2`]).orderBy('registrations', 'desc').execute();
  return rows.map((r) => ({ kind: r.kind, name: r.name, registrations: r.registrations, admitted: r.admitted }));
}

