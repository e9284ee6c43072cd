import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCESSIBILITY_PAGES, AXE_TAGS, CHECKED_WIDTHS, EXHIBITOR_PLACEHOLDER, type CheckedAs, type CheckedPage } from '../../src/lib/accessibility';
import { axeViolations, described, serious } from './axe';
import { bindToExhibitor, editorToken, freshExhibitor, registerMember, signInBrowser } from './accounts';
import { expect, openPage, settled, test } from './fixtures';

// Issue 35, item 6: every page kind of the statement page's table (src/lib/accessibility.ts), in
// both languages at 320 px and 1280 px: no serious or critical axe violation of WCAG 2.0–2.2 A/AA
// (target size, 2.5.8, is one of them), and no sideways scrolling at 320 px (reflow, 1.4.10).
// Public pages also keep all their content in landmarks.

// An editor per worker: signing in again ends the editor's previous session.
const EDITOR = { username: `a11y.editor${process.env.TEST_WORKER_INDEX ?? ''}`, password: 'a11y-editor-password' };
const LANGUAGES = ['zh', 'en'] as const;

interface Accounts {
  member: { token: string; id: number };
  team: { token: string; id: number };
  gate: { token: string; username: string };
  editor: string;
  exhibitorId: number;
}

let accounts: Promise<Accounts> | undefined;
/** One member, one team member, one gate account and one editor per worker, made on first use. */
function accountsFor(request: APIRequestContext): Promise<Accounts> {
  accounts ??= (async () => {
    const exhibitorId = await freshExhibitor(request, 'accessibility');
    const member = await registerMember(request, 'A11y Member');
    const team = await registerMember(request, 'A11y Team');
    await bindToExhibitor(request, team.token, exhibitorId, EDITOR);
    // Signed in last: binding signed the editor in too.
    const editor = await editorToken(request, EDITOR);
    const gateLogin = { username: `a11ygate${Date.now() % 1e8}${Math.floor(Math.random() * 100)}`, password: 'gate-password-2027' };
    const made = await request.post('/api/editor/content/gateAccounts', { headers: { Authorization: `Bearer ${editor}` }, data: gateLogin });
    expect(((await made.json()) as { code: number }).code).toBe(200);
    const gateToken = ((await (await request.post('/api/gate/login', { data: gateLogin })).json()) as { data: string }).data;
    return { member, team, editor, exhibitorId, gate: { token: gateToken, username: gateLogin.username } };
  })();
  return accounts;
}

/** Signs the page's browser in as the row asks (cookies for members, the tab's session for gate and console). */
async function signIn(page: Page, as: CheckedAs, who: Accounts) {
  if (as === 'member' || as === 'team') await signInBrowser(page, who[as], as === 'team' ? 'A11y Team' : 'A11y Member');
  if (as === 'gate') await page.addInitScript((session) => sessionStorage.setItem('expo_gate_session', session), JSON.stringify(who.gate));
  if (as === 'editor') await page.addInitScript((token) => sessionStorage.setItem('expo_editor_token', token), who.editor);
}

const editorLocale = Object.fromEntries(LANGUAGES.map((language) => [language, JSON.parse(readFileSync(path.resolve(__dirname, `../../locales/${language}/editor.json`), 'utf8'))]));
/** A console menu button's label by its locale key (`a.b`). */
function consoleLabel(language: (typeof LANGUAGES)[number], key: string): string {
  return key.split('.').reduce((node, part) => node[part], editorLocale[language]) as unknown as string;
}

/**
 * The page's serious and critical axe findings and, on public pages, content outside landmarks
 * (axe's region rule: checked at the first width only, since the landmarks are the same at every
 * width). One axe run for both.
 */
async function findings(page: Page, row: CheckedPage, firstWidth: boolean): Promise<string[]> {
  const landmarks = row.kind === 'public' && firstWidth;
  const violations = await axeViolations(page, { tags: AXE_TAGS, alsoRules: landmarks ? ['region'] : [] });
  return violations.filter((v) => serious(v) || v.id === 'region').map(described);
}

/** Every loading text of the locales (keys `loading…` and `starting…` and below: data, the camera): none is left on a page that has its content. */
const LOADING_TEXTS = [
  ...new Set(
    LANGUAGES.flatMap((language) =>
      readdirSync(path.resolve(__dirname, `../../locales/${language}`)).flatMap((file) => {
        const texts: string[] = [];
        const walk = (node: unknown, loading: boolean) => {
          if (typeof node === 'string' && loading) texts.push(node);
          else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) walk(value, loading || /^(loading|starting)/i.test(key));
        };
        walk(JSON.parse(readFileSync(path.resolve(__dirname, `../../locales/${language}/${file}`), 'utf8')), false);
        return texts;
      }),
    ),
  ),
];

