import { sql } from 'kysely';
import type { Db } from '../../db/engine';

/** One section of a member's data: rows of plain values (an object is a section of one row). */
export type Row = Record<string, unknown>;
export type MemberData = Record<SectionName, Row[]>;

/** The sections of an export, in the order the page shows them. */
export const SECTIONS = [
  'account', 'signIns', 'exhibitorBinding', 'registrations', 'admissions', 'scansOfMyBadge', 'consents', 'meetings', 'meetingMessages',
  'demands', 'demandClaims', 'contactViews', 'collections', 'visitPlan', 'inquiries', 'notices', 'noticeSettings', 'codesSent',
] as const;
export type SectionName = (typeof SECTIONS)[number];

/**
 * Everything the product holds about one member, read from every module's tables (docs/decisions.md,
 * "My data"): what they gave, what they did, and what others recorded about them (scans of their
 * badge, leads' consent), never another person's details (a scan names the exhibitor, not the team
 * member; a meeting's thread keeps its messages, not who on the team wrote them). Secrets are left
 * out: password and token hashes, the badge's signing nonce.
 */
export async function memberData(db: Db, memberId: number): Promise<MemberData> {
  const member = await db.selectFrom('member as m').leftJoin('exhibitor as e', 'e.id', 'm.exhibitor_id')
    .select(['m.id', 'm.mobile', 'm.email', 'm.nickname', 'm.avatar', 'm.company_name as companyName', 'm.position', 'm.remark', 'm.exhibitor_id as exhibitorId',
      'e.name_zh as exhibitorNameZh', 'e.name_en as exhibitorNameEn', 'm.exhibitor_bound_at as exhibitorBoundAt', 'm.created_at as createdAt', 'm.updated_at as updatedAt'])
    .where('m.id', '=', memberId).executeTakeFirst();
  const visitors = await db.selectFrom('visitor').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
  const visitorIds = visitors.length ? visitors.map((v) => v.id) : [-1];
  const badgeOf = new Map(visitors.map((v) => [v.id, v.badge_number]));
  const meetings = await db.selectFrom('meeting as g').leftJoin('exhibitor as e', 'e.id', 'g.exhibitor_id').leftJoin('meeting_room as r', 'r.id', 'g.room_id')
    .select(['g.id', 'g.edition', 'g.exhibitor_id as exhibitorId', 'e.name_zh as exhibitorNameZh', 'e.name_en as exhibitorNameEn', 'g.product_id as productId', 'g.initiated_by as initiatedBy',
      'g.status', 'g.starts_at as startsAt', 'g.ends_at as endsAt', 'r.name_zh as roomZh', 'r.name_en as roomEn', 'g.topic', 'g.message', 'g.reason', 'g.ended_by as endedBy',
      'g.requested_at as requestedAt', 'g.answered_at as answeredAt', 'g.updated_at as updatedAt'])
    .where('g.member_id', '=', memberId).orderBy('g.id').execute();
  const meetingIds = meetings.length ? meetings.map((m) => m.id) : [-1];
  const contacts = [member?.mobile, member?.email].filter((c): c is string => !!c);

  const data: MemberData = {
    account: member ? [member] : [],
    signIns: await db.selectFrom('session').select(['created_at as signedInAt', 'expires_at as expiresAt', 'revoked_at as signedOutAt'])
      .where('member_id', '=', memberId).orderBy('created_at').execute(),
    exhibitorBinding: await db.selectFrom('exhibitor_binding_event as b').leftJoin('exhibitor as e', 'e.id', 'b.exhibitor_id')
      .select(['b.action', 'b.via', 'b.exhibitor_id as exhibitorId', 'e.name_zh as exhibitorNameZh', 'e.name_en as exhibitorNameEn', 'b.created_at as at'])
      .where('b.member_id', '=', memberId).orderBy('b.id').execute(),
    registrations: visitors.map((v) => ({
      badgeNumber: v.badge_number, edition: v.edition, name: v.name, company: v.company, jobTitle: v.job_title, country: v.country, province: v.province,
      mobile: v.mobile, email: v.email, businessType: v.business_type, interests: v.interests, days: v.days, purpose: v.purpose, language: v.lang,
      badgeVersion: v.token_version, badgeRevokedAt: v.revoked_at, registeredAt: v.created_at,
    })),
    admissions: (await db.selectFrom('admission').select(['visitor_id', 'day', 'gate', 'admitted_at']).where('visitor_id', 'in', visitorIds).orderBy('admitted_at').execute())
      .map((a) => ({ badgeNumber: badgeOf.get(a.visitor_id), day: a.day, gate: a.gate, admittedAt: a.admitted_at })),
    scansOfMyBadge: (await db.selectFrom('badge_scan as s').leftJoin('exhibitor as e', 'e.id', 's.exhibitor_id')
      .select(['s.visitor_id', 's.kind', 's.result', 's.gate', 's.exhibitor_id as exhibitorId', 'e.name_zh as exhibitorNameZh', 'e.name_en as exhibitorNameEn', 's.scanned_at as scannedAt'])
      .where('s.visitor_id', 'in', visitorIds).orderBy('s.scanned_at').execute())
      .map(({ visitor_id, ...scan }) => ({ badgeNumber: badgeOf.get(visitor_id!), ...scan })),
    consents: await consentsOf(db, visitors, visitorIds),
    meetings: meetings.map((m) => ({ ...m })),
    meetingMessages: await db.selectFrom('meeting_post').select(['meeting_id as meetingId', 'side', 'body', 'created_at as at'])
      .where('meeting_id', 'in', meetingIds).orderBy('meeting_id').orderBy('id').execute(),
    demands: (await db.selectFrom('demand').selectAll().where('member_id', '=', memberId).orderBy('id').execute())
      .map(({ member_id: _member, reviewed_by: _editor, ...demand }) => camelCase(demand)),
    demandClaims: await db.selectFrom('demand_claim').select(['demand_id as demandId', 'created_at as claimedAt']).where('member_id', '=', memberId).orderBy('created_at').execute(),
    contactViews: await db.selectFrom('contact_view').select(['demand_id as demandId', 'day']).where('member_id', '=', memberId).orderBy('day').execute(),
    collections: await db.selectFrom('member_mark as k')
      .leftJoin('exhibitor as e', (j) => j.onRef('e.id', '=', 'k.target_id').on('k.target_type', '=', 'exhibitor'))
      .leftJoin('product as p', (j) => j.onRef('p.id', '=', 'k.target_id').on('k.target_type', '=', 'product'))
      .leftJoin('activity as a', (j) => j.onRef('a.id', '=', 'k.target_id').on('k.target_type', '=', 'activity'))
      .select(['k.mark', 'k.target_type as targetType', 'k.target_id as targetId',
        sql<string | null>`coalesce(e.name_zh, p.name_zh, a.title_zh)`.as('nameZh'), sql<string | null>`coalesce(e.name_en, p.name_en, a.title_en)`.as('nameEn'), 'k.created_at as at'])
      .where('k.member_id', '=', memberId).orderBy('k.created_at').execute(),
    visitPlan: await db.selectFrom('visit_plan_time').select(['target_type as targetType', 'target_id as targetId', 'visit_at as visitAt']).where('member_id', '=', memberId).orderBy('visit_at').execute(),
    inquiries: await db.selectFrom('inquiry as i').leftJoin('exhibitor as e', 'e.id', 'i.exhibitor_id')
      .select(['i.id', 'i.exhibitor_id as exhibitorId', 'e.name_zh as exhibitorNameZh', 'e.name_en as exhibitorNameEn', 'i.product_id as productId', 'i.name', 'i.mobile', 'i.email',
        'i.quantity', 'i.contents', 'i.created_at as at'])
      .where('i.member_id', '=', memberId).orderBy('i.id').execute(),
    notices: await db.selectFrom('notification').select(['kind', 'title', 'reason', 'demand_id as demandId', 'meeting_id as meetingId', 'lang as language', 'created_at as at', 'read_at as readAt'])
      .where('member_id', '=', memberId).orderBy('id').execute(),
    noticeSettings: (await db.selectFrom('notice_setting').selectAll().where('member_id', '=', memberId).execute()).map(({ member_id: _member, ...setting }) => setting),
    codesSent: await db.selectFrom('code_request').select(['channel', 'target', 'scene', 'created_at as requestedAt', 'outcome'])
      .where((w) => w.or([w('member_id', '=', memberId), ...(contacts.length ? [w('target', 'in', contacts)] : [])])).orderBy('id').execute(),
  };
  return data;
}

