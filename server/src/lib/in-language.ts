import type { Language } from '@expo/contract';

/**
 * A bilingual record's text as `lang` reads it: its own language, else the other one (a record
 * named in one language only is still named), trimmed; '' when it has neither.
 */
export function inLanguage(lang: Language, zh: string | null | undefined, en: string | null | undefined): string {
  return ((lang === 'en' ? en?.trim() || zh : zh?.trim() || en) ?? '').trim();
}
