import type { FastifyRequest } from 'fastify';
import { LOCALES, LANGUAGE_OF, DEFAULT_LOCALE, type Language, type Locale } from '@expo/contract';
import { badRequest } from './envelope';

/** The request's language from its `lang` header (zh_CN by default); an unknown value is a 400. */
export function languageOf(request: FastifyRequest): Language {
  const header = request.headers.lang;
  const value = (Array.isArray(header) ? header[0] : header)?.trim() || DEFAULT_LOCALE;
  if (!(LOCALES as readonly string[]).includes(value)) {
    throw badRequest(`lang must be one of ${LOCALES.join(', ')}`);
  }
  return LANGUAGE_OF[value as Locale];
}

/** Picks the column of a bilingual pair for a language: pick(row, 'name', 'en') → row.name_en. */
export function pick<R extends Record<string, unknown>>(row: R, base: string, lang: Language): string | null {
  return (row[`${base}_${lang}`] as string | null | undefined) ?? null;
}
