import type pg from 'pg';
import { sha256 } from '../../server/src/lib/hashing';
import type { Acknowledged } from './requests';

/**
 * Each acknowledged write of a show run that is not in the database as it was answered, in words
 * (none: all found): an admitted gate scan with its admission, a lead scan with its lead, a new
 * registration with its badge, a code sign-in's session, a requested meeting.
 */
export async function writesMissing(db: pg.Client, acknowledged: Acknowledged[]): Promise<string[]> {
  const of = <K extends Acknowledged['kind']>(kind: K) => acknowledged.filter((a): a is Extract<Acknowledged, { kind: K }> => a.kind === kind);
  const problems: string[] = [];
  const report = (what: string, wanted: number, found: number, example: unknown) => {
    if (found !== wanted) problems.push(`${wanted - found} of ${wanted} acknowledged ${what} are not in the database (e.g. ${JSON.stringify(example)})`);
  };

  const gates = of('gateScan').map((a) => a.scanId);
  const { rows: gateFound } = await db.query<{ scan_id: string }>(`
    SELECT s.scan_id FROM badge_scan s JOIN admission a ON a.scan_id = s.scan_id AND a.visitor_id = s.visitor_id
    WHERE s.scan_id = ANY($1) AND s.kind = 'gate' AND s.result = 'admitted'`, [gates]);
  const gateSet = new Set(gateFound.map((r) => r.scan_id));
  report('gate scans (admitted, with the admission)', gates.length, gateSet.size, gates.find((g) => !gateSet.has(g)));

  const leads = of('leadScan');
  const { rows: leadFound } = await db.query<{ scan_id: string; lead_id: number }>(`
    SELECT s.scan_id, l.id AS lead_id FROM badge_scan s JOIN lead l ON l.exhibitor_id = s.exhibitor_id AND l.visitor_id = s.visitor_id
    WHERE s.scan_id = ANY($1) AND s.kind = 'lead' AND s.result = 'lead'`, [leads.map((l) => l.scanId)]);
  const leadOf = new Map(leadFound.map((r) => [r.scan_id, r.lead_id]));
  const leadsFound = leads.filter((l) => leadOf.get(l.scanId) === l.leadId);
  report('lead scans (with their lead)', leads.length, leadsFound.length, leads.find((l) => leadOf.get(l.scanId) !== l.leadId));

  const registrations = of('registration');
  const { rows: visitors } = await db.query<{ mobile: string; badge_number: string }>(`SELECT mobile, badge_number FROM visitor WHERE contact = ANY($1)`, [registrations.map((r) => `m:${r.mobile}`)]);
  const badgeOf = new Map(visitors.map((v) => [v.mobile, v.badge_number]));
  const registered = registrations.filter((r) => badgeOf.get(r.mobile) === r.number.replace('-', ''));
  report('registrations (with their badge)', registrations.length, registered.length, registrations.find((r) => !registered.includes(r)));

  const signIns = of('codeSignIn');
  const { rows: [sessions] } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM session WHERE token_hash = ANY($1) AND revoked_at IS NULL`, [signIns.map((s) => sha256(s.token))]);
  report('code sign-ins (their sessions)', signIns.length, sessions!.n, '(a session token)');

  const meetings = of('meetingRequest').map((m) => m.id);
  const { rows: [held] } = await db.query<{ n: number }>(`
    SELECT count(*)::int AS n FROM meeting m WHERE m.id = ANY($1) AND m.status = 'requested' AND EXISTS (SELECT 1 FROM meeting_hold h WHERE h.meeting_id = m.id)`, [meetings]);
  report('meeting requests (requested, holding their slot)', meetings.length, held!.n, meetings.slice(0, 3));
  return problems;
}
