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
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(ApiCode.notFound, `${what} not found`);
export const badRequest = (message: string) => new ApiError(ApiCode.badRequest, message);

export function sendError(reply: FastifyReply, code: number, msg: string) {
  // 700 is not an HTTP status: it travels in the body of a 403.
  const status = code >= 100 && code < 600 ? code : ApiCode.forbidden;
  return reply.status(status).send({ code, msg, data: null });
}
