/**
 * What a seed loads: `structure`, what every site needs before its first build and nothing made
 * up (the show, navigation, pages to write, configs, dictionaries, regions, categories, halls);
 * or the demo, `small` or `large`, which adds exhibitors, products, news, events and the rest.
 * (Below the seed and the settings: config.ts reads it without loading the seed.)
 */
export const SEED_KINDS = ['structure', 'small', 'large'] as const;
export type SeedKind = (typeof SEED_KINDS)[number];
/** The demo's sizes (catalogue.ts, SCALES). */
export type SeedScale = Exclude<SeedKind, 'structure'>;