/**
 * Consents: what each registration agreed to (sharing the contact with exhibitors who scan the
 * badge, being findable for meetings), and for each exhibitor that holds the visitor as a lead,
 * whether it got the contact (the consent the lead was collected under) and when that was withdrawn;
 * then every recorded change of consent (issue 35, item 4), with its wording version and where it was made.
 */
async function consentsOf(db: Db, visitors: { id: number; badge_number: string; share_contact: boolean; findable: boolean; created_at: Date }[], visitorIds: number[]): Promise<Row[]> {
  const given = visitors.flatMap((v) => [
    { badgeNumber: v.badge_number, consent: 'shareContact', transfer: null, version: null, source: null, exhibitorId: null, exhibitorNameZh: null, exhibitorNameEn: null, given: v.share_contact, at: v.created_at, withdrawnAt: null },
    { badgeNumber: v.badge_number, consent: 'findable', transfer: null, version: null, source: null, exhibitorId: null, exhibitorNameZh: null, exhibitorNameEn: null, given: v.findable, at: v.created_at, withdrawnAt: null },
  ]);
  const leads = await db.selectFrom('lead as l').innerJoin('visitor as v', 'v.id', 'l.visitor_id').leftJoin('exhibitor as e', 'e.id', 'l.exhibitor_id')
    .select(['v.badge_number', 'l.exhibitor_id', 'e.name_zh', 'e.name_en', 'l.consent_share', 'l.consent_transfer', 'l.consent_version', 'l.created_at', 'l.withdrawn_at'])
    .where('l.visitor_id', 'in', visitorIds).orderBy('l.created_at').execute();
  const changes = await db.selectFrom('consent_event as c').innerJoin('visitor as v', 'v.id', 'c.visitor_id').leftJoin('exhibitor as e', 'e.id', 'c.exhibitor_id')
    .select(['v.badge_number', 'c.kind', 'c.given', 'c.exhibitor_id', 'c.version', 'c.source', 'c.at', 'e.name_zh', 'e.name_en'])
    .where('c.visitor_id', 'in', visitorIds).orderBy('c.id').execute();
  return [
    ...given,
    ...leads.map((l) => ({
      badgeNumber: l.badge_number, consent: 'exhibitorContact', transfer: l.consent_transfer, version: l.consent_version, source: 'scan', exhibitorId: l.exhibitor_id, exhibitorNameZh: l.name_zh, exhibitorNameEn: l.name_en,
      given: l.consent_share, at: l.created_at, withdrawnAt: l.withdrawn_at,
    })),
    ...changes.map((c) => ({
      badgeNumber: c.badge_number, consent: c.kind === 'share' ? 'shareContact' : 'transferOutsideMainlandChina', transfer: null, version: c.version, source: c.source, exhibitorId: c.exhibitor_id, exhibitorNameZh: c.name_zh, exhibitorNameEn: c.name_en,
      given: c.given, at: c.at, withdrawnAt: null,
    })),
  ];
}

function camelCase(row: Record<string, unknown>): Row {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), value]));
}
