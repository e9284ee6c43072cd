import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../lib/i18n/languages';
import { localizedPath } from '../lib/i18n/paths';
import { ZH_ONLY_ROUTES } from '../lib/routes';

/** The site's trailing-slash rule, shared by gatsby-config and the i18n plugin. */
export const TRAILING_SLASH = 'always';

/** Options of gatsby-plugin-react-i18next (see STACK.md): zh unprefixed, en under /en, no redirects. */
export const i18nPluginOptions = {
  localeJsonSourceName: 'locale',
  languages: [...LANGUAGES],
  defaultLanguage: DEFAULT_LANGUAGE,
  redirect: false,
  generateDefaultLanguagePage: false,
  trailingSlash: TRAILING_SLASH,
  verbose: false,
  // Chinese-only routes (and everything below them) get no /en copy.
  pages: ZH_ONLY_ROUTES.map((route) => ({ matchPath: `${route}:rest*`, languages: [DEFAULT_LANGUAGE] })),
  i18nextOptions: {
    interpolation: { escapeValue: false },
    nsSeparator: false as const,
    returnNull: false,
  },
};

/**
 * Page context for a page made in createPages, in the shape the i18n plugin's onCreatePage would
 * give it. A page whose context already has an `i18n` object is left alone by the plugin, so it is
 * neither moved nor copied into the other language: each record gets exactly the pages of the
 * languages it exists in. `languages` lists those languages (the language switch reads it).
 */
export function i18nPageContext(language: Language, originalPath: string, languages: readonly Language[]) {
  return {
    language,
    i18n: {
      language,
      languages: [...languages],
      defaultLanguage: DEFAULT_LANGUAGE,
      generateDefaultLanguagePage: false,
      routed: language !== DEFAULT_LANGUAGE,
      originalPath,
      path: localizedPath(originalPath, language),
    },
  };
}
