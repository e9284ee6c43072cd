import { sql } from 'kysely';
import {
  CATALOGUE_KINDS, CATALOGUE_SHEETS, messageText,
  type CatalogueKind, type ImportCounts, type ImportOutcome, type ImportRead, type ImportRow, type ImportStatus, type Language, type MessageKey,
} from '@expo/contract';
import type { Db } from '../../db/engine';
import type { PlannedRow, Problem } from './check';
import type { Refused } from './refusal';

// Each import's own record: where it stands, its progress while it runs, its report. The report
// keeps column names and message keys, and is said in the language of whoever reads it.

/** Imports are kept this long (their reports), then removed when another one starts. */
const KEEP_DAYS = 30;

export type ReportRow = Omit<PlannedRow, 'values' | 'id'>;

export interface ImportStart {
  id: string;
  mode: 'check' | 'apply';
  fileName: string;
  sha256: string;
  checkedId: string | null;
  editor: { id: number | null; username: string };
}

/** Creates the import's record; false when its id is taken. */
export async function startImport(db: Db, start: ImportStart): Promise<boolean> {
  await db.deleteFrom('catalogue_import').where('created_at', '<', sql<Date>`now() - make_interval(days => ${KEEP_DAYS})`).execute();
  const row = await db.insertInto('catalogue_import').values({
    id: start.id, mode: start.mode, file_name: start.fileName, sha256: start.sha256, checked_id: start.checkedId,
    editor_id: start.editor.id, editor: start.editor.username, state: start.mode === 'check' ? 'checking' : 'applying',
  }).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
  return Boolean(row);
}

/** Writes the rows read so far, one write at a time (later counts wait for the earlier). */
export function progressWriter(db: Db, id: string): { onRows: (rows: number) => void; done: () => Promise<void> } {
  let chain = Promise.resolve();
  return {
    onRows: (rows) => {
      chain = chain.then(() => db.updateTable('catalogue_import').set({ progress_rows: rows, updated_at: new Date() }).where('id', '=', id).execute().then(() => undefined)).catch(() => undefined);
    },
    done: () => chain,
  };
}

export function countRows(rows: readonly ReportRow[]): { counts: ImportCounts; kinds: ImportStatus['kinds'] } {
  const zero = (): ImportCounts => ({ created: 0, updated: 0, unchanged: 0, refused: 0 });
  const counts = zero();
  const byKind = new Map<CatalogueKind, ImportCounts>();
  for (const row of rows) {
    counts[row.outcome] += 1;
    const kind = byKind.get(row.kind) ?? zero();
    kind[row.outcome] += 1;
    byKind.set(row.kind, kind);
  }
  return { counts, kinds: CATALOGUE_KINDS.filter((k) => byKind.has(k)).map((kind) => ({ kind, ...byKind.get(kind)! })) };
}

/** The report's order: refused rows first, then by kind (as applied) and row. */
export function reportOrder(rows: PlannedRow[]): ReportRow[] {
  const rank = (row: ReportRow) => (row.outcome === 'refused' ? 0 : 1);
  return rows
    .map(({ kind, sheet, row, key, outcome, changes, problems }) => ({ kind, sheet, row, key, outcome, changes, problems }))
    .sort((a, b) => rank(a) - rank(b) || CATALOGUE_KINDS.indexOf(a.kind) - CATALOGUE_KINDS.indexOf(b.kind) || a.row - b.row);
}

export interface ImportEnd {
  state: 'checked' | 'applied' | 'failed';
  read?: ImportRead | null;
  zip?: boolean;
  rows?: ReportRow[];
  error?: Refused | null;
  rowsRead?: number;
}

export async function finishImport(db: Db, id: string, end: ImportEnd): Promise<void> {
  const counted = end.rows ? countRows(end.rows) : null;
  await db.updateTable('catalogue_import').set({
    state: end.state,
    ...(end.read !== undefined ? { read: end.read } : {}),
    ...(end.zip !== undefined ? { zip: end.zip } : {}),
    ...(end.rowsRead !== undefined ? { progress_rows: end.rowsRead } : {}),
    ...(counted ? { counts: JSON.stringify(counted.counts), kinds: JSON.stringify(counted.kinds), report: JSON.stringify(end.rows) } : {}),
    error: end.error ? JSON.stringify({ key: end.error.key, params: end.error.params, words: end.error.words }) : null,
    updated_at: new Date(),
  }).where('id', '=', id).execute();
}

export interface ReportPage {
  outcome?: ImportOutcome;
  page?: number;
  pageSize?: number;
}

/** An import's status in a reader's language, with one page of its report; undefined when there is no such import. */
export async function importStatus(db: Db, id: string, lang: Language, { outcome, page = 1, pageSize = 50 }: ReportPage = {}): Promise<ImportStatus | undefined> {
  const row = await db.selectFrom('catalogue_import').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const all = (row.report as ReportRow[] | null) ?? [];
  const chosen = outcome ? all.filter((r) => r.outcome === outcome) : all;
  const error = row.error as { key: MessageKey; params: Record<string, string | number>; words?: Record<string, MessageKey> } | null;
  const zero = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  return {
    id: row.id,
    mode: row.mode,
    fileName: row.file_name,
    read: (row.read as ImportRead | null) ?? null,
    zip: row.zip,
    state: row.state,
    progress: { rows: row.progress_rows },
    counts: (row.counts as ImportCounts | null) ?? zero,
    kinds: (row.kinds as ImportStatus['kinds'] | null) ?? [],
    error: error ? say(lang, error.key, error.params, error.words) : null,
    report: { rows: chosen.slice((page - 1) * pageSize, page * pageSize).map((r) => reportRow(lang, r)), total: chosen.length },
  };
}

function reportRow(lang: Language, row: ReportRow): ImportRow {
  return {
    kind: row.kind, sheet: row.sheet, row: row.row, key: row.key, outcome: row.outcome,
    changes: row.changes.map((column) => heading(lang, row.kind, column)),
    problems: row.problems.map((p: Problem) => ({ column: heading(lang, row.kind, p.column), message: say(lang, p.message, p.params ?? {}, p.words) })),
  };
}

/** A column's heading in a language (its name when the sheet has no such column). */
export function heading(lang: Language, kind: CatalogueKind, column: string): string {
  return CATALOGUE_SHEETS[kind].columns.find((c) => c.name === column)?.[lang] ?? column;
}

function say(lang: Language, key: MessageKey, params: Record<string, string | number>, words?: Record<string, MessageKey>): string {
  const filled = { ...params };
  for (const [name, word] of Object.entries(words ?? {})) filled[name] = messageText(lang, word, params);
  return messageText(lang, key, filled);
}

