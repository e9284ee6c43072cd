import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';

// Exhibitor and product pages lead somewhere: an exhibitor page lists its products and its events
// (linked) and links each booth to the floor plan with that booth selected (/booth-floor/?booth=CODE,
// a shareable URL); a product page links its exhibitor's booth the same way; an activity page links
// its hall (or, for an exhibitor's event, the booth).

interface ExhibitorRow { id: number; name: string; booths: string[]; productCount: number }
interface ActivityRow { id: number; title: string; exhibitorId: number | null; hallCode: string | null; hallName: string | null }

const LANGS = [
  { lang: 'zh_CN', prefix: '' },
  { lang: 'en_US', prefix: '/en' },
] as const;

async function rows<T>(request: APIRequestContext, path: string, lang: string): Promise<T[]> {
  return ((await (await request.get(`/api/common/${path}`, { headers: { lang } })).json()) as { data: { rows: T[] } }).data.rows;
}

/** Clicks the link to booth `code` and lands on the floor plan with that booth in the URL. */
async function followBooth(page: Page, prefix: string, code: string) {
  const link = page.locator(`a[href="${prefix}/booth-floor/?booth=${encodeURIComponent(code)}"]`).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(`${prefix}/booth-floor/?booth=${encodeURIComponent(code)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const { lang, prefix } of LANGS) {
  test.describe(`${lang}`, () => {
    test('exhibitor page → its products, its events and its booth on the floor plan', async ({ page, request, consoleErrors }) => {
      void consoleErrors;
      // An exhibitor holding an event, with booths and products.
      const events = await rows<ActivityRow>(request, 'exhibitorActivity/list?pageSize=100', lang);
      const exhibitors = await rows<ExhibitorRow>(request, 'exhibitor/list?pageSize=100', lang);
      const exhibitor = exhibitors.find((e) => e.booths.length > 0 && e.productCount > 0 && events.some((a) => a.exhibitorId === e.id))!;
      expect(exhibitor).toBeTruthy();
      const event = events.find((a) => a.exhibitorId === exhibitor.id)!;
      const products = await rows<{ id: number; name: string }>(request, `product/list?exhibitorId=${exhibitor.id}&pageSize=100`, lang);

      await openPage(page, `${prefix}/exhibitors/${exhibitor.id}/`);
      const main = page.locator('main');
      const productLinks = await main.locator(`a[href^="${prefix}/products/"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(productLinks.length).toBe(Math.min(products.length, 8));
      for (const href of productLinks) expect(products.map((p) => `${prefix}/products/${p.id}/`)).toContain(href);
      await expect(main.getByRole('link', { name: event.title, exact: true })).toHaveAttribute('href', `${prefix}/exhibitor-activity/${event.id}/`);
      for (const code of exhibitor.booths) await expect(main.locator(`a[href="${prefix}/booth-floor/?booth=${encodeURIComponent(code)}"]`)).toBeVisible();
      await followBooth(page, prefix, exhibitor.booths[0]!);
    });

    test('product page → its exhibitor\'s booth on the floor plan', async ({ page, request, consoleErrors }) => {
      void consoleErrors;
      const exhibitor = (await rows<ExhibitorRow>(request, 'exhibitor/list?pageSize=100', lang)).find((e) => e.booths.length > 0 && e.productCount > 0)!;
      const product = (await rows<{ id: number }>(request, `product/list?exhibitorId=${exhibitor.id}&pageSize=1`, lang))[0]!;
      await openPage(page, `${prefix}/products/${product.id}/`);
      await expect(page.locator('main').locator(`a[href="${prefix}/exhibitors/${exhibitor.id}/"]`).first()).toBeVisible();
      await followBooth(page, prefix, exhibitor.booths[0]!);
    });

    test('activity page → its hall on the floor plan; an exhibitor\'s event → the booth', async ({ page, request, consoleErrors }) => {
      void consoleErrors;
      const show = (await rows<ActivityRow>(request, 'activity/list?pageSize=100', lang)).find((a) => a.hallCode)!;
      expect(show.hallName).toBeTruthy();
      await openPage(page, `${prefix}/activity/${show.id}/`);
      const hall = page.locator('main').locator(`a[href="${prefix}/booth-floor/?hall=${encodeURIComponent(show.hallCode!)}"]`);
      await expect(hall).toContainText(show.hallName!);
      await hall.click();
      await expect(page).toHaveURL(`${prefix}/booth-floor/?hall=${encodeURIComponent(show.hallCode!)}`);

      const held = (await rows<ActivityRow>(request, 'exhibitorActivity/list?pageSize=100', lang))[0]!;
      const exhibitor = (await (await request.get(`/api/common/exhibitor/${held.exhibitorId}`, { headers: { lang } })).json()).data as ExhibitorRow;
      await openPage(page, `${prefix}/exhibitor-activity/${held.id}/`);
      await followBooth(page, prefix, exhibitor.booths[0]!);
    });
  });
}
