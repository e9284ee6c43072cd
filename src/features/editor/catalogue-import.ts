import { CATALOGUE_LIMITS, CATALOGUE_PATHS, IMPORT_OUTCOMES, fillPath, messageText, underEditor, type ImportCounts, type ImportOutcome, type ImportRow, type ImportStatus, type Language } from '@expo/contract';

// The console's catalogue import, the parts that are not React: which files it takes (the
// contract's limits, checked before a byte is sent), the import's id, and how a report is shown.

/** An import's path under the console (POST the file, GET its status and report). */
export const importStatusPath = (id: string) => fillPath(underEditor(CATALOGUE_PATHS.import), { id });

export type ImportFileType = 'xlsx' | 'csv' | 'zip';

/** The file's type by its name's extension, as the import takes it; null for anything else. */
export function importFileType(name: string): ImportFileType | null {
  const extension = name.toLowerCase().match(/\.(xlsx|csv|zip)$/)?.[1];
  return (extension as ImportFileType | undefined) ?? null;
}

const MB = 1024 * 1024;

/** Why a chosen file cannot be sent (the server's own message for it, in the editor's language), or null. */
export function importFileProblem(file: { name: string; size: number }, language: Language): string | null {
  const type = importFileType(file.name);
  if (!type) return messageText(language, 'catalogueNotSpreadsheet');
  if (file.size === 0) return messageText(language, 'fileEmpty');
  if (type === 'zip' && file.size > CATALOGUE_LIMITS.zipBytes) return messageText(language, 'catalogueZipTooLarge', { n: CATALOGUE_LIMITS.zipBytes / MB });
  if (type !== 'zip' && file.size > CATALOGUE_LIMITS.spreadsheetBytes) return messageText(language, 'catalogueSheetTooLarge', { n: CATALOGUE_LIMITS.spreadsheetBytes / MB });
  return null;
}

/** A file's size for people: "840 KB", "12.5 MB". */
export function fileSize(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(Math.round((bytes / MB) * 10) / 10).toString()} MB`;
}

/**
 * A new import's id, a UUID v4. `crypto.randomUUID` exists only on https (and localhost); a
 * console served over plain http on an intranet address still has `getRandomValues`.
 */
export function newImportId(random: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Upload progress in whole percent (0 when the size is not known yet). */
export function percentOf(loaded: number, total: number | undefined): number {
  if (!total) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

/** Where a running check or apply stands: the upload in percent, then the rows the server reports read (an apply reads the file again). */
export interface RunProgress {
  percent: number;
  rows: number | null;
}

/**
 * What the page shows of a run: the upload while bytes are on their way, then the server's work,
 * with the rows read once it reports any (before that, or at 0, a bar with no end it can tell).
 */
export function runPhase({ percent, rows }: RunProgress): { kind: 'sending'; percent: number } | { kind: 'reading'; rows: number | null } {
  if (rows === null && percent < 100) return { kind: 'sending', percent };
  return { kind: 'reading', rows: rows || null };
}

/** One refused cell, as the report lists them: a row with two problems is two lines. */
export interface ProblemLine {
  id: string;
  sheet: string;
  row: number;
  key: string | null;
  column: string;
  message: string;
}

export function problemLines(rows: readonly ImportRow[]): ProblemLine[] {
  return rows.flatMap((row) => {
    const problems = row.problems.length ? row.problems : [{ column: '', message: '' }];
    return problems.map((problem, index) => ({ id: `${row.sheet}:${row.row}:${index}`, sheet: row.sheet, row: row.row, key: row.key, column: problem.column, message: problem.message }));
  });
}

/** The outcomes besides "refused" that the report holds rows of, in the contract's order. */
export function otherOutcomes(counts: ImportCounts): ImportOutcome[] {
  return IMPORT_OUTCOMES.filter((outcome) => outcome !== 'refused' && counts[outcome] > 0);
}

/** Apply is offered for a finished check with rows and none refused. */
export function canApply(status: ImportStatus | null): boolean {
  if (!status || status.mode !== 'check' || status.state !== 'checked') return false;
  const { created, updated, unchanged, refused } = status.counts;
  return refused === 0 && created + updated + unchanged > 0;
}

/** Whether an apply wrote anything (and so the site rebuilds). */
export function appliedChanges(counts: ImportCounts): boolean {
  return counts.created + counts.updated > 0;
}
