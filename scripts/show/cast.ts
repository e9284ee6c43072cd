import { randomBytes } from 'node:crypto';
import { SCAN_LIMITS } from '@expo/contract';
import type pg from 'pg';
import { randomToken, sha256 } from '../../server/src/lib/hashing';
import { hashPassword } from '../../server/src/lib/passwords';
import { BadgeKeys } from '../../server/src/modules/visitor/badge-token';
import type { CastSize } from './mix';

/**
 * The people of a show-morning run, written straight into the database (a real show has them
 * already: registrations taken for weeks, teams bound, gate accounts made in the console): visitors
 * with valid badges, gate accounts with their devices and sessions, exhibitor team members with
 * sessions, members who will sign in with a code (the code already sent: a verification_code row),
 * contacts that will register on site with a code, members who will ask for a meeting, and teams
 * whose profile change an editor approves. Everything the requests need, each used once.
 */
export interface Cast {
  /** Badge tokens (the QR codes) of registered visitors. */
  badges: string[];
  gates: { accountId: number; token: string; devices: string[] }[];
  teams: { token: string; device: string; exhibitorId: number }[];
  signIns: { mobile: string; code: string }[];
  registrations: { mobile: string; code: string }[];
  meetings: { token: string; exhibitorId: number; startsAt: string }[];
  approvals: { token: string; exhibitorId: number }[];
  businessType: string;
}

const CODE = '246810';
const BATCH = 5000;

