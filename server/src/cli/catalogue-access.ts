import { CATALOGUE_KINDS, CATALOGUE_PATHS, LOCALE_OF, underEditor, type CatalogueFormat, type CatalogueKind, type ImportOutcome, type ImportStatus, type Language } from '@expo/contract';
import type { Db } from '../db/engine';
import { importStatus } from '../modules/catalogue/imports';
import { Refused } from '../modules/catalogue/refusal';
import { AdminApiError, type Target } from './admin-client';

/**
 * What `npm run catalogue` needs of the catalogue, whichever way it reaches the data: the running
 * server's local admin API (the same tails as the console's paths, under /api/admin), or the
 * catalogue module's functions on a database the tool opened itself.
 */
export interface CatalogueAccess {
  template(kind: CatalogueKind, format: CatalogueFormat): Promise<Buffer>;
  export(kind: CatalogueKind | undefined, format: CatalogueFormat): Promise<Buffer>;
  /** A check (`checked` unset) or an apply of a check; a file or an apply refused as a whole throws ImportRefused. */
  import(id: string, fileName: string, bytes: Buffer, checked?: string): Promise<ImportStatus>;
  /** The import's status can be read while it runs (through the server; a database the tool holds answers after). */
  live: boolean;
  /** One page of an import's report (page from 1). */
  report(id: string, page: number, outcome?: ImportOutcome): Promise<ImportStatus>;
}

/** The file, or the apply, was refused as a whole: the reason in the reader's language, and the import's status when there is one. */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly status: ImportStatus | null,
  ) {
    super(message);
  }
}

/** Report rows fetched per request. */
export const REPORT_PAGE = 500;

/** A console path's tail under the local admin API (/editor/catalogue/… → /catalogue/…), its parameters and query filled in. */
function adminPath(path: string, params: Record<string, string> = {}, query: Record<string, string | number | undefined> = {}): string {
  let tail = underEditor(path);
  for (const [name, value] of Object.entries(params)) tail = tail.replace(`:${name}`, encodeURIComponent(value));
  const search = new URLSearchParams(Object.entries(query).filter((e): e is [string, string | number] => e[1] !== undefined).map(([k, v]) => [k, String(v)]));
  return search.size ? `${tail}?${search}` : tail;
}

/** The catalogue through the running server's admin API. */
export function serverCatalogue(target: Extract<Target, { kind: 'server' }>, lang: Language): CatalogueAccess {
  const headers = { lang: LOCALE_OF[lang] };
  return {
    live: true,
    template: (kind, format) => target.download(adminPath(CATALOGUE_PATHS.template, { kind }, { format }), { headers }),
    export: (kind, format) => target.download(adminPath(CATALOGUE_PATHS.export, {}, { kind, format }), { headers }),
    async import(id, fileName, bytes, checked) {
      const route = adminPath(CATALOGUE_PATHS.import, { id }, { name: fileName, mode: checked ? 'apply' : 'check', checked, pageSize: REPORT_PAGE });
      try {
        return await target.call<ImportStatus>('POST', route, bytes, { headers });
      } catch (error) {
        if (!(error instanceof AdminApiError) || error.code !== 400) throw error;
        // The import's record, when the server kept one (an apply refused by its second check).
        const status = isStatus(error.data) ? error.data : await this.report(id, 1).catch(() => null);
        throw new ImportRefused(error.msg, status);
      }
    },
    report: (id, page, outcome) => target.call<ImportStatus>('GET', adminPath(CATALOGUE_PATHS.import, { id }, { outcome, page, pageSize: REPORT_PAGE }), undefined, { headers }),
  };
}

function isStatus(data: unknown): data is ImportStatus {
  return typeof data === 'object' && data !== null && 'counts' in data && 'report' in data;
}

/** The catalogue on a database the tool opened itself (PostgreSQL, or an embedded one no server holds): the module's own functions, as its routes call them. */
export function databaseCatalogue(db: Db, lang: Language): CatalogueAccess {
  const status = async (id: string, page = 1, outcome?: ImportOutcome) => importStatus(db, id, lang, { page, outcome, pageSize: REPORT_PAGE });
  // Loaded here, not with the tool: their spreadsheet code is a second of CPU at each start of a
  // tool that goes through the server, which never needs it.
  const files = () => import('../modules/catalogue/export');
  return {
    live: false,
    template: async (kind, format) => (await files()).templateFile(kind, format),
    export: async (kind, format) => (await files()).exportFile(db, kind ? [kind] : CATALOGUE_KINDS, format),
    async import(id, fileName, bytes, checked) {
      const { runImport } = await import('../modules/catalogue/run-import');
      try {
        await runImport(db, { id, mode: checked ? 'apply' : 'check', fileName, checked, bytes, editor: { id: null, username: 'cli' } });
      } catch (error) {
        if (error instanceof Refused) throw new ImportRefused(error.text(lang), (await status(id)) ?? null);
        throw error;
      }
      return (await status(id))!;
    },
    async report(id, page, outcome) {
      const found = await status(id, page, outcome);
      if (!found) throw new Error(`No import ${id}.`);
      return found;
    },
  };
}
