import { expect, firstRow, openPage, test } from './fixtures';

// The controls every public page shares: language switch, search box, cookie notice, back to top,
// help QR code, and the floor-plan search. The accessibility checks of every page kind are the
// table in accessibility.spec.ts.

test('the language switch opens the same page in the other language and keeps the query', async ({ page, consoleErrors }) => {
  await openPage(page, '/exhibitors/?page=2');
  await page.locator('header a[hreflang="en"]').click();
  await expect(page).toHaveURL(/\/en\/exhibitors\/\?page=2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exhibitors');
  await page.locator('header a[hreflang="zh-CN"]').click();
  await expect(page).toHaveURL(/\/exhibitors\/\?page=2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('展商名录');
  // A Chinese-only page switches to the English home.
  await openPage(page, '/InnovationProducts/');
  await page.locator('header a[hreflang="en"]').click();
  await expect(page).toHaveURL(/\/en\/$/);
  expect(consoleErrors).toEqual([]);
});

test('the search box rejects an empty keyword with a tip and searches a real one', async ({ page, request, consoleErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const exhibitor = await firstRow<{ name: string }>(request, 'exhibitor/list', 'zh_CN');
  await openPage(page, '/');
  const search = page.locator('header form[role="search"]').filter({ visible: true }).first();
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(search.getByText('请输入搜索关键词')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await search.getByRole('searchbox').getAttribute('maxlength')).toBe('50');
  const keyword = exhibitor.name.slice(0, 4);
  await search.getByRole('searchbox').fill(keyword);
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(new RegExp(`/search/\\?keyword=${encodeURIComponent(keyword)}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('搜索');
  await expect(page.getByRole('link', { name: exhibitor.name }).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the cookie notice shows until accepted, and the privacy=1 cookie keeps it hidden', async ({ page, context }) => {
  await openPage(page, '/en/news/');
  const notice = page.getByRole('region', { name: 'Cookie notice' }).or(page.getByRole('dialog', { name: 'Cookie notice' }));
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'privacy')?.value).toBe('1');
  await openPage(page, '/en/products/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
  await expect(notice).toBeHidden();
});

test('the cookie notice is in the page as it arrives, and hidden before the first paint once accepted', async ({ page, context, baseURL, consoleErrors }) => {
  // The site's scripts never run: what shows is the static HTML with its inline head script (under the page's CSP).
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await page.goto('/en/booth-floor/');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('This website uses cookies');
  await context.addCookies([{ name: 'privacy', value: '1', url: baseURL! }]);
  for (const path of ['/en/booth-floor/', '/exhibitors/']) {
    await page.goto(path);
    // The head script ran before the body was parsed: the notice never showed.
    expect(await page.evaluate(() => document.documentElement.classList.contains('cookie-notice-accepted'))).toBe(true);
    await expect(page.locator('section[aria-label="Cookie notice"], section[aria-label="Cookie 使用提示"]')).toBeHidden();
  }
  await page.unroute(/\.js(\?|$)/);
  await openPage(page, '/en/news/');
  await expect(notice).toHaveCount(0);
  // Aborted scripts log console errors of their own; a blocked inline script would log a CSP violation.
  expect(consoleErrors.filter((message) => /Content Security Policy/i.test(message))).toEqual([]);
  consoleErrors.length = 0;
});

test('back to top appears after scrolling and brings the visitor to the top', async ({ page }) => {
  await openPage(page, '/en/exhibitors/');
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 2500);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test('the help button shows a 200 by 200 QR code of the help link', async ({ page }) => {
  await openPage(page, '/en/');
  await page.getByRole('button', { name: 'Help' }).click();
  const qr = page.getByRole('img', { name: 'QR code of the help page' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([200, 200]);
});

test('the floor plan finds an exhibitor, highlights its booth and links to it', async ({ page, request, consoleErrors }) => {
  const halls = await (await request.get('/api/common/floorPlan', { headers: { lang: 'en_US' } })).json();
  const booth = halls.data[1].booths.find((b: { exhibitorId: number | null }) => b.exhibitorId);
  await openPage(page, '/en/booth-floor/');
  await page.getByLabel('Find a booth or an exhibitor').fill(booth.exhibitorName);
  await page.getByRole('list', { name: 'Matching booths' }).getByRole('button', { name: new RegExp(booth.code) }).click();
  await expect(page.getByRole('button', { name: booth.hallName, exact: true })).toHaveAttribute('aria-pressed', 'true');
  const shape = page.locator(`[data-booth="${booth.code}"]`);
  await expect(shape).toHaveClass(/selected/);
  await expect(page).toHaveURL(/\?q=/);
  await shape.click();
  await expect(page).toHaveURL(new RegExp(`/en/exhibitors/${booth.exhibitorId}/$`));
  expect(consoleErrors).toEqual([]);
});

test('the 404 page counts down and goes home after 3 seconds', async ({ page }) => {
  await openPage(page, '/en/nowhere-at-all/');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/$/, { timeout: 6000 });
});
