import { CJK, expect, firstRow, test } from './fixtures';

// A visitor opens the site in both languages, an exhibitor in each, and a page that does not exist.

test('the Chinese home page shows the exhibition in Chinese', async ({ page, consoleErrors }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByText('第二十九届中国国际焙烤展览会').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the English home page shows the exhibition in English, without Chinese headings', async ({ page, consoleErrors }) => {
  const response = await page.goto('/en/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('The 29th Bakery China').first()).toBeVisible();
  for (const heading of await page.locator('h1, h2').allInnerTexts()) expect(heading).not.toMatch(CJK);
  expect(consoleErrors).toEqual([]);
});

for (const [lang, prefix, locale] of [['Chinese', '', 'zh_CN'], ['English', '/en', 'en_US']] as const) {
  test(`an exhibitor page in ${lang}`, async ({ page, request, consoleErrors }) => {
    const exhibitor = await firstRow<{ id: number; name: string }>(request, 'exhibitor/list', locale);
    const response = await page.goto(`${prefix}/exhibitors/${exhibitor.id}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(exhibitor.name);
    if (locale === 'en_US') expect(await page.getByRole('heading', { level: 1 }).innerText()).not.toMatch(CJK);
    expect(consoleErrors).toEqual([]);
  });
}

test('an unknown path answers 404 with the lost page', async ({ page }) => {
  const response = await page.goto('/no/such/page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(/YOU LOOK LOST|迷路/i).first()).toBeVisible();
});

test('an unknown English path answers 404 in English', async ({ page }) => {
  const response = await page.goto('/en/no/such/page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('YOU LOOK LOST').first()).toBeVisible();
});
