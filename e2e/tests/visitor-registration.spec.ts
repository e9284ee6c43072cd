import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { aMinuteLaterFor, bindToExhibitor, fillCode, freshExhibitor, newIdentity, outboxMark, registerMember, sentTo, signInBrowser, smsCodeByApi } from './accounts';
import { expect, openPage, test } from './fixtures';
import { readQr } from './qr';
import { CONSENT_VERSION, consentWording } from '../../contract/consent';
import { axeViolations, described, serious as isSerious } from './axe';

// A trade visitor pre-registers on the phone, in Chinese by SMS and in English by e-mail, gets the
// e-badge (its QR holds the token of the link sent by SMS or e-mail), registers again with the same
// number and gets the same badge, opens the badge from the link, and shows it at the gate offline.

const ZH = {
  path: '/visit/register/',
  code: { captcha: '图形验证码', getCode: '获取验证码', code: '验证码' },
  name: '姓名',
  company: '公司名称',
  jobTitle: '职位',
  country: '国家/地区',
  province: '省份/地区',
  businessType: '业务类型',
  share: consentWording(CONSENT_VERSION).share.zh,
  submit: '提交登记',
  done: '登记成功',
  again: '您已登记过本届展会',
  qr: /胸卡二维码/,
};
const EN = {
  path: '/en/visit/register/',
  code: { captcha: 'Image code', getCode: 'Get code', code: 'Verification code' },
  name: 'Name',
  company: 'Company',
  jobTitle: 'Job title',
  country: 'Country or region',
  province: 'Province or region',
  businessType: 'Business type',
  share: consentWording(CONSENT_VERSION).share.en,
  submit: 'Register',
  done: 'You are registered',
  again: 'You had registered for this show already',
  qr: /Badge QR code/,
};

/** Screenshots of the member centre and the offline badge, when asked for (E2E_SHOTS_DIR). */
const SHOTS = process.env.E2E_SHOTS_DIR;

/** A badge number as shown: XXXX-XXXX in Crockford's base 32 (contract/visitor.ts). */
const BADGE_NUMBER_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
/** The link to the badge sent after registering (the token in its fragment). */
const BADGE_LINK = /https?:\/\/\S+\/visit\/badge\/#[A-Za-z0-9_-]+/;

test.use({ viewport: { width: 375, height: 812 } });

