import { Type, type Static } from '@sinclair/typebox';
import type { Language } from './constants';

// The organiser's catalogue in and out (issue 32; docs/catalogue.md): the kinds a spreadsheet
// holds, their sheets and bilingual column headings, the key rule, the limits, the import's
// report and the API paths. The server reads and writes files by these tables; the console's
// "Import and export" page and the `npm run catalogue` tool show them.

/** The kinds of record a file holds, in the order an import applies them. */
export const CATALOGUE_KINDS = ['halls', 'categories', 'exhibitors', 'booths', 'products'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** One column of a kind's sheet: its name (also accepted as a heading) and its heading in both languages. */
export interface CatalogueColumn {
  name: string;
  zh: string;
  en: string;
}

export interface CatalogueSheet {
  kind: CatalogueKind;
  /** the sheet's name in both languages (the template's sheet is `${zh} ${en}`) */
  zh: string;
  en: string;
  /** the column that identifies a record (and a sheet's kind); always the first */
  key: string;
  columns: readonly CatalogueColumn[];
}

const col = (name: string, zh: string, en: string): CatalogueColumn => ({ name, zh, en });
const names = [col('name_zh', '中文名称', 'Chinese name'), col('name_en', '英文名称', 'English name')];
const pair = (base: string, zh: string, en: string) => [col(`${base}_zh`, `${zh}（中文）`, `${en} (Chinese)`), col(`${base}_en`, `${zh}（英文）`, `${en} (English)`)];
const sort = col('sort', '排序', 'Sort order');

/**
 * Every kind's sheet. A reference column's heading differs from the key heading of the kind it
 * names (`所属展商 Exhibitor`, not `展商编号 Exhibitor No.`), so the key heading found in a sheet's
 * first row tells its kind.
 */
export const CATALOGUE_SHEETS: Record<CatalogueKind, CatalogueSheet> = {
  halls: {
    kind: 'halls', zh: '展馆', en: 'Halls', key: 'code',
    columns: [col('code', '展馆编号', 'Hall code'), ...names, col('width', '宽度（米）', 'Width (m)'), col('height', '纵深（米）', 'Depth (m)'), sort],
  },
  categories: {
    kind: 'categories', zh: '展品类别', en: 'Categories', key: 'code',
    columns: [col('code', '类别编号', 'Category code'), col('group', '类别分组编号', 'Group code'), ...names, sort],
  },
  exhibitors: {
    kind: 'exhibitors', zh: '展商', en: 'Exhibitors', key: 'ref_no',
    columns: [
      col('ref_no', '展商编号', 'Exhibitor No.'), ...names, ...pair('intro', '简介', 'Introduction'), ...pair('address', '地址', 'Address'),
      col('region', '国家/地区', 'Country/region'), col('country', '国家/地区代码', 'Country code (ISO)'), col('website', '网址', 'Website'), col('email', '邮箱', 'E-mail'), col('phone', '电话', 'Phone'), col('fax', '传真', 'Fax'),
      col('hall', '展馆', 'Hall'), col('booths', '展位', 'Booths'), col('logo', '标志', 'Logo'), col('photos', '图片', 'Photos'),
    ],
  },
  booths: {
    kind: 'booths', zh: '展位', en: 'Booths', key: 'code',
    columns: [
      col('code', '展位号', 'Booth No.'), col('hall', '所在展馆', 'In hall'), col('x', '横坐标', 'X'), col('y', '纵坐标', 'Y'),
      col('width', '宽度（米）', 'Width (m)'), col('height', '纵深（米）', 'Depth (m)'), col('exhibitor', '所属展商', 'Exhibitor'),
    ],
  },
  products: {
    kind: 'products', zh: '展品', en: 'Products', key: 'code',
    columns: [
      col('code', '展品编号', 'Product code'), col('exhibitor', '所属展商', 'Exhibitor'), col('category', '展品类别', 'Category'), ...names,
      ...pair('intro', '简介', 'Introduction'), ...pair('factory', '生产厂家', 'Manufacturer'), ...pair('brand', '品牌', 'Brand'), ...pair('origin', '产地', 'Origin'),
      col('qs', 'QS认证', 'QS certified'), col('innovative', '创新产品', 'Innovative'), col('hidden', '隐藏', 'Hidden'), sort, col('photos', '图片', 'Photos'),
    ],
  },
};

/** How a heading (or a sheet's name) is compared: case and spaces (also full-width) ignored. */
export function headingForm(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[\s\u3000]+/g, '');
}

