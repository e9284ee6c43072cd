import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** What every page's context carries from the i18n plugin (or from createPages, same shape). */
export interface I18nPageContext {
  language: string;
  i18n: { languages: string[]; originalPath: string };
}

/** Context of the detail pages made in gatsby-node: the node to show. */
export interface DetailPageContext extends I18nPageContext {
  id: string;
  /** the record's id in the content API (page queries find related records by it) */
  recordId: number;
}

/** The facts the Head API needs about the page's language (Head has no i18n provider). */
export function headLanguage(pageContext: I18nPageContext): { language: Language; originalPath: string; languages: string[] } {
  return {
    language: isLanguage(pageContext.language) ? pageContext.language : DEFAULT_LANGUAGE,
    originalPath: pageContext.i18n.originalPath,
    languages: pageContext.i18n.languages,
  };
}
