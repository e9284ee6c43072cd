import type { ColumnType, Generated } from 'kysely';

// Column types the table files share (db/*-tables.ts, modules/*/tables.ts).

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type DateOnly = ColumnType<string, string, string>;

/** The columns a queue's table has for lib/polled-queue.ts: when a row is due, claimed, tried and done. */
export interface QueueColumns {
  due_at: Generated<Date>;
  claimed_at: Timestamp | null;
  attempts: Generated<number>;
  done_at: Timestamp | null;
}
