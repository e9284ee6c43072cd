import type { Hall } from '@expo/contract';

export type BoothHit = Hall['booths'][number];

export const BOOTH_RESULTS_MAX = 20;

/** Booths whose code or exhibitor name contains the query (trimmed, case-insensitive); none for a blank query. */
export function searchBooths(halls: Hall[], query: string, max = BOOTH_RESULTS_MAX): BoothHit[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const hits: BoothHit[] = [];
  for (const hall of halls) {
    for (const booth of hall.booths) {
      if (booth.code.toLowerCase().includes(needle) || (booth.exhibitorName ?? '').toLowerCase().includes(needle)) {
        hits.push(booth);
        if (hits.length >= max) return hits;
      }
    }
  }
  return hits;
}
