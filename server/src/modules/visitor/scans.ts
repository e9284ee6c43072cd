import { sql } from 'kysely';
import { formatBadgeNumber, showDate, type GateAnswer, type Lead, type ScanRequest, type ScanResult } from '@expo/contract';
import type { Db } from '../../db/engine';
import { showLocalTime } from '../../db/show-time';
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

export async function gateScan(db: Db, keys: BadgeKeys, scan: ScanRequest, gateAccountId: number, now: Date): Promise<GateAnswer> {
  const scanned = await readCode(keys, scan.code);
  return db.transaction().execute(async (trx) => {
    const at = scanTime(scan.scannedAt, now);
    const first = await trx.insertInto('badge_scan')
      .values({ scan_id: scan.scanId, kind: 'gate', result: 'pending', gate: scan.gate ?? null, device_id: scan.deviceId, gate_account_id: gateAccountId, scanned_at: at })
      .onConflict((oc) => oc.column('scan_id').doNothing()).returning('scan_id').executeTakeFirst();
    if (!first) return replayedGateAnswer(trx as unknown as Db, scan.scanId);
    const visitor = await visitorOfCode(trx as unknown as Db, scanned);
    let result: ScanResult = visitor === null ? 'unknown' : visitor.revoked_at ? 'revoked' : 'admitted';
    let admittedAt: Date | null = null;
    if (visitor && result === 'admitted') {
      const day = showDate(at);
      const admitted = await trx.insertInto('admission').values({ visitor_id: visitor.id, day, gate: scan.gate ?? null, admitted_at: at, scan_id: scan.scanId })
        .onConflict((oc) => oc.columns(['visitor_id', 'day']).doNothing()).returning('admitted_at').executeTakeFirst();
      if (admitted) admittedAt = admitted.admitted_at;
      else {
        result = 'already';
        admittedAt = (await trx.selectFrom('admission').select('admitted_at').where('visitor_id', '=', visitor.id).where('day', '=', day).executeTakeFirstOrThrow()).admitted_at;
      }
    }
    await trx.updateTable('badge_scan').set({ result, visitor_id: visitor?.id ?? null }).where('scan_id', '=', scan.scanId).execute();
    return gateAnswer(result, visitor, admittedAt);
  });
}

/** The answer a scan id got the first time. */
async function replayedGateAnswer(db: Db, scanId: string): Promise<GateAnswer> {
  const row = await db.selectFrom('badge_scan as s').leftJoin('visitor as v', 'v.id', 's.visitor_id')
    .leftJoin('admission as a', (join) => join.onRef('a.visitor_id', '=', 's.visitor_id').on(sql<boolean>`a.day = (${showLocalTime('s.scanned_at')})::date`))
    .select(['s.result', 's.kind', 'a.admitted_at']).selectAll('v').where('s.scan_id', '=', scanId).executeTakeFirstOrThrow();
  const visitor = row.id === null ? null : (row as unknown as VisitorRow);
  return gateAnswer(row.kind === 'gate' ? (row.result as ScanResult) : 'unknown', visitor, row.admitted_at);
}

function gateAnswer(result: ScanResult, visitor: VisitorRow | null, admittedAt: Date | null): GateAnswer {
  const valid = visitor !== null && (result === 'admitted' || result === 'already');
  return {
    result,
    admittedAt: admittedAt ? iso(admittedAt) : null,
    name: valid ? visitor.name : null,
    company: valid ? visitor.company : null,
    number: valid ? formatBadgeNumber(visitor.badge_number) : null,
  };
}

export type LeadScan = { lead: number } | { refused: 'unknown' | 'revoked' };

/** A stand's scan: the exhibitor's lead of this visitor (one per visitor, a re-scan finds it). */
export async function leadScan(db: Db, keys: BadgeKeys, scan: ScanRequest, exhibitorId: number, memberId: number, now: Date): Promise<LeadScan> {
  const scanned = await readCode(keys, scan.code);
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
    if (refused || !visitor) return { refused: refused ?? 'unknown' };
    const lead = await trx.insertInto('lead').values({ exhibitor_id: exhibitorId, visitor_id: visitor.id, scanned_by: memberId })
      .onConflict((oc) => oc.columns(['exhibitor_id', 'visitor_id']).doUpdateSet({ updated_at: now })).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('lead_access').values({ exhibitor_id: exhibitorId, member_id: memberId, action: 'scan', leads: 1 }).execute();
    return { lead: lead.id };
  });
}

/** The exhibitor's leads, each with what its visitor agreed to share (nothing once withdrawn). */
export function leadsOf(db: Db, exhibitorId: number) {
  return db.selectFrom('lead as l').innerJoin('visitor as v', 'v.id', 'l.visitor_id').leftJoin('member as m', 'm.id', 'l.scanned_by')
    .select(['l.id', 'l.notes', 'l.rating', 'l.tags', 'l.withdrawn_at', 'l.created_at', 'v.name', 'v.company', 'v.job_title', 'v.mobile', 'v.email', 'v.country', 'v.province', 'v.share_contact', 'm.nickname as scanned_by'])
    .where('l.exhibitor_id', '=', exhibitorId);
}

type LeadRow = Awaited<ReturnType<ReturnType<typeof leadsOf>['executeTakeFirstOrThrow']>>;

export function leadOf(row: LeadRow): Lead {
  const consent = row.withdrawn_at ? 'withdrawn' : row.share_contact ? 'shared' : 'notShared';
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
    notes: row.notes,
    rating: row.rating,
    tags: row.tags,
    scannedBy: row.scanned_by,
    scannedAt: iso(row.created_at),
  };
}
