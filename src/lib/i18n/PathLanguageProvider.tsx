import React, { useContext, useMemo, type ReactNode } from 'react';
import { useLocation } from '@reach/router';
import { I18nextContext, I18nextProvider, useTranslation } from 'gatsby-plugin-react-i18next';
import { DEFAULT_LANGUAGE } from './languages';
import { languageOfPath } from './paths';

/**
 * Renders its children in the language of the URL rather than of the page's build context.
 *
 * For the 404 page: Gatsby shows the /404.html page for every unknown path, also under /en. The
 * i18n plugin handles that by giving the English 404 the matchPath /en/*, but Gatsby then lists
 * every static English page in match-paths.json (bundled into app.js) so that they outrank it.
 * Instead the 404 page has no matchPath, queries the texts of both languages and picks one from
 * the path. `languages` is empty: the page exists in no language, so the language switch goes home.
 */
export function PathLanguageProvider({ children }: { children: ReactNode }) {
  const context = useContext(I18nextContext);
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  // A clone shares the plugin instance's resources (both languages here) in another language.
  const instance = useMemo(
    () => (i18n.language === language ? i18n : i18n.cloneInstance({ lng: language, initImmediate: false })),
    [i18n, language],
  );
  const value = useMemo(
    () => ({ ...context, language, languages: [], routed: language !== DEFAULT_LANGUAGE, originalPath: '/', path: pathname }),
    [context, language, pathname],
  );
  return (
    <I18nextProvider i18n={instance}>
      <I18nextContext.Provider value={value}>{children}</I18nextContext.Provider>
    </I18nextProvider>
  );
}
