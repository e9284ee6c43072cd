import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { Envelope, LEAD_STATE_LABELS, LEAD_LIMITS, LEAD_RATINGS, Lead, LeadUpdate, Page, RecordId, ScanRequest, VISITOR_PATHS, leadTagsRule, messageText, type Language } from '@expo/contract';
import { invalidField, notFound, ok } from '../../lib/envelope';
import { memberIdOf } from '../auth/services';
import { containsPattern, paging, PageQuery } from '../content/query';
import { centreExhibitor } from '../exhibitor-centre/service';
import { csvFile } from './csv';
import { guardScan } from './scan-guard';
import { leadOf, leadScan, leadsOf } from './scans';

/** What a stand's scanner says when a scan makes no lead. */
const LEAD_REFUSALS = { revoked: 'badgeRevoked', erased: 'badgeHolderErased', unknown: 'badgeUnknown', staff: 'staffNotLead' } as const;

/**
 * An exhibitor team's leads (mounted in the member area): scanning a badge at the stand, the list
 * with its notes, rating and tags, and the export. Only the team sees its leads; every read and
 * export is recorded (lead_access).
 */
export const leadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const errors = [403, 429] as const;
  const teamOf = async (request: { lang: Language }, memberId: number) => centreExhibitor(db, request.lang, memberId);
  const record = (exhibitorId: number, memberId: number, action: 'view' | 'export' | 'update', leads: number) =>
    db.insertInto('lead_access').values({ exhibitor_id: exhibitorId, member_id: memberId, action, leads }).execute();

  app.post(VISITOR_PATHS.leadScan, { config: { errors }, schema: { summary: "Scan a visitor's badge at my stand: the lead, with what the visitor agreed to share (a scan id counts once)", response: { 200: Envelope(Lead) }, body: ScanRequest } }, async (request) => {
    const lang = request.lang;
    const memberId = memberIdOf(request);
    const exhibitorId = await teamOf(request, memberId);
    await guardScan(db, app.auth.limiter, lang, { kind: 'lead', deviceId: request.body.deviceId, memberId, exhibitorId });
    const outcome = await leadScan(db, app.badgeKeys, request.body, exhibitorId, memberId, app.now());
    if ('refused' in outcome) throw invalidField('code', messageText(lang, LEAD_REFUSALS[outcome.refused]));
    return ok(leadOf(await leadsOf(db, exhibitorId).where('l.id', '=', outcome.lead).executeTakeFirstOrThrow(), lang));
  });

  const ListQuery = Type.Composite([PageQuery, Type.Object({
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    rating: Type.Optional(Type.Union(LEAD_RATINGS.map((r) => Type.Literal(r)))),
    tag: Type.Optional(Type.String({ maxLength: 50 })),
  })]);

  app.get(VISITOR_PATHS.leads, { config: { errors: [403] }, schema: { summary: "My exhibitor's leads, newest first (the read is recorded)", response: { 200: Envelope(Page(Lead)) }, querystring: ListQuery } }, async (request) => {
    const memberId = memberIdOf(request);
    const exhibitorId = await teamOf(request, memberId);
    const { keyword, rating, tag } = request.query;
    let base = leadsOf(db, exhibitorId);
    if (keyword) base = base.where((eb) => eb.or([eb('v.name', 'ilike', containsPattern(keyword)), eb('v.company', 'ilike', containsPattern(keyword)), eb('l.notes', 'ilike', containsPattern(keyword))]));
    if (rating) base = base.where('l.rating', '=', rating);
    if (tag) base = base.where(sql<boolean>`l.tags ? ${tag}`);
    const { limit, offset } = paging(request.query);
    const rows = await base.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(limit).offset(offset).execute();
    const { total } = await base.clearSelect().select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    await record(exhibitorId, memberId, 'view', rows.length);
    return ok({ rows: rows.map((row) => leadOf(row, request.lang)), total });
  });

  app.post(VISITOR_PATHS.lead, { config: { errors: [403, 404] }, schema: { summary: "Notes, rating and tags of one of my exhibitor's leads", response: { 200: Envelope(Lead) }, params: Type.Object({ id: RecordId }), body: LeadUpdate } }, async (request) => {
    const lang = request.lang;
    const memberId = memberIdOf(request);
    const exhibitorId = await teamOf(request, memberId);
    const { notes, rating, tags } = request.body;
    if (notes !== undefined && [...notes].length > LEAD_LIMITS.notes) throw invalidField('notes', messageText(lang, 'maxLength', { n: LEAD_LIMITS.notes }));
    const tagRule = tags === undefined ? undefined : leadTagsRule(tags);
    if (tagRule?.over) throw invalidField('tags', messageText(lang, 'maxLength', { n: LEAD_LIMITS.tag }));
    const cleanTags = tagRule?.tags;
    const updated = await db.updateTable('lead')
      .set({ updated_at: app.now(), ...(notes !== undefined ? { notes: notes.trim() } : {}), ...(rating !== undefined ? { rating } : {}), ...(cleanTags ? { tags: JSON.stringify(cleanTags) } : {}) })
      .where('id', '=', request.params.id).where('exhibitor_id', '=', exhibitorId).returning('id').executeTakeFirst();
    if (!updated) throw notFound('Lead');
    await record(exhibitorId, memberId, 'update', 1);
    return ok(leadOf(await leadsOf(db, exhibitorId).where('l.id', '=', updated.id).executeTakeFirstOrThrow(), lang));
  });

  app.get(VISITOR_PATHS.leadsExport, { config: { errors: [403], file: 'text/csv' }, schema: { summary: "Every lead of my exhibitor as CSV (UTF-8 with a BOM, so Excel shows Chinese); the export is recorded" } }, async (request, reply) => {
    const memberId = memberIdOf(request);
    const exhibitorId = await teamOf(request, memberId);
    const rows = (await leadsOf(db, exhibitorId).orderBy('l.created_at').orderBy('l.id').execute()).map((row) => leadOf(row, request.lang));
    await record(exhibitorId, memberId, 'export', rows.length);
    const en = request.lang === 'en';
    const yesNo = (value: boolean) => (en ? (value ? 'yes' : 'no') : value ? '是' : '否');
    return csvFile(reply, `leads-${app.now().toISOString().slice(0, 10)}.csv`, [
      [en ? 'Name' : '姓名', (l) => l.name], [en ? 'Company' : '公司', (l) => l.company], [en ? 'Job title' : '职位', (l) => l.jobTitle],
      [en ? 'Mobile' : '手机', (l) => l.mobile ?? ''], [en ? 'E-mail' : '邮箱', (l) => l.email ?? ''], [en ? 'Country/region' : '国家/地区', (l) => l.country ?? ''],
      [en ? 'Consent' : '授权', (l) => LEAD_STATE_LABELS[l.consent][request.lang]],
      [en ? 'Consent to share when scanned' : '扫描时是否同意分享', (l) => yesNo(l.consentShare)],
      [en ? 'Consent to transfer outside mainland China when scanned' : '扫描时是否同意跨境提供', (l) => yesNo(l.consentTransfer)],
      [en ? 'Consent wording version' : '授权文本版本', (l) => l.consentVersion],
      [en ? 'Rating' : '评级', (l) => l.rating ?? ''], [en ? 'Tags' : '标签', (l) => l.tags.join('; ')],
      [en ? 'Notes' : '备注', (l) => l.notes], [en ? 'Scanned by' : '扫描人', (l) => l.scannedBy ?? ''], [en ? 'Scanned at' : '扫描时间', (l) => l.scannedAt],
    ], rows);
  });
};
