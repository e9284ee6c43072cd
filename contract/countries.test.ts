import { ISO_COUNTRY_CODES, isCountryCode } from './countries';

test('the ISO 3166-1 alpha-2 list: 249 assigned codes, each once, in order; reserved and made-up codes are not countries', () => {
  expect(ISO_COUNTRY_CODES).toHaveLength(249);
  expect([...ISO_COUNTRY_CODES].sort()).toEqual(ISO_COUNTRY_CODES);
  expect(new Set(ISO_COUNTRY_CODES).size).toBe(249);
  for (const code of ['CN', 'HK', 'MO', 'TW', 'DE', 'GB', 'US', 'SS', 'ZW']) expect([code, isCountryCode(code)]).toEqual([code, true]);
  for (const code of ['UK', 'EU', 'UN', 'XK', 'ZZ', 'cn', 'C', 'CHN', '']) expect([code, isCountryCode(code)]).toEqual([code, false]);
});
