import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, openPage } from './fixtures';
import { CAPTCHA_ANSWER, aMinuteLaterFor, codeSentTo, newIdentity, outboxMark, registerMember, signInBrowser, smsCodeByApi } from './accounts';

// Closing an account (issue 35, item 2): a member asks to close in My data with a code sent to the
// account's mobile, sees the grace state, signs in again and the closing is cancelled. A visitor
// without an account deletes a registration from the badge page, confirmed.

const SHOTS = path.resolve(__dirname, '../test-results/close-account');

const TEXTS = {
  '': { lang: 'zh_CN', title: '注销账号', getCode: '获取验证码', code: '验证码', confirm: '注销账号', closing: /正在注销中/, cancelled: /注销已撤销/, signIn: '登录以撤销注销', logIn: '登录', delete: '删除我的登记', deleted: /登记已删除/ },
  '/en': { lang: 'en_US', title: 'Close my account', getCode: 'Get the code', code: 'Code', confirm: 'Close my account', closing: /is being closed/, cancelled: /closing was cancelled/, signIn: 'Sign in to cancel the closing', logIn: 'Log in', delete: 'Delete my registration', deleted: /registration was deleted/ },
} as const;

const shot = (name: string) => path.join(SHOTS, `${name}.png`);

/** Signs in with the password through the API, as the sign-in page does: the new session's token. */
async function signInAgain(request: APIRequestContext, mobile: string): Promise<string> {
  const captcha = ((await (await request.get('/api/common/captcha/init')).json()) as { data: { captchaId: string } }).data;
  const answer = (await (await request.post('/api/auth/login', { data: { username: mobile, password: 'member-2027', captchaId: captcha.captchaId, captchaCode: CAPTCHA_ANSWER } })).json()) as { code: number; data: string };
  expect(answer.code).toBe(200);
  return answer.data;
}

for (const [prefix, text] of Object.entries(TEXTS)) {
  const lang = prefix ? 'en' : 'zh';
  test(`a member asks to close, sees the grace, signs in again and the closing is cancelled (${lang})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    const member = await registerMember(request, `Closer ${lang}`);
    await aMinuteLaterFor(request, member.mobile);
    await signInBrowser(page, member, `Closer ${lang}`);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, `${prefix}/member/data/`);
      const section = page.getByRole('region', { name: text.title });
      await expect(section.getByRole('button', { name: text.getCode })).toBeEnabled();
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(`open-${lang}-${width}`), fullPage: true });
    }
    const section = page.getByRole('region', { name: text.title });
    // the header's account area (the strip's, shown at 1440 px) names the member until the closing
    const account = page.getByRole('banner').locator('summary, a').filter({ visible: true });
    await expect(account.filter({ hasText: `Closer ${lang}` })).toHaveCount(1);
    const mark = await outboxMark(request);
    await section.getByRole('button', { name: text.getCode }).click();
    const code = await codeSentTo(request, member.mobile, mark);
    await section.getByLabel(text.code, { exact: true }).fill(code);
    await section.getByRole('button', { name: text.confirm }).click();
    await expect(section.getByRole('status')).toHaveText(text.closing);
    await expect(section.getByRole('link', { name: text.signIn })).toBeVisible();
    // the header follows the session at once, without a reload: no name, "Log in" instead
    await expect(account.filter({ hasText: `Closer ${lang}` })).toHaveCount(0);
    await expect(account.filter({ hasText: text.logIn })).toHaveCount(1);
    await page.screenshot({ path: shot(`closing-${lang}-1440`), fullPage: true });
    await page.setViewportSize({ width: 375, height: 900 });
    await page.screenshot({ path: shot(`closing-${lang}-375`), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    // the old session ended with the request
    expect((await request.get('/api/member/account-close', { headers: { Authorization: `Bearer ${member.token}` } })).status()).toBe(401);

    const token = await signInAgain(request, member.mobile);
    await signInBrowser(page, { token, id: member.id }, `Closer ${lang}`);
    await openPage(page, `${prefix}/member/data/`);
    const again = page.getByRole('region', { name: text.title });
    await expect(again.getByRole('status')).toHaveText(text.cancelled);
    await again.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(`cancelled-${lang}-1440`), fullPage: true });
    const state = (await (await request.get('/api/member/account-close', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { state: string } };
    expect(state.data.state).toBe('open');
  });

  test(`a visitor deletes a registration from the badge page, confirmed (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    const { mobile } = newIdentity();
    const code = await smsCodeByApi(request, mobile, 'visit');
    const dict = ((await (await request.get('/api/common/dict/visitor_business_type')).json()) as { data: Array<{ dictValue: string }> }).data;
    const registered = (await (await request.post('/api/visit/register', { headers: { lang: text.lang }, data: { name: `Deleter ${lang}`, company: 'Crumb Ltd', jobTitle: 'Owner', country: 'Italy', mobile, code, businessType: dict[0]!.dictValue, interests: [], days: [], shareContact: false } })).json()) as { code: number; data: { token: string } };
    expect(registered.code).toBe(200);
    const token = registered.data.token;
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, `${prefix}/visit/badge/#${token}`);
      await expect(page.getByRole('button', { name: text.delete })).toBeVisible();
      await page.screenshot({ path: shot(`badge-${lang}-${width}`), fullPage: true });
    }
    await page.getByRole('button', { name: text.delete }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: shot(`badge-confirm-${lang}-1440`) });
    await dialog.getByRole('button', { name: text.delete }).click();
    await expect(page.getByRole('status').filter({ hasText: text.deleted })).toBeVisible();
    await page.screenshot({ path: shot(`badge-deleted-${lang}-1440`), fullPage: true });
    const badge = await request.get('/api/visit/badge', { headers: { 'x-badge-token': token } });
    expect(((await badge.json()) as { code: number }).code).toBe(404);
  });
}
