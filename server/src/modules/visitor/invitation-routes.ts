import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  ApiCode, Envelope, INVITATION_LIMITS, INVITATION_PATHS, Invitation, InvitationCreate, InvitationLookup, InvitationSend, InvitationSendReport, InvitedVisitor,
  Page, RecordId, invitationLinkPath, leadConsent, messageText, normaliseInvitationCode, pastedAddresses, shownName, showDate, type Language,
} from '@expo/contract';
import { ApiError, invalidField, ok } from '../../lib/envelope';
import { createDelivery } from '../auth/delivery';
import { memberIdOf } from '../auth/services';
import { iso, paging, PageQuery } from '../content/query';
import { centreExhibitor } from '../exhibitor-centre/service';
import { csvFile } from './csv';
import { InvitationMailQueue, queueInvitationMails } from './invitation-mail';
import { createInvitation, invitationOf, invitationsWithCounts, inviterName, openInvitation, teamInvitation } from './invitations';

declare module 'fastify' {
  interface FastifyInstance {
    /** The invitation e-mails' queue, sent after the team's answer. */
    invitationMail: InvitationMailQueue;
  }
}

/** The invitation e-mails' queue (through the product's e-mail delivery), started when the app is ready. */
export function registerInvitationServices(app: FastifyInstance): void {
  const queue = new InvitationMailQueue(app.engine.db, createDelivery(app.config, app.engine.db, app.log), app.config.siteUrl, app.log);
  app.decorate('invitationMail', queue.runWhileOpen(app));
}

/** A label as typed: trimmed, required, at most INVITATION_LIMITS.label characters. */
export function checkLabel(lang: Language, raw: string | undefined, fallback?: string): string {
  const label = (raw ?? '').trim() || fallback || '';
  if (!label) throw invalidField('label', messageText(lang, 'noBlank'));
  if ([...label].length > INVITATION_LIMITS.label) throw invalidField('label', messageText(lang, 'maxLength', { n: INVITATION_LIMITS.label }));
  return label;
}

/**
 * The visitor's side: who invites with a code (the register page, each opening counted), and the
 * unsubscribe note of an invitation e-mail (a page with one button, so a mail scanner that follows
 * links opts nobody out).
 */
export const invitationPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const CodeParams = Type.Object({ code: Type.String({ maxLength: 40 }) });

  app.get(INVITATION_PATHS.lookup, { config: { errors: [404], publicCache: false }, schema: { summary: 'Who invites with this code, in the visitor\'s language (the register page; each opening is counted)', response: { 200: Envelope(InvitationLookup) }, params: CodeParams } }, async (request) => {
    const code = normaliseInvitationCode(request.params.code);
    const row = code ? await openInvitation(db, code) : undefined;
    if (!row) throw new ApiError(ApiCode.notFound, messageText(request.lang, 'invitationUnknown'));
    return ok({ inviter: inviterName(row, request.lang), sourceKind: row.source_kind, usable: row.uses < row.max_uses });
  });

  const page = (title: string, body: string) =>
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.6">${body}</body></html>`;
  const both = (key: 'unsubscribeTitle' | 'unsubscribeAsk' | 'unsubscribeButton' | 'unsubscribeDone', email = '') =>
    (['zh', 'en'] as const).map((lang) => messageText(lang, key, { email: escapeHtml(email) })).join(' / ');
  const emailOfCode = async (raw: string) => {
    const code = normaliseInvitationCode(raw);
    return code ? (await db.selectFrom('invitation_code').select('email').where('code', '=', code).executeTakeFirst())?.email ?? null : null;
  };

  app.get(INVITATION_PATHS.unsubscribe, { config: { errors: [404], file: 'text/html', publicCache: false }, schema: { summary: 'The unsubscribe page of an invitation e-mail: one button that opts its address out', params: CodeParams } }, async (request, reply) => {
    const email = await emailOfCode(request.params.code);
    if (!email) throw new ApiError(ApiCode.notFound, messageText(request.lang, 'invitationUnknown'));
    return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(page(both('unsubscribeTitle'), `<h1>${both('unsubscribeTitle')}</h1><p>${both('unsubscribeAsk', email)}</p><form method="post"><button type="submit" style="font-size:1.1rem;padding:.6rem 1.2rem">${both('unsubscribeButton')}</button></form>`));
  });

  app.post(INVITATION_PATHS.unsubscribe, { config: { errors: [404], file: 'text/html' }, schema: { summary: 'Opt the address of an invitation e-mail out of every exhibitor\'s invitations', params: CodeParams } }, async (request, reply) => {
    const email = await emailOfCode(request.params.code);
    if (!email) throw new ApiError(ApiCode.notFound, messageText(request.lang, 'invitationUnknown'));
    await db.insertInto('invitation_opt_out').values({ email }).onConflict((oc) => oc.column('email').doNothing()).execute();
    return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(page(both('unsubscribeTitle'), `<h1>${both('unsubscribeTitle')}</h1><p>${both('unsubscribeDone', email)}</p>`));
  });
};

