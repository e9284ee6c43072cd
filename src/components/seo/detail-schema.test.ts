import zhCommon from '../../../locales/zh/common.json';
import enCommon from '../../../locales/en/common.json';
import type { LocaleData } from '../../lib/i18n/locale-data';
import { DETAIL_SECTIONS, detailBreadcrumb, exhibitorReference } from './detail-schema';
import type { SchemaSite } from './structured-data';

// The real gatsby cannot load under this jest config (its gatsby-page-utils mapping); site-data only needs these.
jest.mock('gatsby', () => ({ graphql: jest.fn(), useStaticQuery: jest.fn() }));

const locales = (language: string, data: object): LocaleData => ({ locales: { edges: [{ node: { ns: 'common', language, data: JSON.stringify(data) } }] } });
const show = { name: 'Bakery China', venue: 'SNIEC', address: 'Longyang Road' };

test('a detail page: home, its list, itself, named in the page language with absolute URLs', () => {
  const site: SchemaSite = { siteUrl: 'https://expo.example.com', language: 'en', show };
  const list = detailBreadcrumb(locales('en', enCommon), site, DETAIL_SECTIONS.exhibitorActivity, { name: 'Tasting', url: 'https://expo.example.com/en/exhibitor-activity/4/' });
  expect(list.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://expo.example.com/en/' },
    { '@type': 'ListItem', position: 2, name: 'Exhibitor Events', item: 'https://expo.example.com/en/exhibitor-activity/' },
    { '@type': 'ListItem', position: 3, name: 'Tasting', item: 'https://expo.example.com/en/exhibitor-activity/4/' },
  ]);
});

test('every kind of detail page has a list named in both languages', () => {
  const zhSite: SchemaSite = { siteUrl: 'https://expo.example.com', language: 'zh', show };
  for (const section of Object.values(DETAIL_SECTIONS)) {
    const [home, list] = detailBreadcrumb(locales('zh', zhCommon), zhSite, section, { name: 'x', url: 'https://expo.example.com/x/' }).itemListElement;
    expect(home).toMatchObject({ name: '首页', item: 'https://expo.example.com/' });
    expect(list!.name).not.toBe(section.titleKey);
    expect(list!.item).toBe(`https://expo.example.com${section.route}`);
    const [, enList] = detailBreadcrumb(locales('en', enCommon), { ...zhSite, language: 'en' }, section, { name: 'x', url: 'u' }).itemListElement;
    expect(enList!.name).not.toBe(section.titleKey);
  }
});

test('the exhibitor a page names links to its page in the page language, else goes by its name, else is left out', () => {
  const site: SchemaSite = { siteUrl: 'https://expo.example.com', language: 'en', show };
  expect(exhibitorReference(site, { name: 'Golden Oven', recordId: 7 }, 'Golden Oven')).toEqual({ name: 'Golden Oven', url: 'https://expo.example.com/en/exhibitors/7/' });
  expect(exhibitorReference(site, null, '金麦烘焙')).toEqual({ name: '金麦烘焙' });
  expect(exhibitorReference(site, undefined, null)).toBeNull();
});
