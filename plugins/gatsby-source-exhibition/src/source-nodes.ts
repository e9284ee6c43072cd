import type { GatsbyNode, Node, NodePluginArgs } from 'gatsby';
import { ApiRequestError, createApiClient, type ApiClient } from './api-client';
import { COLLECTIONS, type Collection, type NodeIdOf } from './collections';
import { ConfigFormatError, LANGUAGES, type ContentChanges, type Language } from './contract';
import { ERROR_CODES, LIST_PAGE_SIZE, NODE_TYPES, type NodeType } from './constants';
import { IncompleteListError, fetchAllRows } from './paging';
import type { ExhibitionPluginOptions } from './plugin-options-schema';
import { fetchSiteData } from './site-data';

/**
 * Pulls the exhibitors, products, news and activities in both languages, and the site-wide data,
 * from the content API. Nodes are kept between builds (stateful sourcing), with a sync-state node
 * naming the content version they reflect: a build asks the API what changed since then and pulls
 * only those records (`ids=`), deleting the nodes of records gone from a language. The first
 * build, a build against another database, or a change the log cannot name precisely pulls
 * everything (lists asked with `full=true`: a hundred records a request) and drops stale nodes.
 * The site-wide data is small and pulled in full every time. Any failure panics: the build must
 * never produce an empty or partial site.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args, pluginOptions) => {
  const { reporter, actions, getNode, createNodeId } = args;
  const { apiUrl, concurrency } = pluginOptions as ExhibitionPluginOptions;
  // Nodes not created again stay (Gatsby >= 5.12); this plugin deletes the stale ones itself.
  actions.enableStatefulSourceNodes!();
  const client = createApiClient({ apiUrl });
  const activity = reporter.activityTimer(`Pulling exhibition content from ${client.apiUrl}`);
  activity.start();
  try {
    const syncId = createNodeId(NODE_TYPES.syncState);
    const synced = getNode(syncId) as (Node & SyncState) | undefined;
    const changes = await client.get<ContentChanges>('/common/content/changes', LANGUAGES[0], synced ? { since: synced.version, epoch: synced.epoch } : { since: 0 });
    for (const lang of LANGUAGES) await sourceSite(args, client, lang);
    const pulled = changes.full || !synced ? await pullEverything(args, client, concurrency) : await pullChanged(args, client, concurrency, changes.records);
    const state: SyncState = { epoch: changes.epoch, version: changes.version };
    actions.createNode({ ...state, id: syncId, parent: null, children: [], internal: { type: NODE_TYPES.syncState, contentDigest: args.createContentDigest(state) } });
    reporter.info(`gatsby-source-exhibition: content version ${changes.version}, ${pulled}`);
  } catch (error) {
    failBuild(reporter, error);
  } finally {
    activity.end();
  }
};

interface SyncState {
  epoch: string;
  version: number;
}

const nodeIdOf = (args: NodePluginArgs): NodeIdOf => (nodeType, recordId, language) => args.createNodeId(`${nodeType}:${language}:${recordId}`);

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

/** Every record of every collection; nodes of records that are gone are deleted. */
async function pullEverything(args: NodePluginArgs, client: ApiClient, concurrency: number): Promise<string> {
  const created = new Set<string>();
  const counts: string[] = [];
  for (const lang of LANGUAGES) {
    for (const collection of COLLECTIONS) {
      const ids = await sourceRows(args, client, collection, lang, concurrency, { full: 'true' });
      ids.forEach((id) => created.add(id));
      counts.push(`${collection.name} [${lang}] ${ids.length}`);
    }
  }
  const nodeTypes = new Set<NodeType>(COLLECTIONS.map((collection) => collection.nodeType));
  let deleted = 0;
  for (const nodeType of nodeTypes) {
    for (const node of args.getNodesByType(nodeType)) {
      if (created.has(node.id)) continue;
      args.actions.deleteNode(node);
      deleted += 1;
    }
  }
  return `pulled everything: ${counts.join('; ')}; ${deleted} stale nodes deleted`;
}

/** Only the records the change log names, by id; a record missing from a language loses its node there. */
async function pullChanged(args: NodePluginArgs, client: ApiClient, concurrency: number, records: ContentChanges['records']): Promise<string> {
  const counts: string[] = [];
  const idOf = nodeIdOf(args);
  for (const [kind, ids] of Object.entries(records) as Array<[keyof typeof records, number[]]>) {
    if (ids.length === 0) continue;
    const collections = COLLECTIONS.filter((collection) => collection.changeKind === kind);
    const nodeType = collections[0]!.nodeType;
    for (const lang of LANGUAGES) {
      const present = new Set<string>();
      for (let at = 0; at < ids.length; at += LIST_PAGE_SIZE) {
        const chunk = ids.slice(at, at + LIST_PAGE_SIZE).join(',');
        for (const collection of collections) {
          (await sourceRows(args, client, collection, lang, concurrency, { full: 'true', ids: chunk })).forEach((id) => present.add(id));
        }
      }
      for (const id of ids) {
        const node = args.getNode(idOf(nodeType, id, lang));
        if (node && !present.has(node.id)) args.actions.deleteNode(node);
      }
    }
    counts.push(`${ids.length} ${kind}`);
  }
  return `pulled the changed records: ${counts.join(', ') || 'none'}`;
}

/** Creates (or replaces) the nodes of a list's rows; returns their node ids. */
async function sourceRows(
  args: NodePluginArgs,
  client: ApiClient,
  collection: Collection,
  lang: Language,
  concurrency: number,
  query: Record<string, string>,
): Promise<string[]> {
  const { actions, createContentDigest } = args;
  const idOf = nodeIdOf(args);
  const rows = await fetchAllRows<{ id: number; updateTime: string }>(client, collection.listPath, lang, concurrency, query);
  return rows.map((record) => {
    const { id: recordId, lang: _itemLang, ...fields } = record as typeof record & { lang?: unknown };
    const content = { ...fields, ...collection.extraFields(record, lang, idOf), recordId, lang };
    const id = idOf(collection.nodeType, recordId, lang);
    actions.createNode({
      ...content,
      id,
      parent: null,
      children: [],
      internal: { type: collection.nodeType, contentDigest: createContentDigest(content) },
    });
    return id;
  });
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
