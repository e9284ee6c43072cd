import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request that takes this long is logged at warn, whatever its answer. */
export const SLOW_REQUEST_MS = 1000;

/**
 * The request log: one line per request, when it completes, at a level that follows its answer.
 * Fastify's default writes two info lines for every request, which cost the cached public reads
 * more CPU than the rest of their answer (docs/performance.md, "Public API"). Here:
 * - 5xx, and a request that failed after its headers left: error;
 * - slower than SLOW_REQUEST_MS: warn;
 * - 4xx: info (bad input, refused limits, unknown paths);
 * - the rest (2xx, 3xx such as 304): debug. LOG_LEVEL=debug gives the full access log, and
 *   trace adds the line of each incoming request.
 * The line carries the request (redacted, see log-redaction.ts), the status and the time.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.trace({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
      return;
    }
    const status = reply.statusCode;
    const level = status >= 500 ? 'error' : responseTime >= SLOW_REQUEST_MS ? 'warn' : status >= 400 ? 'info' : 'debug';
    reply.log[level]({ req: request, res: reply, responseTime }, 'request completed');
  }
}
