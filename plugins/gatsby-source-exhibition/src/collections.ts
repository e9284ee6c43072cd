import type { TObject } from '@sinclair/typebox';
import {
  Activity,
  Exhibitor,
  News,
  Product,
  type ActivityRow,
  type ChangeKind,
  type ExhibitorRow,
  type Language,
  type NewsRow,
  type ProductRow,
} from './contract';
import { NODE_TYPES, type NodeType } from './constants';

/** Builds the id of the node of a record in a language (the same function as createNodeId gives). */
export type NodeIdOf = (nodeType: NodeType, recordId: number, lang: Language) => string;

/** One list endpoint (asked for full detail rows) pulled into one node type. */
export interface Collection<Row extends { id: number; updateTime: string } = { id: number; updateTime: string }> {
  /** names the collection in logs and cache keys */
  name: string;
  nodeType: NodeType;
  /** the kind of record the content API's change log names it by */
  changeKind: ChangeKind;
  listPath: string;
  /** Fields the node adds to the detail: links to other nodes, discriminators. */
  extraFields: (detail: Row, lang: Language, nodeIdOf: NodeIdOf) => Record<string, unknown>;
}

/** The contract schema of each node type's detail record (the node's fields come from it). */
export const DETAIL_SCHEMAS: Record<Exclude<NodeType, typeof NODE_TYPES.site | typeof NODE_TYPES.syncState>, TObject> = {
  [NODE_TYPES.exhibitor]: Exhibitor,
  [NODE_TYPES.product]: Product,
  [NODE_TYPES.news]: News,
  [NODE_TYPES.activity]: Activity,
};

/** What activity a node is: a show activity (/activity) or an exhibitor's own (/exhibitor-activity). */
export const ACTIVITY_KINDS = ['show', 'exhibitor'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

const exhibitors: Collection<ExhibitorRow> = {
  name: 'exhibitors',
  nodeType: NODE_TYPES.exhibitor,
  changeKind: 'exhibitor',
  listPath: '/common/exhibitor/list',
  extraFields: () => ({}),
};

const products: Collection<ProductRow> = {
  name: 'products',
  nodeType: NODE_TYPES.product,
  changeKind: 'product',
  listPath: '/common/product/list',
  extraFields: (product, lang, nodeIdOf) => ({ exhibitor: nodeIdOf(NODE_TYPES.exhibitor, product.exhibitorId, lang) }),
};

const news: Collection<NewsRow> = {
  name: 'news',
  nodeType: NODE_TYPES.news,
  changeKind: 'news',
  listPath: '/common/news/list',
  extraFields: () => ({}),
};

function activities(kind: ActivityKind, apiName: string): Collection<ActivityRow> {
  return {
    name: `${kind} activities`,
    nodeType: NODE_TYPES.activity,
    changeKind: 'activity',
    listPath: `/common/${apiName}/list`,
    extraFields: (activity, lang, nodeIdOf) => ({
      kind,
      exhibitor: activity.exhibitorId === null ? null : nodeIdOf(NODE_TYPES.exhibitor, activity.exhibitorId, lang),
    }),
  };
}

// The casts widen each collection's row type; each is only ever given its own endpoint's rows.
export const COLLECTIONS = [
  exhibitors,
  products,
  news,
  activities('show', 'activity'),
  activities('exhibitor', 'exhibitorActivity'),
] as unknown as Collection[];
