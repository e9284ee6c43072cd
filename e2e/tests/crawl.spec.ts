import type { APIRequestContext } from '@playwright/test';
import { LinkChecker, LinkState } from 'linkinator';
import { textProblem } from '../../src/gatsby-node/output-check';
import { expect, test } from './fixtures';

// A crawler without JavaScript, as search engines and chat apps see the site: an outside link
// checker (linkinator) follows every link from both home pages.

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

test.describe.configure({ mode: 'serial' });

test('no broken internal link from / (and /en/, linked from it), and every page of the sitemap is reached by links', async ({ request, baseURL }) => {
  test.setTimeout(20 * 60_000);
  const origin = baseURL!.replace(/\/+$/, '');
  const result = await new LinkChecker().check({
    // One start: linkinator recurses only below its start URL and shares one cache between starts,
    // so a second start at /en/ would stop the crawl at pages it saw first. /en/ is linked from /.
    path: `${origin}/`,
    recurse: true,
    concurrency: 8,
    timeout: 60_000,
    // The product under test names itself by this origin (SITE_URL, set by scripts/test.ts), so its
    // canonical, hreflang and og:url links are checked too. Links elsewhere (exhibitors' websites,
    // partners) are not ours to check, and this machine cannot reach them.
    linksToSkip: async (link) => !link.startsWith(origin),
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status ?? 'no answer'} ${link.url} (linked from ${link.parent ?? 'the start'})`);
  expect(broken).toEqual([]);

  const reached = new Set(result.links.filter((link) => link.state === LinkState.OK).map((link) => new URL(link.url).pathname));
  expect(reached).toContain('/en/');
  const listed = await sitemapPaths(request);
  expect(listed.length).toBeGreaterThan(100);
  expect(listed.filter((path) => !reached.has(path))).toEqual([]);
  // Every later page of the lists is a static page with its own URL.
  for (const path of ['/exhibitors/page/2/', '/products/page/2/', '/en/products/page/2/', '/news/page/2/']) expect(reached).toContain(path);
});

test('every page of the sitemap, its page data, the sitemap and robots.txt are clean UTF-8 without NUL bytes', async ({ request }) => {
  test.setTimeout(10 * 60_000);
  const files = ['/sitemap.xml', '/robots.txt'];
  for (const path of await sitemapPaths(request)) files.push(path, `/page-data${path === '/' ? '/index' : path.replace(/\/$/, '')}/page-data.json`);
  const problems: string[] = [];
  const queue = [...files];
  const fetchNext = async (): Promise<void> => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await request.get(path);
      if (!response.ok()) problems.push(`${path}: HTTP ${response.status()}`);
      const problem = textProblem(await response.body());
      if (problem) problems.push(`${path}: ${problem}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, fetchNext));
  expect(problems).toEqual([]);
  expect(files.length).toBeGreaterThan(200);
});
