import type { FastifyReply } from 'fastify';
import { ApiCode } from '@expo/contract';

/** The one place that shapes API answers: `{ code, msg, data }`, HTTP status = code where it is one. */
export function ok<T>(data: T) {
  return { code: ApiCode.ok, msg: 'success', data };
}

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** For a 400 whose message is written for people: the field it is about. */
    readonly field?: string,
    /** What the answer carries besides (a 409: both versions). */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(ApiCode.notFound, `${what} not found`);
export const badRequest = (message: string) => new ApiError(ApiCode.badRequest, message);
/** A 400 with a message for people (in their language) about one field: `data: { field }`. */
export const invalidField = (field: string, message: string) => new ApiError(ApiCode.badRequest, message, field);

export function sendError(reply: FastifyReply, code: number, msg: string, field?: string, data?: Record<string, unknown>) {
  // 700 is not an HTTP status: it travels in the body of a 403.
  const status = code >= 100 && code < 600 ? code : ApiCode.forbidden;
  return reply.status(status).send({ code, msg, data: data ?? (field ? { field } : null) });
}
