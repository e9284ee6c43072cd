import {
  isChineseOnly,
  isNotFoundPath,
  languageOfPath,
  languageSwitchPath,
  localizedPath,
  neutralPath,
  twinPath,
  withSingleLanguagePrefix,
} from './paths';

test('the language follows the path prefix', () => {
  expect(languageOfPath('/')).toBe('zh');
  expect(languageOfPath('/news/3/')).toBe('zh');
  expect(languageOfPath('/en')).toBe('en');
  expect(languageOfPath('/en/')).toBe('en');
  expect(languageOfPath('/en/news/3/?x=1')).toBe('en');
  expect(languageOfPath('/english/')).toBe('zh');
  expect(languageOfPath('/zh/')).toBe('zh');
});

test('neutral and localized paths', () => {
  expect(neutralPath('/en/news/3/')).toBe('/news/3/');
  expect(neutralPath('/en')).toBe('/');
  expect(neutralPath('/en/')).toBe('/');
  expect(neutralPath('/news/')).toBe('/news/');
  expect(localizedPath('/news/3/', 'en')).toBe('/en/news/3/');
  expect(localizedPath('/', 'en')).toBe('/en/');
  expect(localizedPath('/en/news/', 'zh')).toBe('/news/');
  expect(localizedPath('/search/?keyword=bread#top', 'en')).toBe('/en/search/?keyword=bread#top');
});

test('every page has a twin; Chinese-only routes go to the English home', () => {
  expect(twinPath('/', 'en')).toBe('/en/');
  expect(twinPath('/en/', 'zh')).toBe('/');
  expect(twinPath('/exhibitors/12/', 'en')).toBe('/en/exhibitors/12/');
  expect(twinPath('/en/exhibitors/12/', 'zh')).toBe('/exhibitors/12/');
  expect(twinPath('/en/exhibitors/12/', 'en')).toBe('/en/exhibitors/12/');
  for (const route of ['/InnovationProducts', '/InnovationProducts/', '/procurement/privacy/', '/screen']) {
    expect(isChineseOnly(route)).toBe(true);
    expect(twinPath(route, 'en')).toBe('/en/');
    expect(twinPath(route, 'zh')).toBe(route);
  }
  expect(isChineseOnly('/procurement/')).toBe(false);
  expect(isChineseOnly('/screenings/')).toBe(false);
});

test('the language switch falls back to the section when the record lacks that language', () => {
  expect(languageSwitchPath('/news/3/', 'en', ['zh', 'en'])).toBe('/en/news/3/');
  expect(languageSwitchPath('/news/3/', 'en', ['zh'])).toBe('/en/news/');
  expect(languageSwitchPath('/en/products/9/', 'zh', ['en'])).toBe('/products/');
  expect(languageSwitchPath('/screen/', 'en', ['zh'])).toBe('/en/');
  expect(languageSwitchPath('/en/no/such/page', 'zh', [])).toBe('/');
});

test('404 pages are recognised in both languages', () => {
  for (const path of ['/404/', '/404.html', '/en/404/', '/en/404.html', '/404']) expect(isNotFoundPath(path)).toBe(true);
  for (const path of ['/', '/news/404/', '/4040/']) expect(isNotFoundPath(path)).toBe(false);
});

test('the doubled matchPath prefix of the i18n plugin is removed', () => {
  expect(withSingleLanguagePrefix('/en/en/member/*')).toBe('/en/member/*');
  expect(withSingleLanguagePrefix('/en/en/*')).toBe('/en/*');
  expect(withSingleLanguagePrefix('/en/member/*')).toBe('/en/member/*');
  expect(withSingleLanguagePrefix('/member/*')).toBe('/member/*');
  expect(withSingleLanguagePrefix('/en/english/*')).toBe('/en/english/*');
});
