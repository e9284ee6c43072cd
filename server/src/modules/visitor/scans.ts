import { sql } from 'kysely';
import {
  DELETED_VISITOR, badgeDayRefusal, formatBadgeNumber, leadConsent, messageText, shortShowDate, showDate, type BadgeShowDays, type GateAnswer, type Language, type Lead, type ScanRequest, type ScanResult,
} from '@expo/contract';
import type { Db } from '../../db/engine';
import { readExhibition } from '../../lib/exhibition';
import { iso } from '../content/query';
import type { BadgeKeys } from './badge-token';
import { readCode, visitorOfCode, type VisitorRow } from './visitors';

// Scans from the gates and the stands. Each scan id is stored once: a scan sent again (the
// device's queue after the network came back, or a retry) gets the answer the first one got and
// changes nothing. A gate admits a visitor once per show day: the admission's primary key decides
// between parallel scans of the same badge, on any number of API processes.

/** How far a device's own clock may be believed for a scan sent later (else the server's time). */
const DEVICE_CLOCK_WINDOW_MS = { past: 3 * 86_400_000, future: 5 * 60_000 };

export function scanTime(scannedAt: string | undefined, now: Date): Date {
  const at = scannedAt ? new Date(scannedAt) : null;
  if (!at || Number.isNaN(at.getTime())) return now;
  const offset = at.getTime() - now.getTime();
  return offset > DEVICE_CLOCK_WINDOW_MS.future || -offset > DEVICE_CLOCK_WINDOW_MS.past ? now : at;
}

/** The gate's day rule: the show's days, and the day a scan counts for (GATE_TEST_DAY in end-to-end tests, else the scan's China date). */
export interface GateDays {
  show: BadgeShowDays;
  testDay?: string;
}

export async function gateDaysOf(db: Db, testDay: string | undefined): Promise<GateDays> {
  const row = await readExhibition(db);
  return { show: { start: row.start_date, end: row.end_date, buildUpStart: row.build_up_start_date, tearDownEnd: row.tear_down_end_date }, testDay };
}

export async function gateScan(db: Db, keys: BadgeKeys, scan: ScanRequest, gateAccountId: number, now: Date, lang: Language, days: GateDays): Promise<GateAnswer> {
  const scanned = await readCode(keys, scan.code);
  return db.transaction().execute(async (trx) => {
    const at = scanTime(scan.scannedAt, now);
    const day = days.testDay ?? showDate(at);
    const first = await trx.insertInto('badge_scan')
      .values({ scan_id: scan.scanId, kind: 'gate', result: 'pending', gate: scan.gate ?? null, device_id: scan.deviceId, gate_account_id: gateAccountId, scanned_at: at })
      .onConflict((oc) => oc.column('scan_id').doNothing()).returning('scan_id').executeTakeFirst();
    if (!first) return replayedGateAnswer(trx as unknown as Db, scan.scanId, lang, days);
    const visitor = await visitorOfCode(trx as unknown as Db, scanned);
    let result: ScanResult = visitor === null ? 'unknown' : visitor.revoked_at ? 'revoked' : badgeDayRefusal(visitor.kind, day, days.show) ? 'notToday' : 'admitted';
    let admittedAt: Date | null = null;
    if (visitor && result === 'admitted') {
      const admitted = await trx.insertInto('admission').values({ visitor_id: visitor.id, day, gate: scan.gate ?? null, admitted_at: at, scan_id: scan.scanId })
        .onConflict((oc) => oc.columns(['visitor_id', 'day']).doNothing()).returning('admitted_at').executeTakeFirst();
      if (admitted) admittedAt = admitted.admitted_at;
      else {
        result = 'already';
        admittedAt = (await trx.selectFrom('admission').select('admitted_at').where('visitor_id', '=', visitor.id).where('day', '=', day).executeTakeFirstOrThrow()).admitted_at;
      }
    }
    await trx.updateTable('badge_scan').set({ result, visitor_id: visitor?.id ?? null }).where('scan_id', '=', scan.scanId).execute();
    return gateAnswer(result, visitor, admittedAt, lang, day, days.show);
  });
}

