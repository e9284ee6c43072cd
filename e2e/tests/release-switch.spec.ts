import { expect, firstRow, test } from './fixtures';

// A page's HTML and its page data from two releases (a rebuild switched between the two requests):
// the page shows the newer data, without React's hydration errors. A page whose two parts match is
// hydrated, not rendered again. The page data is rewritten here as a newer release would answer it.

const RENAMED = ' (renamed in the next release)';

test('a page and its page data from the same release are hydrated', async ({ page, request, consoleErrors }) => {
  const exhibitor = await firstRow<{ id: number; name: string }>(request, 'exhibitor/list', 'en_US');
  await page.goto(`/en/exhibitors/${exhibitor.id}/`);
  await expect(page.locator('html')).toHaveAttribute('data-first-render', 'hydrated');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(exhibitor.name);
  expect(consoleErrors).toEqual([]);
});

for (const [lang, prefix, locale] of [['English', '/en', 'en_US'], ['Chinese', '', 'zh_CN']] as const) {
  test(`page data from a newer release than the HTML: the newer content, no hydration error, in ${lang}`, async ({ page, request, consoleErrors }) => {
    const exhibitor = await firstRow<{ id: number; name: string }>(request, 'exhibitor/list', locale);
    const path = `${prefix}/exhibitors/${exhibitor.id}/`;
    let rewritten = 0;
    await page.route(`**/page-data${path}page-data.json`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).split(JSON.stringify(exhibitor.name).slice(1, -1)).join(exhibitor.name + RENAMED);
      rewritten += 1;
      await route.fulfill({ response, body });
    });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-first-render', 'rendered');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(exhibitor.name + RENAMED);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(rewritten).toBeGreaterThan(0);
    // Still a working page: a link to the news navigates.
    await page.locator(`a[href="${prefix}/news/"]:visible`).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/news/$`));
    expect(consoleErrors).toEqual([]);
  });
}
