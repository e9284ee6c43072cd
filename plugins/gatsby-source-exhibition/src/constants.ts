import { PAGE_SIZE_MAX } from './contract';

export const PLUGIN_NAME = 'gatsby-source-exhibition';

/** GraphQL node types this plugin creates. */
export const NODE_TYPES = {
  exhibitor: 'ExhibitionExhibitor',
  product: 'ExhibitionProduct',
  news: 'ExhibitionNews',
  activity: 'ExhibitionActivity',
  site: 'ExhibitionSite',
  /** which content version of which database the nodes reflect (see source-nodes.ts) */
  syncState: 'ExhibitionSyncState',
} as const;
export type NodeType = (typeof NODE_TYPES)[keyof typeof NODE_TYPES];

/** Ids of this plugin's structured errors (registered in onPluginInit). */
export const ERROR_CODES = {
  /** The content API could not be reached or answered with something other than a 200 envelope. */
  apiRequest: '10000',
  /** The content API answered, but the data is not what the build can use. */
  apiData: '10001',
} as const;

export const DEFAULT_API_URL = 'http://127.0.0.1:8000/api';
export const LIST_PAGE_SIZE = PAGE_SIZE_MAX;
export const DEFAULT_CONCURRENCY = 8;
export const REQUEST_TIMEOUT_MS = 30_000;
/** Further attempts after a network error, a 5xx or a 429 (never after other 4xx answers). */
export const REQUEST_RETRIES = 2;
