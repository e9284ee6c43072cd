import { gzipSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { expect, firstRow, test } from './fixtures';

// A visitor's phone on venue Wi-Fi: the JavaScript a public page needs to hydrate, gzip-compressed,
// stays within the budget. Computed from what the build wrote (webpack's chunk groups: Gatsby's
// runtime and the page component's chunks): a size, not a time. Chunks loaded later (on idle,
// on a click, for the member area) are not first-load JavaScript.

// The issue's aim is 110 KB; the card's stack alone (React DOM, Gatsby's runtime, i18next,
// styled-components) takes 108 KB here, with the layout 120 KB, so this budget holds today's
// figures against regressions (docs/performance.md, "JavaScript"). The sign-in forms are public
// pages like the others: the member API client (axios) loads on the first call. 131 KB since the
// issue 15-17 merges: the shared layout grew by 0.8 KB; the sign-in forms, which had gone to
// 131.9 KB with the contract's whole message table, load only the forms' own messages
// (contract/form-messages.ts) and measure 127.6 KB. The heaviest page is the home page, 130.2 KB.
const BUDGET_KB = 131;

interface ChunkGroups {
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
}

async function firstLoadBytes(request: APIRequestContext, groups: ChunkGroups, path: string): Promise<{ total: number; files: Record<string, number> }> {
  const pageData = `/page-data${path === '/' ? '/index' : path.replace(/\/$/, '')}/page-data.json`;
  const { componentChunkName } = (await (await request.get(pageData)).json()) as { componentChunkName: string };
  const chunks = (name: string) => (groups.namedChunkGroups[name]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js'));
  const files: Record<string, number> = {};
  for (const file of new Set([...chunks('app'), ...chunks(componentChunkName)])) {
    const response = await request.get(`/${file}`);
    expect(response.ok(), file).toBe(true);
    files[file] = gzipSync(await response.body(), { level: 9 }).length;
  }
  return { total: Object.values(files).reduce((sum, size) => sum + size, 0), files };
}

test('every kind of public page loads at most the JavaScript budget, in both languages', async ({ request }) => {
  test.setTimeout(120_000);
  const exhibitor = await firstRow<{ id: number }>(request, 'exhibitor/list', 'en_US');
  const product = await firstRow<{ id: number }>(request, 'product/list', 'en_US');
  const news = await firstRow<{ id: number }>(request, 'news/list', 'en_US');
  const activity = await firstRow<{ id: number }>(request, 'activity/list', 'en_US');
  const paths = [
    '/', '/exhibitors/', '/exhibitors/page/2/', `/exhibitors/${exhibitor.id}/`, '/exhibitors/ranking-list/', '/products/',
    `/products/${product.id}/`, '/news/', `/news/${news.id}/`, '/activity/', `/activity/${activity.id}/`, '/exhibitor-activity/',
    '/booth-floor/', '/demand/', '/download/', '/live/', '/procurement/', '/page/about-us/', '/search/', '/login/', '/register/',
  ];
  // The build's chunk groups: Gatsby's runtime (app) and each page component with the chunks it needs.
  const groups = (await (await request.get('/webpack.stats.json')).json()) as ChunkGroups;
  const over: string[] = [];
  for (const neutral of paths) {
    for (const path of [neutral, `/en${neutral}`]) {
      const { total, files } = await firstLoadBytes(request, groups, path);
      if (total > BUDGET_KB * 1024) over.push(`${path}: ${(total / 1024).toFixed(1)} KB (${Object.entries(files).map(([file, size]) => `${file} ${(size / 1024).toFixed(1)}`).join(', ')})`);
    }
  }
  expect(over).toEqual([]);
});
