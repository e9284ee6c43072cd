import type { GatsbyNode, PluginOptions } from 'gatsby';
import { DEFAULT_API_URL, DEFAULT_CONCURRENCY } from './constants';

export interface ExhibitionPluginOptions extends PluginOptions {
  /** Base URL of the content API, e.g. http://127.0.0.1:8000/api */
  apiUrl: string;
  /** How many detail requests run at once. */
  concurrency: number;
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    apiUrl: Joi.string()
      .uri({ scheme: ['http', 'https'] })
      .default(DEFAULT_API_URL)
      .description('Base URL of the content API, without a trailing slash'),
    concurrency: Joi.number().integer().min(1).max(32).default(DEFAULT_CONCURRENCY).description('Parallel detail requests'),
  });
