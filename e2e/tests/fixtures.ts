import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

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
 * How long a saved change may take to reach its static page while the suite runs: the build in
 * progress (another spec's change; 66–145 s seen with both cores busy) and then the build that
 * carries this change. A wait for publication uses this, and its test's timeout leaves room for it.
 */
export const PUBLISHED_WITHIN_MS = 200_000;

/** The first record of a list endpoint in a language. */
export async function firstRow<T>(request: APIRequestContext, path: string, lang: 'zh_CN' | 'en_US'): Promise<T> {
  const response = await request.get(`/api/common/${path}?pageSize=1`, { headers: { lang } });
  const body = (await response.json()) as { data: { rows: T[] } };
  const row = body.data.rows[0];
  if (!row) throw new Error(`no rows at ${path}`);
  return row;
}

/** Opens a page and waits until React has hydrated it (gatsby-browser marks <html data-hydrated>). */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}
