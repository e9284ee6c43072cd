import { test as base, expect, type APIRequestContext, type Page, type Request } from '@playwright/test';

/** A page that fails the test on any console error or uncaught exception. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    // Chromium's "Failed to load resource" names no address: the failed requests do, in the message.
    const failed: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('requestfailed', (request) => failed.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`));
    await use(errors);
    expect(errors, `console errors${failed.length ? ` (failed requests: ${failed.join('; ')})` : ''}`).toEqual([]);
  },
});
export { expect };

export const CJK = /[\u3400-\u9fff]/;

/**
 * How long a saved change may take to reach its static page while the suite runs: what is left of
 * the build in progress (another spec's change) and then the build that carries this change. With
 * both cores busy with two browsers a build gets a fraction of a core: 70–251 s each in the CI run
 * of 2026-11-28 (createPages of the small seed 41 s against 3–6 s on a quiet machine), 281 s in a
 * local run; a wait of 200 s failed that CI run after the rest of a 239 s build and a 251 s one. A
 * wait for publication uses this, and its test's timeout (PUBLISH_TEST_TIMEOUT_MS) leaves room for it.
 */
export const PUBLISHED_WITHIN_MS = 420_000;
/** The timeout of a test that waits once for publication: the wait and two minutes of its own steps. */
export const PUBLISH_TEST_TIMEOUT_MS = PUBLISHED_WITHIN_MS + 120_000;

/** The first record of a list endpoint in a language. */
export async function firstRow<T>(request: APIRequestContext, path: string, lang: 'zh_CN' | 'en_US'): Promise<T> {
  const response = await request.get(`/api/common/${path}?pageSize=1`, { headers: { lang } });
  const body = (await response.json()) as { data: { rows: T[] } };
  const row = body.data.rows[0];
  if (!row) throw new Error(`no rows at ${path}`);
  return row;
}

/**
 * What a page's content waits for, counted from outside the page: its API calls and the scripts and
 * styles it loads (a feature's chunk). Gatsby's prefetching of the page data and chunks of links in
 * view (fetches of /page-data/, <link rel=prefetch>) is not counted: it goes on for seconds on a
 * list page and changes nothing on screen.
 */
interface Loads {
  inFlight: Set<Request>;
  lastChange: number;
}
const loadsOf = new WeakMap<Page, Loads>();
/** Starts counting the page's loads for settled (openPage does). */
export function watchLoads(page: Page): Loads {
  let loads = loadsOf.get(page);
  if (loads) return loads;
  const watched = loads = { inFlight: new Set<Request>(), lastChange: Date.now() };
  const counts = (request: Request) => ['script', 'stylesheet'].includes(request.resourceType()) || new URL(request.url()).pathname.startsWith('/api/');
  const done = (request: Request) => {
    if (watched.inFlight.delete(request)) watched.lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (!counts(request)) return;
    watched.inFlight.add(request);
    watched.lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  loadsOf.set(page, watched);
  return watched;
}

/** How long nothing the content waits for may be loading before the page counts as settled. */
const SETTLED_QUIET_MS = 300;

/**
 * Waits until the page's content is there: the browser has been idle once (the parts loaded when
 * idle, components/ui/after-idle, have asked for their chunks), and nothing it waits for (API
 * calls, chunks) has been loading for SETTLED_QUIET_MS since `since` (the navigation or the click
 * that asked for it). Instead of networkidle, which also waits out Gatsby's prefetching.
 */
export async function settled(page: Page, since = Date.now(), timeout = 30_000) {
  const loads = loadsOf.get(page);
  if (!loads) throw new Error('settled: the page was not opened with openPage (or watchLoads) first');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  const deadline = Date.now() + timeout;
  while (loads.inFlight.size > 0 || Date.now() - Math.max(loads.lastChange, since) < SETTLED_QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`still loading after ${timeout} ms: ${[...loads.inFlight].map((request) => request.url()).join(', ')}`);
    await page.waitForTimeout(50);
  }
}

/** Opens a page and waits until React has hydrated it (gatsby-browser marks <html data-hydrated>). */
export async function openPage(page: Page, path: string) {
  watchLoads(page);
  const response = await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}
