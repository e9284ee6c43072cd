// schema.org objects (JSON-LD) of the site's pages. Times: the show's dates are China time (+08:00).
import type { Activity, ExhibitionIntro, Exhibitor, News, Product } from '@expo/contract';
import { SHOW_CLOSES_AT, SHOW_OPENS_AT } from '@expo/contract/constants';
import { HTML_LANG, type Language } from '../../lib/i18n/languages';
import { localizedPath } from '../../lib/i18n/paths';
import { LOGO_PATH, sharePicturePath } from '../../lib/share-picture';

const CHINA_OFFSET = '+08:00';
/** The show is in China (its times are China time): the country of its venue's address. */
const SHOW_COUNTRY = 'CN';
const SCHEDULED = 'https://schema.org/EventScheduled';
const OFFLINE = 'https://schema.org/OfflineEventAttendanceMode';

/**
 * What every page's JSON-LD knows about the site: its origin, the page's language and the show
 * (the exhibition intro, the one source of the show's name, venue and address). There is no
 * organiser record: the show, under its own name, stands for its organiser.
 */
export interface SchemaSite {
  siteUrl: string;
  language: Language;
  show: Pick<ExhibitionIntro, 'name' | 'venue' | 'address'>;
}

/** A link to another page: name and absolute URL. */
export interface NamedLink {
  name: string;
  url: string;
}

/** The organiser (publisher of the news, organiser of the show's events) as an Organization. */
export function organiser(site: SchemaSite) {
  return {
    '@type': 'Organization',
    name: site.show.name,
    url: `${site.siteUrl}${localizedPath('/', site.language)}`,
    logo: `${site.siteUrl}${LOGO_PATH}`,
  };
}

/** The show's venue as a Place with its postal address. */
export function showPlace(site: SchemaSite, name = site.show.venue) {
  return {
    '@type': 'Place',
    name,
    address: { '@type': 'PostalAddress', streetAddress: site.show.address, addressCountry: SHOW_COUNTRY },
  };
}

/** The absolute URL of the default share picture in the page's language. */
export function defaultImage(site: SchemaSite): string {
  return `${site.siteUrl}${sharePicturePath(site.language)}`;
}

/** The path from the home page to the page: each step with its 1-based position, name and absolute URL. */
export function breadcrumbList(steps: NamedLink[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  };
}

/** The exhibition as an Event, on the home page. */
export function exhibitionEvent(intro: Pick<ExhibitionIntro, 'intro' | 'startTime' | 'endTime'>, site: SchemaSite, image: string | null = null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ExhibitionEvent',
    name: site.show.name,
    description: intro.intro,
    inLanguage: HTML_LANG[site.language],
    url: `${site.siteUrl}${localizedPath('/', site.language)}`,
    image: [image ?? defaultImage(site)],
    startDate: `${intro.startTime}T${SHOW_OPENS_AT}:00${CHINA_OFFSET}`,
    endDate: `${intro.endTime}T${SHOW_CLOSES_AT}:00${CHINA_OFFSET}`,
    eventStatus: SCHEDULED,
    eventAttendanceMode: OFFLINE,
    location: showPlace(site),
    organizer: organiser(site),
  };
}

/** An exhibitor as an Organization. */
export function exhibitorOrganization(exhibitor: Pick<Exhibitor, 'name' | 'intro' | 'website' | 'email' | 'phone' | 'address'>, url: string, logo: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: exhibitor.name,
    url,
    ...(logo ? { logo } : {}),
    ...(exhibitor.intro ? { description: exhibitor.intro } : {}),
    ...(exhibitor.website ? { sameAs: [exhibitor.website] } : {}),
    ...(exhibitor.email ? { email: exhibitor.email } : {}),
    ...(exhibitor.phone ? { telephone: exhibitor.phone } : {}),
    ...(exhibitor.address ? { address: exhibitor.address } : {}),
  };
}

/** An exhibit as a Product, made by its exhibitor (the manufacturer; the brand when the product names none). */
export function productSchema(product: Pick<Product, 'name' | 'intro' | 'brand' | 'categoryName'>, exhibitor: NamedLink | { name: string } | null, image: string | null) {
  const maker = exhibitor ? { '@type': 'Organization', ...exhibitor } : null;
  const brand = product.brand ? { '@type': 'Brand', name: product.brand } : maker ? { '@type': 'Brand', name: maker.name } : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.intro ? { description: product.intro } : {}),
    ...(image ? { image } : {}),
    ...(brand ? { brand } : {}),
    ...(product.categoryName ? { category: product.categoryName } : {}),
    ...(maker ? { manufacturer: maker } : {}),
  };
}

/** A news item as a NewsArticle, written and published by the organiser; its cover, else the default share picture. */
export function newsArticle(news: Pick<News, 'title' | 'summary' | 'publishTime' | 'updateTime'>, site: SchemaSite, url: string, image: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: news.title,
    ...(news.summary ? { description: news.summary } : {}),
    inLanguage: HTML_LANG[site.language],
    mainEntityOfPage: url,
    datePublished: news.publishTime,
    dateModified: news.updateTime,
    image: [image ?? defaultImage(site)],
    author: organiser(site),
    publisher: organiser(site),
  };
}

/**
 * An activity as an Event at the show's venue (its room, when it names one, as a Place in the venue).
 * The organizer: its host when it names one, else the exhibitor holding it, else the show's organiser.
 */
export function activityEvent(
  activity: Pick<Activity, 'title' | 'intro' | 'startTime' | 'endTime' | 'address' | 'host'>,
  site: SchemaSite,
  options: { url: string; image: string | null; exhibitor?: NamedLink | { name: string } | null },
) {
  const organizer = activity.host
    ? { '@type': 'Organization', name: activity.host }
    : options.exhibitor
      ? { '@type': 'Organization', ...options.exhibitor }
      : organiser(site);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: activity.title,
    ...(activity.intro ? { description: activity.intro } : {}),
    inLanguage: HTML_LANG[site.language],
    url: options.url,
    image: [options.image ?? defaultImage(site)],
    startDate: activity.startTime,
    endDate: activity.endTime,
    eventStatus: SCHEDULED,
    eventAttendanceMode: OFFLINE,
    location: activity.address ? { ...showPlace(site, activity.address), containedInPlace: { '@type': 'Place', name: site.show.venue } } : showPlace(site),
    organizer,
  };
}
