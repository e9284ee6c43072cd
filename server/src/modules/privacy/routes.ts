import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { ApiCode, DATA_EXPORT, DATA_EXPORT_FILES, DATA_EXPORT_PATHS, DataExportTicket, Envelope, messageText, type DataExportFile, type DataExportState } from '@expo/contract';
import { showDate } from '@expo/contract/show-clock';
import type { Db } from '../../db/engine';
import { ApiError, invalidField, ok } from '../../lib/envelope';
import { randomToken, sha256 } from '../../lib/hashing';
import { memberIdOf } from '../auth/services';

const TokenParams = Type.Object({ token: Type.String({ maxLength: 200 }) });
const FileParams = Type.Object({ token: Type.String({ maxLength: 200 }), file: Type.String({ maxLength: 200 }) });

const COLUMNS = {
  'data.json': { file: 'json_file', downloaded: 'json_downloaded_at', type: 'application/json; charset=utf-8', extension: 'json' },
  'data.html': { file: 'html_file', downloaded: 'html_downloaded_at', type: 'text/html; charset=utf-8', extension: 'html' },
} as const;

/**
 * "My data" (mounted in the member area): ask for an export, follow it, and download its JSON
 * and its page, each once, by the token only the member saw, until it expires. Another member's
 * token answers 404, as an unknown one does.
 */
export const privacyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.post(DATA_EXPORT_PATHS.request, { config: { errors: [429] }, schema: { summary: 'Ask for everything the product holds about me: prepared within a minute, as JSON and as a page, each downloadable once by the link until it expires', response: { 200: Envelope(DataExportTicket) } } }, async (request) => {
    const memberId = memberIdOf(request);
    const taken = await app.auth.limiter.take([{ key: `data-export:${memberId}`, windowSeconds: 86_400, max: DATA_EXPORT.perDay }]);
    if (!taken.ok) throw new ApiError(ApiCode.tooMany, messageText(request.lang, 'dataExportLimit', { n: DATA_EXPORT.perDay }));
    const token = randomToken();
    const now = app.now();
    const row = await db.transaction().execute(async (trx) => {
      // A new request retires the member's earlier links: one copy of their data waits at a time.
      await trx.updateTable('data_export').set({ expires_at: now, json_file: null, html_file: null }).where('member_id', '=', memberId).where('expires_at', '>', now).execute();
      return trx.insertInto('data_export')
        .values({ member_id: memberId, token_hash: sha256(token), lang: request.lang, requested_at: now, expires_at: new Date(now.getTime() + DATA_EXPORT.expiresHours * 3_600_000) })
        .returningAll().executeTakeFirstOrThrow();
    });
    app.dataExports.kick();
    return ok({ token, ...ticketOf(row, now) });
  });

  app.get(DATA_EXPORT_PATHS.status, { config: { errors: [404] }, schema: { summary: 'How my export is doing: preparing, ready, expired or failed, and which files were downloaded', params: TokenParams, response: { 200: Envelope(DataExportTicket) } } }, async (request) => {
    const row = await exportOf(db, request, request.params.token);
    return ok({ token: request.params.token, ...ticketOf(row, app.now()) });
  });

  app.get(DATA_EXPORT_PATHS.file, { config: { errors: [404], file: ['application/json', 'text/html'] }, schema: { summary: 'One file of my export (data.json or data.html): once; a second download, another member or an expired link answer 404', params: FileParams } }, async (request, reply) => {
    const name = request.params.file;
    if (!(DATA_EXPORT_FILES as readonly string[]).includes(name)) throw invalidField('file', messageText(request.lang, 'badValue'));
    const row = await exportOf(db, request, request.params.token);
    const now = app.now();
    if (row.outcome === null && row.expires_at > now) throw new ApiError(ApiCode.notFound, messageText(request.lang, 'dataExportNotReady'));
    const column = COLUMNS[name as DataExportFile];
    // Taken and emptied in one statement: of two downloads at once, the second finds the column empty.
    const taken = await sql<{ file: string }>`
      UPDATE data_export d SET ${sql.ref(column.file)} = NULL, ${sql.ref(column.downloaded)} = ${now}
      FROM (SELECT id, ${sql.ref(column.file)} AS file FROM data_export
            WHERE id = ${row.id} AND ${sql.ref(column.downloaded)} IS NULL AND ${sql.ref(column.file)} IS NOT NULL AND expires_at > ${now}
            FOR UPDATE) o
      WHERE d.id = o.id AND d.${sql.ref(column.downloaded)} IS NULL
      RETURNING o.file`.execute(db);
    const file = taken.rows[0]?.file;
    if (file === undefined) throw new ApiError(ApiCode.notFound, messageText(request.lang, 'dataExportGone'));
    return reply
      .header('content-type', column.type)
      .header('content-disposition', `attachment; filename="my-data-${showDate(now)}.${column.extension}"`)
      .header('cache-control', 'no-store')
      .send(file);
  });
};

/** The member's export of this token; a malformed token is a 400, another member's or an unknown one a 404. */
async function exportOf(db: Db, request: FastifyRequest, token: string) {
  if (!DATA_EXPORT.tokenPattern.test(token)) throw invalidField('token', messageText(request.lang, 'dataExportBadLink'));
  const row = await db.selectFrom('data_export').selectAll().where('token_hash', '=', sha256(token)).where('member_id', '=', memberIdOf(request)).executeTakeFirst();
  if (!row) throw new ApiError(ApiCode.notFound, messageText(request.lang, 'dataExportGone'));
  return row;
}

function ticketOf(row: { outcome: 'ready' | 'failed' | 'expired' | null; requested_at: Date; expires_at: Date; json_downloaded_at: Date | null; html_downloaded_at: Date | null }, now: Date) {
  const state: DataExportState = row.expires_at <= now ? 'expired' : row.outcome === null ? 'preparing' : row.outcome;
  return {
    state,
    requestedAt: row.requested_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    downloaded: { json: row.json_downloaded_at !== null, html: row.html_downloaded_at !== null },
  };
}
