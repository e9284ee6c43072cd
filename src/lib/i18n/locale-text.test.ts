import type { LocaleData } from './locale-data';
import { localeText } from './locale-text';

const data: LocaleData = {
  locales: {
    edges: [
      { node: { ns: 'common', language: 'zh', data: JSON.stringify({ notFound: { pageTitle: '页面不存在' } }) } },
      { node: { ns: 'common', language: 'en', data: JSON.stringify({ notFound: { pageTitle: 'Page not found' } }) } },
    ],
  },
};

test('Head texts come from the locale data of the asked language', () => {
  expect(localeText(data, 'zh', 'notFound.pageTitle')).toBe('页面不存在');
  expect(localeText(data, 'en', 'notFound.pageTitle')).toBe('Page not found');
  expect(localeText(data, 'en', 'notFound.missing')).toBe('notFound.missing');
});
