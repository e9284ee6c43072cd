import { sql } from 'kysely';
import { ApiCode, SCAN_ALERT_ALL_DEVICES as ALL_DEVICES, SCAN_LIMITS, messageText, type Language } from '@expo/contract';
import type { Db } from '../../db/engine';
import { ApiError } from '../../lib/envelope';
import type { RateLimiter } from '../auth/rate-limit';

const MINUTE = 60;
const HOUR = 3600;

/** Who scans: a device, for a gate account (its own hourly limit, if the organiser set one) or a team member. */
export type Scanner =
  | { kind: 'gate'; deviceId: string; gateAccountId: number; perHour: number | null }
  | { kind: 'lead'; deviceId: string; memberId: number; exhibitorId: number };

/**
 * The limits a scan passes before it is read (contract SCAN_LIMITS): the device's pace with its
 * burst, the account's or member's hour, and no guessing. Answers 429 in the scanner's language.
 */
export async function guardScan(db: Db, limiter: RateLimiter, lang: Language, scanner: Scanner): Promise<void> {
  const account = scanner.kind === 'gate'
    ? { key: `gate-scan:account:${scanner.gateAccountId}`, windowSeconds: HOUR, max: scanner.perHour ?? SCAN_LIMITS.gatePerAccountPerHour }
    : { key: `lead-scan:member:${scanner.memberId}`, windowSeconds: HOUR, max: SCAN_LIMITS.leadPerMemberPerHour };
  const taken = await limiter.take([
    account,
    { key: `scan:device:${scanner.deviceId}:minute`, windowSeconds: MINUTE, max: SCAN_LIMITS.perDevicePerMinute },
    { key: `scan:device:${scanner.deviceId}`, windowSeconds: HOUR, max: SCAN_LIMITS.perDevicePerHour },
  ]);
  if (!taken.ok) throw new ApiError(ApiCode.tooMany, messageText(lang, 'tooManyRequests'));
  if (await isGuessing(db, scanner)) {
    await limiter.release(Object.values(taken.events));
    throw new ApiError(ApiCode.tooMany, messageText(lang, 'scanGuessing'));
  }
}

/**
 * Whether the device (or, for a gate, its account across devices: a device id is the client's
 * word) had many "unknown badge" answers in the last hour, and mostly those. The first time in an
 * hour, the console gets an alert.
 */
async function isGuessing(db: Db, scanner: Scanner): Promise<boolean> {
  const counted = (column: 'device_id' | 'gate_account_id', value: string | number) => db.selectFrom('badge_scan')
    .select([sql<number>`count(*)::int`.as('scans'), sql<number>`count(*) FILTER (WHERE result = 'unknown')::int`.as('unknown')])
    .where(column, '=', value as never).where('received_at', '>', sql<Date>`now() - interval '1 hour'`).executeTakeFirstOrThrow();
  const guessing = ({ scans, unknown }: { scans: number; unknown: number }, min: number) => unknown >= min && unknown * 2 > scans;
  let found = await counted('device_id', scanner.deviceId);
  // Guessing spread over device ids is the account's: its alert names no one device.
  let alertDevice = scanner.deviceId;
  if (!guessing(found, SCAN_LIMITS.guessingMinUnknown)) {
    if (scanner.kind !== 'gate') return false;
    found = await counted('gate_account_id', scanner.gateAccountId);
    if (!guessing(found, SCAN_LIMITS.guessingMinUnknownPerAccount)) return false;
    alertDevice = ALL_DEVICES;
  }
  await db.insertInto('scan_alert').values({
    kind: scanner.kind, device_id: alertDevice, scans: found.scans, unknown: found.unknown, hour: sql<Date>`date_trunc('hour', now())`,
    ...(scanner.kind === 'gate' ? { gate_account_id: scanner.gateAccountId } : { member_id: scanner.memberId, exhibitor_id: scanner.exhibitorId }),
  }).onConflict((oc) => oc.columns(['device_id', 'hour']).doNothing()).execute();
  return true;
}
