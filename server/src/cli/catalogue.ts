import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ImportRow, ImportStatus } from '@expo/contract';
import { runCli, withTarget } from './admin-client';
import { parseCatalogueArgs, UsageError, type CatalogueCommand } from './catalogue-args';
import { databaseCatalogue, ImportRefused, serverCatalogue, type CatalogueAccess } from './catalogue-access';
import { importReport } from './catalogue-report';

/**
 * `npm run catalogue -- template|export|import …` (issue 32): the organiser's spreadsheets in and
 * out, through the running server's local admin API as `npm run editor` works, or on an existing
 * database no server holds. Exit code: 0 done, 1 refused rows or a failure, 2 a wrong command line.
 */
runCli(async () => {
  let args: CatalogueCommand;
  try {
    args = parseCatalogueArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  // Read before the database is opened: a wrong file name costs nothing.
  const bytes = args.command === 'import' ? readInput(args.file) : undefined;
  process.exitCode = await withTarget(async (target) => {
    const catalogue = target.kind === 'server' ? serverCatalogue(target, args.lang) : databaseCatalogue(target.db, args.lang);
    switch (args.command) {
      case 'template':
        return written(args.file, await catalogue.template(args.kind, args.format), `The ${args.kind} template`);
      case 'export':
        return written(args.file, await catalogue.export(args.kind, args.format), args.kind ? `The ${args.kind} export` : 'The whole catalogue');
      case 'import':
        return runImport(catalogue, args, bytes!);
    }
  });
});

function readInput(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

function written(file: string, bytes: Buffer, what: string): number {
  writeFileSync(file, bytes);
  console.log(`${what} written to ${file} (${bytes.length} bytes).`);
  return 0;
}

/** Checks the file; unless --dry-run, and only when the check refused nothing, applies it (the server checks it again in the apply's transaction). */
async function runImport(catalogue: CatalogueAccess, args: Extract<CatalogueCommand, { command: 'import' }>, bytes: Buffer): Promise<number> {
  const name = path.basename(args.file);
  const print = (status: ImportStatus, rows: readonly ImportRow[]) => console.log(importReport(status, rows, args).join('\n'));
  const attempt = async (id: string, checked?: string): Promise<ImportStatus | null> => {
    const progress = showProgress(catalogue, id, checked ? 'Applying' : 'Checking');
    try {
      return await catalogue.import(id, name, bytes, checked);
    } catch (error) {
      if (!(error instanceof ImportRefused)) throw error;
      // Refused with a report (an apply whose second check refused rows): the report says why; a file refused as a whole: its reason alone.
      if (error.status?.report.total) print(error.status, await reportRows(catalogue, error.status, args.verbose));
      else console.error(error.message);
      return null;
    } finally {
      progress();
    }
  };
  const checkId = randomUUID();
  const check = await attempt(checkId);
  if (!check) return 1;
  const clean = check.counts.refused === 0 && !check.error;
  if (!clean || args.dryRun || check.counts.created + check.counts.updated === 0) {
    print(check, await reportRows(catalogue, check, args.verbose));
    return clean ? 0 : 1;
  }
  const applied = await attempt(randomUUID(), checkId);
  if (!applied) return 1;
  print(applied, await reportRows(catalogue, applied, args.verbose));
  return applied.counts.refused === 0 && !applied.error ? 0 : 1;
}

/** The report's rows to print: every refused row, or with --verbose every row, page by page. */
async function reportRows(catalogue: CatalogueAccess, status: ImportStatus, verbose: boolean): Promise<ImportRow[]> {
  const wanted = verbose ? status.report.total : status.counts.refused;
  if (wanted === 0) return [];
  const first = status.report.rows.filter((row) => verbose || row.outcome === 'refused');
  if (first.length >= wanted) return first;
  const rows: ImportRow[] = [];
  for (let page = 1; rows.length < wanted; page += 1) {
    const next = (await catalogue.report(status.id, page, verbose ? undefined : 'refused')).report.rows;
    if (!next.length) break;
    rows.push(...next);
  }
  return rows;
}

/** On a terminal, while a large file is read through the server: the rows read so far, every 2 s. Returns its stop. */
function showProgress(catalogue: CatalogueAccess, id: string, doing: string): () => void {
  if (!process.stderr.isTTY || !catalogue.live) return () => undefined;
  let shown = false;
  const timer = setInterval(() => {
    catalogue.report(id, 1).then(
      (status) => {
        process.stderr.write(`\r${doing}: ${status.progress.rows} rows read`);
        shown = true;
      },
      () => undefined, // not there yet
    );
  }, 2000);
  return () => {
    clearInterval(timer);
    if (shown) process.stderr.write('\n');
  };
}