test('in Chinese by SMS: client checks, a wrong code at its field, the badge, the same badge again, the badge page from the link', async ({ page, request, consoleErrors }) => {
  test.setTimeout(120_000);
  const { mobile } = newIdentity();
  await openPage(page, ZH.path);

  // Nothing filled in: the form says what is missing, at each field.
  await page.getByRole('button', { name: ZH.submit }).click();
  await expect(page.getByLabel(ZH.name, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('不能为空').first()).toBeVisible();
  // China is preselected on the Chinese form, so the province is asked.
  await expect(page.getByLabel(ZH.country, { exact: true })).toHaveValue('China');
  await expect(page.getByLabel(ZH.province)).toHaveAttribute('aria-invalid', 'true');

  await fillQuestionnaire(page, ZH, { name: '王小明', company: '上海麦香烘焙有限公司', jobTitle: '采购经理' });
  await page.getByLabel(ZH.province).selectOption('Guangdong');
  await page.getByRole('checkbox', { name: '烘焙设备' }).check();
  await page.getByRole('checkbox', { name: /^第1天/ }).check();
  await expect(page.getByRole('checkbox', { name: ZH.share })).not.toBeChecked();

  await page.getByLabel('手机号', { exact: true }).fill(mobile);
  await fillCode(page, request, mobile, ZH.code);
  // A wrong code: the API's 400 shows at the code field; the right one then goes through.
  const code = await page.getByLabel(ZH.code.code, { exact: true }).inputValue();
  await page.getByLabel(ZH.code.code, { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: ZH.submit }).click();
  await expect(page.getByLabel(ZH.code.code, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('验证码错误或已过期')).toBeVisible();
  // Chromium logs that 400 answer as a console error: expected here, and only here.
  expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  consoleErrors.length = 0;
  await page.getByLabel(ZH.code.code, { exact: true }).fill(code);
  const mark = await outboxMark(request);
  await page.getByRole('button', { name: ZH.submit }).click();

  await expect(page.getByRole('heading', { name: ZH.done })).toBeVisible();
  await expect(page.getByText(`电子胸卡的链接已发送至 ${mobile}`)).toBeVisible();
  const number = (await page.getByTestId('badge-number').textContent()) ?? '';
  expect(number).toMatch(BADGE_NUMBER_PATTERN);
  await expect(page.getByRole('heading', { name: '王小明' })).toBeVisible();
  const link = new URL(await sentTo(request, mobile, mark, BADGE_LINK, 'the badge link'));
  const token = link.hash.slice(1);
  await expectQr(page.getByRole('img', { name: ZH.qr }), token);

  // The print view: the badge alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByRole('button', { name: '打印胸卡' })).toBeHidden();
  await expect(page.getByTestId('badge-number')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Registering again with the same number gives the same badge (one code per number a minute).
  await aMinuteLaterFor(request, mobile);
  await openPage(page, ZH.path);
  await fillQuestionnaire(page, ZH, { name: '王小明', company: '上海麦香烘焙有限公司', jobTitle: '采购经理' });
  await page.getByLabel(ZH.province).selectOption('Shanghai');
  await page.getByLabel('手机号', { exact: true }).fill(mobile);
  await fillCode(page, request, mobile, ZH.code);
  await page.getByRole('button', { name: ZH.submit }).click();
  await expect(page.getByRole('heading', { name: ZH.again })).toBeVisible();
  await expect(page.getByTestId('badge-number')).toHaveText(number);

  // The link sent by SMS opens the badge page.
  await openPage(page, link.pathname + link.hash);
  await expect(page.getByTestId('badge-number')).toHaveText(number);
  await expectQr(page.getByRole('img', { name: ZH.qr }), token);
  expect(consoleErrors).toEqual([]);
});

test('in English by e-mail: no province outside China, the badge with its link', async ({ page, request, consoleErrors }) => {
  const { email } = newIdentity();
  await openPage(page, EN.path);
  await fillQuestionnaire(page, EN, { name: 'Anna Schmidt', company: 'Backhaus Schmidt GmbH', jobTitle: 'Head baker' });
  await page.getByLabel(EN.country, { exact: true }).selectOption('Germany');
  await expect(page.getByLabel(EN.province)).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Ingredients' }).check();
  await page.getByRole('checkbox', { name: EN.share }).check();
  await page.getByLabel('Purpose of your visit (optional)').fill('Meet flour mills');

  await page.getByRole('button', { name: 'E-mail', exact: true }).click();
  await page.getByLabel('E-mail address').fill(email);
  await fillCode(page, request, email, EN.code);
  // The image code is shown at the size it is drawn, not squeezed (Lighthouse's image-aspect-ratio).
  const drawn = await page.locator('form button[aria-label] img').first().evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight, img.clientWidth, img.clientHeight]);
  expect(drawn.slice(2)).toEqual(drawn.slice(0, 2));
  const mark = await outboxMark(request);
  await page.getByRole('button', { name: EN.submit }).click();

  await expect(page.getByRole('heading', { name: EN.done })).toBeVisible();
  await expect(page.getByText(`We have sent the link to your e-badge to ${email}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Anna Schmidt' })).toBeVisible();
  const link = new URL(await sentTo(request, email, mark, BADGE_LINK, 'the badge link'));
  expect(link.pathname).toBe('/en/visit/badge/');
  await expectQr(page.getByRole('img', { name: EN.qr }), link.hash.slice(1));
  await page.getByRole('link', { name: 'Open the badge page (works offline)' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/visit/badge/#${link.hash.slice(1)}$`));
  await expect(page.getByRole('heading', { name: 'Anna Schmidt' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the list of countries fills when the visitor first reaches the form, not as the page loads; a click straight on it offers every country', async ({ page, consoleErrors }) => {
  await openPage(page, EN.path);
  await page.waitForLoadState('networkidle');
  const country = page.getByLabel(EN.country, { exact: true });
  // Only "Choose…" while nobody has touched the form: the ~240 options cost the page's load most of its blocking time.
  await expect(country.locator('option')).toHaveCount(1);
  await country.click();
  expect(await country.locator('option').count()).toBeGreaterThan(200);
  await page.keyboard.press('Escape');
  await country.selectOption('Japan');
  await expect(country).toHaveValue('Japan');
  expect(consoleErrors).toEqual([]);
});

test('a member registers from the profile; an exhibitor scans the badge; the member withdraws consent in the member centre', async ({ page, request, consoleErrors }) => {
  const member = await registerMember(request, 'Lena Baker');
  await signInBrowser(page, member, 'Lena Baker');
  await openPage(page, EN.path);
  // The form starts from the profile: the nickname, the account's mobile number.
  await expect(page.getByText('You are signed in (Lena Baker)')).toBeVisible();
  await expect(page.getByLabel(EN.name, { exact: true })).toHaveValue('Lena Baker');
  await expect(page.getByLabel('Mobile number')).toHaveValue(member.mobile);
  await fillQuestionnaire(page, EN, { name: 'Lena Baker', company: 'Nordic Rye AB', jobTitle: 'Owner' });
  await page.getByLabel(EN.country, { exact: true }).selectOption('Sweden');
  await page.getByRole('checkbox', { name: EN.share }).check();
  // The account's number got a code a moment ago (one a minute): this registration confirms an e-mail address.
  const { email } = newIdentity();
  await page.getByRole('button', { name: 'E-mail', exact: true }).click();
  await page.getByLabel('E-mail address').fill(email);
  await fillCode(page, request, email, EN.code);
  await page.getByRole('button', { name: EN.submit }).click();
  await expect(page.getByRole('heading', { name: EN.done })).toBeVisible();
  const number = (await page.getByTestId('badge-number').textContent()) ?? '';

  // A member of an exhibitor's team scans the badge at the stand.
  const exhibitorId = await freshExhibitor(request, 'visitorStand');
  const exhibitorName = ((await (await request.get(`/api/common/exhibitor/${exhibitorId}`, { headers: { lang: 'en_US' } })).json()) as { data: { name: string } }).data.name;
  const stand = await registerMember(request, 'Stand Staff');
  await bindToExhibitor(request, stand.token, exhibitorId, { username: 'visitor.editor', password: 'visitor-editor-password' });
  const badge = ((await (await request.get('/api/member/visit/badge', { headers: { Authorization: `Bearer ${member.token}` } })).json()) as { data: { token: string } }).data;
  const standAuth = { Authorization: `Bearer ${stand.token}`, lang: 'en_US' };
  const scanned = (await (await request.post('/api/member/leads/scan', { headers: standAuth, data: { scanId: `scan${Date.now()}`, code: badge.token, deviceId: 'stand-device-e2e' } })).json()) as { code: number; data: { email: string | null } };
  expect(scanned.code).toBe(200);
  expect(scanned.data.email).toBe(email);

  // My badge in the member centre: the badge, and the exhibitor that has my contact details.
  await openPage(page, '/en/member/badge/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My badge');
  await expect(page.getByTestId('badge-number')).toHaveText(number);
  const row = page.getByRole('listitem').filter({ hasText: exhibitorName });
  await expect(row.getByTestId('scan-state')).toHaveText('Has your contact details');
  await row.getByRole('button', { name: 'Withdraw consent' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(row.getByTestId('scan-state')).toHaveText('Consent withdrawn: contact details hidden');
  await expect(row.getByRole('button', { name: 'Withdraw consent' })).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/member-badge-en-375.png`, fullPage: true });

  // The exhibitor's copy is masked from now on.
  const leads = (await (await request.get('/api/member/leads', { headers: standAuth })).json()) as { data: { rows: Array<{ name: string; email: string | null; consent: string }> } };
  const lead = leads.data.rows.find((row) => row.name === 'Lena Baker');
  expect(lead).toMatchObject({ consent: 'withdrawn' });
  expect(lead?.email ?? '').not.toContain(email);
  expect(consoleErrors).toEqual([]);
});

test('the registration form (with its errors) and the badge page have no serious or critical accessibility violation', async ({ page, request }) => {
  const serious = async () =>
    (await axeViolations(page)).filter(isSerious).map((v) => `${page.url()} ${described(v)}`);
  const found: string[] = [];
  for (const labels of [ZH, EN]) {
    await openPage(page, labels.path);
    await expect(page.getByLabel(labels.businessType).locator('option')).not.toHaveCount(1);
    found.push(...(await serious()));
    await page.getByRole('button', { name: labels.submit }).click();
    await expect(page.getByLabel(labels.name, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    found.push(...(await serious()));
  }
  const badge = await registerByApi(request);
  await openPage(page, `/en/visit/badge/#${badge.token}`);
  await expect(page.getByRole('img', { name: EN.qr }).locator('svg')).toBeVisible();
  found.push(...(await serious()));
  expect(found).toEqual([]);
});

test.describe('offline at the gate', () => {
  // The service worker keeps the badge page (the other specs block workers, playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, the badge page shows the badge and its QR with no network, in both languages', async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const badge = await registerByApi(request);
    await openPage(page, `/visit/badge/#${badge.token}`);
    await expect(page.getByTestId('badge-number')).toHaveText(badge.number);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('当前无网络：显示的是保存在本机的胸卡。')).toBeVisible();
    await expect(page.getByTestId('badge-number')).toHaveText(badge.number);
    await expectQr(page.getByRole('img', { name: ZH.qr }), badge.token);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/badge-offline-zh-375.png`, fullPage: true });

    // The English page, never opened, from the precache; without a link it shows the badge kept last.
    await page.goto('/en/visit/badge/');
    await expect(page.getByTestId('badge-number')).toHaveText(badge.number);
    await expectQr(page.getByRole('img', { name: EN.qr }), badge.token);
    await context.setOffline(false);
  });
});

/** Fills the questionnaire's texts and the first business type. */
async function fillQuestionnaire(page: Page, labels: typeof ZH, values: { name: string; company: string; jobTitle: string }) {
  await page.getByLabel(labels.name, { exact: true }).fill(values.name);
  await page.getByLabel(labels.company, { exact: true }).fill(values.company);
  await page.getByLabel(labels.jobTitle, { exact: true }).fill(values.jobTitle);
  const businessType = page.getByLabel(labels.businessType);
  await expect(businessType.locator('option')).not.toHaveCount(1);
  await businessType.selectOption({ index: 1 });
}

/** The QR code is drawn, at least 240 px wide, and reads as the badge's token. */
async function expectQr(qr: Locator, token: string) {
  await expect(qr.locator('svg')).toBeVisible();
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(240);
  expect(await readQr(await qr.screenshot())).toBe(token);
}

/** A visitor registered through the API as the form does (code by SMS, scene visit); its badge. */
async function registerByApi(request: APIRequestContext): Promise<{ token: string; number: string }> {
  const { mobile } = newIdentity();
  const code = await smsCodeByApi(request, mobile, 'visit');
  const dict = ((await (await request.get('/api/common/dict/visitor_business_type')).json()) as { data: Array<{ dictValue: string }> }).data;
  const body = { name: '离线测试', company: '面包坊', jobTitle: '店长', country: 'China', province: 'Zhejiang', mobile, code, businessType: dict[0]!.dictValue, interests: [], days: [], shareContact: false };
  const answer = (await (await request.post('/api/visit/register', { data: body })).json()) as { code: number; data: { token: string; number: string } };
  expect(answer.code).toBe(200);
  return answer.data;
}
