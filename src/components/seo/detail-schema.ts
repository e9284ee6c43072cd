import type { LocaleData } from '../../lib/i18n/locale-data';
import { localeText } from '../../lib/i18n/locale-text';
import type { Language } from '../../lib/i18n/languages';
import { localizedPath } from '../../lib/i18n/paths';
import { routes } from '../../lib/routes';
import { useSiteData } from '../../lib/site-data';
import { breadcrumbList, type NamedLink, type SchemaSite } from './structured-data';

/** The list each kind of detail page belongs to: its route and the locale key of its title. */
export const DETAIL_SECTIONS = {
  exhibitor: { route: routes.exhibitors, titleKey: 'exhibitors.title' },
  product: { route: routes.products, titleKey: 'products.title' },
  news: { route: routes.news, titleKey: 'newsList.title' },
  activity: { route: routes.activities, titleKey: 'activities.title' },
  exhibitorActivity: { route: routes.exhibitorActivities, titleKey: 'activities.exhibitorTitle' },
} as const;

export type DetailSection = (typeof DETAIL_SECTIONS)[keyof typeof DETAIL_SECTIONS];

/** What the JSON-LD of a page in `language` knows about the site (for the Head API). */
export function useSchemaSite(language: Language): SchemaSite {
  const { siteUrl, intro } = useSiteData(language);
  return { siteUrl, language, show: intro };
}

/** The absolute URL of a language-neutral path in the page's language. */
export function absoluteUrl(site: Pick<SchemaSite, 'siteUrl' | 'language'>, path: string): string {
  return `${site.siteUrl}${localizedPath(path, site.language)}`;
}

/** Home → the section's list → the page, named in the page's language. */
export function detailBreadcrumb(data: LocaleData, site: SchemaSite, section: DetailSection, page: NamedLink) {
  return breadcrumbList([
    { name: localeText(data, site.language, 'nav.home'), url: absoluteUrl(site, routes.home) },
    { name: localeText(data, site.language, section.titleKey), url: absoluteUrl(site, section.route) },
    page,
  ]);
}

/** The exhibitor a detail page names, for its JSON-LD: linked to its page where it has one in this language. */
export function exhibitorReference(
  site: SchemaSite,
  exhibitor: { name: string; recordId: number } | null | undefined,
  exhibitorName: string | null | undefined,
): NamedLink | { name: string } | null {
  if (exhibitor) return { name: exhibitor.name, url: absoluteUrl(site, routes.exhibitor(exhibitor.recordId)) };
  return exhibitorName ? { name: exhibitorName } : null;
}
