import type { GatsbyNode } from 'gatsby';

/** Modules used by at least this share of the page components go in one chunk (see below). */
const SHELL_SHARE = 0.6;

interface CacheGroups {
  commons?: { minChunks?: number };
  [name: string]: unknown;
}

/**
 * One chunk for the site's shell. Gatsby puts a module every page component uses in `commons`, and
 * a module some of them share in a chunk named after exactly that set of components. The layout
 * (header, footer, floating controls) is used by most page components but not all (the big
 * screen, the editor console), so it was cut into two or more chunks by which pages use each part:
 * every public page fetched them all, each with its own request and compression overhead. Modules
 * used by most page components now share one chunk, between `commons` and the sets.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript') return;
  const config = getConfig();
  const groups = config.optimization?.splitChunks?.cacheGroups as CacheGroups | undefined;
  const components = groups?.commons?.minChunks;
  if (!groups || typeof components !== 'number') return;
  groups.shell = { name: 'shell', chunks: 'async', minChunks: Math.max(2, Math.ceil(components * SHELL_SHARE)), priority: 15, reuseExistingChunk: true };
  actions.replaceWebpackConfig(config);
};
