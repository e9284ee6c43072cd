import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, firstRow, test } from './fixtures';

// A visitor's phone on venue Wi-Fi: every script a public page fetches until it is idle (first
// load, the chunks loaded after idle, the countdown …), gzip-compressed, stays within the budget.
// What a browser really fetched, as Lighthouse counts it: a size, not a time.
//
// The issue's target is the card's bare stack plus 15 KB (issue 23): a one-page, two-language
// Gatsby site on the same versions (bench/stack-reference, measured beside our pages by
// `npm run bench:web`) fetches 103.9 KB of scripts, gzip -9 (webpack runtime 1.8, React DOM 44.2,
// Gatsby's runtime with i18next and styled-components 56.4, its page 1.5), so 118.9 KB. Our pages
// fetch 126 to 132 KB: Gatsby's runtime grows with the site's 45 page components (async-requires,
// the runtime's chunk map: +3 KB), the site's shell in it (theme, global style, loading bar,
// hydration, chunk reload: +2 KB), the layout every page shows (header, navigation, search box,
// user menu, footer, floating buttons, cookie notice, countdown: 13 KB), the page's own code (1.5 to
// 6 KB) and the service worker's registration after idle (3 KB). docs/performance.md has the
// figures; this budget holds them against regressions until the target is reached.
const TARGET_KB = 103.9 + 15;
/**
 * 132 until issue 24 put the exhibitor's photos and the visitor registration link on the pages (the
 * exhibitor page then measured 132.0); 133 until issue 32's console screens (import and export,
 * onboarding) added their async chunks to the runtime's chunk map, which every page loads (+0.1 KB:
 * the exhibitor page measured 133.1). Keeping the console's chunks out of the public runtime is the
 * way back under 133.
 */
/**
 * 133.5 until stop 40: the header follows the session at once (session.ts announces its changes)
 * and a click on "Collect" before the counts load is kept (marks): the exhibitor page measured 133.6.
 */
const BUDGET_KB = 134;
/**
 * The visitor registration's questionnaire is the largest form (captcha, codes, choice lists): 136.5 KB when measured;
 * 138 until issue 34's kiosk shared the questionnaire with it: webpack moved the shared modules into a chunk of
 * their own (4.9 KB), whose wrapper and request cost 0.5 KB (138.5 measured). The kiosk's form on its own copy of
 * the questionnaire rules would be the way back under 138; one copy of the rules was chosen. 139 until stop 43:
 * the country list filled on the visitor's first touch of the form, the form's memoised parts and its Suspense
 * boundary (less blocking time at load, issue 35 item 7) cost 0.6 KB (139.1 measured).
 */
const PAGE_BUDGETS_KB: Record<string, number> = { '/visit/register/': 139.5 };

/** Every script the page fetched until the network and the main thread were idle, gzip -9 each. */
async function scriptsUntilIdle(page: Page, path: string): Promise<Map<string, number>> {
  const scripts = new Map<string, number>();
  const pending: Array<Promise<void>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => void scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length), () => undefined));
  });
  await page.goto(path, { waitUntil: 'load' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // After-idle work starts within 2 s of hydration (components/ui/after-idle.tsx); then its chunks.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return scripts;
}

test('every kind of public page fetches at most the budget of scripts until idle (in Chinese, and four kinds in English)', async ({ browser, request, baseURL }) => {
  test.setTimeout(300_000);
  const exhibitor = await firstRow<{ id: number }>(request, 'exhibitor/list', 'en_US');
  const product = await firstRow<{ id: number }>(request, 'product/list', 'en_US');
  const news = await firstRow<{ id: number }>(request, 'news/list', 'en_US');
  const activity = await firstRow<{ id: number }>(request, 'activity/list', 'en_US');
  const paths = [
    '/', '/exhibitors/', '/exhibitors/page/2/', `/exhibitors/${exhibitor.id}/`, '/exhibitors/ranking-list/', '/products/',
    `/products/${product.id}/`, '/news/', `/news/${news.id}/`, '/activity/', `/activity/${activity.id}/`, '/exhibitor-activity/',
    '/booth-floor/', '/demand/', '/download/', '/live/', '/procurement/', '/page/about-us/', '/search/', '/login/', '/register/',
    '/visit/register/',
  ];
  const over: string[] = [];
  const measured: string[] = [];
  // A page's own code does not depend on its language (the texts come with the page data): every
  // kind in Chinese, and these in English too, each held to the same budget. Their totals are not
  // compared with the Chinese twin's: in one CI run the English exhibitor page fetched more than
  // 0.2 KB more or less than the Chinese (the cause, a chunk fetched or not by timing under load,
  // was not pinned down), while both stayed within the budget.
  const english = ['/', `/exhibitors/${exhibitor.id}/`, '/login/', '/visit/register/'];
  const queue = [...paths.map((neutral) => ({ neutral, path: neutral })), ...english.map((neutral) => ({ neutral, path: `/en${neutral}` }))];
  // Three first visits at a time: each waits mostly for its network to go quiet, and sizes do not depend on timing.
  const visit = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { neutral, path } = next;
      // A first visit: a new context each time, so nothing comes from the browser's cache.
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
      const page = await context.newPage();
      const scripts = await scriptsUntilIdle(page, path);
      await context.close();
      const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      measured.push(`${path} ${(total / 1024).toFixed(1)}`);
      if (total > (PAGE_BUDGETS_KB[neutral] ?? BUDGET_KB) * 1024) over.push(`${path}: ${(total / 1024).toFixed(1)} KB (${[...scripts].map(([file, size]) => `${file} ${(size / 1024).toFixed(1)}`).join(', ')})`);
    }
  };
  await Promise.all([visit(), visit(), visit()]);
  console.log(`Scripts until idle, KB gzip -9 (target ${TARGET_KB.toFixed(1)}): ${measured.sort().join(', ')}`);
  expect(over).toEqual([]);
});
