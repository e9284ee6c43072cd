import { IMPORT_OUTCOMES, sheetName, type ImportRow, type ImportStatus, type Language } from '@expo/contract';

// What `npm run catalogue -- import` prints: how the file was read, the counts per kind, every
// refused row as `<sheet> row <n>, <heading>: <reason>` (with --verbose every row), and what
// happens next. The headings and reasons come from the server in the reader's language; the
// tool's own few words are here in both.

const WORDS = {
  en: {
    read: { xlsx: 'an .xlsx workbook', 'csv-utf8': 'CSV in UTF-8', 'csv-utf8-bom': 'CSV in UTF-8 (with a BOM)', 'csv-gb18030': 'CSV in GB18030' },
    inZip: ' in a .zip',
    outcome: { created: 'created', updated: 'updated', unchanged: 'unchanged', refused: 'refused' },
    kind: 'kind',
    all: 'all',
    row: (sheet: string, row: number) => `${sheet} row ${row}`,
    problem: (where: string, column: string, message: string) => `${where}, ${column}: ${message}`,
    changes: (headings: string[]) => `updated: ${headings.join(', ')}`,
    refusedRows: 'Refused rows:',
    rows: 'Rows:',
    refused: (n: number) => `${n} row(s) refused: nothing was written. Correct them and import the file again.`,
    dryRun: (n: number) => `Dry run: nothing was written. ${n} row(s) would be created or updated; run the import without --dry-run to apply it.`,
    nothingToDo: 'Nothing to change: every row is as the catalogue already has it.',
    applied: (created: number, updated: number, unchanged: number) =>
      `Applied: ${created} created, ${updated} updated, ${unchanged} unchanged. The site rebuilds once, for the pages touched.`,
    failed: (error: string) => `The import failed: ${error}`,
    more: (n: number) => `… and ${n} more`,
  },
  zh: {
    read: { xlsx: '.xlsx工作簿', 'csv-utf8': 'UTF-8编码的CSV', 'csv-utf8-bom': 'UTF-8编码的CSV（带BOM）', 'csv-gb18030': 'GB18030编码的CSV' },
    inZip: '（在.zip中）',
    outcome: { created: '新增', updated: '更新', unchanged: '未变', refused: '拒绝' },
    kind: '类型',
    all: '合计',
    row: (sheet: string, row: number) => `${sheet} 第${row}行`,
    problem: (where: string, column: string, message: string) => `${where}，${column}：${message}`,
    changes: (headings: string[]) => `更新：${headings.join('、')}`,
    refusedRows: '被拒绝的行：',
    rows: '各行：',
    refused: (n: number) => `${n}行被拒绝，未写入任何数据。请改正后重新导入。`,
    dryRun: (n: number) => `试运行：未写入任何数据。将新增或更新${n}行；去掉 --dry-run 即可导入。`,
    nothingToDo: '没有需要更改的数据：每一行都与现有数据相同。',
    applied: (created: number, updated: number, unchanged: number) => `已导入：新增${created}行，更新${updated}行，未变${unchanged}行。网站将为改动的页面重建一次。`,
    failed: (error: string) => `导入失败：${error}`,
    more: (n: number) => `……另有${n}行`,
  },
} as const;

export interface ReportOptions {
  lang: Language;
  verbose: boolean;
  /** the import was a dry run (--dry-run): say so, and that nothing was written */
  dryRun: boolean;
}

/**
 * The report of a check or an apply, as lines. `rows` are the report's rows the tool fetched:
 * every refused row, or with --verbose every row (the status holds only its first page).
 */
export function importReport(status: ImportStatus, rows: readonly ImportRow[], { lang, verbose, dryRun }: ReportOptions): string[] {
  const words = WORDS[lang];
  const lines = [`${status.fileName}: ${status.read ? words.read[status.read] : '?'}${status.zip ? words.inZip : ''}`];
  lines.push(...countsTable(status, lang));
  const shown = verbose ? rows : rows.filter((row) => row.outcome === 'refused');
  if (shown.length) {
    lines.push('', verbose ? words.rows : words.refusedRows);
    for (const row of shown) lines.push(...rowLines(row, lang));
  }
  const expected = verbose ? status.report.total : status.counts.refused;
  if (shown.length < expected) lines.push(words.more(expected - shown.length));
  lines.push('');
  if (status.error) lines.push(words.failed(status.error));
  else if (status.counts.refused > 0) lines.push(words.refused(status.counts.refused));
  else if (status.mode === 'apply') lines.push(words.applied(status.counts.created, status.counts.updated, status.counts.unchanged));
  else if (status.counts.created + status.counts.updated === 0) lines.push(words.nothingToDo);
  else if (dryRun) lines.push(words.dryRun(status.counts.created + status.counts.updated));
  return lines;
}

/** The counts per kind (the kinds the file holds, in the order they apply) and all together. */
function countsTable(status: ImportStatus, lang: Language): string[] {
  const words = WORDS[lang];
  const table = [
    [words.kind, ...IMPORT_OUTCOMES.map((o) => words.outcome[o])],
    ...status.kinds.map((k) => [sheetName(k.kind, lang), ...IMPORT_OUTCOMES.map((o) => String(k[o]))]),
    [words.all, ...IMPORT_OUTCOMES.map((o) => String(status.counts[o]))],
  ];
  const widths = table[0]!.map((_, c) => Math.max(...table.map((r) => displayWidth(r[c]!))));
  return table.map((r) => `  ${r.map((cell, c) => (c === 0 ? padEnd(cell, widths[c]!) : padStart(cell, widths[c]!))).join('  ')}`.trimEnd());
}

/** One row's lines: a refused row one line per problem; with --verbose, the others one line each. */
export function rowLines(row: ImportRow, lang: Language): string[] {
  const words = WORDS[lang];
  const where = words.row(row.sheet, row.row);
  if (row.outcome === 'refused') return row.problems.map((p) => words.problem(where, p.column, p.message));
  const key = row.key ? ` (${row.key})` : '';
  return [`${where}${key}: ${row.outcome === 'updated' && row.changes.length ? words.changes(row.changes) : words.outcome[row.outcome]}`];
}

/** Chinese characters take two columns in a terminal. */
function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char) ? 2 : 1;
  return width;
}
const padEnd = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - displayWidth(text)));
const padStart = (text: string, width: number) => ' '.repeat(Math.max(0, width - displayWidth(text))) + text;
