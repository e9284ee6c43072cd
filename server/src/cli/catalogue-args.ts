import path from 'node:path';
import { CATALOGUE_KINDS, kindOfSheet, type CatalogueFormat, type CatalogueKind, type Language } from '@expo/contract';

export const CATALOGUE_USAGE = `Usage:
  npm run catalogue -- template <kind> <file.xlsx|file.csv>     a kind's template: bilingual headings, one example row
  npm run catalogue -- export [<kind>] <file.xlsx|file.csv>     the current data (every kind, one sheet each, needs .xlsx)
  npm run catalogue -- import <file> [--dry-run] [--verbose]    an .xlsx, .csv, or .zip with the spreadsheet and its pictures
Kinds: ${CATALOGUE_KINDS.join(', ')} (or a sheet's name, e.g. 展商).
Options: --lang en|zh  the language of the report's headings and reasons (default en).
An import checks the whole file first and writes only when no row is refused; --dry-run stops
after the check. It prints the counts per kind and every refused row (--verbose: every row);
its exit code is 0 only when nothing was refused.`;

export type CatalogueCommand =
  | { command: 'template'; kind: CatalogueKind; file: string; format: CatalogueFormat; lang: Language }
  | { command: 'export'; kind: CatalogueKind | undefined; file: string; format: CatalogueFormat; lang: Language }
  | { command: 'import'; file: string; dryRun: boolean; verbose: boolean; lang: Language };

/** A command line the tool cannot run: the message says why, then the usage. */
export class UsageError extends Error {
  constructor(problem: string) {
    super(`${problem}\n\n${CATALOGUE_USAGE}`);
  }
}

const FLAGS = ['--dry-run', '--verbose', '--lang'];

/** `npm run catalogue -- …`'s arguments (after the script's name). */
export function parseCatalogueArgs(argv: readonly string[]): CatalogueCommand {
  const words: string[] = [];
  let dryRun = false;
  let verbose = false;
  let lang: Language = 'en';
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--verbose') verbose = true;
    else if (arg === '--lang' || arg.startsWith('--lang=')) {
      const value = arg === '--lang' ? argv[(i += 1)] : arg.slice('--lang='.length);
      if (value !== 'en' && value !== 'zh') throw new UsageError(`--lang must be en or zh (got "${value ?? ''}").`);
      lang = value;
    } else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg} (the options are ${FLAGS.join(', ')}).`);
    else words.push(arg);
  }
  const [command, ...rest] = words;
  if (command === undefined || command === 'help') throw new UsageError('Which command?');
  if (command !== 'import' && (dryRun || verbose)) throw new UsageError(`--dry-run and --verbose belong to import, not ${command}.`);
  switch (command) {
    case 'template': {
      if (rest.length !== 2) throw new UsageError('template needs a kind and a file.');
      const file = rest[1]!;
      return { command, kind: kindNamed(rest[0]!), file, format: formatOf(file), lang };
    }
    case 'export': {
      if (rest.length < 1 || rest.length > 2) throw new UsageError('export needs a file, and may name a kind before it.');
      const file = rest.at(-1)!;
      const kind = rest.length === 2 ? kindNamed(rest[0]!) : undefined;
      const format = formatOf(file);
      if (!kind && format === 'csv') throw new UsageError('A .csv file holds one kind: name it (export exhibitors exhibitors.csv), or export every kind to an .xlsx file.');
      return { command, kind, file, format, lang };
    }
    case 'import':
      if (rest.length !== 1) throw new UsageError('import needs one file.');
      return { command, file: rest[0]!, dryRun, verbose, lang };
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

function kindNamed(name: string): CatalogueKind {
  const kind = kindOfSheet(name, []);
  if (!kind) throw new UsageError(`"${name}" is not a kind (the kinds are ${CATALOGUE_KINDS.join(', ')}).`);
  return kind;
}

/** A file's format, by its extension. */
function formatOf(file: string): CatalogueFormat {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.xlsx') return 'xlsx';
  if (extension === '.csv') return 'csv';
  throw new UsageError(`The file's name must end in .xlsx or .csv (got "${path.basename(file)}"): it says which format to write.`);
}