/** The answer a scan id got the first time. */
async function replayedGateAnswer(db: Db, scanId: string, lang: Language, days: GateDays): Promise<GateAnswer> {
  const scan = await db.selectFrom('badge_scan').select(['result', 'kind', 'visitor_id', 'scanned_at']).where('scan_id', '=', scanId).executeTakeFirstOrThrow();
  const visitor = scan.visitor_id === null ? null : (await db.selectFrom('visitor').selectAll().where('id', '=', scan.visitor_id).executeTakeFirst()) ?? null;
  const day = days.testDay ?? showDate(scan.scanned_at);
  const admission = visitor ? await db.selectFrom('admission').select('admitted_at').where('visitor_id', '=', visitor.id).where('day', '=', day).executeTakeFirst() : undefined;
  return gateAnswer(scan.kind === 'gate' ? (scan.result as ScanResult) : 'unknown', visitor, admission?.admitted_at ?? null, lang, day, days.show);
}

function gateAnswer(result: ScanResult, visitor: VisitorRow | null, admittedAt: Date | null, lang: Language, day: string, show: BadgeShowDays): GateAnswer {
  const valid = visitor !== null && (result === 'admitted' || result === 'already');
  const refusal = visitor !== null && result === 'notToday' ? badgeDayRefusal(visitor.kind, day, show) : null;
  return {
    result,
    admittedAt: admittedAt ? iso(admittedAt) : null,
    name: valid ? visitor.name : null,
    company: valid ? visitor.company : null,
    number: valid ? formatBadgeNumber(visitor.badge_number) : null,
    kind: valid ? visitor.kind : null,
    reason: refusal ? messageText(lang, refusal.key, { kind: messageText(lang, BADGE_KIND_NAMES[visitor!.kind]), date: shortShowDate(lang, refusal.date) })
      // an erased holder's badge is revoked by the erasure, not by the organiser: the gate says which
      : result === 'revoked' && visitor?.erased_at ? messageText(lang, 'badgeHolderErased') : null,
  };
}

/** Each badge kind's name in a refusal ("Visitor badges are valid from 12 May"). */
const BADGE_KIND_NAMES = { visitor: 'badgeKindVisitor', staff: 'badgeKindStaff', media: 'badgeKindMedia' } as const;

/** `erased`: a badge revoked because its holder's data was deleted (recorded as `revoked`). */
export type LeadScan = { lead: number } | { refused: 'unknown' | 'revoked' | 'erased' | 'staff' };