/** Writes the cast (`badgeSecret`: the API processes' BADGE_SECRET, to sign the badges' tokens). */
export async function castShow(db: pg.Client, size: CastSize, badgeSecret: string, log: (line: string) => void): Promise<Omit<Cast, 'meetings'> & { meetingMembers: string[] }> {
  const run = randomBytes(2).toString('hex');
  const started = Date.now();
  const { rows: [show] } = await db.query<{ edition: string }>(`SELECT start_date::text AS edition FROM exhibition ORDER BY id LIMIT 1`);
  const edition = show!.edition;
  const { rows: [type] } = await db.query<{ value: string }>(`SELECT value FROM dict WHERE type = 'visitor_business_type' ORDER BY sort LIMIT 1`);
  // A distinct number range per run and role (the deploy suite's own sign-ups use 137 and 139).
  const base = (Number.parseInt(run, 16) % 90) * 1_000_000;
  const mobile = (prefix: number, i: number) => `19${prefix}${String(base + i).padStart(8, '0')}`;

  const keys = new BadgeKeys(undefined as never, badgeSecret);
  const badges: string[] = [];
  for (let from = 0; from < size.visitors; from += BATCH) {
    const count = Math.min(BATCH, size.visitors - from);
    const nonces = Array.from({ length: count }, () => randomBytes(4).toString('hex'));
    const { rows } = await db.query<{ id: number; token_nonce: string }>(`
      INSERT INTO visitor (edition, contact, name, company, job_title, country, mobile, business_type, badge_number, token_nonce, share_contact)
      SELECT $1::date, 'm:' || m, 'Visitor ' || n, 'Bakery ' || (n % 997), 'Buyer', '中国', m, $2, b, nonce, n % 2 = 0
      FROM unnest($3::text[], $4::text[], $5::int[], $6::text[]) AS v(m, b, n, nonce)
      RETURNING id, token_nonce`,
    [edition, type!.value,
      Array.from({ length: count }, (_, i) => mobile(8, from + i)),
      Array.from({ length: count }, (_, i) => badgeNumber(Number.parseInt(run, 16), from + i)),
      Array.from({ length: count }, (_, i) => from + i), nonces]);
    for (const row of rows) badges.push(await keys.sign({ id: row.id, version: 1, nonce: row.token_nonce }));
  }

  const gateHash = await hashPassword(randomBytes(12).toString('hex'));
  const gates: Cast['gates'] = [];
  for (let g = 0; g < size.gateAccounts; g += 1) {
    // The organiser's own hourly limit for an account serving this many lanes.
    const { rows: [account] } = await db.query<{ id: number }>('INSERT INTO gate_account (username, password_hash, scans_per_hour) VALUES ($1, $2, $3) RETURNING id',
      [`gate-${run}-${g}`, gateHash, size.devicesPerGate * SCAN_LIMITS.perDevicePerHour]);
    const token = randomToken();
    await db.query(`INSERT INTO gate_session (token_hash, gate_account_id, expires_at) VALUES ($1, $2, now() + interval '16 hours')`, [sha256(token), account!.id]);
    gates.push({ accountId: account!.id, token, devices: Array.from({ length: size.devicesPerGate }, (_, d) => `gate-${run}-${g}-lane-${d}`) });
  }

  const { rows: exhibitors } = await db.query<{ id: number }>(`SELECT id FROM exhibitor WHERE name_zh IS NOT NULL AND name_en IS NOT NULL AND NOT trusted ORDER BY id`);
  if (exhibitors.length < size.approvalTeams + 1) throw new Error(`Only ${exhibitors.length} exhibitors in both languages`);
  const members = async (prefix: number, count: number, exhibitorOf: (i: number) => number | null) => {
    const tokens = Array.from({ length: count }, () => randomToken());
    for (let from = 0; from < count; from += BATCH) {
      const slice = tokens.slice(from, from + BATCH);
      await db.query(`
        WITH made AS (
          INSERT INTO member (mobile, password_hash, nickname, exhibitor_id)
          SELECT m, $1, 'Member ' || m, e FROM unnest($2::text[], $3::int[]) AS v(m, e)
          RETURNING id, mobile
        )
        INSERT INTO session (token_hash, member_id, expires_at)
        SELECT t.h, made.id, now() + interval '1 day' FROM made JOIN unnest($2::text[], $4::text[]) AS t(m, h) ON t.m = made.mobile`,
      [gateHash, slice.map((_, i) => mobile(prefix, from + i)), slice.map((_, i) => exhibitorOf(from + i)), slice.map(sha256)]);
    }
    return tokens;
  };
  const leadExhibitors = exhibitors.slice(size.approvalTeams);
  const teamTokens = await members(5, size.teams, (i) => leadExhibitors[i % leadExhibitors.length]!.id);
  const teams = teamTokens.map((token, i) => ({ token, device: `lead-${run}-${i}`, exhibitorId: leadExhibitors[i % leadExhibitors.length]!.id }));
  const approvalTokens = await members(4, size.approvalTeams, (i) => exhibitors[i]!.id);
  const approvals = approvalTokens.map((token, i) => ({ token, exhibitorId: exhibitors[i]!.id }));
  const meetingMembers = await members(6, size.meetingMembers, () => null);

  // Members who asked for a sign-in code, and contacts that asked for a registration code: sent.
  await members(7, size.signIns, () => null);
  const signIns = Array.from({ length: size.signIns }, (_, i) => ({ mobile: mobile(7, i), code: CODE }));
  const registrations = Array.from({ length: size.registrations }, (_, i) => ({ mobile: mobile(3, i), code: CODE }));
  await db.query(`
    INSERT INTO verification_code (channel, target, scene, code_hash, expires_at)
    SELECT 'sms', t, s, $1, now() + interval '2 hours' FROM unnest($2::text[], $3::text[]) AS v(t, s)`,
  [sha256(CODE), [...signIns.map((s) => s.mobile), ...registrations.map((r) => r.mobile)], [...signIns.map(() => 'login'), ...registrations.map(() => 'visit')]]);
  log(`cast: ${badges.length} visitors, ${gates.length} gate accounts × ${size.devicesPerGate} devices, ${teams.length} team members scanning leads, `
    + `${signIns.length} code sign-ins, ${registrations.length} on-site registrations, ${meetingMembers.length} members asking for meetings, ${approvals.length} teams with changes to approve (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return { badges, gates, teams, signIns, registrations, approvals, meetingMembers, businessType: type!.value };
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A badge number no random one is likely to take: the run's 16 bits then the index, in Crockford's base 32. */
function badgeNumber(run: number, index: number): string {
  let value = BigInt(run) * 2n ** 24n + BigInt(index);
  let out = '';
  for (let i = 0; i < 8; i += 1) {
    out = ALPHABET[Number(value % 32n)] + out;
    value /= 32n;
  }
  return out;
}

/**
 * Gives each member who will ask for a meeting an exhibitor and a free slot of it (read from the
 * public slots, as the exhibitor's page does), each slot to one member: every request can succeed.
 */
export async function planMeetings(apiUrl: string, cast: Omit<Cast, 'meetings'> & { meetingMembers: string[] }): Promise<Cast> {
  const exhibitorIds = [...new Set(cast.teams.map((t) => t.exhibitorId))].slice(0, Math.max(1, Math.ceil(cast.meetingMembers.length / 8)));
  const free: { exhibitorId: number; startsAt: string }[][] = [];
  for (const exhibitorId of exhibitorIds) {
    const res = await fetch(`${apiUrl}/meetings/exhibitors/${exhibitorId}/slots`);
    const body = (await res.json()) as { code: number; data: { days: { slots: { startsAt: string; free: boolean }[] }[] } };
    if (body.code !== 200) throw new Error(`The slots of exhibitor ${exhibitorId}: ${res.status} ${body.code}`);
    free.push(body.data.days.flatMap((d) => d.slots).filter((s) => s.free).map((s) => ({ exhibitorId, startsAt: s.startsAt })));
  }
  const meetings = cast.meetingMembers.map((token, i) => {
    const slot = free[i % free.length]![Math.floor(i / free.length)];
    if (!slot) throw new Error(`Not enough free meeting slots for ${cast.meetingMembers.length} requests`);
    return { token, ...slot };
  });
  const { meetingMembers: _members, ...rest } = cast;
  return { ...rest, meetings };
}

/**
 * The hour before the run, as the show had it at 1×: each gate account's and device's scans of the
 * last hour (badge_scan) and the events its limits count (rate_event), so that the scan guard's
 * hourly counts work on an hour's rows, as they do an hour into the opening, not on an empty table.
 */
export async function fillPastHour(db: pg.Client, cast: Pick<Cast, 'gates'>, gateScansPerSecond: number): Promise<number> {
  const devices = cast.gates.flatMap((g) => g.devices.map((device) => ({ account: g.accountId, device })));
  const perDevice = Math.round((gateScansPerSecond * 3600) / devices.length);
  const { rowCount } = await db.query(`
    INSERT INTO badge_scan (scan_id, kind, result, device_id, gate_account_id, scanned_at, received_at)
    SELECT 'past-' || d.device || '-' || i, 'gate', 'admitted', d.device, d.account, t, t
    FROM unnest($1::text[], $2::int[]) AS d(device, account), generate_series(1, $3::int) AS i,
         LATERAL (SELECT now() - interval '59 minutes' * (i::float8 / $3::int) AS t) AS at`,
  [devices.map((d) => d.device), devices.map((d) => d.account), perDevice]);
  await db.query(`
    INSERT INTO rate_event (key, created_at)
    SELECT k, received_at FROM badge_scan, LATERAL (VALUES ('gate-scan:account:' || gate_account_id), ('scan:device:' || device_id)) AS keys(k)
    WHERE scan_id LIKE 'past-%' AND device_id = ANY($1)`, [devices.map((d) => d.device)]);
  return rowCount ?? 0;
}
