import { sql } from 'kysely';
import type { Db } from '../../db/engine';

/**
 * Counts events per key over a time window, in the database so that every API process shares
 * the count. `record` adds an event; `count` tells how many fell in the window.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  async count(key: string, windowSeconds: number): Promise<number> {
    const row = await this.db
      .selectFrom('rate_event')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('key', '=', key)
      .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
      .executeTakeFirst();
    return row?.n ?? 0;
  }

  /** Seconds since the latest event of the key, or null if none in the window. */
  async secondsSinceLast(key: string, windowSeconds: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('rate_event')
      .select(sql<number>`extract(epoch FROM now() - max(created_at))::float8`.as('age'))
      .where('key', '=', key)
      .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
      .executeTakeFirst();
    return row?.age ?? null;
  }

  async record(key: string): Promise<void> {
    await this.db.insertInto('rate_event').values({ key }).execute();
  }

  /** Takes back the latest event of the key (an attempt that turned out not to count). */
  async forgetLatest(key: string): Promise<void> {
    const latest = this.db.selectFrom('rate_event').select('id').where('key', '=', key).orderBy('id', 'desc').limit(1);
    await this.db.deleteFrom('rate_event').where('id', '=', latest).execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_event').where('key', '=', key).execute();
  }

  /** Drops events older than any window we use (a day). */
  async prune(): Promise<void> {
    await this.db.deleteFrom('rate_event').where('created_at', '<', sql<Date>`now() - interval '2 days'`).execute();
  }
}
