import type { Language } from '../../lib/i18n/languages';
import { ISO_COUNTRY_CODES } from '@expo/contract/countries';
import { CHINA } from './regions';

// The list of countries and regions of the questionnaire, loaded after the page (the names come
// from the browser's Intl, in the page's language; regions.ts says what the form sends).

/**
 * The countries and regions offered: ISO 3166-1's, less the uninhabited ones and Hong Kong, Macao
 * and Taiwan, which are among China's provinces and regions (regions.ts), as on Chinese forms.
 */
const NOT_OFFERED = new Set(['AQ', 'BV', 'HM', 'TF', 'UM', 'HK', 'MO', 'TW']);
const COUNTRY_CODES = ISO_COUNTRY_CODES.filter((code) => !NOT_OFFERED.has(code));

const CHINA_CODE = 'CN';

export interface CountryOption {
  /** what the form sends: the English name */
  value: string;
  /** what the visitor reads: the name in the page's language */
  label: string;
}

/**
 * Names region codes in a locale (the code itself where the browser cannot name it). One
 * Intl.DisplayNames per locale: making one per code cost 90 to 250 ms for the list (0.8 ms with one),
 * a long task on the registration page right after it loads (issue 35, item 7).
 */
function regionNamer(locale: string): (code: string) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  return (code) => {
    try {
      return names?.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

/** The countries in the page's language: China first, then by name (pinyin order in Chinese). */
export function countryOptions(language: Language): CountryOption[] {
  const english = regionNamer('en');
  const local = language === 'zh' ? regionNamer('zh-Hans') : english;
  const collator = new Intl.Collator(language === 'zh' ? 'zh-Hans-u-co-pinyin' : 'en');
  const options = COUNTRY_CODES.filter((code) => code !== CHINA_CODE).map((code) => ({ value: english(code), label: local(code) }));
  options.sort((a, b) => collator.compare(a.label, b.label));
  return [{ value: CHINA, label: local(CHINA_CODE) }, ...options];
}
