import { LANGUAGE_OF, LOCALE_OF, LANGUAGES, LOCALES } from './constants';

test('languages and locales map one to one', () => {
  for (const lang of LANGUAGES) expect(LANGUAGE_OF[LOCALE_OF[lang]]).toBe(lang);
  expect(LOCALES.map((l) => LANGUAGE_OF[l])).toEqual(['zh', 'en']);
});
