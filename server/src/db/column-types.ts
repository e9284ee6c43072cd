import type { ColumnType } from 'kysely';

// Column types the table files share (db/*-tables.ts, modules/*/tables.ts).

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type DateOnly = ColumnType<string, string, string>;
