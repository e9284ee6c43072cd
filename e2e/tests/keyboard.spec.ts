import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { bindToExhibitor, codeSentTo, CAPTCHA_ANSWER, editorToken, freshExhibitor, newIdentity, outboxMark, registerMember, signInBrowser, smsCodeByApi } from './accounts';
import { expect, openPage, test } from './fixtures';

// Issue 35, item 6: the journeys of the accessibility statement (KEYBOARD_JOURNEYS in
// src/lib/accessibility.ts) with the keyboard alone: Tab, Shift+Tab, Enter, Space, arrows and
// typing; no click. Every element focus lands on shows a focus ring, and focus reaches each
// control within a bounded number of Tab presses (no trap).

// An editor per worker: signing in again ends the editor's previous session.
const EDITOR = { username: `keyboard.editor${process.env.TEST_WORKER_INDEX ?? ''}`, password: 'keyboard-editor-password' };
/** Tab presses allowed to reach a control: a page's header and menus are at most this many stops. */
const MAX_TABS = 80;

test.use({ viewport: { width: 1280, height: 900 } });

/** Is the focused element drawn with a ring (an outline or a box shadow), and what is it. */
async function focused(page: Page): Promise<{ ring: boolean; what: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { ring: true, what: 'body' };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    return { ring: outline || style.boxShadow !== 'none', what: element.outerHTML.slice(0, 120) };
  });
}

/**
 * Presses Tab until `target` has the focus, each stop with a visible focus ring; fails when the
 * target is not reached in MAX_TABS presses (a trap, or a control the keyboard cannot reach).
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  const handle = await target.elementHandle();
  for (let press = 0; press < MAX_TABS; press += 1) {
    await page.keyboard.press(key);
    const now = await focused(page);
    expect(now.ring, `a focus ring on ${now.what}`).toBe(true);
    if (await page.evaluate((element) => document.activeElement === element, handle)) return;
  }
  throw new Error(`focus did not reach ${target} in ${MAX_TABS} presses of ${key}`);
}

/** Tabs to the control and presses a key on it (Enter by default). */
async function press(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Focus starts from the top of the page, as after a page load. */
async function fromTop(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.locator('body').focus();
}

test('keyboard only: register as a visitor and open the badge', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { mobile } = newIdentity();
  await openPage(page, '/en/visit/register/');
  await fromTop(page);
  await typeInto(page, page.getByLabel('Name', { exact: true }), 'Keyboard Kim');
  await typeInto(page, page.getByLabel('Company', { exact: true }), 'Tab & Enter Bakery');
  await typeInto(page, page.getByLabel('Job title', { exact: true }), 'Buyer');
  const businessType = page.getByLabel('Business type');
  await expect(businessType.locator('option')).not.toHaveCount(1);
  await tabTo(page, businessType);
  await page.keyboard.press('ArrowDown');
  await expect(businessType).not.toHaveValue('');
  // The first interest, ticked with Space.
  await press(page, page.getByRole('group', { name: /interest/i }).getByRole('checkbox').first(), 'Space');
  await expect(page.getByRole('group', { name: /interest/i }).getByRole('checkbox').first()).toBeChecked();
  const country = page.getByLabel('Country or region');
  // A closed select chooses by typing its option's first letters.
  await tabTo(page, country);
  await page.keyboard.type('Germany');
  await expect(country).toHaveValue('Germany');
  await typeInto(page, page.getByLabel('Mobile number', { exact: true }), mobile);
  await expect(page.locator('form button[aria-label] img').first()).toBeVisible();
  await typeInto(page, page.getByLabel('Image code', { exact: true }), CAPTCHA_ANSWER);
  const mark = await outboxMark(request);
  await press(page, page.getByRole('button', { name: 'Get code' }));
  const code = await codeSentTo(request, mobile, mark);
  await typeInto(page, page.getByLabel('Verification code', { exact: true }), code);
  await press(page, page.getByRole('button', { name: 'Register' }));
  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();
  await fromTop(page);
  await press(page, page.getByRole('link', { name: 'Open the badge page (works offline)' }));
  await expect(page).toHaveURL(/\/en\/visit\/badge\/#/);
  await expect(page.getByRole('heading', { name: 'Keyboard Kim' })).toBeVisible();
  await expect(page.getByTestId('badge-number')).toBeVisible();
});

/** A member registered as a trade visitor of the show (for the meeting). */
async function visitorMember(request: APIRequestContext, name: string) {
  const member = await registerMember(request, name);
  const { mobile } = newIdentity();
  const code = await smsCodeByApi(request, mobile, 'visit');
  const types = ((await (await request.get('/api/common/dict/visitor_business_type')).json()) as { data: Array<{ dictValue: string }> }).data;
  const registered = await request.post('/api/visit/register', {
    headers: { lang: 'en_US', Authorization: `Bearer ${member.token}` },
    data: { name, company: 'Keys & Co', jobTitle: 'Buyer', country: 'Germany', province: '', mobile, code, businessType: types[0]!.dictValue, interests: [], days: [], purpose: '', shareContact: true },
  });
  expect(((await registered.json()) as { code: number }).code).toBe(200);
  return member;
}

test('keyboard only: a visitor requests a meeting and the team accepts it', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const exhibitorId = await freshExhibitor(request, 'keyboard');
  const stamp = Date.now() % 100000;
  const visitor = await visitorMember(request, `Keyboard Guest ${stamp}`);
  const team = await registerMember(request, `Keyboard Team ${stamp}`);
  await bindToExhibitor(request, team.token, exhibitorId, EDITOR);

  const guest = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInBrowser(guest, visitor, 'Keyboard Guest');
  await openPage(guest, `/en/exhibitors/${exhibitorId}/`);
  await fromTop(guest);
  await press(guest, guest.getByRole('button', { name: 'See free times' }));
  const slot = guest.getByRole('group', { name: 'Choose a time' }).locator('ul button:not([disabled])').first();
  await press(guest, slot);
  await expect(guest.getByRole('status').filter({ hasText: 'Your time:' })).toBeVisible();
  await press(guest, guest.getByRole('button', { name: 'Send the request' }));
  await expect(guest.getByRole('heading', { name: 'Request sent' })).toBeVisible();

  const host = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInBrowser(host, team, 'Keyboard Team');
  await openPage(host, '/en/member/exhibitor/meetings/');
  const card = host.locator('article').filter({ hasText: `Keyboard Guest ${stamp}` }).first();
  await fromTop(host);
  await press(host, card.getByRole('button', { name: 'Accept', exact: true }));
  await expect(host.getByText(/accepted/i).first()).toBeVisible();
});

