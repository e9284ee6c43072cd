import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { RANKING_MIN_ACCOUNT_AGE_HOURS, RANKING_VIEWS_PER_ADDRESS, showDate, type RankedType } from '@expo/contract';
import type { Db } from '../../db/engine';
import { sha256 } from '../../lib/hashing';

/** The counting day: the show's calendar date (China time), as for every daily rule. */
export function rankingDay(now = new Date()): string {
  return showDate(now);
}

/**
 * Counts a collection or like for the ranking: once per member per item per day, and not at all
 * for an account younger than RANKING_MIN_ACCOUNT_AGE_HOURS. One statement: of parallel
 * requests, one inserts the day's act and only that one adds to the tally. Answers whether it counted.
 */
export async function countMark(db: Db, memberId: number, targetType: RankedType, targetId: number, mark: 'collect' | 'like'): Promise<boolean> {
  const day = rankingDay();
  const result = await sql<{ counted: number }>`
    WITH fresh AS (
      INSERT INTO ranking_act (member_id, target_type, target_id, mark, day)
      SELECT id, ${targetType}, ${targetId}, ${mark}, ${day}::date FROM member
      WHERE id = ${memberId} AND created_at <= now() - make_interval(hours => ${RANKING_MIN_ACCOUNT_AGE_HOURS})
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    INSERT INTO ranking_tally (target_type, target_id, day, collects, likes)
    SELECT ${targetType}, ${targetId}, ${day}::date, ${mark === 'collect' ? 1 : 0}, ${mark === 'like' ? 1 : 0} FROM fresh
    ON CONFLICT (target_type, target_id, day)
      DO UPDATE SET collects = ranking_tally.collects + excluded.collects, likes = ranking_tally.likes + excluded.likes
    RETURNING 1 AS counted`.execute(db);
  return result.rows.length > 0;
}

/**
 * Counts a detail-page view: once per visitor per item per day, and at most
 * RANKING_VIEWS_PER_ADDRESS per network address per item per day (a visitor is IP and user agent,
 * and user agents cost nothing to invent). Visitor and address are hashes with the day's random
 * salt; the salt and the day's hashes are deleted the next day, so nothing links a visitor across
 * days and no address is stored. One statement: the address's counter row is locked by its upsert.
 */
export async function countView(db: Db, targetType: RankedType, targetId: number, ip: string, userAgent: string): Promise<boolean> {
  const day = rankingDay();
  const salt = await daySalt(db, day);
  const visitor = sha256(`${salt}\n${ip}\n${userAgent}`);
  const address = sha256(`${salt}\n${ip}`);
  const result = await sql<{ counted: number }>`
    WITH fresh AS (
      INSERT INTO ranking_visit (day, target_type, target_id, visitor)
      VALUES (${day}::date, ${targetType}, ${targetId}, ${visitor})
      ON CONFLICT DO NOTHING
      RETURNING 1
    ), allowed AS (
      INSERT INTO ranking_address (day, target_type, target_id, address, views)
      SELECT ${day}::date, ${targetType}, ${targetId}, ${address}, 1 FROM fresh
      ON CONFLICT (day, target_type, target_id, address) DO UPDATE SET views = ranking_address.views + 1
        WHERE ranking_address.views < ${RANKING_VIEWS_PER_ADDRESS}
      RETURNING 1
    )
    INSERT INTO ranking_tally (target_type, target_id, day, views)
    SELECT ${targetType}, ${targetId}, ${day}::date, 1 FROM allowed
    ON CONFLICT (target_type, target_id, day) DO UPDATE SET views = ranking_tally.views + 1
    RETURNING 1 AS counted`.execute(db);
  return result.rows.length > 0;
}

let cachedSalt: { day: string; salt: string } | null = null;

/** The day's salt (made by the first view of the day, in any process); making it prunes the past days. */
async function daySalt(db: Db, day: string): Promise<string> {
  if (cachedSalt?.day === day && (await saltStillStored(db, cachedSalt))) return cachedSalt.salt;
  const made = await db.insertInto('ranking_salt').values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.doNothing()).returning('day').executeTakeFirst();
  if (made) await pruneBefore(db, day);
  const { salt } = await db.selectFrom('ranking_salt').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
  cachedSalt = { day, salt };
  return salt;
}

/** Another process or a test may have pruned the day; a cheap check keeps the cache honest. */
async function saltStillStored(db: Db, cached: { day: string; salt: string }): Promise<boolean> {
  const row = await db.selectFrom('ranking_salt').select('salt').where('day', '=', cached.day).executeTakeFirst();
  return row?.salt === cached.salt;
}

/** Past days' salts, visitor hashes and members' acts go: the tally keeps only the counts. */
async function pruneBefore(db: Db, day: string): Promise<void> {
  for (const table of ['ranking_salt', 'ranking_visit', 'ranking_address', 'ranking_act'] as const) await db.deleteFrom(table).where('day', '<', day).execute();
}
