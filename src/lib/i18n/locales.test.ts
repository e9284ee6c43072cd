import fs from 'fs';
import path from 'path';
import { LANGUAGES } from './languages';

const localesDir = path.resolve(__dirname, '../../../locales');

/** Every leaf key, plural forms (`count_one`, `count_other`: English has two, Chinese one) as their base key. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return [...new Set(Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key)))];
}

test('every locale file has every key in both languages', () => {
  const namespaces = fs.readdirSync(path.join(localesDir, 'zh')).filter((file) => file.endsWith('.json'));
  expect(namespaces.length).toBeGreaterThan(0);
  for (const namespace of namespaces) {
    const [first, ...others] = LANGUAGES.map((lang) =>
      [...new Set(keysOf(JSON.parse(fs.readFileSync(path.join(localesDir, lang, namespace), 'utf8'))))].sort(),
    );
    for (const keys of others) expect(keys).toEqual(first);
  }
});

test('English texts hold no Chinese characters', () => {
  for (const file of fs.readdirSync(path.join(localesDir, 'en'))) {
    const text = fs.readFileSync(path.join(localesDir, 'en', file), 'utf8');
    // The language switch on English pages names the Chinese site in Chinese, on purpose.
    const withoutSwitch = text.replace(/"switchTo": "[^"]*"/, '');
    expect(withoutSwitch).not.toMatch(/\p{Script=Han}/u);
  }
});
