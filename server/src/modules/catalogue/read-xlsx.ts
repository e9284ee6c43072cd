import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import ExcelJS from 'exceljs';
import yazl from 'yazl';
import { CATALOGUE_LIMITS } from '@expo/contract';
import { Refused } from './refusal';
import { breathe, type OnRows, type RawSheet } from './table';
import { eachChunk, Inflated, listZip } from './zip';

// An .xlsx file, read as a stream of rows (exceljs's WorkbookReader): a formula cell is read as
// the result the file keeps (never computed here) or, without one, as its text; merged cells over
// a sheet and sheets with nothing in them are refused. A first pass over the package counts the
// bytes it inflates (an .xlsx is a zip: a bomb stops at the limit) and finds the merged cells,
// which the streaming reader does not report.

const MERGE = /<(?:\w+:)?mergeCell\s[^>]*ref="([^"]+)"/;
const ROW = /<(?:\w+:)?row[\s>]/g;

/** The sheets of an .xlsx file, their rows as text; refused as a whole when hostile. */
export async function readXlsx(bytes: Buffer, onRows: OnRows): Promise<RawSheet[]> {
  const scan = await scanXlsx(bytes);
  const [merged] = scan.merged;
  if (merged) throw new Refused('catalogueMergedCells', { sheet: merged[0], range: merged[1] });
  // Rows are counted before reading (a sheet's <row> elements, the heading rows besides), so a file over the cap is refused before it is parsed.
  if (scan.rows > CATALOGUE_LIMITS.rows + scan.sheets) throw new Refused('catalogueTooManyRows', { n: CATALOGUE_LIMITS.rows });
  const reader = wholeCharacters(new ExcelJS.stream.xlsx.WorkbookReader(await inReadingOrder(bytes), { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', entries: 'ignore' }));
  const sheets: RawSheet[] = [];
  let total = 0;
  try {
    for await (const worksheet of reader) {
      const ws = worksheet as unknown as AsyncIterable<ExcelJS.Row> & { name: string };
      const sheet: RawSheet = { name: ws.name, headings: [], rows: [] };
      let headed = false;
      for await (const row of ws) {
        const cells = rowCells(row);
        if (cells.every((cell) => cell === '')) continue;
        if (!headed) {
          sheet.headings = cells;
          headed = true;
          continue;
        }
        total += 1;
        if (total > CATALOGUE_LIMITS.rows) throw new Refused('catalogueTooManyRows', { n: CATALOGUE_LIMITS.rows });
        sheet.rows.push({ row: row.number, cells });
        if (total % 1000 === 0) {
          onRows(total);
          await breathe();
        }
      }
      if (!headed) throw new Refused('catalogueEmptySheet', { sheet: ws.name });
      sheets.push(sheet);
    }
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw new Refused('catalogueUnreadable', { problem: error instanceof Error ? error.message.slice(0, 200) : 'xlsx' });
  }
  onRows(total);
  return sheets;
}

/** The parts exceljs must have read before a sheet, in this order; then the sheets, by number. */
const READING_ORDER = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];
const SHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const NO_SHARED_STRINGS = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';

/**
 * The package again, its parts in the order exceljs 4.4's streaming reader needs. That reader
 * parses a sheet at once only when the workbook's relations and shared strings came before it, and
 * names it from the workbook part; otherwise it keeps the sheet aside and, with several sheets,
 * reads them back empty or unnamed. A package may hold its parts in any order (exceljs's own
 * writer puts them in the order its streams finish, so the same workbook came either way and the
 * import failed now and then): the relations, the workbook, the shared strings (an empty table when
 * the file has none) and the styles come first, then the sheets. The first pass has counted the
 * inflated bytes already; the parts are inflated again one at a time as the reader asks for them.
 */
async function inReadingOrder(bytes: Buffer): Promise<Readable> {
  const listed = await listZip(bytes);
  if (!listed) throw new Refused('catalogueZipBroken');
  const rank = (name: string) => {
    const known = READING_ORDER.indexOf(name);
    if (known >= 0) return known;
    const sheet = SHEET_PART.exec(name);
    return sheet ? READING_ORDER.length + 1 + Number(sheet[1]) : READING_ORDER.length;
  };
  const entries = [...listed.entries].sort((a, b) => rank(a.fileName) - rank(b.fileName));
  const out = new yazl.ZipFile();
  const stringsRank = READING_ORDER.indexOf('xl/sharedStrings.xml');
  let strings = entries.some((entry) => entry.fileName === 'xl/sharedStrings.xml');
  for (const entry of entries) {
    if (!strings && rank(entry.fileName) > stringsRank) {
      out.addBuffer(Buffer.from(NO_SHARED_STRINGS), 'xl/sharedStrings.xml', { compressionLevel: 1 });
      strings = true;
    }
    out.addReadStreamLazy(entry.fileName, { compressionLevel: 1 }, (done) => listed.zip.openReadStream(entry, done));
  }
  out.end();
  out.outputStream.once('end', () => listed.close());
  return out.outputStream as Readable;
}

function rowCells(row: ExcelJS.Row): string[] {
  const values = row.values as unknown[];
  const cells: string[] = [];
  for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
  while (cells.length && cells[cells.length - 1] === '') cells.pop();
  return cells;
}

/** A cell's value as the text it shows: a formula's kept result (or its text), rich text joined, a link's text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { formula?: string; sharedFormula?: string; result?: unknown; richText?: { text: string }[]; text?: unknown; error?: string };
    if ('formula' in v || 'sharedFormula' in v) {
      return v.result !== undefined && v.result !== null && !(typeof v.result === 'number' && Number.isNaN(v.result)) ? cellText(v.result) : `=${v.formula ?? v.sharedFormula ?? ''}`;
    }
    if (Array.isArray(v.richText)) return v.richText.map((part) => part.text).join('');
    if (v.text !== undefined) return cellText(v.text);
    if (typeof v.error === 'string') return v.error;
  }
  return '';
}

/**
 * Reads every part of the package once, counting what it inflates: the sheets with merged cells
 * (name → first range), the sheets' rows (their <row> elements) and the number of sheets.
 */
async function scanXlsx(bytes: Buffer): Promise<{ merged: Map<string, string>; rows: number; sheets: number }> {
  const listed = await listZip(bytes);
  if (!listed) throw new Refused('catalogueNotSpreadsheet');
  const inflated = new Inflated(CATALOGUE_LIMITS.zipUnpackedBytes);
  const found = new Map<string, string>();
  const small = new Map<string, string>();
  let rows = 0;
  let sheets = 0;
  try {
    for (const entry of listed.entries) {
      const name = entry.fileName;
      const isSheet = /^xl\/worksheets\/sheet\d+\.xml$/.test(name);
      const keep = name === 'xl/workbook.xml' || name === 'xl/_rels/workbook.xml.rels';
      if (isSheet) sheets += 1;
      let tail = '';
      const parts: string[] = [];
      await eachChunk(listed.zip, entry, (chunk) => {
        inflated.add(chunk.length);
        if (keep) parts.push(chunk.toString('utf8'));
        if (isSheet) {
          const text = tail + chunk.toString('latin1');
          // A row tag ending within the tail was counted with the chunk before.
          for (const row of text.matchAll(ROW)) if (row.index + row[0].length > tail.length) rows += 1;
          const match = found.has(name) ? null : text.match(MERGE);
          if (match) found.set(name, match[1]!);
          tail = text.slice(-200);
        }
      });
      if (keep) small.set(name, parts.join(''));
    }
  } finally {
    listed.close();
  }
  if (!small.has('xl/workbook.xml')) throw new Refused('catalogueNotSpreadsheet');
  return { merged: sheetNames(found, small.get('xl/workbook.xml')!, small.get('xl/_rels/workbook.xml.rels') ?? ''), rows, sheets };
}

/** Worksheet files to sheet names, by the workbook's relations. */
function sheetNames(byFile: Map<string, string>, workbook: string, rels: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const match of rels.matchAll(/<Relationship\s[^>]*>/g)) {
    const id = match[0].match(/\bId="([^"]+)"/)?.[1];
    const target = match[0].match(/\bTarget="([^"]+)"/)?.[1];
    if (id && target) targets.set(id, `xl/${target.replace(/^\/?xl\//, '').replace(/^\//, '')}`);
  }
  const names = new Map<string, string>();
  for (const match of workbook.matchAll(/<(?:\w+:)?sheet\s[^>]*>/g)) {
    const name = match[0].match(/\bname="([^"]+)"/)?.[1];
    const rid = match[0].match(/\br:id="([^"]+)"/)?.[1];
    const file = rid ? targets.get(rid) : undefined;
    const range = file ? byFile.get(file) : undefined;
    if (name && range) names.set(decodeXml(name), range);
  }
  return names;
}

