import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';

/** A column: its heading and how a row gives its cell. */
export type CsvColumn<T> = [string, (row: T) => string | number];

/**
 * A CSV download in UTF-8 with a byte-order mark (Excel then reads Chinese right), quoted by
 * csv-stringify; cells that a spreadsheet would run as a formula start with an apostrophe.
 */
export function csvFile<T>(reply: FastifyReply, filename: string, columns: CsvColumn<T>[], rows: T[]) {
  const body = stringify([columns.map(([heading]) => heading), ...rows.map((row) => columns.map(([, cell]) => defuse(cell(row))))], { record_delimiter: 'windows' });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(`\uFEFF${body}`);
}

function defuse(value: string | number): string | number {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
