import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { BadgePrint, Envelope, Page, RecordId, ScanAlert, VISITOR_PATHS, VisitorDashboard, formatBadgeNumber, underEditor, maskEmail, maskPhone, shownName } from '@expo/contract';
import { showLocalTime } from '../../db/show-time';
import { notFound, ok } from '../../lib/envelope';
import { containsPattern, iso, paging, PageQuery } from '../content/query';
import { csvFile } from './csv';
import { printsOf } from './prints';
import { reissueBadge } from './visitors';
import { registrationsBySource } from './source-console';

const VisitorRow = Type.Object({
  id: Type.Integer(), number: Type.String(), name: Type.String(), company: Type.String(), contact: Type.String(),
  createdAt: Type.String(), revoked: Type.Boolean(), admittedDays: Type.Array(Type.String()),
  /** how many times the badge was printed at a kiosk or gate (over 1: reprinted; the log is editorPrints) */
  prints: Type.Integer(),
});

/**
 * The organiser's side (behind the editor guard): who registered and who came, as numbers and CSV;
 * the registrations, with revoking and reissuing a badge. Every decision is in the audit log.
 */
export const visitorConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const audit = (request: { editor: { id: number; username: string } | null }, key: number, changes: object) =>
    db.insertInto('editor_audit').values({ editor_id: request.editor!.id, editor: request.editor!.username, action: 'update', resource: 'visitors', record_key: String(key), changes: JSON.stringify(changes) }).execute();

  app.get(underEditor(VISITOR_PATHS.editorScanAlerts), { schema: { summary: 'Devices stopped for guessing badge numbers, newest first', response: { 200: Envelope(Page(ScanAlert)) }, querystring: PageQuery } }, async (request) => {
    const { limit, offset } = paging(request.query);
    const rows = await db.selectFrom('scan_alert as s').leftJoin('gate_account as g', 'g.id', 's.gate_account_id').leftJoin('exhibitor as e', 'e.id', 's.exhibitor_id')
      .select(['s.id', 's.kind', 's.device_id', 's.scans', 's.unknown', 's.created_at', 'g.username', (request.lang === 'en' ? sql<string | null>`coalesce(e.name_en, e.name_zh)` : sql<string | null>`coalesce(e.name_zh, e.name_en)`).as('exhibitor')])
      .orderBy('s.id', 'desc').limit(limit).offset(offset).execute();
    const { total } = await db.selectFrom('scan_alert').select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    return ok({ rows: rows.map((r) => ({ id: r.id, kind: r.kind, deviceId: r.device_id, account: r.username ?? r.exhibitor, scans: r.scans, unknown: r.unknown, time: iso(r.created_at) })), total });
  });

  app.get(underEditor(VISITOR_PATHS.editorDashboard), { schema: { summary: 'Registrations by day, business type, region and source; check-ins by hour and gate', response: { 200: Envelope(VisitorDashboard) } } }, async (request) => {
    const count = sql<number>`count(*)::int`.as('count');
    const keyed = (rows: { key: unknown; count: number }[]) => rows.map((r) => ({ key: String(r.key ?? ''), count: r.count }));
    // Visitors only: staff passes (issue 34) are badges in the same table, not registrations.
    const visitors = () => db.selectFrom('visitor').where('kind', '=', 'visitor');
    const admissions = () => db.selectFrom('admission').where((eb) => eb.exists(eb.selectFrom('visitor as v').whereRef('v.id', '=', 'admission.visitor_id').where('v.kind', '=', 'visitor')));
    const [registrations, admitted] = await Promise.all([
      visitors().select(count).executeTakeFirstOrThrow(),
      admissions().select(sql<number>`count(DISTINCT visitor_id)::int`.as('count')).executeTakeFirstOrThrow(),
    ]);
    const byDay = await visitors().select([sql<string>`to_char(${showLocalTime('created_at')}, 'YYYY-MM-DD')`.as('key'), count]).groupBy('key').orderBy('key').execute();
    const byType = await visitors().select(['business_type as key', count]).groupBy('business_type').orderBy('count', 'desc').execute();
    const byRegion = await visitors().select([sql<string>`coalesce(nullif(province, ''), country)`.as('key'), count]).groupBy('key').orderBy('count', 'desc').execute();
    const byHour = await admissions().select([sql<string>`to_char(${showLocalTime('admitted_at')}, 'YYYY-MM-DD HH24')`.as('key'), count]).groupBy('key').orderBy('key').execute();
    const byGate = await admissions().select([sql<string>`coalesce(gate, '')`.as('key'), count]).groupBy('key').orderBy('count', 'desc').execute();
    const bySource = await registrationsBySource(db, request.lang);
    return ok({
      registrations: registrations.count, admitted: admitted.count,
      registrationsByDay: keyed(byDay), byBusinessType: keyed(byType), byRegion: keyed(byRegion), checkinsByHour: keyed(byHour), checkinsByGate: keyed(byGate), bySource,
    });
  });

  app.get(underEditor(VISITOR_PATHS.editorExport), { config: { file: 'text/csv' }, schema: { summary: 'Registrations or check-ins as CSV (UTF-8 with a BOM)', querystring: Type.Object({ kind: Type.Union([Type.Literal('registrations'), Type.Literal('checkins')]) }) } }, async (request, reply) => {
    const day = app.now().toISOString().slice(0, 10);
    if (request.query.kind === 'checkins') {
      const rows = await db.selectFrom('admission as a').innerJoin('visitor as v', 'v.id', 'a.visitor_id').select(['v.badge_number', 'v.name', 'v.company', 'v.erased_at', 'a.day', 'a.gate', 'a.admitted_at']).orderBy('a.admitted_at').execute();
      return csvFile(reply, `checkins-${day}.csv`, [['badge', (r) => formatBadgeNumber(r.badge_number)], ['name', (r) => shownName(request.lang, r.erased_at !== null, r.name)], ['company', (r) => r.company], ['day', (r) => String(r.day).slice(0, 10)], ['gate', (r) => r.gate ?? ''], ['admitted_at', (r) => iso(r.admitted_at)]], rows);
    }
    const rows = await db.selectFrom('visitor').selectAll().where('kind', '=', 'visitor').orderBy('id').execute();
    return csvFile(reply, `registrations-${day}.csv`, [
      ['badge', (r) => formatBadgeNumber(r.badge_number)], ['name', (r) => shownName(request.lang, r.erased_at !== null, r.name)], ['company', (r) => r.company], ['job_title', (r) => r.job_title],
      ['country', (r) => r.country], ['province', (r) => r.province ?? ''], ['mobile', (r) => r.mobile ?? ''], ['email', (r) => r.email ?? ''],
      ['business_type', (r) => r.business_type], ['interests', (r) => r.interests.join('; ')], ['days', (r) => r.days.join('; ')],
      ['share_contact', (r) => (r.share_contact ? 'yes' : 'no')], ['revoked', (r) => (r.revoked_at ? 'yes' : 'no')], ['registered_at', (r) => iso(r.created_at)],
    ], rows);
  });

  app.get(underEditor(VISITOR_PATHS.editorList), { schema: { summary: 'Registrations, newest first, by name, company or badge number', response: { 200: Envelope(Page(VisitorRow)) }, querystring: Type.Composite([PageQuery, Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 50 })) })]) } }, async (request) => {
    let base = db.selectFrom('visitor as v');
    const { keyword } = request.query;
    if (keyword) base = base.where((eb) => eb.or([eb('v.name', 'ilike', containsPattern(keyword)), eb('v.company', 'ilike', containsPattern(keyword)), eb('v.badge_number', '=', keyword.replace(/-/g, '').toUpperCase())]));
    const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const { limit, offset } = paging(request.query);
    const rows = await base.selectAll('v')
      .select((eb) => eb.selectFrom('admission as a').whereRef('a.visitor_id', '=', 'v.id').select(sql<string[]>`coalesce(jsonb_agg(to_char(a.day, 'YYYY-MM-DD') ORDER BY a.day), '[]'::jsonb)`.as('d')).as('admitted_days'))
      .select((eb) => eb.selectFrom('badge_print as p').whereRef('p.visitor_id', '=', 'v.id').select(sql<number>`count(*)::int`.as('n')).as('prints'))
      .orderBy('v.id', 'desc').limit(limit).offset(offset).execute();
    return ok({
      rows: rows.map((r) => ({
        id: r.id, number: formatBadgeNumber(r.badge_number), name: shownName(request.lang, r.erased_at !== null, r.name), company: r.company, contact: r.mobile ? maskPhone(r.mobile) : r.email ? maskEmail(r.email) : '',
        createdAt: iso(r.created_at), revoked: r.revoked_at !== null, admittedDays: r.admitted_days ?? [], prints: r.prints ?? 0,
      })),
      total,
    });
  });

  const IdParams = Type.Object({ id: RecordId });
  app.get(underEditor(VISITOR_PATHS.editorPrints), { schema: { summary: "A registration's badge prints at kiosks and gates, newest first (more than one: reprinted)", response: { 200: Envelope(Type.Array(BadgePrint)) }, params: IdParams } }, async (request) =>
    ok(await printsOf(db, request.params.id)),
  );

  app.post(underEditor(VISITOR_PATHS.editorRevoke), { schema: { summary: 'Revoke a badge: every scan of it answers revoked', response: { 200: Envelope(Type.Object({ number: Type.String() })) }, params: IdParams } }, async (request) => {
    const row = await db.updateTable('visitor').set({ revoked_at: app.now() }).where('id', '=', request.params.id).returning('badge_number').executeTakeFirst();
    if (!row) throw notFound('Registration');
    await audit(request, request.params.id, { revoked: true });
    return ok({ number: formatBadgeNumber(row.badge_number) });
  });

  app.post(underEditor(VISITOR_PATHS.editorReissue), { schema: { summary: 'Reissue a badge: a new token and number; the old QR and number are refused', response: { 200: Envelope(Type.Object({ number: Type.String() })) }, params: IdParams } }, async (request) => {
    const row = await reissueBadge(db, request.params.id);
    if (!row) throw notFound('Registration');
    await audit(request, request.params.id, { reissued: formatBadgeNumber(row.badge_number) });
    return ok({ number: formatBadgeNumber(row.badge_number) });
  });
};
