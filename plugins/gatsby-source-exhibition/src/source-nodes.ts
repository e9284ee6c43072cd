import type { GatsbyNode, NodePluginArgs } from 'gatsby';
import { ApiRequestError, createApiClient, type ApiClient } from './api-client';
import { COLLECTIONS, type Collection, type NodeIdOf } from './collections';
import { LANGUAGES, type Language } from './contract';
import { ERROR_CODES, NODE_TYPES } from './constants';
import { IncompleteListError, fetchAllRows } from './paging';
import type { ExhibitionPluginOptions } from './plugin-options-schema';
import { ConfigFormatError } from './site-configs';
import { fetchSiteData } from './site-data';

/**
 * Pulls every exhibitor, product, news item and activity in both languages, and the site-wide data,
 * from the content API: lists asked with `full=true` carry every detail field, so a hundred records
 * cost one request. A full pull each build (nodes not recreated are dropped); a node whose content
 * digest is unchanged costs Gatsby no page rebuild.
 * Any failure panics: the build must never produce an empty or partial site.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args, pluginOptions) => {
  const { reporter } = args;
  const { apiUrl, concurrency } = pluginOptions as ExhibitionPluginOptions;
  const client = createApiClient({ apiUrl });
  const activity = reporter.activityTimer(`Pulling exhibition content from ${client.apiUrl}`);
  activity.start();
  try {
    const counts: string[] = [];
    for (const lang of LANGUAGES) {
      await sourceSite(args, client, lang);
      for (const collection of COLLECTIONS) {
        const total = await sourceCollection(args, client, collection, lang, concurrency);
        counts.push(`${collection.name} [${lang}] ${total}`);
      }
    }
    reporter.info(`gatsby-source-exhibition: ${counts.join('; ')}`);
  } catch (error) {
    failBuild(reporter, error);
  } finally {
    activity.end();
  }
};

async function sourceSite(args: NodePluginArgs, client: ApiClient, lang: Language): Promise<void> {
  const { actions, createNodeId, createContentDigest } = args;
  const site = await fetchSiteData(client, lang);
  const content = { ...site, lang };
  actions.createNode({
    ...content,
    id: createNodeId(`${NODE_TYPES.site}:${lang}`),
    parent: null,
    children: [],
    internal: { type: NODE_TYPES.site, contentDigest: createContentDigest(content) },
  });
}

async function sourceCollection(
  args: NodePluginArgs,
  client: ApiClient,
  collection: Collection,
  lang: Language,
  concurrency: number,
): Promise<number> {
  const { actions, createNodeId, createContentDigest } = args;
  const nodeIdOf: NodeIdOf = (nodeType, recordId, language) => createNodeId(`${nodeType}:${language}:${recordId}`);
  const rows = await fetchAllRows<{ id: number; updateTime: string }>(client, collection.listPath, lang, concurrency, { full: 'true' });
  for (const record of rows) {
    const { id: recordId, lang: _itemLang, ...fields } = record as typeof record & { lang?: unknown };
    const content = { ...fields, ...collection.extraFields(record, lang, nodeIdOf), recordId, lang };
    actions.createNode({
      ...content,
      id: nodeIdOf(collection.nodeType, recordId, lang),
      parent: null,
      children: [],
      internal: { type: collection.nodeType, contentDigest: createContentDigest(content) },
    });
  }
  return rows.length;
}

function failBuild(reporter: NodePluginArgs['reporter'], error: unknown): never {
  if (error instanceof ApiRequestError) {
    reporter.panic({ id: ERROR_CODES.apiRequest, context: { sourceMessage: error.message }, error });
  }
  if (error instanceof IncompleteListError || error instanceof ConfigFormatError) {
    reporter.panic({ id: ERROR_CODES.apiData, context: { sourceMessage: error.message }, error });
  }
  throw error;
}
