import { activityEvent, breadcrumbList, exhibitionEvent, newsArticle, organiser, productSchema, type SchemaSite } from './structured-data';

const zh: SchemaSite = {
  siteUrl: 'https://expo.example.com',
  language: 'zh',
  show: { name: '第二十九届中国国际焙烤展览会', venue: '上海新国际博览中心', address: '上海市浦东新区龙阳路2345号' },
};
const en: SchemaSite = {
  siteUrl: 'https://expo.example.com',
  language: 'en',
  show: { name: 'The 29th Bakery China', venue: 'Shanghai New International Expo Centre', address: '2345 Longyang Road, Pudong, Shanghai, China' },
};

const postalAddress = (site: SchemaSite) => ({ '@type': 'PostalAddress', streetAddress: site.show.address, addressCountry: 'CN' });

describe('the organiser', () => {
  test('is an Organization with the show name, the home page in the page language and an absolute PNG logo', () => {
    expect(organiser(en)).toEqual({
      '@type': 'Organization',
      name: 'The 29th Bakery China',
      url: 'https://expo.example.com/en/',
      logo: 'https://expo.example.com/share/logo.png',
    });
    expect(organiser(zh).url).toBe('https://expo.example.com/');
  });
});

describe('BreadcrumbList', () => {
  test('numbers each step from 1 with its name and absolute URL', () => {
    const list = breadcrumbList([
      { name: 'Home', url: 'https://expo.example.com/en/' },
      { name: 'News', url: 'https://expo.example.com/en/news/' },
      { name: 'Opening day', url: 'https://expo.example.com/en/news/3/' },
    ]);
    expect(list['@context']).toBe('https://schema.org');
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://expo.example.com/en/' },
      { '@type': 'ListItem', position: 2, name: 'News', item: 'https://expo.example.com/en/news/' },
      { '@type': 'ListItem', position: 3, name: 'Opening day', item: 'https://expo.example.com/en/news/3/' },
    ]);
  });
});

describe('NewsArticle', () => {
  const news = { title: '开幕', summary: '展会开幕', publishTime: '2026-10-21T16:30:00.000Z', updateTime: '2026-10-22T08:00:00.000Z' };

  test('has headline, dates, the organiser as author and publisher, and its cover as image', () => {
    const article = newsArticle(news, zh, 'https://expo.example.com/news/3/', 'https://expo.example.com/api/media/abc?w=800&h=450&fm=jpg');
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: '开幕',
      description: '展会开幕',
      inLanguage: 'zh-CN',
      mainEntityOfPage: 'https://expo.example.com/news/3/',
      datePublished: news.publishTime,
      dateModified: news.updateTime,
      image: ['https://expo.example.com/api/media/abc?w=800&h=450&fm=jpg'],
    });
    expect(article.author).toEqual(organiser(zh));
    expect(article.publisher).toEqual({ '@type': 'Organization', name: zh.show.name, url: 'https://expo.example.com/', logo: 'https://expo.example.com/share/logo.png' });
  });

  test('without a cover, the image is the default share picture of the page language', () => {
    expect(newsArticle({ ...news, summary: null }, en, 'https://expo.example.com/en/news/3/', null).image).toEqual(['https://expo.example.com/share/en.png']);
    expect(newsArticle(news, zh, 'https://expo.example.com/news/3/', null).image).toEqual(['https://expo.example.com/share/zh.png']);
  });
});

describe('Event', () => {
  const activity = {
    title: 'Bakery Skills Championship',
    intro: 'Teams bake against the clock.',
    startTime: '2027-05-12T01:00:00.000Z',
    endTime: '2027-05-12T02:00:00.000Z',
    address: 'Hall N1 Room 1',
    host: 'China Bakery Association',
  };

  test('has image, organizer, a Place with a PostalAddress in the venue, status and attendance mode', () => {
    const event = activityEvent(activity, en, { url: 'https://expo.example.com/en/activity/1/', image: 'https://expo.example.com/api/media/c?fm=jpg' });
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Bakery Skills Championship',
      url: 'https://expo.example.com/en/activity/1/',
      image: ['https://expo.example.com/api/media/c?fm=jpg'],
      startDate: activity.startTime,
      endDate: activity.endTime,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      organizer: { '@type': 'Organization', name: 'China Bakery Association' },
    });
    expect(event.location).toEqual({
      '@type': 'Place',
      name: 'Hall N1 Room 1',
      address: postalAddress(en),
      containedInPlace: { '@type': 'Place', name: en.show.venue },
    });
  });

  test("an exhibitor's event without a host is organised by the exhibitor; a show event without either by the organiser", () => {
    const exhibitor = { name: 'Golden Oven', url: 'https://expo.example.com/en/exhibitors/8/' };
    const byExhibitor = activityEvent({ ...activity, host: null }, en, { url: 'u', image: null, exhibitor });
    expect(byExhibitor.organizer).toEqual({ '@type': 'Organization', ...exhibitor });
    const byShow = activityEvent({ ...activity, host: null, address: null }, zh, { url: 'u', image: null });
    expect(byShow.organizer).toEqual(organiser(zh));
    expect(byShow.image).toEqual(['https://expo.example.com/share/zh.png']);
    expect(byShow.location).toEqual({ '@type': 'Place', name: zh.show.venue, address: postalAddress(zh) });
  });

  test('the show itself is an ExhibitionEvent with the same venue, organiser and the default picture', () => {
    const show = exhibitionEvent({ intro: '…', startTime: '2027-05-12', endTime: '2027-05-15' }, zh);
    expect(show).toMatchObject({
      '@type': 'ExhibitionEvent',
      name: zh.show.name,
      startDate: '2027-05-12T09:00:00+08:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      image: ['https://expo.example.com/share/zh.png'],
      location: { '@type': 'Place', name: zh.show.venue, address: postalAddress(zh) },
      organizer: organiser(zh),
    });
  });
});

describe('Product', () => {
  const product = { name: 'Deck oven', intro: 'Three decks.', brand: null, categoryName: 'Equipment' };
  const exhibitor = { name: 'Golden Oven', url: 'https://expo.example.com/en/exhibitors/8/' };

  test('names its exhibitor as manufacturer (with its page) and, without a brand of its own, as brand', () => {
    const schema = productSchema(product, exhibitor, 'https://expo.example.com/api/media/p?fm=jpg');
    expect(schema).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: 'Deck oven', image: 'https://expo.example.com/api/media/p?fm=jpg', category: 'Equipment' });
    expect(schema.manufacturer).toEqual({ '@type': 'Organization', name: 'Golden Oven', url: exhibitor.url });
    expect(schema.brand).toEqual({ '@type': 'Brand', name: 'Golden Oven' });
  });

  test("keeps the product's own brand; an exhibitor without a page in this language is named without a URL", () => {
    const schema = productSchema({ ...product, brand: 'Furnace' }, { name: '金牌烤炉' }, null);
    expect(schema.brand).toEqual({ '@type': 'Brand', name: 'Furnace' });
    expect(schema.manufacturer).toEqual({ '@type': 'Organization', name: '金牌烤炉' });
    expect(schema).not.toHaveProperty('image');
  });
});
