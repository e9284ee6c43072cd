import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { OnboardingBoard, OnboardingRow } from '../../contract/onboarding';
import { editorToken, EXHIBITOR_POOLS, fillCode, newIdentity, outboxMark, sentTo } from './accounts';
import { expect, openPage, test } from './fixtures';

// Onboarding: an editor sends a claim invitation from the console's onboarding board; the e-mailed
// link takes a newcomer through registering to the binding page with the code filled in; the
// board then shows the exhibitor as claimed. (Without SMTP the product's e-mails go to its outbox,
// read here through the local admin API.)

const SHOTS = process.env.E2E_SHOTS_DIR;
const EDITOR = { username: 'onboarding.editor', password: 'onboarding-editor-password' };
const EN = { captcha: 'Image code', getCode: 'Get code', code: 'Verification code' };

/**
 * An exhibitor nobody has invited or claimed, with a contact address: the highest such id of the
 * story's pool, a new one on each run (the data directory persists). No exhibitor is created, so
 * the story starts no site rebuild.
 */
async function neverInvited(request: APIRequestContext, token: string): Promise<OnboardingRow> {
  const page = async (pageNum: number) => ((await (await request.get(`/api/editor/onboarding?filter=notInvited&pageSize=50&pageNum=${pageNum}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: OnboardingBoard }).data;
  const { total } = await page(1);
  const pool = EXHIBITOR_POOLS.onboarding;
  for (let pageNum = Math.ceil(total / 50); pageNum >= 1; pageNum -= 1) {
    const found = (await page(pageNum)).rows.reverse().find((row) => row.email?.includes('@') && row.exhibitorId >= pool.first && row.exhibitorId < pool.first + pool.count);
    if (found) return found;
  }
  throw new Error('no exhibitor is left that was never invited');
}

async function signInConsole(page: Page, prefix: '' | '/en') {
  await page.goto(`${prefix}/editor/`);
  await page.getByLabel(prefix ? 'Username' : '用户名').fill(EDITOR.username);
  await page.getByLabel(prefix ? 'Password' : '密码').fill(EDITOR.password);
  await page.getByRole('button', { name: prefix ? 'Sign in' : '登录' }).click();
}

test('an editor invites an exhibitor from the board; the e-mailed link binds a newly registered member; the board shows it claimed', async ({ page, browser, request, consoleErrors }) => {
  test.setTimeout(180_000);
  const token = await editorToken(request, EDITOR);
  const exhibitor = await neverInvited(request, token);
  const contact = exhibitor.email!;
  const name = exhibitor.nameEn ?? exhibitor.nameZh!;
  const exhibitorId = exhibitor.exhibitorId;

  // The editor finds the exhibitor on the board and sends it the invitation.
  await signInConsole(page, '/en');
  await page.getByRole('button', { name: 'Onboarding', exact: true }).click();
  await expect(page.getByTestId('onboarding-count-exhibitors')).not.toHaveText('0');
  await page.getByLabel('Keyword').fill(contact);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId(`onboarding-row-${exhibitorId}`);
  await expect(row).toContainText('Not claimed');
  await expect(row).toContainText('not invited');
  await row.getByRole('checkbox').check();
  const mark = await outboxMark(request);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Invite the chosen (1)' }).click();
  await expect(page.getByRole('status')).toHaveText('Invitations queued: 1. Reminders queued: 0.');
  await expect(row).toContainText('1×');

  // The e-mail holds the link to the binding page with the code; a newcomer follows it in English.
  const link = await sentTo(request, contact, mark, /http\S+\/en\/member\/binding\/\?code=[A-Z0-9]+/, 'the claim link');
  const code = new URL(link).searchParams.get('code')!;
  const newcomer = await (await browser.newContext()).newPage();
  await newcomer.goto(link);
  await expect(newcomer).toHaveURL(/\/en\/login\/\?redirectUrl=/);
  await newcomer.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await newcomer.locator('#content').getByRole('link', { name: 'Register', exact: true }).click();
  await expect(newcomer).toHaveURL(/\/en\/register\/\?redirectUrl=/);
  await newcomer.getByRole('button', { name: 'With an e-mail address' }).click();
  const { email } = newIdentity();
  await newcomer.getByLabel('E-mail address').fill(email);
  await fillCode(newcomer, request, email, EN);
  await newcomer.getByLabel('Password (at least 6 characters)').fill('claim-2027');
  await newcomer.getByRole('checkbox').check();
  await newcomer.getByRole('button', { name: 'Create my account' }).click();
  await expect(newcomer).toHaveURL(new RegExp(`/en/member/binding/\\?code=${code}$`));
  await expect(newcomer.getByRole('textbox', { name: 'Invitation code' })).toHaveValue(code);
  await newcomer.getByRole('button', { name: 'Bind with the invitation code' }).click();
  await expect(newcomer.getByText('Your account is bound to the exhibitor').first()).toBeVisible();
  await expect(newcomer.getByText(name, { exact: true })).toBeVisible();

  // The board shows the exhibitor claimed, by one member.
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(row).toContainText('Claimed');
  await expect(row).toContainText('1 member');
  await expect(row.getByRole('checkbox')).toBeDisabled();

  if (SHOTS) {
    for (const prefix of ['/en', ''] as const) {
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: width < 500 ? 800 : 900 });
        await openPage(page, `${prefix}/editor/`);
        await page.getByRole('button', { name: prefix ? 'Onboarding' : '展商入驻', exact: true }).click();
        await expect(page.getByTestId(`onboarding-count-claimed`)).not.toHaveText('0');
        const file = path.join(SHOTS, `onb-board-${prefix ? 'en' : 'zh'}-${width}.png`);
        // On a phone the menu comes first: the board itself is the picture.
        if (width < 500) await page.locator('section[aria-labelledby="onboarding-title"]').screenshot({ path: file });
        else await page.screenshot({ path: file, fullPage: true });
      }
    }
  }
  expect(consoleErrors).toEqual([]);
});