test('keyboard only: a team member adds notes to a lead', async ({ page, request }) => {
  test.setTimeout(120_000);
  const exhibitorId = await freshExhibitor(request, 'keyboard');
  const stamp = Date.now() % 100000;
  const team = await registerMember(request, `Notes Team ${stamp}`);
  await bindToExhibitor(request, team.token, exhibitorId, EDITOR);
  const visitor = await visitorMember(request, `Lead Lena ${stamp}`);
  const badge = ((await (await request.get('/api/member/visit/badge', { headers: { Authorization: `Bearer ${visitor.token}` } })).json()) as { data: { token: string } }).data;
  const scanned = await request.post('/api/member/leads/scan', { headers: { Authorization: `Bearer ${team.token}`, lang: 'en_US' }, data: { scanId: `kb${Date.now()}`, code: badge.token, deviceId: 'keyboard-e2e' } });
  expect(((await scanned.json()) as { code: number }).code).toBe(200);

  await signInBrowser(page, team, 'Notes Team');
  await openPage(page, '/en/member/exhibitor/leads/');
  const lead = page.locator('article').filter({ hasText: `Lead Lena ${stamp}` }).first();
  await fromTop(page);
  await typeInto(page, lead.getByLabel('Notes'), 'Wants rye flour samples.');
  // A radio group is one Tab stop (its checked radio); the arrows choose within it.
  const rating = lead.getByRole('radio', { checked: true });
  const before = await rating.evaluate((radio) => radio.parentElement?.textContent);
  await press(page, rating, 'ArrowRight');
  expect(await lead.getByRole('radio', { checked: true }).evaluate((radio) => radio.parentElement?.textContent)).not.toBe(before);
  await press(page, lead.getByRole('button', { name: 'Save' }));
  await expect(lead.getByRole('status')).toBeVisible();
  await page.reload();
  await expect(page.locator('article').filter({ hasText: `Lead Lena ${stamp}` }).first().getByLabel('Notes')).toHaveValue('Wants rye flour samples.');
});

test("keyboard only: an editor approves an exhibitor's change", async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const exhibitorId = await freshExhibitor(request, 'keyboard');
  const stamp = Date.now();
  const team = await registerMember(request, `Change Team ${stamp % 100000}`);
  await bindToExhibitor(request, team.token, exhibitorId, EDITOR);
  // The team's change, made as the exhibitor-centre story makes it.
  const member = await (await browser.newContext()).newPage();
  await signInBrowser(member, team, 'Change Team');
  await openPage(member, '/en/member/exhibitor/profile/');
  const address = `Hall 3, stand ${stamp % 1000} (keyboard ${stamp})`;
  await member.getByLabel('Address (English)').fill(address);
  await member.getByRole('button', { name: 'Submit for review' }).click();
  await expect(member.getByText('Submitted: the organiser will review it')).toBeVisible();

  await editorToken(request, EDITOR);
  await openPage(page, '/en/editor/');
  await fromTop(page);
  await typeInto(page, page.getByLabel('Username'), EDITOR.username);
  await typeInto(page, page.getByLabel('Password'), EDITOR.password);
  await page.keyboard.press('Enter');
  await press(page, page.getByRole('button', { name: 'Exhibitor changes' }));
  const card = page.locator('article[aria-labelledby^="change-"]').filter({ hasText: address }).first();
  await press(page, card.getByRole('button', { name: 'Approve', exact: true }));
  await expect(page.locator('article[aria-labelledby^="change-"]').filter({ hasText: address })).toHaveCount(0);
});
