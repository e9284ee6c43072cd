import type { GatsbyNode, NodePluginArgs } from 'gatsby';
import { ApiRequestError, createApiClient, type ApiClient } from './api-client';
import { COLLECTIONS, type Collection, type NodeIdOf } from './collections';
import { LANGUAGES, type Language } from './contract';
import { ERROR_CODES, NODE_TYPES } from './constants';
import { cachedDetail } from './detail-cache';
import { IncompleteListError, fetchAllRows } from './paging';
import type { ExhibitionPluginOptions } from './plugin-options-schema';
import { ConfigFormatError } from './site-configs';
import { fetchSiteData } from './site-data';
import { mapWithConcurrency } from './pool';

/**
 * Pulls every exhibitor, product, news item and activity in both languages, and the site-wide data,
 * from the content API. A full pull each build (nodes not recreated are dropped); details are cached
 * per record and language and refetched only when the list row's updateTime moves.
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
        const { total, fetched } = await sourceCollection(args, client, collection, lang, concurrency);
        counts.push(`${collection.name} [${lang}] ${total} (${fetched} details fetched)`);
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
): Promise<{ total: number; fetched: number }> {
  const { actions, cache, createNodeId, createContentDigest } = args;
  const nodeIdOf: NodeIdOf = (nodeType, recordId, language) => createNodeId(`${nodeType}:${language}:${recordId}`);
  const rows = await fetchAllRows<{ id: number; updateTime: string }>(client, collection.listPath, lang, concurrency);
  let fetched = 0;
  await mapWithConcurrency(rows, concurrency, async (row) => {
    const lookup = await cachedDetail(cache, `${collection.nodeType}:${lang}:${row.id}`, row.updateTime, () =>
      client.get<object>(collection.detailPath(row.id), lang),
    );
    if (!lookup.fromCache) fetched += 1;
    // The list row is always fresh; the detail adds the fields lists do not carry (intro, photos…).
    const record = { ...lookup.detail, ...row };
    const { id: recordId, lang: _itemLang, ...fields } = record as typeof record & { lang?: unknown };
    const content = { ...fields, ...collection.extraFields(record, lang, nodeIdOf), recordId, lang };
    actions.createNode({
      ...content,
      id: nodeIdOf(collection.nodeType, recordId, lang),
      parent: null,
      children: [],
      internal: { type: collection.nodeType, contentDigest: createContentDigest(content) },
    });
  });
  return { total: rows.length, fetched };
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
