import { sql } from 'kysely';
import type { Db } from '../../db/engine';

/** At most `max` events of `key` in the last `windowSeconds`. */
export interface Limit {
  key: string;
  windowSeconds: number;
  max: number;
}

/** What `take` decided: the events it recorded (one per key) and the counts before them, or the first limit already reached. */
export type Decision =
  | { ok: true; events: Record<string, number>; counts: Record<string, number> }
  | { ok: false; limit: Limit; waitSeconds: number };

/**
 * Counts events per key over a time window, in the database so that every API process shares
 * the count. `take` decides and records in one transaction under an advisory lock per key, so
 * N parallel requests on any number of processes get exactly the allowed number through.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /**
   * Checks every limit and, when none is reached, records one event per key: atomically. Called
   * before the work a limit protects (a message, a password check), never after it.
   */
  async take(limits: Limit[]): Promise<Decision> {
    const keys = [...new Set(limits.map((limit) => limit.key))].sort();
    // Two statements inside the transaction, whatever the number of limits (a gate scan has three):
    // every round trip is time the transaction holds a pooled connection and its keys' locks, and
    // under load an API process waits its turn for the CPU between them (docs/performance.md,
    // "Show-morning load"). The lock comes first, in a statement of its own, so that the counts
    // (the next statement's snapshot) see every event committed by whoever held the lock before.
    return this.db.transaction().execute(async (trx): Promise<Decision> => {
      // In key order (unnest keeps the array's order), so two requests locking the same keys cannot deadlock.
      await sql`SELECT pg_advisory_xact_lock(hashtextextended('rate:' || k, 0)) FROM unnest(${keys}::text[]) AS k`.execute(trx);
      // Each limit's n in the window and the age of the max-th newest (its expiry frees a place); the
      // events are recorded only when no limit is reached.
      const { rows } = await sql<{ i: number; n: number; age: number | null; event_key: string | null; event_id: string | null }>`
        WITH limits AS (
          SELECT * FROM unnest(${limits.map((l) => l.key)}::text[], ${limits.map((l) => l.windowSeconds)}::int[], ${limits.map((l) => l.max)}::int[]) WITH ORDINALITY AS l(key, window_seconds, max, i)
        ), counted AS (
          SELECT l.i, l.max, c.n, c.age FROM limits l CROSS JOIN LATERAL (
            SELECT count(*)::int AS n,
                   (array_agg(extract(epoch FROM clock_timestamp() - created_at)::float8 ORDER BY created_at DESC, id DESC))[l.max] AS age
            FROM rate_event WHERE key = l.key AND created_at > clock_timestamp() - make_interval(secs => l.window_seconds)
          ) c
        ), recorded AS (
          INSERT INTO rate_event (key, created_at)
          SELECT k, clock_timestamp() FROM unnest(${keys}::text[]) AS k WHERE NOT EXISTS (SELECT 1 FROM counted WHERE n >= max)
          RETURNING key, id
        )
        SELECT i::int, n, age, NULL AS event_key, NULL AS event_id FROM counted
        UNION ALL SELECT NULL, NULL, NULL, key, id::text FROM recorded`.execute(trx);
      const counts: Record<string, number> = {};
      for (const row of rows.filter((r) => r.i !== null).sort((a, b) => a.i - b.i)) {
        const limit = limits[row.i - 1]!;
        if (row.n >= limit.max) return { ok: false, limit, waitSeconds: Math.max(1, Math.ceil(limit.windowSeconds - (row.age ?? 0))) };
        counts[limit.key] = Math.max(counts[limit.key] ?? 0, row.n);
      }
      const events: Record<string, number> = {};
      for (const row of rows) if (row.event_key !== null) events[row.event_key] = Number(row.event_id);
      return { ok: true, events, counts };
    });
  }

  /** Takes back events recorded by `take` (an attempt that turned out not to count). */
  async release(eventIds: number[]): Promise<void> {
    if (eventIds.length) await this.db.deleteFrom('rate_event').where('id', 'in', eventIds).execute();
  }

  async count(key: string, windowSeconds: number): Promise<number> {
    const row = await this.db
      .selectFrom('rate_event')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('key', '=', key)
      .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
      .executeTakeFirst();
    return row?.n ?? 0;
  }

  async record(key: string): Promise<void> {
    await this.db.insertInto('rate_event').values({ key }).execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_event').where('key', '=', key).execute();
  }

  /** Tests only: moves the events of `keys` `seconds` into the past, as if that much time had gone by for them. */
  async age(keys: string[], seconds: number): Promise<number> {
    if (!keys.length) return 0;
    const result = await this.db.updateTable('rate_event').set({ created_at: sql<Date>`created_at - make_interval(secs => ${seconds})` }).where('key', 'in', keys).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Drops events older than any window we use (a day). */
  async prune(): Promise<void> {
    await this.db.deleteFrom('rate_event').where('created_at', '<', sql<Date>`now() - interval '2 days'`).execute();
  }
}
