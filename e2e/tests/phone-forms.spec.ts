import { test, expect, openPage } from './fixtures';
import { registerMember, signInBrowser } from './accounts';
import type { Page } from '@playwright/test';

// Phones first on the forms (issue 16, item 7): at 320 and 375 px, with and without the cookie
// notice, every field, button and link of the sign-in, register, reset, publish and member forms is
// visible and not covered (the element at its centre is itself), the page does not scroll
// sideways, and no floating control sits over a form page.

const WIDTHS = [320, 375];
const FLOATING_LABEL = { en: 'Quick actions', zh: '快捷操作' };
const NOTICE_LABEL = { en: 'Cookie notice', zh: 'Cookie 使用提示' };

interface FormPage {
  path: string;
  member?: boolean;
}

// Each way of a form (password, SMS code, e-mail code) is checked: its tabs are buttons with aria-pressed.
const FORMS: FormPage[] = [
  { path: '/login/' },
  { path: '/register/' },
  { path: '/reset/' },
  { path: '/visit/register/' },
  { path: '/demand/publish/', member: true },
  { path: '/member/userInfo/', member: true },
];

/** Every visible control of the page's main content that is covered, or out of the viewport. */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element | null) =>
      element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('name') ? `[name=${element.getAttribute('name')}]` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"` : 'nothing';
    const controls = Array.from(document.querySelectorAll('main input:not([type=hidden]), main select, main textarea, main button, main a[href], main label'));
    const problems: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      // Visually hidden inputs (custom checkboxes) are reached through their labels, checked too.
      if (box.width < 4 || box.height < 4 || style.visibility === 'hidden' || control.closest('.visually-hidden')) continue;
      // Centred, and at the bottom edge as keyboard focus scrolls it (scroll-padding keeps it above the dock).
      for (const block of ['center', 'end'] as const) {
        control.scrollIntoView({ block, inline: 'nearest' });
        // A link that wraps has two boxes; the centre of the first is on the link itself.
        const rect = control.getClientRects()[0] ?? control.getBoundingClientRect();
        const x = rect.left + rect.width / 2;
        const y = rect.top + rect.height / 2;
        if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) {
          problems.push(`${describe(control)} is outside the viewport (${block})`);
          continue;
        }
        const hit = document.elementFromPoint(x, y);
        const ownLabel = hit instanceof HTMLLabelElement && hit.control === control;
        if (hit && (hit === control || control.contains(hit) || ownLabel)) continue;
        problems.push(`${describe(control)} is covered by ${describe(hit)} (${block})`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${window.innerWidth})`);
    return problems;
  });
}

async function waitForIdle(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 150))));
}

for (const language of ['en', 'zh'] as const) {
  for (const width of WIDTHS) {
    for (const notice of [true, false]) {
      test(`${language} at ${width} px, cookie notice ${notice ? 'open' : 'accepted'}: form controls are visible and uncovered`, async ({ page, request, context, baseURL }) => {
        await page.setViewportSize({ width, height: 640 });
        if (!notice) await context.addCookies([{ name: 'privacy', value: '1', url: baseURL! }]);
        const member = await registerMember(request);
        await signInBrowser(page, member);
        const prefix = language === 'en' ? '/en' : '';
        const problems: string[] = [];
        for (const form of FORMS) {
          await context.clearCookies();
          if (!notice) await context.addCookies([{ name: 'privacy', value: '1', url: baseURL! }]);
          if (form.member) await signInBrowser(page, member);
          await openPage(page, `${prefix}${form.path}`);
          await page.locator('main form').first().waitFor();
          if (notice) await expect(page.getByRole('region', { name: NOTICE_LABEL[language] })).toBeVisible();
          await waitForIdle(page);
          await expect(page.getByRole('complementary', { name: FLOATING_LABEL[language] }), `${form.path}: no floating stack on a form`).toHaveCount(0);
          const ways = page.locator('main [role=group] > button[aria-pressed]');
          const wayCount = Math.max(1, await ways.count());
          for (let way = 0; way < wayCount; way += 1) {
            if (way > 0) await ways.nth(way).click();
            problems.push(...(await coveredControls(page)).map((problem) => `${form.path} (way ${way + 1}): ${problem}`));
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }
}

test('pages other than forms keep the floating stack on a phone, and the footer stays clear of it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 640 });
  await openPage(page, '/en/demand/');
  const stack = page.getByRole('complementary', { name: FLOATING_LABEL.en });
  await expect(stack.getByRole('link', { name: 'Post a demand' })).toBeVisible();
  // At the very bottom, the footer's last text, links and pictures end above the fixed dock (once
  // the dock has said its height; the cookie notice may still be arriving, so this is polled).
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const parts = Array.from(document.querySelectorAll('footer a, footer p, footer img, footer span'));
        const dock = document.querySelector('aside[aria-label="Quick actions"]')!.parentElement!;
        return Math.max(...parts.map((part) => part.getBoundingClientRect().bottom)) - dock.getBoundingClientRect().top;
      }),
    )
    .toBeLessThanOrEqual(0);
});
