import type { Page } from '@playwright/test';
import { fillCode, newIdentity, outboxMark, sentTo } from './accounts';
import { expect, openPage, test } from './fixtures';
import { CONSENT_VERSION, consentWording } from '../../contract/consent';
import { RETENTION_DEFAULT_DAYS, RETENTION_KINDS } from '../../contract/retention';

// Consent that travels with the data (issue 35, items 4 and 5): the registration asks separately
// for the transfer outside mainland China, in the contract's wording; the badge page shows the
// consent and its history; the privacy page prints the retention periods in both languages.

const CURRENT = consentWording(CONSENT_VERSION);
const WORDING = { share: CURRENT.share, transfer: CURRENT.transfer! };
const SHOTS = process.env.E2E_SHOTS_DIR;
const BADGE_LINK = /https?:\/\/\S+\/visit\/badge\/#[A-Za-z0-9_-]+/;

async function register(page: Page, request: Parameters<typeof fillCode>[1], name: string, consent: { share: boolean; transfer: boolean }) {
  const { email } = newIdentity();
  await openPage(page, '/en/visit/register/');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Company', { exact: true }).fill('Brot GmbH');
  await page.getByLabel('Job title', { exact: true }).fill('Buyer');
  await page.getByLabel('Country or region').selectOption('Germany');
  const businessType = page.getByLabel('Business type');
  await expect(businessType.locator('option')).not.toHaveCount(1);
  await businessType.selectOption({ index: 1 });
  const share = page.getByRole('checkbox', { name: WORDING.share.en });
  const transfer = page.getByRole('checkbox', { name: WORDING.transfer.en });
  await expect(share).not.toBeChecked();
  await expect(transfer).not.toBeChecked();
  if (consent.share) await share.check();
  if (consent.transfer) await transfer.check();
  await page.getByRole('button', { name: 'E-mail', exact: true }).click();
  await page.getByLabel('E-mail address').fill(email);
  await fillCode(page, request, email, { captcha: 'Image code', getCode: 'Get code', code: 'Verification code' });
  const mark = await outboxMark(request);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();
  return new URL(await sentTo(request, email, mark, BADGE_LINK, 'the badge link'));
}

test.describe('registration', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('with and without the transfer consent: the badge page shows each consent and its history, in the wording version', async ({ page, request, consoleErrors }) => {
    test.setTimeout(120_000);
    const without = await register(page, request, 'Nina Ohne', { share: true, transfer: false });
    await openPage(page, without.pathname + without.hash);
    const consent = page.getByRole('region', { name: 'My consent' });
    await expect(consent.getByRole('checkbox', { name: WORDING.share.en })).toBeChecked();
    await expect(consent.getByRole('checkbox', { name: WORDING.transfer.en })).not.toBeChecked();
    await expect(page.getByTestId('consent-history').getByRole('listitem')).toHaveText([
      new RegExp(`Sharing agreed · wording version ${CONSENT_VERSION}$`),
      new RegExp(`Transfer outside mainland China not agreed · wording version ${CONSENT_VERSION}$`),
    ]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/consent-badge-375-en.png`, fullPage: true });

    // The visitor agrees to the transfer later, on the badge page: recorded.
    await consent.getByRole('checkbox', { name: WORDING.transfer.en }).check();
    await consent.getByRole('button', { name: 'Save my consent' }).click();
    await expect(page.getByTestId('consent-history').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('consent-history').getByRole('listitem').last()).toContainText('Transfer outside mainland China agreed');

    const withTransfer = await register(page, request, 'Mia Mit', { share: true, transfer: true });
    await openPage(page, withTransfer.pathname + withTransfer.hash);
    await expect(page.getByRole('region', { name: 'My consent' }).getByRole('checkbox', { name: WORDING.transfer.en })).toBeChecked();
    expect(consoleErrors).toEqual([]);
  });
});

test('the privacy page prints the retention periods of contract/retention.ts and the consent wording, in both languages', async ({ page }) => {
  for (const [path, lang, heading] of [['/page/privacy/', 'zh', '我们保存多久'], ['/en/page/privacy/', 'en', 'How long we keep it']] as const) {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, path);
      const retention = page.getByTestId('privacy-rules').filter({ has: page.getByRole('heading', { name: heading }) });
      const lines = await retention.getByRole('listitem').allTextContents();
      expect(lines.slice(0, RETENTION_KINDS.length).map((line) => Number(line.match(/\d+/)?.[0]))).toEqual(RETENTION_KINDS.map((kind) => RETENTION_DEFAULT_DAYS[kind]));
      await expect(page.getByText(WORDING.transfer[lang], { exact: false }).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/privacy-${width}-${lang}.png`, fullPage: true });
    }
  }
});

test('the registration page at 375 and 1440 px in both languages (screenshots)', async ({ page }) => {
  for (const path of ['/visit/register/', '/en/visit/register/']) {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, path);
      const lang = path.startsWith('/en') ? 'en' : 'zh';
      await expect(page.getByRole('checkbox', { name: WORDING.transfer[lang] })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/register-${width}-${lang}.png`, fullPage: true });
    }
  }
});
