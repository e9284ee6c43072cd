import React from 'react';
import type { Seo as SeoRecord } from '@expo/contract';
import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGES, type Language } from '../../lib/i18n/languages';
import { localizedPath } from '../../lib/i18n/paths';
import { SHARE_PICTURE_SIZE, sharePicturePath } from '../../lib/share-picture';
import { useSiteData } from '../../lib/site-data';

export interface SeoProps {
  language: Language;
  /** the page's own title; the show's name is appended */
  title?: string;
  description?: string;
  keywords?: string;
  /** the page's SEO record: its title, keywords and description win over the fallbacks above */
  record?: SeoRecord | null;
  /** the language-neutral path of the page */
  originalPath: string;
  /** the languages the page exists in: hreflang alternates are given for these */
  languages: readonly string[];
  /** an absolute or site path of the image shared with the page; without one, the default share picture */
  image?: string | null;
  /** Open Graph type: article for news, website otherwise */
  ogType?: 'website' | 'article';
  /** schema.org objects of the page (JSON-LD) */
  structuredData?: object | object[] | null;
  /** error pages: not indexed, no canonical or alternates */
  noIndex?: boolean;
}

/** Head API tags of every page: html lang, title, description, keywords, canonical, hreflang, Open Graph (with a picture on every page), JSON-LD. */
export function Seo(props: SeoProps) {
  const { language, record, originalPath, languages, image, ogType = 'website', structuredData, noIndex = false } = props;
  const site = useSiteData(language);
  const fullTitle = record?.seoTitle || (props.title ? `${props.title} | ${site.intro.name}` : site.intro.name);
  const description = record?.seoDescription || props.description;
  const keywords = record?.seoKeyword || props.keywords;
  const url = (lang: Language) => `${site.siteUrl}${localizedPath(originalPath, lang)}`;
  const alternates = noIndex ? [] : LANGUAGES.filter((lang) => languages.includes(lang));
  const ownImage = image ? (image.startsWith('http') ? image : `${site.siteUrl}${image}`) : null;
  const imageUrl = ownImage ?? `${site.siteUrl}${sharePicturePath(language)}`;
  return (
    <>
      <html lang={HTML_LANG[language]} />
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url(language)} />}
      {alternates.length > 1
        ? alternates.map((lang) => <link key={lang} rel="alternate" hrefLang={HTML_LANG[lang]} href={url(lang)} />)
        : null}
      {alternates.length > 1 && alternates.includes(DEFAULT_LANGUAGE) ? (
        <link rel="alternate" hrefLang="x-default" href={url(DEFAULT_LANGUAGE)} />
      ) : null}
      <meta property="og:site_name" content={site.intro.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:type" content={ogType} />
      <meta property="og:locale" content={HTML_LANG[language].replace('-', '_')} />
      {noIndex ? null : <meta property="og:url" content={url(language)} />}
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:image" content={imageUrl} />
      {ownImage ? null : <meta property="og:image:type" content="image/png" />}
      {ownImage ? null : <meta property="og:image:width" content={String(SHARE_PICTURE_SIZE.width)} />}
      {ownImage ? null : <meta property="og:image:height" content={String(SHARE_PICTURE_SIZE.height)} />}
      <meta name="twitter:card" content="summary_large_image" />
      {structuredData ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }} />
      ) : null}
    </>
  );
}

/** JSON for a script element: `<` escaped so no text can close the element. */
export function jsonLd(value: object | object[]): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
