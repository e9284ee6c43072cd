import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer, site and API. HTML pages of the built site send it
 * with the hashes of their own inline scripts added to `script-src` (page-policies.ts); nothing
 * else may run inline. Styles keep 'unsafe-inline': styled-components writes <style> elements and
 * React writes style attributes. Pictures come from the site and /api/media; captcha images are
 * data: URLs. No upgrade-insecure-requests: the product is also served over plain HTTP (locally,
 * behind a TLS proxy on the inside).
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/**
 * Security headers on every answer (@fastify/helmet): the CSP above, `X-Content-Type-Options:
 * nosniff`, `Referrer-Policy`, `X-Frame-Options` and helmet's other defaults. HSTS is left to the
 * TLS proxy in front (README, Deployment): this server cannot tell whether it is reached over TLS.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES as Record<string, string[]> },
    strictTransportSecurity: false,
    // The origin only, to other sites (the live-stream provider may check where viewers come from).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Pictures of exhibitors and products may be shown by the organiser's other sites (a CDN or sub-domain).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

/** The CSP header of a page whose inline scripts have these hash sources (written as helmet writes it). */
export function pagePolicy(scriptHashes: readonly string[]): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) => [name, ...sources, ...(name === 'script-src' ? scriptHashes : [])].join(' '))
    .join(';');
}