/**
 * Waits until the page shows its content: nothing it waits for still loading (fixtures' settled)
 * and no loading text left. A page still loading after that fails here, not with axe.
 */
async function contentShown(page: Page, since: number) {
  await settled(page, since);
  await expect.poll(() => page.evaluate((texts) => texts.filter((text) => document.body.innerText.includes(text)), LOADING_TEXTS), { message: 'loading texts left' }).toEqual([]);
  await headShown(page);
}

/**
 * Gatsby's Head handler takes the page's <html lang> and <title> away on each render of the page
 * and puts them back after an asynchronous render (docs/decisions.md, "Stop 41"): axe looks at the
 * page once they are back. A page that never gets them fails here.
 */
async function headShown(page: Page) {
  await expect(page.locator('html[lang]')).toBeAttached();
  await expect(page).toHaveTitle(/\S/);
}

for (const row of ACCESSIBILITY_PAGES) {
  const label = `${row.path}${row.consoleView ? ` (${row.consoleView})` : ''}`;
  test(`${row.kind}, ${row.name} ${label}: axe WCAG 2.2 A/AA, reflow and target size in both languages at 320 and 1280 px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const who = await accountsFor(request);
    await signIn(page, row.as, who);
    const found: string[] = [];
    for (const language of LANGUAGES) {
      const neutral = row.path.replace(EXHIBITOR_PLACEHOLDER, String(who.exhibitorId));
      const address = language === 'en' ? `/en${neutral}` : neutral;
      for (const [i, width] of CHECKED_WIDTHS.entries()) {
        await page.setViewportSize({ width, height: 800 });
        if (i === 0) {
          const opened = Date.now();
          await openPage(page, address);
          await contentShown(page, opened);
          if (row.consoleView) {
            const clicked = Date.now();
            await page.getByRole('button', { name: consoleLabel(language, row.consoleView), exact: true }).click();
            await contentShown(page, clicked);
          }
        } else {
          // The same page at the next width, as a turned tablet or a resized window shows it: the
          // page is not loaded again (the table's time in CI), the layout follows the new width.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          await headShown(page);
        }
        await expect(page.locator('h1').first()).toBeVisible();
        found.push(...(await findings(page, row, i === 0)).map((finding) => `${language} ${width} px ${finding}`));
        if (width === 320) {
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > width) found.push(`${language} is ${scrollWidth} px wide at ${width} px (reflow)`);
        }
      }
    }
    expect(found).toEqual([]);
  });
}

test('screen-reader names: booths on the floor plan, charts with their tables, and scan results announced', async ({ page, request }) => {
  test.setTimeout(120_000);
  const who = await accountsFor(request);
  // Every booth of the drawn map is named (its <title>), and the halls are named groups.
  await openPage(page, '/en/booth-floor/');
  const unnamedBooths = await page.evaluate(() =>
    [...document.querySelectorAll('[data-booth]')].filter((booth) => {
      const id = booth.getAttribute('aria-labelledby');
      return !(id && document.getElementById(id)?.textContent?.trim());
    }).length,
  );
  expect(await page.locator('[data-booth]').count()).toBeGreaterThan(0);
  expect(unnamedBooths).toBe(0);
  await expect(page.getByRole('group', { name: /.+/ }).first()).toBeVisible();

  // Charts (the console's visitors, the centre's statistics): each is a named image with its table beside it.
  await signIn(page, 'editor', who);
  await openPage(page, '/en/editor/');
  await page.getByRole('button', { name: 'Visitors', exact: true }).click();
  await page.waitForLoadState('networkidle');
  const charts = page.locator('main svg[role="img"]');
  for (const chart of await charts.all()) await expect(chart).toHaveAccessibleName(/.+/);
  expect(await page.locator('main table').count()).toBeGreaterThanOrEqual(await charts.count());
  await signIn(page, 'team', who);
  await openPage(page, '/en/member/exhibitor/stats/');
  await page.waitForLoadState('networkidle');
  for (const chart of await page.locator('main svg[role="img"]').all()) await expect(chart).toHaveAccessibleName(/.+/);
  await expect(page.locator('main table').first()).toBeAttached();

  // A scan's answer is a live region: read out as it changes, without moving the focus.
  await signIn(page, 'gate', who);
  await openPage(page, '/en/scan/?mode=gate');
  await page.getByLabel('Entrance', { exact: true }).fill('North Hall 1');
  await page.getByRole('button', { name: 'Start scanning' }).click();
  await page.getByLabel('Badge number', { exact: true }).fill('ZZZZ-ZZZZ');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const answer = page.locator('[data-tone]');
  await expect(answer).toHaveAttribute('data-tone', 'unknown');
  await expect(answer).toHaveAttribute('role', 'status');
  await expect(answer).toHaveAttribute('aria-live', 'assertive');
});
