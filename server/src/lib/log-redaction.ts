import type { FastifyRequest } from 'fastify';

/**
 * Paths with a secret segment (the plan's share link and calendar feed, the "My data" link): the request log
 * shows `[redacted]` instead. The secret is the credential of those URLs, so it must never sit in
 * a log file that more people read than the member.
 */
const SECRET_PATHS = /(\/api\/(?:calendar|plan\/shared|member\/data-export)\/)[^/?#]+/;

/** A request URL as the log may show it. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATHS, '$1[redacted]');
}

/** The request log's `req` (Fastify's default fields), with the URL's secrets redacted. */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
