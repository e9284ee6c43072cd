import { CATALOGUE_LIMITS, type ImportRead } from '@expo/contract';
import { UPLOAD_LIMITS } from '../media/uploads';
import { readCsv, looksLikeText } from './read-csv';
import { readXlsx } from './read-xlsx';
import { MB, Refused } from './refusal';
import type { OnRows, RawSheet } from './table';
import { Inflated, isZip, listZip, readEntry, type ZipEntries } from './zip';

// What the import reads: an .xlsx, a .csv, or a .zip holding one of them and the pictures it
// names. Told apart by their first bytes, not their names.

/** The pictures of a .zip, read (inflated) only when a row names one. */
export interface Pictures {
  /** the entry a cell's file name names: its path in the .zip, or its name alone, any case */
  find(name: string): string | undefined;
  bytes(path: string): Promise<Buffer>;
}

export interface ReadFile {
  read: ImportRead;
  zip: boolean;
  sheets: RawSheet[];
  pictures: Pictures | null;
  close(): void;
}

const SPREADSHEET = /\.(xlsx|csv)$/i;
const IGNORED = /(^|\/)(__MACOSX\/|\._|~\$|\.DS_Store$)/;

export async function readFile(bytes: Buffer, fileName: string, onRows: OnRows): Promise<ReadFile> {
  if (bytes.length === 0) throw new Refused('catalogueNotSpreadsheet');
  if (isZip(bytes)) {
    const listed = await listZip(bytes);
    if (!listed) throw new Refused('catalogueZipBroken');
    const names = new Set(listed.entries.map((e) => e.fileName));
    if (names.has('[Content_Types].xml') && names.has('xl/workbook.xml')) {
      listed.close();
      return { ...(await spreadsheet(bytes, 'x.xlsx', onRows)), zip: false, pictures: null, close: () => undefined };
    }
    return readZip(listed, onRows);
  }
  if (!looksLikeText(bytes)) throw new Refused('catalogueNotSpreadsheet');
  return { ...(await spreadsheet(bytes, baseName(fileName), onRows)), zip: false, pictures: null, close: () => undefined };
}

async function spreadsheet(bytes: Buffer, name: string, onRows: OnRows): Promise<{ read: ImportRead; sheets: RawSheet[] }> {
  if (bytes.length > CATALOGUE_LIMITS.spreadsheetBytes) throw new Refused('catalogueSheetTooLarge', { n: CATALOGUE_LIMITS.spreadsheetBytes / MB });
  if (isZip(bytes)) return { read: 'xlsx', sheets: await readXlsx(bytes, onRows) };
  if (!looksLikeText(bytes)) throw new Refused('catalogueNotSpreadsheet');
  const { sheet, read } = await readCsv(bytes, name, onRows);
  return { read, sheets: [sheet] };
}

async function readZip(listed: ZipEntries, onRows: OnRows): Promise<ReadFile> {
  try {
    const files = listed.entries.filter((e) => !IGNORED.test(e.fileName));
    const sheets = files.filter((e) => SPREADSHEET.test(e.fileName));
    if (sheets.length !== 1) throw new Refused('catalogueZipSheets', { n: sheets.length });
    const inflated = new Inflated();
    const sheetEntry = sheets[0]!;
    const sheetBytes = await readEntry(listed.zip, sheetEntry, CATALOGUE_LIMITS.spreadsheetBytes, inflated, () => new Refused('catalogueSheetTooLarge', { n: CATALOGUE_LIMITS.spreadsheetBytes / MB }));
    if (/\.xlsx$/i.test(sheetEntry.fileName) && !isZip(sheetBytes)) throw new Refused('catalogueNotSpreadsheet');
    const { read, sheets: read_ } = await spreadsheet(sheetBytes, baseName(sheetEntry.fileName), onRows);
    const byPath = new Map(files.filter((e) => e !== sheetEntry).map((e) => [e.fileName, e]));
    const byName = new Map<string, string>();
    for (const path of byPath.keys()) {
      byName.set(path.toLowerCase(), path);
      const base = baseName(path).toLowerCase();
      if (!byName.has(base)) byName.set(base, path);
    }
    const pictures: Pictures = {
      find: (name) => byName.get(name.trim().replace(/\\/g, '/').replace(/^\.?\//, '').toLowerCase()),
      bytes: (path) => readEntry(listed.zip, byPath.get(path)!, UPLOAD_LIMITS.pictureBytes, inflated, () => new Refused('imageTooLarge', { n: UPLOAD_LIMITS.pictureBytes / MB })),
    };
    return { read, zip: true, sheets: read_, pictures, close: listed.close };
  } catch (error) {
    listed.close();
    throw error;
  }
}

function baseName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}
