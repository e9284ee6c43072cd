import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_VERSION, DEFAULT_LOCALE, LANGUAGE_OF, LOCALES, type Language, type Locale } from '@expo/contract';
import { badRequest } from './envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the request's `lang` header, checked by the gate before any handler runs. */
    lang: Language;
  }
}

/**
 * The gate of the API: every request's `lang` (zh_CN by default) and `version` (1 by default)
 * headers are read and checked once, before routing goes on, so a bad value answers the 400
 * envelope on every route; handlers read `request.lang`.
 */
export function registerGate(api: FastifyInstance): void {
  api.decorateRequest('lang', LANGUAGE_OF[DEFAULT_LOCALE]);
  api.addHook('onRequest', (request, _reply, done) => {
    const lang = languageOf(request);
    if (!lang) return done(badRequest(`lang must be one of ${LOCALES.join(', ')}`));
    request.lang = lang;
    const version = headerValue(request, 'version');
    if (version !== undefined && version !== API_VERSION) return done(badRequest(`version must be ${API_VERSION}`));
    done();
  });
}

/** The language of a `lang` header (zh_CN when there is none); undefined for an unknown value. */
function languageOf(request: FastifyRequest): Language | undefined {
  const value = headerValue(request, 'lang') ?? DEFAULT_LOCALE;
  return (LOCALES as readonly string[]).includes(value) ? LANGUAGE_OF[value as Locale] : undefined;
}

/** A header's first value, trimmed; undefined when absent or empty. */
function headerValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers[name];
  return (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
}
