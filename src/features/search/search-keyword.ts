import { SEARCH_MAX, SEARCH_MIN } from '@expo/contract/constants';

export type SearchKeywordCheck = { ok: true; keyword: string } | { ok: false; reason: 'empty' | 'tooLong' };

/** The search rule of SPEC.md section 5: a trimmed keyword of SEARCH_MIN to SEARCH_MAX characters. */
export function checkSearchKeyword(raw: string): SearchKeywordCheck {
  const keyword = raw.trim();
  if (keyword.length < SEARCH_MIN) return { ok: false, reason: 'empty' };
  // UTF-16 length, as the input's maxLength counts.
  if (keyword.length > SEARCH_MAX) return { ok: false, reason: 'tooLong' };
  return { ok: true, keyword };
}