/** A stand's scan: the exhibitor's lead of this visitor (one per visitor, a re-scan finds it). */
export async function leadScan(db: Db, keys: BadgeKeys, scan: ScanRequest, exhibitorId: number, memberId: number, now: Date): Promise<LeadScan> {
  const scanned = await readCode(keys, scan.code);
  // A staff pass is no lead: answered before anything is written, so the scan leaves no trace.
  if ((await visitorOfCode(db, scanned))?.kind === 'staff') return { refused: 'staff' };
  return db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    const first = await trx.insertInto('badge_scan')
      .values({ scan_id: scan.scanId, kind: 'lead', result: 'pending', device_id: scan.deviceId, member_id: memberId, exhibitor_id: exhibitorId, scanned_at: scanTime(scan.scannedAt, now) })
      .onConflict((oc) => oc.column('scan_id').doNothing()).returning('scan_id').executeTakeFirst();
    if (!first) {
      const earlier = await trx.selectFrom('badge_scan').select(['result', 'visitor_id', 'exhibitor_id', 'kind']).where('scan_id', '=', scan.scanId).executeTakeFirstOrThrow();
      const lead = earlier.kind === 'lead' && earlier.exhibitor_id === exhibitorId && earlier.visitor_id !== null
        ? await trx.selectFrom('lead').select('id').where('exhibitor_id', '=', exhibitorId).where('visitor_id', '=', earlier.visitor_id).executeTakeFirst()
        : undefined;
      return lead ? { lead: lead.id } : { refused: earlier.result === 'revoked' ? 'revoked' : 'unknown' };
    }
    const visitor = await visitorOfCode(tx, scanned);
    const refused = visitor === null ? 'unknown' : visitor.revoked_at ? 'revoked' : null;
    await trx.updateTable('badge_scan').set({ result: refused ?? 'lead', visitor_id: visitor?.id ?? null }).where('scan_id', '=', scan.scanId).execute();
    if (refused || !visitor) return { refused: refused === 'revoked' && visitor?.erased_at ? 'erased' : refused ?? 'unknown' };
    // The lead keeps the consent it is collected under; a re-scan collects it again (a withdrawal stays).
    const { country } = await trx.selectFrom('exhibitor').select('country').where('id', '=', exhibitorId).executeTakeFirstOrThrow();
    const collected = { consent_share: visitor.share_contact, consent_transfer: visitor.transfer_consent, consent_version: visitor.consent_version, exhibitor_country: country };
    const lead = await trx.insertInto('lead').values({ exhibitor_id: exhibitorId, visitor_id: visitor.id, scanned_by: memberId, ...collected })
      .onConflict((oc) => oc.columns(['exhibitor_id', 'visitor_id']).doUpdateSet((eb) => ({
        updated_at: now,
        consent_share: eb.fn.coalesce(sql<boolean>`CASE WHEN lead.withdrawn_at IS NULL THEN excluded.consent_share END`, eb.ref('lead.consent_share')),
        consent_transfer: eb.fn.coalesce(sql<boolean>`CASE WHEN lead.withdrawn_at IS NULL THEN excluded.consent_transfer END`, eb.ref('lead.consent_transfer')),
        consent_version: eb.fn.coalesce(sql<string>`CASE WHEN lead.withdrawn_at IS NULL THEN excluded.consent_version END`, eb.ref('lead.consent_version')),
        exhibitor_country: eb.ref('excluded.exhibitor_country'),
      }))).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('lead_access').values({ exhibitor_id: exhibitorId, member_id: memberId, action: 'scan', leads: 1 }).execute();
    return { lead: lead.id };
  });
}

/** The exhibitor's leads, each with the consent it was collected under and the exhibitor's country now. */
export function leadsOf(db: Db, exhibitorId: number) {
  return db.selectFrom('lead as l').innerJoin('visitor as v', 'v.id', 'l.visitor_id').innerJoin('exhibitor as e', 'e.id', 'l.exhibitor_id').leftJoin('member as m', 'm.id', 'l.scanned_by')
    .select(['l.id', 'l.notes', 'l.rating', 'l.tags', 'l.withdrawn_at', 'l.created_at', 'l.consent_share', 'l.consent_transfer', 'l.consent_version', 'e.country as exhibitor_country',
      'v.name', 'v.company', 'v.job_title', 'v.mobile', 'v.email', 'v.country', 'v.province', 'v.erased_at', 'm.nickname as scanned_by'])
    .where('l.exhibitor_id', '=', exhibitorId);
}

/** What a lead holds under the consent it was collected under (contract/consent.ts, leadConsent). */
export function leadConsentOf(row: { consent_share: boolean; consent_transfer: boolean; withdrawn_at: Date | null; exhibitor_country: string }) {
  return leadConsent({ share: row.consent_share, transfer: row.consent_transfer, withdrawn: row.withdrawn_at !== null }, row.exhibitor_country);
}

type LeadRow = Awaited<ReturnType<ReturnType<typeof leadsOf>['executeTakeFirstOrThrow']>>;

/** A lead as the team sees it; an erased visitor (account closed, registration deleted or past retention) is DELETED_VISITOR. */
export function leadOf(row: LeadRow, lang: Language): Lead {
  if (row.erased_at) return { ...leadOf({ ...row, erased_at: null, consent_share: false }, lang), name: DELETED_VISITOR[lang], company: '', jobTitle: '', consent: 'erased' };
  const consent = leadConsentOf(row);
  const shared = consent === 'shared';
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    jobTitle: row.job_title,
    mobile: shared ? row.mobile : null,
    email: shared ? row.email : null,
    country: shared ? [row.country, row.province].filter(Boolean).join(' ') : null,
    consent,
    consentShare: row.consent_share,
    consentTransfer: row.consent_transfer,
    consentVersion: row.consent_version,
    notes: row.notes,
    rating: row.rating,
    tags: row.tags,
    scannedBy: row.scanned_by,
    scannedAt: iso(row.created_at),
  };
}
