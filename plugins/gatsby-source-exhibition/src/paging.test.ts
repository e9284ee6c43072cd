/** @jest-environment node */
import type { ApiClient, Query } from './api-client';
import { IncompleteListError, fetchAllRows } from './paging';

function pagedClient(total: number, options: { totalOnLaterPages?: number; dropLast?: boolean } = {}) {
  const asked: Query[] = [];
  const client: ApiClient = {
    apiUrl: 'http://api.test/api',
    async get<T>(_path: string, _lang: string, query?: Query): Promise<T> {
      asked.push(query ?? {});
      const pageNum = Number(query?.pageNum);
      const pageSize = Number(query?.pageSize);
      const ids = Array.from({ length: total }, (_, i) => i + 1).slice((pageNum - 1) * pageSize, pageNum * pageSize);
      const rows = options.dropLast && pageNum > 1 ? ids.slice(0, -1) : ids;
      return { rows: rows.map((id) => ({ id })), total: pageNum > 1 ? (options.totalOnLaterPages ?? total) : total } as T;
    },
  };
  return { client, asked };
}

test('collects every page of 100 until total rows are in', async () => {
  const { client, asked } = pagedClient(250);
  const rows = await fetchAllRows(client, '/common/product/list', 'zh', 4);
  expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
  expect(asked.map((q) => q.pageNum).sort()).toEqual([1, 2, 3]);
  expect(asked.every((q) => q.pageSize === 100)).toBe(true);
});

test('an empty list is one request', async () => {
  const { client, asked } = pagedClient(0);
  await expect(fetchAllRows(client, '/common/news/list', 'en', 4)).resolves.toEqual([]);
  expect(asked).toHaveLength(1);
});

test('a short list is never accepted silently', async () => {
  const { client } = pagedClient(250, { dropLast: true });
  await expect(fetchAllRows(client, '/common/product/list', 'zh', 4)).rejects.toThrow(IncompleteListError);
});

test('a total that moves while paging fails the pull', async () => {
  const { client } = pagedClient(250, { totalOnLaterPages: 251 });
  await expect(fetchAllRows(client, '/common/product/list', 'zh', 4)).rejects.toThrow('total changed from 250 to 251');
});
