import { sql } from 'kysely';
import { ApiCode, messageText, type BadgePrint, type Language, type PrintedBadge } from '@expo/contract';
import type { Db } from '../../db/engine';
import { ApiError } from '../../lib/envelope';
import { iso } from '../content/query';
import type { BadgeKeys } from './badge-token';
import { badgeOf, readCode, visitorOfCode } from './visitors';

/** Who prints: a kiosk (a QR token only) or a gate scanner in "print badge" mode (a token or a typed number). */
export type Printer = { kind: 'kiosk'; kioskAccountId: number; deviceId: string } | { kind: 'gate'; gateAccountId: number; deviceId: string };

/**
 * The badge a scanned code names, to print, with the print logged: a count over 1 is a reprint,
 * shown in the console's visitor record. A kiosk takes QR tokens only: a typed number could be
 * guessed at an unattended tablet, a signed token cannot.
 */
export async function printBadge(db: Db, keys: BadgeKeys, lang: Language, code: string, printer: Printer): Promise<PrintedBadge> {
  const scanned = await readCode(keys, code);
  const visitor = printer.kind === 'kiosk' && scanned && 'number' in scanned ? null : await visitorOfCode(db, scanned);
  if (!visitor) throw new ApiError(ApiCode.notFound, messageText(lang, 'badgeUnknown'));
  if (visitor.revoked_at) throw new ApiError(ApiCode.conflict, messageText(lang, 'badgeRevoked'));
  // The visitor's row is locked while its print is counted: parallel prints get 1, 2, 3… each.
  const prints = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('visitor').select('id').where('id', '=', visitor.id).forUpdate().execute();
    await trx.insertInto('badge_print').values({
      visitor_id: visitor.id, printed_by: printer.kind, device_id: printer.deviceId,
      ...(printer.kind === 'kiosk' ? { kiosk_account_id: printer.kioskAccountId } : { gate_account_id: printer.gateAccountId }),
    }).execute();
    return (await trx.selectFrom('badge_print').select(sql<number>`count(*)::int`.as('n')).where('visitor_id', '=', visitor.id).executeTakeFirstOrThrow()).n;
  });
  return { ...(await badgeOf(keys, visitor)), prints };
}

/** The prints of one registration's badge, newest first (the console's visitor record). */
export async function printsOf(db: Db, visitorId: number): Promise<BadgePrint[]> {
  const rows = await db.selectFrom('badge_print as p').leftJoin('kiosk_account as k', 'k.id', 'p.kiosk_account_id').leftJoin('gate_account as g', 'g.id', 'p.gate_account_id')
    .select(['p.printed_at', 'p.printed_by', 'p.device_id', 'k.username as kiosk', 'g.username as gate'])
    .where('p.visitor_id', '=', visitorId).orderBy('p.id', 'desc').execute();
  return rows.map((r) => ({ printedAt: iso(r.printed_at), where: r.printed_by, account: r.printed_by === 'kiosk' ? r.kiosk : r.gate, deviceId: r.device_id }));
}
