import { HTML_LANG, isLanguage } from '../lib/i18n/languages';
import { isNotFoundPath, localizedPath, neutralPath } from '../lib/i18n/paths';
import { ALIASED_PAGE_PATHS } from '../lib/page-routes';

export interface SitemapPage {
  path: string;
  matchPath?: string | null;
  /** the i18n context: the languages the page exists in */
  languages?: readonly string[];
}

/** Pages that are not content: error pages, the offline page, the editor console, the empty search page, account forms, the hall screen, a shared visit plan, a visitor's badge, the badge scanner, the venue kiosk. */
const EXCLUDED = /^\/(403|500|404|offline|editor|search|login|register|reset|demand\/publish|screen|scan|kiosk|shared-plan|visit\/badge|dev-404-page)(\/|\.html|$)/;

/** sitemap.xml of the static pages, each with its hreflang alternates (client-only routes and the /page/ twins of aliased content pages left out). */
export function sitemapXml(pages: SitemapPage[], siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  const entries = pages
    .filter((page) => !page.matchPath && !isNotFoundPath(page.path) && !EXCLUDED.test(neutralPath(page.path)) && !ALIASED_PAGE_PATHS.has(neutralPath(page.path)))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((page) => {
      const languages = (page.languages ?? []).filter(isLanguage);
      const alternates =
        languages.length > 1
          ? languages.map((lang) => `\n    <xhtml:link rel="alternate" hreflang="${HTML_LANG[lang]}" href="${escapeXml(base + localizedPath(neutralPath(page.path), lang))}"/>`).join('')
          : '';
      return `  <url>\n    <loc>${escapeXml(base + page.path)}</loc>${alternates}\n  </url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: everything public is crawlable; the member area, the API and the editor are not,
 * except the API's images (/api/media/: the pages' pictures, og:image and JSON-LD images), which
 * Google and Bing allow as the longer matching rule.
 */
export function robotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /api/media/',
    'Disallow: /api/',
    'Disallow: /member/',
    'Disallow: /en/member/',
    'Disallow: /editor/',
    'Disallow: /en/editor/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
