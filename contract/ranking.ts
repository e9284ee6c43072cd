import { Type, type Static } from '@sinclair/typebox';

// The ranking's payload shapes; the formula itself (weights, window, beacon path) is in
// ranking-formula.ts, free of schema code so that public pages can import it.
export * from './ranking-formula';

/** An item's score and its parts, as the editor console shows them. */
export const RankingScoreRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  collects: Type.Integer(),
  likes: Type.Integer(),
  views: Type.Integer(),
  score: Type.Integer(),
  /** the score the site shows now (as of the last refresh) */
  popularity: Type.Integer(),
});
export type RankingScoreRow = Static<typeof RankingScoreRow>;
