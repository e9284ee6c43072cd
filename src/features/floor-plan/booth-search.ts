import type { Booth, Hall } from '@expo/contract';

/** The longest list of search results shown under the search box. */
export const BOOTH_RESULTS_MAX = 20;

/** Lower case, full-width letters and digits (Ｎ１) folded to ASCII, outer spaces trimmed. */
function normalize(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase();
}

/** A booth code without separators, so that "n1 a01", "N1-A01" and "N1A01" are one code. */
function compact(text: string): string {
  return text.replace(/[\s\-_.·/]+/g, '');
}

/**
 * The test a booth passes for `query`: its code or its exhibitor's name (Chinese or English)
 * contains the query, ignoring case and the spaces around it. Null for a blank query.
 */
export function boothMatcher(query: string): ((booth: Booth) => boolean) | null {
  const needle = normalize(query);
  if (!needle) return null;
  const codeNeedle = compact(needle);
  return (booth) => {
    const code = normalize(booth.code);
    if (code.includes(needle) || (codeNeedle !== '' && compact(code).includes(codeNeedle))) return true;
    return booth.exhibitorName ? normalize(booth.exhibitorName).includes(needle) : false;
  };
}

/**
 * Every booth matching `query` over all halls: the booth whose code is the query first, then codes
 * starting with it, then the rest in hall and plan order. None for a blank query.
 */
export function matchBooths(halls: readonly Hall[], query: string): Booth[] {
  const matches = boothMatcher(query);
  if (!matches) return [];
  const needle = compact(normalize(query));
  const ranked: { booth: Booth; rank: number }[] = [];
  for (const hall of halls) {
    for (const booth of hall.booths) {
      if (!matches(booth)) continue;
      const code = compact(normalize(booth.code));
      ranked.push({ booth, rank: code === needle ? 0 : code.startsWith(needle) ? 1 : 2 });
    }
  }
  // Array.prototype.sort is stable: equal ranks keep the plan order.
  return ranked.sort((a, b) => a.rank - b.rank).map(({ booth }) => booth);
}

/** The booths matching `query` (see matchBooths), at most `max` of them. */
export function searchBooths(halls: readonly Hall[], query: string, max = BOOTH_RESULTS_MAX): Booth[] {
  return matchBooths(halls, query).slice(0, max);
}
