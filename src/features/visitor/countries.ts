import type { Language } from '../../lib/i18n/languages';
import { CHINA } from './regions';

// The list of countries and regions of the questionnaire, loaded after the page (the names come
// from the browser's Intl, in the page's language; regions.ts says what the form sends).

/**
 * ISO 3166-1 codes of the countries and regions offered (CLDR names them in every language). Hong
 * Kong, Macao and Taiwan are among China's provinces and regions (regions.ts), as on Chinese forms.
 */
const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI ' +
  'CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN ' +
  'GP GQ GR GS GT GU GW GY HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK ' +
  'LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA ' +
  'PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD ' +
  'TG TH TJ TK TL TM TN TO TR TT TV TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const CHINA_CODE = 'CN';

export interface CountryOption {
  /** what the form sends: the English name */
  value: string;
  /** what the visitor reads: the name in the page's language */
  label: string;
}

/** The name of a region code in a language (the code itself where the browser cannot name it). */
function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The countries in the page's language: China first, then by name (pinyin order in Chinese). */
export function countryOptions(language: Language): CountryOption[] {
  const locale = language === 'zh' ? 'zh-Hans' : 'en';
  const collator = new Intl.Collator(language === 'zh' ? 'zh-Hans-u-co-pinyin' : 'en');
  const options = COUNTRY_CODES.filter((code) => code !== CHINA_CODE).map((code) => ({ value: regionName(code, 'en'), label: regionName(code, locale) }));
  options.sort((a, b) => collator.compare(a.label, b.label));
  return [{ value: CHINA, label: regionName(CHINA_CODE, locale) }, ...options];
}
