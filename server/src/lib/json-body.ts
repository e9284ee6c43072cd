import type { FastifyInstance } from 'fastify';
import { messageText } from '@expo/contract';
import { invalidField } from './envelope';
import { languageOfHeaders } from './framework-errors';

/**
 * The deepest nesting of arrays and objects a JSON body may have. The API's deepest request schema
 * nests a handful of levels (input-fuzz.test.ts checks it stays under this); anything deeper is
 * hostile, and a body thousands of levels deep would overflow the stack of every recursive walk
 * after parsing (the NUL check, validation), so it is refused before the body is parsed.
 */
export const JSON_DEPTH_MAX = 32;

/**
 * The API's JSON parser: Fastify's own (which refuses `__proto__` and `constructor.prototype`
 * keys), after two rules of ours:
 * - an empty body sent as application/json counts as no body (clients send the header on every
 *   POST, also to calls such as logout that take none);
 * - a body nested deeper than JSON_DEPTH_MAX answers the 400 envelope, naming `body`.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    if (nestingExceeds(text, JSON_DEPTH_MAX)) {
      // The gate has set request.lang under /api; elsewhere the header is read here.
      const lang = request.lang ?? languageOfHeaders(request.headers);
      return done(invalidField('body', messageText(lang, 'jsonTooDeep', { n: JSON_DEPTH_MAX })), undefined);
    }
    return parseJson(request, text, done);
  });
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether the JSON text opens more than `max` arrays or objects inside one another, read in one
 * pass without recursion (strings are skipped whole, escaped quotes included). Text that is not
 * JSON is left for the parser to refuse.
 */
export function nestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = closingQuote(text, i);
      if (i < 0) return false;
    } else if (OPENERS.has(c)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(c)) {
      depth -= 1;
    }
  }
  return false;
}

/** The index of the quote that ends the string opened at `open`, -1 when none does. */
function closingQuote(text: string, open: number): number {
  let at = text.indexOf('"', open + 1);
  while (at >= 0) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return at;
    at = text.indexOf('"', at + 1);
  }
  return -1;
}
