import type { APIRequestContext, Page } from '@playwright/test';
import { adminSecret, registerMember, signInBrowser } from './accounts';
import { watchViolations } from './csp-violations';
import { expect, firstRow, test } from './fixtures';

// A visitor walks the main pages in both languages, signs in and opens the member area, and a
// developer opens the API reference, with the Content-Security-Policy in force: every page carries the security headers, and Chromium
// reports no CSP violation (neither the document's event nor a console message) while the page
// loads, hydrates, loads its idle parts, calls the API and follows a link.

/** Opens a page, checks its headers, waits for hydration and for the parts loaded when idle, and returns its violations. */
async function violationsOn(page: Page, violations: () => Promise<string[]>, path: string, status = 200): Promise<string[]> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  expectSecurityHeaders(await response!.allHeaders(), path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  return violations();
}

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  const policy = headers['content-security-policy'] ?? '';
  const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scripts, `${what}: script-src`).toMatch(/^'self'/);
  expect(scripts, `${what}: script-src`).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(policy, `${what}: frame-ancestors`).toMatch(/frame-ancestors 'self'/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

async function mainPages(request: APIRequestContext, lang: 'zh_CN' | 'en_US'): Promise<string[]> {
  const exhibitor = await firstRow<{ id: number }>(request, 'exhibitor/list', lang);
  const product = await firstRow<{ id: number }>(request, 'product/list', lang);
  const news = await firstRow<{ id: number }>(request, 'news/list', lang);
  const activity = await firstRow<{ id: number }>(request, 'activity/list', lang);
  return [
    '/', '/exhibitors/', `/exhibitors/${exhibitor.id}/`, '/products/', `/products/${product.id}/`, '/news/', `/news/${news.id}/`,
    '/activity/', `/activity/${activity.id}/`, '/booth-floor/', '/demand/', '/live/', '/search/?keyword=bread', '/login/', '/register/', '/editor/',
  ];
}

for (const { name, prefix, lang } of [
  { name: 'Chinese', prefix: '', lang: 'zh_CN' as const },
  { name: 'English', prefix: '/en', lang: 'en_US' as const },
]) {
  test(`the ${name} pages run under their CSP without a violation`, async ({ page, request, consoleErrors }) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    for (const path of await mainPages(request, lang)) expect(await violationsOn(page, violations, `${prefix}${path}`), `${prefix}${path}`).toEqual([]);

    // A link followed inside the app loads the next page's code under the first page's policy.
    await violationsOn(page, violations, `${prefix}/`);
    await page.locator(`header a[href="${prefix}/exhibitors/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/exhibitors/$`));
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

// Without the console-error fixture: a 404 page logs its own status, and member pages opened
// directly while signed in log React hydration warnings, neither of which is about the policy.
test('the 404 pages run under their CSP without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ['/no-such-page/', '/en/no-such-page/']) expect(await violationsOn(page, violations, path, 404), path).toEqual([]);
});

test('the member area runs under its CSP without a violation, signed in, in both languages', async ({ page, request }) => {
  const member = await registerMember(request, 'CSP Baker');
  await signInBrowser(page, member, 'CSP Baker');
  const violations = await watchViolations(page);
  for (const path of ['/member/userInfo/', '/member/collect/exhibitor/', '/member/binding/', '/en/member/userInfo/', '/en/demand/publish/']) {
    expect(await violationsOn(page, violations, path), path).toEqual([]);
  }
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
});

test('the editor console runs under its CSP without a violation, signed in, with a record open', async ({ page, request, consoleErrors }) => {
  await request.post('/api/admin/editors', { headers: { 'x-admin-secret': adminSecret() }, data: { username: 'csp.editor', password: 'csp-editor-password' } });
  const violations = await watchViolations(page);
  expect(await violationsOn(page, violations, '/en/editor/')).toEqual([]);
  await page.getByLabel('Username').fill('csp.editor');
  await page.getByLabel('Password').fill('csp-editor-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Exhibitors', exact: true }).click();
  await page.getByRole('button', { name: 'Edit' }).first().click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the API reference page runs under its CSP without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  expectSecurityHeaders(await response!.allHeaders(), '/api/docs');
  // The reference renders after fetching the whole document; on a busy two-core machine that took over 5 s.
  await expect(page.getByText('Bakery China content API').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('API answers carry the security headers', async ({ request }) => {
  for (const path of ['/api/health', '/api/common/exhibitor/list?pageSize=1', '/api/no/such/call']) {
    expectSecurityHeaders((await request.get(path)).headers(), path);
  }
});

test('the build\'s source maps are not served', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const script = /<script src="(\/app-[0-9a-f]+\.js)"/.exec(home)?.[1];
  expect(script, 'the app bundle of the home page').toBeTruthy();
  expect((await request.get(script!)).status()).toBe(200);
  expect((await request.get(`${script}.map`)).status()).toBe(404);
});
