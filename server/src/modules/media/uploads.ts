import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ApiCode, messageText, type Language } from '@expo/contract';
import type { Db } from '../../db/engine';
import { ApiError, invalidField } from '../../lib/envelope';

/** The limits of uploads, in one place (docs/api.md lists them). */
export const UPLOAD_LIMITS = {
  /** bytes of one uploaded image (a member's avatar or demand picture) */
  imageBytes: 2 * 1024 * 1024,
  /** bytes of one editor's picture (the console's uploads, the catalogue import's pictures) */
  pictureBytes: 5 * 1024 * 1024,
  /** decoded pixels of any image taken in (width × height), checked from its header before decoding */
  imagePixels: 40_000_000,
  /** form fields beside the one file */
  fields: 5,
  /** uploads one member may make in one clock hour */
  perMemberPerHour: 30,
} as const;

/**
 * Multipart uploads for the routes of `app`: one file, a few fields. An answer sent before the
 * request's body was read to its end (a refused upload) closes the connection, so the rest of the
 * body is neither read as the next request nor left unread with the connection hanging.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.imageBytes, files: 1, fields: UPLOAD_LIMITS.fields, parts: UPLOAD_LIMITS.fields + 1 } });
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete === false) reply.header('connection', 'close');
  });
}

/**
 * The bytes of the request's one file, or a 400 naming the field that says what was wrong. The
 * form is read to its end, so a second file or a field too many after the file is refused too.
 */
export async function receiveFile(request: FastifyRequest): Promise<Buffer> {
  const lang = request.lang;
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') bytes = await part.toBuffer();
    }
  } catch (error) {
    throw uploadError(lang, error);
  }
  if (!bytes) throw invalidField('file', messageText(lang, 'pleaseUpload'));
  return bytes;
}

/** What was wrong with a multipart request, in the request's language. */
function uploadError(lang: Language, error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return invalidField('file', messageText(lang, 'notMultipart'));
    case 'FST_REQ_FILE_TOO_LARGE':
      return invalidField('file', messageText(lang, 'imageTooLarge', { n: UPLOAD_LIMITS.imageBytes / 1024 / 1024 }));
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
      return invalidField('file', messageText(lang, 'tooManyParts', { n: UPLOAD_LIMITS.fields }));
    default:
      // A missing boundary, a malformed part, a body cut short: the form itself is unreadable.
      return invalidField('file', messageText(lang, 'badUpload'));
  }
}

/** The 400 for an image refused by its content: not an image of an accepted format, or too many pixels. */
export function imageRefused(lang: Language, field: string, reason: 'format' | 'pixels'): ApiError {
  return reason === 'pixels'
    ? invalidField(field, messageText(lang, 'imageTooManyPixels', { n: UPLOAD_LIMITS.imagePixels / 1_000_000 }))
    : invalidField(field, messageText(lang, 'notImage'));
}

/**
 * Takes one of the member's uploads of this clock hour, or answers 429 when they are used up.
 * One conditional statement decides, so N parallel uploads get exactly the allowed number through.
 */
export async function takeUploadSlot(db: Db, memberId: number, lang: Language): Promise<void> {
  const taken = await sql<{ uploads: number }>`
    INSERT INTO upload_quota (member_id, hour, uploads) VALUES (${memberId}, date_trunc('hour', now()), 1)
    ON CONFLICT (member_id, hour) DO UPDATE SET uploads = upload_quota.uploads + 1
      WHERE upload_quota.uploads < ${UPLOAD_LIMITS.perMemberPerHour}
    RETURNING uploads`.execute(db);
  if (taken.rows.length === 0) throw new ApiError(ApiCode.tooMany, messageText(lang, 'uploadQuota', { n: UPLOAD_LIMITS.perMemberPerHour }));
  if (taken.rows[0]?.uploads === 1) {
    await db.deleteFrom('upload_quota').where('member_id', '=', memberId).where('hour', '<', sql<Date>`date_trunc('hour', now())`).execute();
  }
}
