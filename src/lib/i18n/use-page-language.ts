import { useI18next } from 'gatsby-plugin-react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

export interface PageLanguage {
  /** the language of the page being shown */
  language: Language;
  /** the languages this page exists in (a record may have one only) */
  languages: Language[];
  /** the page's language-neutral path */
  originalPath: string;
}

/** The current page's language facts, typed; the one place components read the i18n plugin's context. */
export function usePageLanguage(): PageLanguage {
  const { language, languages, originalPath } = useI18next();
  return {
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    languages: languages.filter(isLanguage),
    originalPath,
  };
}
