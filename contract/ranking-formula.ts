// The published ranking formula: the server computes the exhibitor and product rankings with
// these numbers and the ranking pages print them, so the page always says what the server does.

/** The counts of the last this-many days make the score. */
export const RANKING_WINDOW_DAYS = 30;
/** Points per counted collection, like and detail-page view. */
export const RANKING_WEIGHTS = { collect: 5, like: 3, view: 1 } as const;
/** Actions of accounts younger than this are not counted. */
export const RANKING_MIN_ACCOUNT_AGE_HOURS = 24;
/** Views one network address adds to one item in a day, however many visitors (user agents) it shows. */
export const RANKING_VIEWS_PER_ADDRESS = 20;
/** The view beacon the detail pages send (POST, no body): `${VIEW_BEACON_PATH}/exhibitor/12`. */
export const VIEW_BEACON_PATH = '/api/common/view';
export const RANKED_TYPES = ['exhibitor', 'product'] as const;
export type RankedType = (typeof RANKED_TYPES)[number];

export interface ScoreParts {
  collects: number;
  likes: number;
  views: number;
}

/** An item's score from its counted collections, likes and views. */
export function rankingScore({ collects, likes, views }: ScoreParts): number {
  return collects * RANKING_WEIGHTS.collect + likes * RANKING_WEIGHTS.like + views * RANKING_WEIGHTS.view;
}
