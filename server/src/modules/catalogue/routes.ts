import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  ApiCode, CATALOGUE_KINDS, CATALOGUE_LIMITS, CATALOGUE_PATHS, Envelope, ExportQuery, ImportParams, ImportQuery, ImportReportQuery, ImportStatus, TemplateQuery, messageText, underEditor,
  type CatalogueFormat, type CatalogueKind,
} from '@expo/contract';
import { ApiError, invalidField, ok } from '../../lib/envelope';
import { requireEditor } from '../console/session';
import { exportFile, FILE_TYPES, templateFile } from './export';
import { importStatus } from './imports';
import { Refused } from './refusal';
import { runImport } from './run-import';

// The catalogue's routes (CATALOGUE_PATHS): templates, the export, imports and their reports.
// Mounted behind the console's guard (an editor imports) and the local admin API's (the command
// line, `npm run catalogue`), the same tails under both. An import's body is the file's bytes.

export interface CatalogueRouteOptions {
  /** who imports, as the audit log and the import's record keep it */
  who: (request: FastifyRequest) => { id: number | null; username: string };
}

const KindParams = Type.Object({ kind: Type.Union(CATALOGUE_KINDS.map((k) => Type.Literal(k))) });

export const catalogueRoutes: FastifyPluginAsyncTypebox<CatalogueRouteOptions> = async (app, { who }) => {
  const db = app.engine.db;
  // The file's bytes as they come (this plugin's routes only), up to the largest file the import takes.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: CATALOGUE_LIMITS.zipBytes }, (_request, body, done) => done(null, body));

  app.get(underEditor(CATALOGUE_PATHS.template), { config: { file: FILE_TYPE_LIST }, schema: { summary: 'A kind\'s template: bilingual headings and one example row (.xlsx or UTF-8 CSV)', params: KindParams, querystring: TemplateQuery } }, async (request, reply) => {
    const format = request.query.format ?? 'xlsx';
    return sendFile(reply, await templateFile(request.params.kind, format), `template-${request.params.kind}.${format}`, format);
  });

  app.get(underEditor(CATALOGUE_PATHS.export), { config: { file: FILE_TYPE_LIST }, schema: { summary: 'The catalogue in the import\'s layout: every kind (.xlsx, a sheet each) or one kind (.xlsx or UTF-8 CSV)', querystring: ExportQuery } }, async (request, reply) => {
    const { kind } = request.query;
    const format = request.query.format ?? 'xlsx';
    if (format === 'csv' && !kind) throw invalidField('kind', messageText(request.lang, 'pleaseChoose'));
    const kinds: readonly CatalogueKind[] = kind ? [kind] : CATALOGUE_KINDS;
    const day = new Date().toISOString().slice(0, 10);
    return sendFile(reply, await exportFile(db, kinds, format), `catalogue-${kind ?? 'all'}-${day}.${format}`, format);
  });

  app.post(
    underEditor(CATALOGUE_PATHS.import),
    {
      bodyLimit: CATALOGUE_LIMITS.zipBytes,
      schema: {
        summary: 'Check (dry run) or apply an import: the body is the file (.xlsx, .csv, or .zip with the spreadsheet and its pictures) as application/octet-stream',
        params: ImportParams, querystring: ImportQuery, response: { 200: Envelope(ImportStatus) },
      },
    },
    async (request) => {
      const lang = request.lang;
      if (!Buffer.isBuffer(request.body)) throw invalidField('file', messageText(lang, 'unsupportedType'));
      const { id } = request.params;
      const { name, mode, checked, outcome, pageSize } = request.query;
      try {
        await runImport(db, { id, mode, fileName: name, checked, bytes: request.body, editor: who(request) });
      } catch (error) {
        if (error instanceof Refused) throw error.answer(lang);
        throw error;
      }
      return ok((await importStatus(db, id, lang, { outcome, pageSize }))!);
    },
  );

  app.get(underEditor(CATALOGUE_PATHS.import), { schema: { summary: 'An import: where it stands (the rows read while it runs), its counts and a page of its report, refused rows first', params: ImportParams, querystring: ImportReportQuery, response: { 200: Envelope(ImportStatus) } } }, async (request) => {
    const status = await importStatus(db, request.params.id, request.lang, request.query);
    if (!status) throw new ApiError(ApiCode.notFound, messageText(request.lang, 'catalogueImportNotFound'));
    return ok(status);
  });
};

const FILE_TYPE_LIST = Object.values(FILE_TYPES);

function sendFile(reply: FastifyReply, bytes: Buffer, fileName: string, format: CatalogueFormat) {
  return reply.header('content-type', FILE_TYPES[format]).header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store').send(bytes);
}

/** In the console: the signed-in editor imports. */
export const catalogueConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Signed in before a file of up to 100 MB is read (the console's guard runs after the body is).
  app.addHook('onRequest', requireEditor(app.engine.db));
  await app.register(catalogueRoutes, { who: (request) => ({ id: request.editor!.id, username: request.editor!.username }) });
};

/** For the command line (the local admin API): 'cli' imports. */
export const catalogueCliRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(catalogueRoutes, { who: () => ({ id: null, username: 'cli' }) });
};
