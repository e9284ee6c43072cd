/** @jest-environment node */
import type { GatsbyCache } from 'gatsby';
import type { ContentChanges } from '@expo/contract';
import type { ApiClient, Query } from '../../plugins/gatsby-source-exhibition/src/api-client';
import { ListRows } from './list-rows';

type Row = { id: number; name: string };

/** A content API with one exhibitor list and a change log; counts the list requests. */
function fakeApi(rows: Row[], changes: Omit<ContentChanges, 'epoch'>) {
  const state = { rows, changes, listRequests: 0 };
  const client: ApiClient = {
    apiUrl: 'http://api.test',
    async get<T>(path: string, _lang: string, query: Query = {}): Promise<T> {
      if (path === '/common/content/changes') return { epoch: 'e1', ...state.changes } as T;
      state.listRequests += 1;
      const ids = query.ids ? new Set(String(query.ids).split(',').map(Number)) : null;
      const matching = state.rows.filter((row) => !ids || ids.has(row.id));
      const size = Number(query.pageSize);
      const from = (Number(query.pageNum) - 1) * size;
      return { rows: matching.slice(from, from + size), total: matching.length } as T;
    },
  };
  return { state, client };
}

function memoryCache(): GatsbyCache {
  const values = new Map<string, unknown>();
  return { name: 'test', directory: '', get: async (key: string) => values.get(key), set: async (key: string, value: unknown) => (values.set(key, value), value), del: async () => {} } as unknown as GatsbyCache;
}

const none = { exhibitor: [], product: [], news: [], activity: [] };
const source = { path: '/common/exhibitor/list', kind: 'exhibitor' as const, byId: true };
const many = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `E${i + 1}` }));

async function build(client: ApiClient, cache: GatsbyCache) {
  const lists = await ListRows.open(client, cache, 'zh');
  const rows = await lists.rows<Row>(source, 'zh');
  return { rows, summary: await lists.save() };
}

describe('list rows kept between builds', () => {
  test('a second build with nothing changed asks for no list page; one renamed record is patched in place', async () => {
    const cache = memoryCache();
    const { state, client } = fakeApi(many(250), { version: 1, full: true, records: none });
    expect((await build(client, cache)).rows).toHaveLength(250);
    expect(state.listRequests).toBe(3);

    state.listRequests = 0;
    state.changes = { version: 1, full: false, records: none };
    expect((await build(client, cache)).summary).toMatch(/1 lists reused/);
    expect(state.listRequests).toBe(0);

    state.rows = state.rows.map((row) => (row.id === 120 ? { ...row, name: 'Renamed' } : row));
    state.changes = { version: 2, full: false, records: { ...none, exhibitor: [120] } };
    const patched = await build(client, cache);
    expect(patched.summary).toMatch(/1 patched/);
    expect(patched.rows).toEqual(state.rows);
    // the changed row by id, and the list's total
    expect(state.listRequests).toBe(2);
  });

  test('added and removed records land in id order; a total that disagrees pulls the list whole', async () => {
    const cache = memoryCache();
    const { state, client } = fakeApi(many(10), { version: 1, full: true, records: none });
    await build(client, cache);

    state.rows = [...state.rows.filter((row) => row.id !== 4), { id: 11, name: 'New' }];
    state.changes = { version: 2, full: false, records: { ...none, exhibitor: [4, 11] } };
    expect((await build(client, cache)).rows).toEqual(state.rows);

    // A record the log does not name was removed: the count tells, and the list is pulled again.
    state.rows = state.rows.filter((row) => row.id !== 7 && row.id !== 2);
    state.changes = { version: 3, full: false, records: { ...none, exhibitor: [2] } };
    const checked = await build(client, cache);
    expect(checked.summary).toMatch(/1 pulled whole/);
    expect(checked.rows).toEqual(state.rows);
  });

  test('a change the log cannot name pulls every list whole', async () => {
    const cache = memoryCache();
    const { state, client } = fakeApi(many(5), { version: 1, full: true, records: none });
    await build(client, cache);
    state.rows = many(6);
    state.changes = { version: 2, full: true, records: none };
    const again = await build(client, cache);
    expect(again.summary).toMatch(/1 pulled whole/);
    expect(again.rows).toEqual(many(6));
  });
});