/** A kind's key column. */
export function keyColumn(kind: CatalogueKind): CatalogueColumn {
  const sheet = CATALOGUE_SHEETS[kind];
  return sheet.columns.find((c) => c.name === sheet.key) as CatalogueColumn;
}

/** A column's heading as a template writes it (both languages), or in one language. */
export function columnHeading(column: CatalogueColumn, lang?: Language): string {
  return lang ? column[lang] : `${column.zh} ${column.en}`;
}

/** A kind's sheet name as a template writes it (both languages), or in one language. */
export function sheetName(kind: CatalogueKind, lang?: Language): string {
  const sheet = CATALOGUE_SHEETS[kind];
  return lang ? sheet[lang] : `${sheet.zh} ${sheet.en}`;
}

/** The column a heading names in a kind's sheet: its bilingual form, either language alone, or its name. */
export function columnOf(kind: CatalogueKind, heading: string): CatalogueColumn | undefined {
  const form = headingForm(heading);
  if (!form) return undefined;
  return CATALOGUE_SHEETS[kind].columns.find((c) => [columnHeading(c), c.zh, c.en, c.name].some((text) => headingForm(text) === form));
}

/**
 * A sheet's kind: by its name (a kind's sheet name in either language or both, or the kind's own
 * name; a CSV's file name without its extension) when its headings have that kind's key column,
 * else by the one key heading among its headings (a file named for one kind holding another).
 */
export function kindOfSheet(name: string, headings: readonly string[]): CatalogueKind | undefined {
  const form = headingForm(name.replace(/\.(csv|xlsx)$/i, ''));
  const byName = CATALOGUE_KINDS.find((kind) => [sheetName(kind), sheetName(kind, 'zh'), sheetName(kind, 'en'), kind].some((text) => headingForm(text) === form));
  if (byName && headings.some((heading) => columnOf(byName, heading)?.name === CATALOGUE_SHEETS[byName].key)) return byName;
  const forms = new Set(headings.map(headingForm));
  const byKey = CATALOGUE_KINDS.filter((kind) => {
    const key = keyColumn(kind);
    return [columnHeading(key), key.zh, key.en].some((text) => forms.has(headingForm(text)));
  });
  return byKey.length === 1 ? byKey[0] : byName;
}

/** The stable keys (exhibitor No., product, category, group, hall and booth codes): trimmed, 1–50 letters of any script, digits, `. _ / -`. */
export const CATALOGUE_KEY_MAX = 50;
export const CATALOGUE_KEY_PATTERN = /^[\p{L}\p{M}\p{N}._/-]{1,50}$/u;

/** A key as it is kept (trimmed), or null when it breaks the key rule. */
export function catalogueKey(raw: string): string | null {
  const key = raw.trim();
  return CATALOGUE_KEY_PATTERN.test(key) ? key : null;
}

/** The words a yes/no cell may hold (any case); an empty cell is no. The export writes `yes` and `no`. */
export const CATALOGUE_YES = ['是', 'yes', 'y', 'true', '1'] as const;
export const CATALOGUE_NO = ['否', 'no', 'n', 'false', '0'] as const;
/** Booth codes in the exhibitors' `booths` cell: separated by `,` `，` `、` `;` `；` or spaces. */
export const BOOTH_LIST_SEPARATOR = /[,，、;；\s]+/;
/** Pictures in a `photos` cell: file names (or /api/media/<id>) separated by `;` or `；`. */
export const PHOTO_LIST_SEPARATOR = /[;；]/;

const MB = 1024 * 1024;

/** What one import may hold (pictures: the media rules of uploads). */
export const CATALOGUE_LIMITS = {
  /** an .xlsx or .csv file, alone or inside the .zip */
  spreadsheetBytes: 20 * MB,
  /** the .zip file as sent (the largest request body the import takes) */
  zipBytes: 100 * MB,
  /** all of the .zip's files unpacked */
  zipUnpackedBytes: 300 * MB,
  /** files (entries) in the .zip */
  zipEntries: 10_000,
  /** data rows in one file, all sheets together */
  rows: 50_000,
} as const;

export const CATALOGUE_FORMATS = ['xlsx', 'csv'] as const;
export type CatalogueFormat = (typeof CATALOGUE_FORMATS)[number];

