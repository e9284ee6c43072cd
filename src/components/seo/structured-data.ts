// schema.org objects (JSON-LD) of the site's pages. Times: the show's dates are China time (+08:00).
import type { Activity, ExhibitionIntro, Exhibitor, News, Product } from '@expo/contract';
import { SHOW_CLOSES_AT, SHOW_OPENS_AT } from '@expo/contract/constants';
import { HTML_LANG, type Language } from '../../lib/i18n/languages';

const CHINA_OFFSET = '+08:00';

/** The exhibition as an Event, on the home page. */
export function exhibitionEvent(intro: Pick<ExhibitionIntro, 'name' | 'intro' | 'venue' | 'address' | 'startTime' | 'endTime'>, language: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ExhibitionEvent',
    name: intro.name,
    description: intro.intro,
    inLanguage: HTML_LANG[language as Language] ?? language,
    startDate: `${intro.startTime}T${SHOW_OPENS_AT}:00${CHINA_OFFSET}`,
    endDate: `${intro.endTime}T${SHOW_CLOSES_AT}:00${CHINA_OFFSET}`,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: intro.venue, address: intro.address },
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

/** An exhibit as a Product, made by its exhibitor. */
export function productSchema(product: Pick<Product, 'name' | 'intro' | 'brand' | 'categoryName'>, exhibitorName: string | null, image: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.intro ? { description: product.intro } : {}),
    ...(image ? { image } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.categoryName ? { category: product.categoryName } : {}),
    ...(exhibitorName ? { manufacturer: { '@type': 'Organization', name: exhibitorName } } : {}),
  };
}

/** A news item as a NewsArticle. */
export function newsArticle(news: Pick<News, 'title' | 'summary' | 'publishTime' | 'updateTime'>, image: string | null, publisher: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: news.title,
    ...(news.summary ? { description: news.summary } : {}),
    datePublished: news.publishTime,
    dateModified: news.updateTime,
    ...(image ? { image: [image] } : {}),
    publisher: { '@type': 'Organization', name: publisher },
  };
}

/** An activity as an Event at the show's venue. */
export function activityEvent(activity: Pick<Activity, 'title' | 'intro' | 'startTime' | 'endTime' | 'address' | 'host'>, venue: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: activity.title,
    ...(activity.intro ? { description: activity.intro } : {}),
    startDate: activity.startTime,
    endDate: activity.endTime,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: activity.address ?? venue, address: venue },
    ...(activity.host ? { organizer: { '@type': 'Organization', name: activity.host } } : {}),
  };
}
