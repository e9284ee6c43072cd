import { expect, test, type Page } from '@playwright/test';
import { isCspReport, watchViolations } from '../tests/csp-violations';
import { admin, layout, signUpThroughNginx } from './layout';

// A visitor, a member and an editor open the site through nginx in Chromium: every page loads,
// hydrates and calls the API (through nginx) under the policy nginx and the page's <meta> put in
// force, with no console error and no Content-Security-Policy violation.

interface Watch {
  /** Console errors, page errors and CSP violations since the last call. */
  problems(): Promise<string[]>;
}

async function watch(page: Page): Promise<Watch> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isCspReport(message.text())) seen.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  const violations = await watchViolations(page);
  return { problems: async () => [...seen.splice(0), ...(await violations())] };
}

/** Opens a page through nginx, waits for hydration and the parts loaded when idle. */
async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  expect(response?.headers()['content-security-policy'], `${path}: nginx's header`).toBe("frame-ancestors 'self'");
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

test('a visitor\'s pages: home, lists, details, the floor plan and the badge scanner', async ({ page }) => {
  const seen = await watch(page);
  const exhibitor = (await (await fetch(`${layout.nginxUrl}/api/common/exhibitor/list?pageSize=1`)).json()) as { data: { rows: { id: number; name: string }[] } };
  const first = exhibitor.data.rows[0]!;
  for (const path of ['/', '/exhibitors/', `/exhibitors/${first.id}/`, '/en/', '/en/news/', '/booth-floor/', '/scan/']) {
    await open(page, path);
    expect(await seen.problems(), path).toEqual([]);
  }
  // Followed inside the app: the next page's code and data come through nginx under the first page's policy.
  await open(page, '/');
  await page.locator('header a[href="/exhibitors/"]').first().click();
  await expect(page).toHaveURL(/\/exhibitors\/$/);
  await page.waitForLoadState('networkidle');
  expect(await seen.problems()).toEqual([]);
});

test('the 404 page, in both languages', async ({ page }) => {
  const seen = await watch(page);
  for (const path of ['/no-such-page/', '/en/no-such-page/']) {
    await open(page, path, 404);
    // Chromium reports the page's own status as a failed resource: that is the only message.
    expect((await seen.problems()).filter((problem) => !/status of 404/.test(problem)), path).toEqual([]);
  }
});

test('a member\'s centre, signed up through nginx', async ({ page }) => {
  const member = await signUpThroughNginx();
  await page.context().addCookies([
    { name: 'expo_token', value: member.token, url: layout.nginxUrl },
    { name: 'expo_user', value: JSON.stringify({ id: member.id, nickname: '', avatar: null }), url: layout.nginxUrl },
  ]);
  const seen = await watch(page);
  for (const path of ['/member/userInfo/', '/en/member/collect/exhibitor/']) {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    expect(await seen.problems(), path).toEqual([]);
  }
});

test('the editor console, signed in, with a record open', async ({ page }) => {
  await admin('/editors', { method: 'POST', body: JSON.stringify({ username: 'deploy.console', password: 'deploy-console-password' }) });
  const seen = await watch(page);
  await open(page, '/en/editor/');
  await page.getByLabel('Username').fill('deploy.console');
  await page.getByLabel('Password').fill('deploy-console-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Exhibitors', exact: true }).click();
  await page.getByRole('button', { name: 'Edit' }).first().click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seen.problems()).toEqual([]);
});
