import React from 'react';
import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGES, type Language } from '../../lib/i18n/languages';
import { localizedPath } from '../../lib/i18n/paths';
import { useSiteData } from '../../lib/site-data';

export interface SeoProps {
  language: Language;
  /** the page's own title; the show's name is appended */
  title?: string;
  description?: string;
  /** the language-neutral path of the page */
  originalPath: string;
  /** the languages the page exists in: hreflang alternates are given for these */
  languages: readonly string[];
  /** error pages: not indexed, no canonical or alternates */
  noIndex?: boolean;
}

/** Head API tags of every page: html lang, title, description, canonical and hreflang alternates. */
export function Seo({ language, title, description, originalPath, languages, noIndex = false }: SeoProps) {
  const site = useSiteData(language);
  const fullTitle = title ? `${title} | ${site.intro.name}` : site.intro.name;
  const url = (lang: Language) => `${site.siteUrl}${localizedPath(originalPath, lang)}`;
  const alternates = noIndex ? [] : LANGUAGES.filter((lang) => languages.includes(lang));
  return (
    <>
      <html lang={HTML_LANG[language]} />
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url(language)} />}
      {alternates.length > 1
        ? alternates.map((lang) => <link key={lang} rel="alternate" hrefLang={HTML_LANG[lang]} href={url(lang)} />)
        : null}
      {alternates.length > 1 && alternates.includes(DEFAULT_LANGUAGE) ? (
        <link rel="alternate" hrefLang="x-default" href={url(DEFAULT_LANGUAGE)} />
      ) : null}
    </>
  );
}
