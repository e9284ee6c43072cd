import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';

// The home page knows the show's phase. The static page is built for the phase at build time
// (before the seed's show, 12–15 May 2027); with the browser's clock set before, during and after
// the show it shows that phase, and it switches by itself when the clock crosses a boundary.

interface Intro { startTime: string; endTime: string; nextStartTime: string | null; nextEndTime: string | null }
interface ScheduleRow { id: number; title: string; startTime: string; endTime: string }
interface LiveRow { id: number; title: string; startTime: string }

const LANGS = [
  { lang: 'zh_CN', home: '/', prefix: '' },
  { lang: 'en_US', home: '/en/', prefix: '/en' },
] as const;

const BEFORE = '2027-04-20T10:00:00+08:00';
const DURING = '2027-05-12T10:15:00+08:00';
const AFTER = '2027-05-20T10:00:00+08:00';

async function api<T>(request: APIRequestContext, path: string, lang: string): Promise<T> {
  return ((await (await request.get(`/api/common/${path}`, { headers: { lang } })).json()) as { data: T }).data;
}

async function openAt(page: Page, time: string, path: string) {
  await page.clock.install({ time: new Date(time) });
  await openPage(page, path);
}

const panel = (page: Page) => page.locator('[data-phase]');
/** The header's link to the visitor registration (offered until the show ends). */
const headerRegister = (page: Page, lang: string) => page.locator('#main-nav').getByRole('link', { name: lang === 'en_US' ? 'Register to visit' : '观众预登记' });