/**
 * An exhibitor team's invitations (member area): links and batches, e-mails to a pasted list, what
 * each brought, and the visitors it brought with what each agreed to share (as with leads). Only
 * the team sees its own.
 */
export const invitationTeamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const teamOf = (request: { lang: Language }, memberId: number) => centreExhibitor(db, request.lang, memberId);

  app.get(INVITATION_PATHS.team, { config: { errors: [403] }, schema: { summary: "My exhibitor's invitation links, batches and e-mail sends, newest first, each with opened, registered and admitted", response: { 200: Envelope(Type.Array(Invitation)) } } }, async (request) => {
    const exhibitorId = await teamOf(request, memberIdOf(request));
    const rows = await invitationsWithCounts(db).where('i.exhibitor_id', '=', exhibitorId).orderBy('i.id', 'desc').execute();
    return ok(rows.map((r) => invitationOf(r, request.lang)));
  });

  app.post(INVITATION_PATHS.team, { config: { errors: [403] }, schema: { summary: `Make a shared link (a cap on its uses) or a batch of single-use codes (at most ${INVITATION_LIMITS.codesPerExhibitor} per exhibitor in all)`, response: { 200: Envelope(Invitation) }, body: InvitationCreate } }, async (request) => {
    const memberId = memberIdOf(request);
    const exhibitorId = await teamOf(request, memberId);
    const label = checkLabel(request.lang, request.body.label);
    const { id } = await createInvitation(db, request.lang, { kind: 'exhibitor', exhibitorId, memberId }, { ...request.body, label });
    return ok(invitationOf(await invitationsWithCounts(db).where('i.id', '=', id).executeTakeFirstOrThrow(), request.lang));
  });

  app.post(INVITATION_PATHS.teamSend, { config: { errors: [403] }, schema: { summary: `E-mail invitations to a pasted list: each address once per exhibitor, none to addresses that opted out, at most ${INVITATION_LIMITS.mailsPerExhibitorPerDay} a day; sent after the answer`, response: { 200: Envelope(InvitationSendReport) }, body: InvitationSend } }, async (request) => {
    const lang = request.lang;
    const memberId = memberIdOf(request);
    const exhibitorId = await teamOf(request, memberId);
    const addresses = pastedAddresses(request.body.addresses);
    if (addresses.length === 0) throw invalidField('addresses', messageText(lang, 'invitationNoMail'));
    if (addresses.length > INVITATION_LIMITS.addressesPerSend) throw invalidField('addresses', messageText(lang, 'invitationTooManyAddresses', { n: INVITATION_LIMITS.addressesPerSend }));
    const note = (request.body.note ?? '').trim();
    if ([...note].length > INVITATION_LIMITS.note) throw invalidField('note', messageText(lang, 'maxLength', { n: INVITATION_LIMITS.note }));
    const now = app.now();
    const label = checkLabel(lang, request.body.label, `${lang === 'en' ? 'E-mail' : '邮件邀请'} ${showDate(now)}`);
    const report = await queueInvitationMails(db, lang, exhibitorId, memberId, addresses, label, note || null, now);
    if (report.queued > 0) app.invitationMail.kick();
    return ok(report);
  });

  const VisitorsQuery = Type.Composite([PageQuery, Type.Object({ invitationId: Type.Optional(RecordId) })]);
  app.get(INVITATION_PATHS.teamVisitors, { config: { errors: [403] }, schema: { summary: "Visitors who registered through my exhibitor's invitations, newest first, with what each agreed to share", response: { 200: Envelope(Page(InvitedVisitor)) }, querystring: VisitorsQuery } }, async (request) => {
    const exhibitorId = await teamOf(request, memberIdOf(request));
    let base = db.selectFrom('visitor as v').innerJoin('invitation as i', 'i.id', 'v.invitation_id')
      .leftJoin('lead as l', (join) => join.onRef('l.visitor_id', '=', 'v.id').on('l.exhibitor_id', '=', exhibitorId))
      .innerJoin('exhibitor as e', 'e.id', 'i.exhibitor_id')
      .where('i.exhibitor_id', '=', exhibitorId);
    if (request.query.invitationId) base = base.where('i.id', '=', request.query.invitationId);
    const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const { limit, offset } = paging(request.query);
    const rows = await base.select(['v.id', 'v.name', 'v.company', 'v.job_title', 'v.mobile', 'v.email', 'v.country', 'v.province', 'v.share_contact', 'v.transfer_consent', 'v.created_at', 'v.erased_at', 'l.withdrawn_at', 'e.country as exhibitor_country', 'i.id as invitation_id', 'i.label'])
      .select(sql<boolean>`EXISTS (SELECT 1 FROM admission a WHERE a.visitor_id = v.id)`.as('admitted'))
      .orderBy('v.id', 'desc').limit(limit).offset(offset).execute();
    return ok({
      rows: rows.map((r) => {
        // Not scanned yet: what a scan would collect now, by the lead's rule.
        const consent = r.erased_at ? 'erased' : leadConsent({ share: r.share_contact, transfer: r.transfer_consent, withdrawn: r.withdrawn_at !== null }, r.exhibitor_country);
        const shared = consent === 'shared';
        return {
          id: r.id, name: shownName(request.lang, r.erased_at !== null, r.name), company: r.company, jobTitle: r.job_title,
          mobile: shared ? r.mobile : null, email: shared ? r.email : null, country: shared ? [r.country, r.province].filter(Boolean).join(' ') : null,
          consent, invitationId: r.invitation_id, invitation: r.label, registeredAt: iso(r.created_at), admitted: Boolean(r.admitted),
        } as const;
      }),
      total,
    });
  });

  app.get(INVITATION_PATHS.teamCodes, { config: { errors: [403, 404], file: 'text/csv' }, schema: { summary: 'The codes of one of my invitations as CSV, with their links in both languages (to mail from our own system)', params: Type.Object({ id: RecordId }) } }, async (request, reply) => {
    const exhibitorId = await teamOf(request, memberIdOf(request));
    const invitation = await teamInvitation(db, request.lang, exhibitorId, request.params.id);
    return codesCsv(app, reply, invitation.id, request.lang);
  });
};

/** Every code of an invitation as CSV: the code, its links in both languages, its uses, its address when e-mailed. */
export async function codesCsv(app: FastifyInstance, reply: Parameters<typeof csvFile>[0], invitationId: number, lang: Language) {
  const rows = await app.engine.db.selectFrom('invitation_code').select(['code', 'max_uses', 'uses', 'email']).where('invitation_id', '=', invitationId).orderBy('created_at').orderBy('code').execute();
  const en = lang === 'en';
  const site = app.config.siteUrl;
  return csvFile(reply, `invitation-${invitationId}.csv`, [
    [en ? 'Code' : '邀请码', (r) => r.code], [en ? 'Link (Chinese)' : '链接（中文）', (r) => site + invitationLinkPath('zh', r.code)], [en ? 'Link (English)' : '链接（英文）', (r) => site + invitationLinkPath('en', r.code)],
    [en ? 'Uses' : '已使用', (r) => r.uses], [en ? 'Cap' : '上限', (r) => r.max_uses], [en ? 'E-mailed to' : '发送至', (r) => r.email ?? ''],
  ], rows);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