function decodeXml(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}

type Reader = InstanceType<typeof ExcelJS.stream.xlsx.WorkbookReader>;
interface ReaderParts {
  _parseWorksheet(iterator: AsyncIterable<unknown>, sheetNo: string): unknown;
  _parseSharedStrings(entry: Readable): unknown;
  _parseWorkbook(entry: Readable): unknown;
}

/**
 * exceljs 4.4's streaming reader decodes each inflated chunk of a part's XML on its own, so a
 * character whose UTF-8 bytes a chunk boundary splits comes out as U+FFFD (Chinese text breaks
 * every few kilobytes). The reader gets the parts as text decoded across chunks instead.
 */
function wholeCharacters(reader: Reader): Reader {
  const parts = reader as unknown as ReaderParts;
  const sheet = parts._parseWorksheet;
  const strings = parts._parseSharedStrings;
  const workbook = parts._parseWorkbook;
  parts._parseWorksheet = function (iterator, sheetNo) {
    return sheet.call(this, decoded(iterator), sheetNo);
  };
  parts._parseSharedStrings = function (entry) {
    entry.setEncoding('utf8');
    return strings.call(this, entry);
  };
  parts._parseWorkbook = function (entry) {
    entry.setEncoding('utf8');
    return workbook.call(this, entry);
  };
  return reader;
}

async function* decoded(chunks: AsyncIterable<unknown>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}
