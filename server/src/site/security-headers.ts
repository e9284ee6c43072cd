import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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
 * Security headers on every answer (helmet's): the CSP above, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy`, `X-Frame-Options` and helmet's other defaults. HSTS is left to the TLS proxy in
 * front (README, Deployment): this server cannot tell whether it is reached over TLS.
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES as Record<string, string[]> },
  strictTransportSecurity: false,
  // The origin only, to other sites (the live-stream provider may check where viewers come from).
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Pictures of exhibitors and products may be shown by the organiser's other sites (a CDN or sub-domain).
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * The headers helmet sets with HELMET_OPTIONS, taken once: none depends on the request.
 * (@fastify/helmet built helmet's middleware again for every request, parsing the policy each time.)
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(helmetHeaders(HELMET_OPTIONS));

function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Sends SECURITY_HEADERS with every answer of `app`; a route may replace one (a page's own policy). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}

/**
 * Pages that compile WebAssembly: the badge scanner and the venue kiosk, whose QR reader (ZXing,
 * served from the site) runs where the browser has no BarcodeDetector. 'wasm-unsafe-eval' lets them compile
 * WebAssembly, never evaluate JavaScript; every other page goes without it.
 */
const WASM_PAGES = /^\/?(en\/)?(scan|kiosk)\/index\.html$/;

/** The rule naming those pages, for the build's policy stamp: a page added to it gets its tag rewritten. */
export const WASM_PAGES_RULE = WASM_PAGES.source;

/** Whether the page file (its path in the site, e.g. `en/scan/index.html`) may compile WebAssembly. */
export function compilesWasm(pageFile: string): boolean {
  return WASM_PAGES.test(pageFile.replace(/\\/g, '/'));
}

/** The CSP header of a page whose inline scripts have these hash sources (written as helmet writes it). */
export function pagePolicy(scriptHashes: readonly string[], { wasm = false }: { wasm?: boolean } = {}): string {
  return policyText(Object.keys(CSP_DIRECTIVES), scriptHashes, wasm);
}

/**
 * Directives a browser ignores in a `<meta http-equiv="Content-Security-Policy">` (CSP 3, "Policy
 * delivery"): they only work as a header, which a web server in front sends for every page.
 */
export const HEADER_ONLY_DIRECTIVES: readonly string[] = ['frame-ancestors', 'report-uri', 'sandbox'];

/**
 * The policy a page carries in its own `<meta>` (written by the build, see policy-meta.ts): the
 * page policy without the header-only directives. With HEADER_ONLY_POLICY as a header it is
 * the page policy, whoever serves the file.
 */
export function metaPolicy(scriptHashes: readonly string[], { wasm = false }: { wasm?: boolean } = {}): string {
  return policyText(Object.keys(CSP_DIRECTIVES).filter((name) => !HEADER_ONLY_DIRECTIVES.includes(name)), scriptHashes, wasm);
}

/** The header-only part of the page policy: what a web server sends with HTML pages that carry their policy in a `<meta>`. */
export const HEADER_ONLY_POLICY = policyText(Object.keys(CSP_DIRECTIVES).filter((name) => HEADER_ONLY_DIRECTIVES.includes(name)), [], false);

function policyText(names: readonly string[], scriptHashes: readonly string[], wasm: boolean): string {
  return names
    .map((name) => [name, ...CSP_DIRECTIVES[name]!, ...(name === 'script-src' ? [...(wasm ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes] : [])].join(' '))
    .join(';');
}