/**
 * The catalogue's API paths, under the console (/api/editor) and the same tails under the local
 * admin API for the command line: `/api/admin` + underEditor(path) (docs/catalogue.md, "API").
 * - template: GET `?format=xlsx|csv` — a kind's template, bilingual headings and one example row.
 * - export: GET `?format=xlsx` every kind, one sheet each; `?kind=<kind>&format=csv|xlsx` one kind. CSV: UTF-8 with a BOM.
 * - import: POST `?name=<file name>&mode=check` or `?name=…&mode=apply&checked=<id of the check>`,
 *   body the file's bytes as `application/octet-stream` (.xlsx, .csv, or .zip with the spreadsheet
 *   and its pictures); `:id` is a UUID the caller makes. Answers ImportStatus with the report's
 *   first page; a file refused as a whole, or an apply refused, answers 400 (the report: GET).
 * - import GET `?outcome=&page=&pageSize=`: the import's status (its progress while it runs) and one page of its report.
 */
export const CATALOGUE_PATHS = {
  template: '/editor/catalogue/templates/:kind',
  export: '/editor/catalogue/export',
  import: '/editor/catalogue/imports/:id',
} as const;

const Kind = Type.Union(CATALOGUE_KINDS.map((k) => Type.Literal(k)));
const Format = Type.Union(CATALOGUE_FORMATS.map((f) => Type.Literal(f)));
export const IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'refused'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];
const Outcome = Type.Union(IMPORT_OUTCOMES.map((o) => Type.Literal(o)));
export const IMPORT_STATES = ['checking', 'checked', 'applying', 'applied', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];
/** How the file's text was read: an .xlsx, or a CSV in UTF-8 (with or without a BOM) or GB18030. */
export const IMPORT_READS = ['xlsx', 'csv-utf8', 'csv-utf8-bom', 'csv-gb18030'] as const;
export type ImportRead = (typeof IMPORT_READS)[number];
/** Report rows a page holds at most. */
export const IMPORT_PAGE_MAX = 500;

export const TemplateQuery = Type.Object({ format: Type.Optional(Format) });
export const ExportQuery = Type.Object({ kind: Type.Optional(Kind), format: Type.Optional(Format) });
export const ImportQuery = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  mode: Type.Union([Type.Literal('check'), Type.Literal('apply')]),
  /** apply: the id of the check of the same file */
  checked: Type.Optional(Type.String({ format: 'uuid' })),
  /** the report page the answer holds (as GET) */
  outcome: Type.Optional(Outcome),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: IMPORT_PAGE_MAX })),
});
export const ImportReportQuery = Type.Object({
  outcome: Type.Optional(Outcome),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: IMPORT_PAGE_MAX })),
});
export const ImportParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** One row of a file and what the import does (did) with it; `row` is the sheet's row number (the headings are row 1). */
export const ImportRow = Type.Object({
  kind: Kind,
  sheet: Type.String(),
  row: Type.Integer(),
  key: Type.Union([Type.String(), Type.Null()]),
  outcome: Outcome,
  /** the headings (in the reader's language) of the fields that change */
  changes: Type.Array(Type.String()),
  /** why the row is refused: the column's heading and the reason, in the reader's language */
  problems: Type.Array(Type.Object({ column: Type.String(), message: Type.String() })),
});
export type ImportRow = Static<typeof ImportRow>;

const Counts = { created: Type.Integer(), updated: Type.Integer(), unchanged: Type.Integer(), refused: Type.Integer() };
export const ImportCounts = Type.Object(Counts);
export type ImportCounts = Static<typeof ImportCounts>;

/**
 * An import (a check or an apply): its file, how it was read, where it stands, the rows read so
 * far while it runs, the counts (all and per kind) and one page of its report, refused rows first.
 */
export const ImportStatus = Type.Object({
  id: Type.String(),
  mode: Type.Union([Type.Literal('check'), Type.Literal('apply')]),
  fileName: Type.String(),
  read: Type.Union([Type.Union(IMPORT_READS.map((r) => Type.Literal(r))), Type.Null()]),
  zip: Type.Boolean(),
  state: Type.Union(IMPORT_STATES.map((s) => Type.Literal(s))),
  progress: Type.Object({ rows: Type.Integer() }),
  counts: ImportCounts,
  kinds: Type.Array(Type.Object({ kind: Kind, ...Counts })),
  /** why the file (or the apply) was refused as a whole, in the reader's language */
  error: Type.Union([Type.String(), Type.Null()]),
  report: Type.Object({ rows: Type.Array(ImportRow), total: Type.Integer() }),
});
export type ImportStatus = Static<typeof ImportStatus>;
