import { createHash } from 'node:crypto';
import type { SourceNodesArgs } from 'gatsby';
import { sourceNodes } from '../../../plugins/gatsby-source-exhibition/src/source-nodes';
import { buildTestApp, type TestApp } from '../../test/helper';
import { TEST_ENV, signInEditor } from '../../test/accounts';

// The source plugin against the real content API: the first build pulls everything, later ones
// pull only the records the change log names, and nodes of records that are gone are deleted.
// Gatsby's node store is stood in for by a map (what the plugin calls of it, nothing more).

interface TestNode {
  id: string;
  internal: { type: string };
  [field: string]: unknown;
}

let t: TestApp;
let apiUrl: string;
let auth: Record<string, string>;
const nodes = new Map<string, TestNode>();
const logs: string[] = [];

function gatsbyArgs(): SourceNodesArgs {
  const args = {
    actions: {
      enableStatefulSourceNodes: () => undefined,
      createNode: (node: TestNode) => void nodes.set(node.id, node),
      deleteNode: (node: TestNode) => void nodes.delete(node.id),
    },
    getNode: (id: string) => nodes.get(id),
    getNodesByType: (type: string) => [...nodes.values()].filter((node) => node.internal.type === type),
    createNodeId: (key: string) => `node:${key}`,
    createContentDigest: (value: unknown) => createHash('md5').update(JSON.stringify(value)).digest('hex'),
    reporter: {
      activityTimer: () => ({ start: () => undefined, end: () => undefined }),
      info: (line: string) => void logs.push(line),
      panic: (error: unknown) => {
        throw new Error(`panic: ${JSON.stringify(error)}`);
      },
    },
  };
  return args as unknown as SourceNodesArgs;
}

async function build(): Promise<string> {
  await sourceNodes!(gatsbyArgs(), { plugins: [], apiUrl, concurrency: 4 }, () => undefined);
  return logs.at(-1) ?? '';
}

const node = (type: string, lang: string, id: number) => nodes.get(`node:Exhibition${type}:${lang}:${id}`);
const count = (type: string) => [...nodes.values()].filter((n) => n.internal.type === `Exhibition${type}`).length;

async function edit(method: 'PUT' | 'DELETE', path: string, payload?: object) {
  const response = await t.request({ method, url: `/api/editor/content/${path}`, headers: auth, payload });
  expect(response.body.code).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV });
  apiUrl = `${await t.app.listen({ host: '127.0.0.1', port: 0 })}/api`;
  auth = await signInEditor(t, 'editor.build');
});
afterAll(() => t.close());

test('the first build pulls every record in both languages', async () => {
  expect(await build()).toMatch(/pulled everything/);
  const zhTotal = (await t.get('/api/common/exhibitor/list?pageSize=1')).body.data.total;
  const enTotal = (await t.get('/api/common/exhibitor/list?pageSize=1', { lang: 'en_US' })).body.data.total;
  expect(count('Exhibitor')).toBe(zhTotal + enTotal);
  expect(count('Site')).toBe(2);
});

test('a rename pulls the exhibitor and the products that show its name, and nothing else', async () => {
  const before = new Map(nodes);
  const product = (await t.get('/api/common/product/list?pageSize=1', { lang: 'en_US' })).body.data.rows[0];
  const exhibitorId: number = product.exhibitorId;
  await edit('PUT', `exhibitors/${exhibitorId}`, { name_en: 'Quick Crumb Ltd' });
  expect(await build()).toMatch(/pulled the changed records: 1 exhibitor, \d+ product/);
  expect(node('Exhibitor', 'en', exhibitorId)).toMatchObject({ name: 'Quick Crumb Ltd' });
  expect(node('Product', 'en', product.id)).toMatchObject({ exhibitorName: 'Quick Crumb Ltd' });
  expect(nodes.size).toBe(before.size);
  // Another exhibitor's node is the very object the first build made: it was not pulled again.
  const other = [...before.keys()].find((id) => id.startsWith('node:ExhibitionExhibitor:en:') && id !== `node:ExhibitionExhibitor:en:${exhibitorId}`)!;
  expect(nodes.get(other)).toBe(before.get(other));
});

test('a deleted record, or one taken out of a language, loses its nodes there', async () => {
  await edit('DELETE', 'news/7');
  await edit('PUT', 'exhibitors/9', { name_en: null });
  expect(await build()).toMatch(/changed records/);
  expect(node('News', 'zh', 7)).toBeUndefined();
  expect(node('News', 'en', 7)).toBeUndefined();
  expect(node('Exhibitor', 'en', 9)).toBeUndefined();
  expect(node('Exhibitor', 'zh', 9)).toBeDefined();
  expect(await build()).toMatch(/changed records: none/);
});

test('nodes synced from another database are replaced by a full pull, stale ones deleted', async () => {
  const state = nodes.get('node:ExhibitionSyncState')!;
  nodes.set(state.id, { ...state, epoch: 'another-database' });
  nodes.set('node:ExhibitionNews:en:424242', { id: 'node:ExhibitionNews:en:424242', internal: { type: 'ExhibitionNews' } });
  expect(await build()).toMatch(/pulled everything: .*; 1 stale nodes deleted/);
  expect(node('News', 'en', 424242)).toBeUndefined();
});
