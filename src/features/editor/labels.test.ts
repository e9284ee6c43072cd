import i18next from 'i18next';
import en from '../../../locales/en/editor.json';
import zh from '../../../locales/zh/editor.json';
import { RESOURCES } from '../../../server/src/modules/console/resources';
import { fieldLabel, fieldRows } from './labels';

describe('editor console labels', () => {
  test('a bilingual column is labelled with its language, in the console language', async () => {
    const t = i18next.createInstance();
    await t.init({ lng: 'zh', resources: { en: { editor: en }, zh: { editor: zh } }, ns: ['editor'], defaultNS: 'editor' });
    expect(fieldLabel(t.t, 'title_zh')).toBe('标题（中文）');
    expect(fieldLabel(t.t, 'seats')).toBe('名额');
    await t.changeLanguage('en');
    expect(fieldLabel(t.t, 'title_en')).toBe('Title (English)');
    expect(fieldLabel(t.t, 'wap_url_en')).toBe('Mobile link (English)');
  });

  test('every field, key and resource of the editor API has a label in both languages', () => {
    for (const locale of [en, zh] as const) {
      const fields = locale.field as Record<string, string>;
      for (const resource of RESOURCES) {
        expect(locale.resource).toHaveProperty(resource.name);
        for (const column of [...resource.key, ...Object.keys(resource.fields)]) expect(fields).toHaveProperty(column.replace(/_(zh|en)$/, ''));
      }
    }
  });

  test('the Chinese and English of a text go side by side; other fields alone', () => {
    expect(fieldRows(['name_zh', 'name_en', 'logo', 'wap_url', 'wap_url_en', 'intro_zh', 'intro_en'])).toEqual([
      ['name_zh', 'name_en'], ['logo'], ['wap_url'], ['wap_url_en'], ['intro_zh', 'intro_en'],
    ]);
  });
});
