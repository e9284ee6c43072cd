// Site languages, from the contract. A relative import on purpose: gatsby-config and gatsby-node
// (compiled by Parcel with `includeNodeModules: false`) load this file too, and a bare
// `@expo/contract` import would stay a runtime require of TypeScript source there.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../contract/constants';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../contract/constants';

/** The `<html lang>` and hreflang value of each site language. */
export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The other site language (there are two). */
export function otherLanguage(language: Language): Language {
  return LANGUAGES.find((candidate) => candidate !== language) ?? DEFAULT_LANGUAGE;
}
