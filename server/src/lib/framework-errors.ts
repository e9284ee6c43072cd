import type { IncomingHttpHeaders } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode, DEFAULT_LOCALE, LANGUAGE_OF, LOCALES, messageText, type Language, type Locale, type MessageKey } from '@expo/contract';
import { sendError } from './envelope';

// The answers Fastify and Node give on their own, before a route (or the gate) runs: they are the
// envelope too, in the request's language where its `lang` header can be read.

/** Fastify's own errors, by code: the status and the message people read. */
const FASTIFY_ERRORS: Record<string, { status: number; message: MessageKey }> = {
  FST_ERR_BAD_URL: { status: ApiCode.badRequest, message: 'unreadableRequest' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'urlTooLong' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'unsupportedType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: ApiCode.badRequest, message: 'unreadableRequest' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'requestTooLarge' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: ApiCode.badRequest, message: 'badJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: ApiCode.badRequest, message: 'badJson' },
};

/** The status and message of a Fastify error (or of a parser's 4xx), null for anything else. */
export function fastifyErrorAnswer(error: { code?: string; statusCode?: number; message?: string }, lang: Language): { status: number; msg: string } | null {
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return { status: known.status, msg: messageText(lang, known.message) };
  if (error.statusCode === 413) return { status: 413, msg: messageText(lang, 'requestTooLarge') };
  // A JSON body that does not parse (a syntax error, a forbidden __proto__ key).
  if (error.statusCode === 400 && (error instanceof SyntaxError || /prototype/i.test(error.message ?? ''))) return { status: 400, msg: messageText(lang, 'badJson') };
  return null;
}

/** Fastify's `frameworkErrors`: a malformed URL or an over-long path parameter, as the envelope. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = languageOfHeaders(request.headers);
  const answer = fastifyErrorAnswer(error, lang) ?? { status: ApiCode.badRequest, msg: messageText(lang, 'unreadableRequest') };
  return sendError(reply, answer.status, answer.msg);
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused (headers too large, a malformed
 * request line or header, a timeout) gets the envelope on the raw socket, which is then closed.
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_URI_TOO_LONG' ? 414 : 400;
  const message: MessageKey = status === 431 ? 'headersTooLarge' : status === 408 ? 'requestTimeout' : status === 414 ? 'urlTooLong' : 'unreadableRequest';
  const lang = languageOfRaw(Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined);
  const body = JSON.stringify({ code: status, msg: messageText(lang, message), data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.end();
  setTimeout(() => socket.destroy(), 2000).unref();
}

/**
 * An HTTP/1.1 request without a Host header (the protocol requires one) gets the envelope. Node
 * would answer it itself with a bare 400 and no body, so the server is made with
 * `requireHostHeader: false` (app.ts) and this hook, registered right after the security headers'
 * (so the refusal carries them too), refuses it before anything else runs.
 */
export function refuseMissingHost(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      void sendError(reply, ApiCode.badRequest, messageText(languageOfHeaders(request.headers), 'unreadableRequest'));
      return;
    }
    done();
  });
}

/** The language of a `lang` header, the default one when it is absent or unknown. */
export function languageOfHeaders(headers: IncomingHttpHeaders): Language {
  const value = [headers.lang].flat()[0]?.trim();
  return LANGUAGE_OF[(LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE];
}

/** The `lang` header in what Node's parser had read of a refused request, if it got that far. */
function languageOfRaw(raw: Buffer | undefined): Language {
  const value = raw?.toString('latin1').match(/\r\nlang:[ \t]*([A-Za-z_]+)/i)?.[1];
  return languageOfHeaders({ lang: value });
}
