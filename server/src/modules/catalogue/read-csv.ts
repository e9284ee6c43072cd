import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { CATALOGUE_LIMITS, type ImportRead } from '@expo/contract';
import { Refused } from './refusal';
import { breathe, type OnRows, type RawSheet } from './table';

// A CSV file: UTF-8 with a BOM, UTF-8 without, or else GB18030 (Excel's "CSV" on a Chinese
// Windows); the encoding read is reported. Rows are parsed as a stream and counted against the cap.

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** What the CSV export puts before a cell that a spreadsheet would take for a formula (and the import takes off). */
export const FORMULA_GUARD = "'";
const GUARDED = /^'(?=[=+\-@\t\r])/;

/** The text of a CSV file and the encoding it was read in. */
export function decodeCsv(bytes: Buffer): { text: string; read: ImportRead } {
  if (bytes.subarray(0, 3).equals(UTF8_BOM)) return { text: bytes.subarray(3).toString('utf8'), read: 'csv-utf8-bom' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), read: 'csv-utf8' };
  } catch {
    return { text: iconv.decode(bytes, 'gb18030'), read: 'csv-gb18030' };
  }
}

/** Whether the bytes could be a text file at all (no NUL in the first 8 KB; an .xls or a picture has them). */
export function looksLikeText(bytes: Buffer): boolean {
  return bytes.length > 0 && !bytes.subarray(0, 8192).includes(0);
}

/** A CSV file as one sheet named by its file name; refused when it cannot be parsed or holds too many rows. */
export async function readCsv(bytes: Buffer, name: string, onRows: OnRows): Promise<{ sheet: RawSheet; read: ImportRead }> {
  const { text, read } = decodeCsv(bytes);
  const sheet: RawSheet = { name, headings: [], rows: [] };
  const parser = Readable.from([text]).pipe(parse({ relax_column_count: true, relax_quotes: true, skip_empty_lines: false, bom: true }));
  let row = 0;
  let headed = false;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      const cells = record.map((cell) => cell.replace(GUARDED, '').trim());
      while (cells.length && cells[cells.length - 1] === '') cells.pop();
      if (cells.length === 0) continue;
      if (!headed) {
        sheet.headings = cells;
        headed = true;
        continue;
      }
      sheet.rows.push({ row, cells });
      if (sheet.rows.length > CATALOGUE_LIMITS.rows) throw new Refused('catalogueTooManyRows', { n: CATALOGUE_LIMITS.rows });
      if (sheet.rows.length % 1000 === 0) {
        onRows(sheet.rows.length);
        await breathe();
      }
    }
  } catch (error) {
    parser.destroy();
    if (error instanceof Refused) throw error;
    throw new Refused('catalogueUnreadable', { problem: error instanceof Error ? error.message.slice(0, 200) : 'csv' });
  }
  if (!headed) throw new Refused('catalogueEmptySheet', { sheet: name });
  onRows(sheet.rows.length);
  return { sheet, read };
}
