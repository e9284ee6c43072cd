import type { Language } from './languages';
import type { LocaleData } from './locale-data';

/**
 * A plain text from the page's locale data, for the Head API, which renders outside the i18n
 * plugin's provider. Dotted keys, no interpolation; falls back to the key like i18next.
 * (Not i18next itself: importing it here would bundle a second copy next to the plugin's.)
 */
export function localeText(data: LocaleData, language: Language, key: string): string {
  for (const { node } of data.locales.edges) {
    if (node.language !== language) continue;
    const value = key.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), JSON.parse(node.data));
    if (typeof value === 'string') return value;
  }
  return key;
}
