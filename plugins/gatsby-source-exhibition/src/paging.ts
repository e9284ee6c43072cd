import type { ApiClient, Query } from './api-client';
import type { Language, PageOf } from './contract';
import { LIST_PAGE_SIZE } from './constants';
import { mapWithConcurrency } from './pool';

/** The list answered a different number of records than its `total`: never build from a partial list. */
export class IncompleteListError extends Error {
  override name = 'IncompleteListError';
}

/**
 * Every row of a paged list endpoint: page 1 tells `total`, the other pages are fetched with bounded
 * concurrency. Throws IncompleteListError unless exactly `total` distinct rows arrive.
 */
export async function fetchAllRows<Row extends { id: number }>(
  client: ApiClient,
  path: string,
  lang: Language,
  concurrency: number,
  query: Query = {},
): Promise<Row[]> {
  const first = await client.get<PageOf<Row>>(path, lang, { ...query, pageNum: 1, pageSize: LIST_PAGE_SIZE });
  const pageCount = Math.ceil(first.total / LIST_PAGE_SIZE);
  const later = Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => i + 2);
  const pages = await mapWithConcurrency(later, concurrency, async (pageNum) => {
    const page = await client.get<PageOf<Row>>(path, lang, { ...query, pageNum, pageSize: LIST_PAGE_SIZE });
    if (page.total !== first.total) {
      throw new IncompleteListError(
        `${client.apiUrl}${path} [${lang}]: total changed from ${first.total} to ${page.total} while paging; rebuild when the content is stable`,
      );
    }
    return page.rows;
  });
  const rows = [first.rows, ...pages].flat();
  const distinct = new Set(rows.map((row) => row.id)).size;
  if (rows.length !== first.total || distinct !== rows.length) {
    throw new IncompleteListError(
      `${client.apiUrl}${path} [${lang}]: collected ${rows.length} rows (${distinct} distinct) but total is ${first.total}`,
    );
  }
  return rows;
}
