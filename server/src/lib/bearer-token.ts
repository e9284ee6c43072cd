import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer …` header (a member's, an editor's or a gate's session), else null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,100})$/);
  return match?.[1] ?? null;
}
