import { countryOptions } from './countries';
import { CHINA, PROVINCES } from './regions';

test('China is sent as its English name, as every country', () => {
  expect(new Intl.DisplayNames(['en'], { type: 'region' }).of('CN')).toBe(CHINA);
});

test('countries: China first, the value in English, the label in the page language', () => {
  const zh = countryOptions('zh');
  const en = countryOptions('en');
  expect(zh[0]).toEqual({ value: CHINA, label: '中国' });
  expect(en[0]).toEqual({ value: 'China', label: 'China' });
  expect(zh.find((option) => option.value === 'Germany')?.label).toBe('德国');
  expect(zh.map((option) => option.value).sort()).toEqual(en.map((option) => option.value).sort());
  const names = en.slice(1).map((option) => option.label);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
});

test('Hong Kong, Macao and Taiwan are regions of China, not countries', () => {
  const values = countryOptions('en').map((option) => option.value);
  expect(values.some((value) => /Hong Kong|Macao|Taiwan/.test(value))).toBe(false);
  expect(PROVINCES).toEqual(expect.arrayContaining(['Hong Kong', 'Macao', 'Taiwan']));
  expect(PROVINCES).toHaveLength(34);
});