for (const { lang, home, prefix } of LANGS) {
  test.describe(`home page in ${lang}`, () => {
    test('before the show: the countdown, registration, plan your visit and the highlights', async ({ page, request, consoleErrors }) => {
      void consoleErrors;
      await openAt(page, BEFORE, home);
      await expect(panel(page)).toHaveAttribute('data-phase', 'before');
      await expect(panel(page).getByRole('timer')).toBeVisible();
      await expect(panel(page).getByRole('link', { name: lang === 'en_US' ? 'Register to visit' : '观众登记' })).toHaveAttribute('href', `${prefix}/visit/register/`);
      await expect(headerRegister(page, lang)).toHaveAttribute('href', `${prefix}/visit/register/`);
      for (const href of ['/exhibitors/', '/activity/', '/booth-floor/', '/member/collect/exhibitor/']) {
        await expect(panel(page).locator(`a[href="${prefix}${href}"]`).first()).toBeVisible();
      }
      // The highlights: the featured exhibitors below the panel.
      const exhibitor = (await api<{ rows: Array<{ id: number }> }>(request, 'exhibitor/list?pageSize=1&order=ranking', lang)).rows[0]!;
      await expect(page.locator(`main a[href="${prefix}/exhibitors/${exhibitor.id}/"]`).first()).toBeVisible();
    });

    test('during the show: the floor plan first, today\'s opening hours, events on now and next, live streams on now', async ({ page, request, consoleErrors }) => {
      void consoleErrors;
      await openAt(page, DURING, home);
      await expect(panel(page)).toHaveAttribute('data-phase', 'during');
      // The floor plan search comes first, above the show's own heading.
      const search = panel(page).getByRole('search');
      await expect(search).toBeVisible();
      const searchBox = (await search.boundingBox())!;
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      expect(searchBox.y).toBeLessThan(heading.y);
      await expect(panel(page)).toContainText('09:00–18:00');
      await expect(panel(page)).toContainText(lang === 'en_US' ? 'day 1 of 4' : '第 1 天（共 4 天）');
      // Registration stays open until the show ends.
      await expect(panel(page).getByRole('link', { name: lang === 'en_US' ? 'Register to visit' : '观众登记' })).toHaveAttribute('href', `${prefix}/visit/register/`);
      await expect(headerRegister(page, lang)).toHaveAttribute('href', `${prefix}/visit/register/`);

      const at = Date.parse(DURING);
      const rows = (await api<Array<{ rows: ScheduleRow[] }>>(request, 'activity/schedule', lang)).flatMap((day) => day.rows);
      const onNow = rows.filter((row) => Date.parse(row.startTime) <= at && at < Date.parse(row.endTime));
      const next = rows.filter((row) => Date.parse(row.startTime) > at).sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.id - b.id)[0]!;
      expect(onNow.length).toBeGreaterThan(0);
      for (const row of onNow) await expect(panel(page).getByRole('link', { name: row.title, exact: true })).toBeVisible();
      await expect(panel(page).getByRole('link', { name: next.title, exact: true }).first()).toBeVisible();

      const live = (await api<{ rows: LiveRow[] }>(request, 'live/list?pageSize=50', lang)).rows;
      const liveNow = live.filter((item) => Date.parse(item.startTime) <= at && Date.parse(item.startTime) > at - 12 * 3_600_000);
      expect(liveNow.length).toBeGreaterThan(0);
      for (const item of liveNow) await expect(panel(page).getByRole('link', { name: item.title })).toBeVisible();

      // The search goes to the floor plan with the query, as a plain form.
      await search.getByRole('searchbox').fill('N1A01');
      await search.getByRole('button').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/booth-floor/\\?q=N1A01$`));
    });

    test('after the show: the next edition\'s dates, replays and downloads', async ({ page, request, consoleErrors }) => {
      void consoleErrors;
      await openAt(page, AFTER, home);
      await expect(panel(page)).toHaveAttribute('data-phase', 'after');
      const intro = await api<Intro>(request, 'exhibition/getExhibitionIntro', lang);
      expect(intro.nextStartTime).toBe('2028-05-10');
      await expect(panel(page)).toContainText(lang === 'en_US' ? '10 May 2028 – 13 May 2028' : '2028年5月10日 至 2028年5月13日');
      const live = (await api<{ rows: LiveRow[] }>(request, 'live/list?pageSize=50', lang)).rows;
      const newest = [...live].sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime))[0]!;
      await expect(panel(page).getByRole('link', { name: newest.title })).toBeVisible();
      const download = (await api<{ rows: Array<{ title: string; url: string }> }>(request, 'fileDownload/list?pageSize=1', lang)).rows[0]!;
      await expect(panel(page).getByRole('link', { name: download.title })).toHaveAttribute('href', download.url);
      await expect(panel(page).locator(`a[href="${prefix}/download/"]`)).toBeVisible();
      // Registration has closed: no link to it in the header or the panel.
      await expect(headerRegister(page, lang)).toHaveCount(0);
      await expect(page.locator(`a[href="${prefix}/visit/register/"]`)).toHaveCount(0);
    });

    test('the page switches phase by itself when the clock crosses a boundary, without a reload', async ({ page, consoleErrors }) => {
      void consoleErrors;
      await openAt(page, '2027-05-11T23:59:30+08:00', home);
      await expect(panel(page)).toHaveAttribute('data-phase', 'before');
      // The chunks loaded after idle arrive first: webpack gives a chunk 120 s, and fast-forwarding
      // past that while one is still on its way (a loaded machine) fails it and reloads the page.
      // So the two jumps below add up to less than 120 s, too.
      await page.waitForLoadState('networkidle');
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => navigations.push(frame.url()));
      await page.clock.fastForward(31_000);
      await expect(panel(page)).toHaveAttribute('data-phase', 'during');
      // Closing time on the last day: 15 May 18:00 China time.
      await page.clock.setSystemTime(new Date('2027-05-15T17:59:50+08:00'));
      await page.clock.fastForward(61_000);
      await expect(panel(page)).toHaveAttribute('data-phase', 'after');
      expect(navigations).toEqual([]);
    });
  });
}

test('the static HTML is the build-time phase (before the seed\'s show), whatever the browser\'s clock', async ({ request }) => {
  for (const path of ['/', '/en/']) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('data-phase="before"');
  }
});
