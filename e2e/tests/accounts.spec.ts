import { aMinuteLaterFor, answerCaptcha, codeSentTo, fillCode, newIdentity, outboxMark } from './accounts';
import { expect, openPage, test } from './fixtures';

// Visitors create accounts, sign in three ways, come back to a guarded page, edit the profile,
// bind and unbind an exhibitor, meet the sign-in dialog once when their session ends, sign out.

const EN = { captcha: 'Image code', getCode: 'Get code', code: 'Verification code' };
const ZH = { captcha: '图形验证码', getCode: '获取验证码', code: '验证码' };
const PASSWORD = 'croissant-2027';

test('register by e-mail in English, sign out, sign in with the password, then by SMS code', async ({ page, request, consoleErrors }) => {
  test.setTimeout(90_000);
  const { email, mobile } = newIdentity();
  await openPage(page, '/en/register/');
  await page.getByRole('button', { name: 'With an e-mail address' }).click();
  await page.getByLabel('E-mail address').fill(email);
  await fillCode(page, request, email, EN);
  await page.getByLabel('Password (at least 6 characters)').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Please accept the privacy policy and the user agreement')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/en\/member\/userInfo\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal info');

  // A mobile number added in the profile is a second way in, confirmed with a code sent to it
  // (one code per number and minute).
  await page.getByLabel('Nickname').fill('Baker One');
  await page.getByLabel('Mobile number').fill(mobile);
  const mark = await outboxMark(request);
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByLabel('Code sent to the new number').fill(await codeSentTo(request, mobile, mark));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile is saved')).toBeVisible();

  await page.locator('header summary').filter({ visible: true }).first().click();
  await page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/en\/$/);

  await openPage(page, '/en/login/');
  await page.getByLabel('Mobile or e-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await answerCaptcha(page, 'Image code');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/member\/userInfo\/$/);

  // A later visit without the session cookie; leaving the page first, so no request of the
  // signed-in page is still in flight when the cookie goes (its 401 would be a console error).
  await page.goto('about:blank');
  await page.context().clearCookies();
  await openPage(page, '/en/login/');
  await page.getByRole('button', { name: 'SMS code' }).click();
  await page.getByLabel('Mobile number').fill(mobile);
  // The number got its profile code less than a minute ago: the next one may be asked for a minute after it.
  await aMinuteLaterFor(request, mobile);
  await fillCode(page, request, mobile, EN);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/member\/userInfo\/$/);
  expect(consoleErrors).toEqual([]);
});

test('register by mobile in Chinese, then a guarded page sends a signed-out visitor to sign in by e-mail code and back', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { mobile, email } = newIdentity();
  await openPage(page, '/register/');
  await page.getByLabel('手机号').fill('12345');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('手机号码格式不正确')).toBeVisible();
  await page.getByLabel('手机号').fill(mobile);
  await fillCode(page, request, mobile, ZH);
  await page.getByLabel('密码（至少6位）').fill('12345');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('密码至少6位')).toBeVisible();
  await page.getByLabel('密码（至少6位）').fill(PASSWORD);
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/userInfo\/$/);
  await page.getByLabel('昵称').fill('面包师');
  await page.getByLabel('邮箱', { exact: true }).fill(email);
  const mark = await outboxMark(request);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('新邮箱收到的验证码').fill(await codeSentTo(request, email, mark));
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('个人信息已保存')).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/member/binding/');
  await expect(page).toHaveURL(/\/login\/\?redirectUrl=%2Fmember%2Fbinding%2F$/);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: '邮箱登录' }).click();
  await page.getByLabel('邮箱').fill(email);
  // The address got its profile code less than a minute ago: the next one may be asked for a minute after it.
  await aMinuteLaterFor(request, email);
  await fillCode(page, request, email, ZH);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/binding\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('展商绑定');
});

test('a member edits the profile, binds and unbinds an exhibitor, and sees the sign-in dialog once when the session ends', async ({ page, request }) => {
  // Member pages opened directly (reload) while signed in render without a hydration error.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const { email } = newIdentity();
  await openPage(page, '/en/register/');
  await page.getByRole('button', { name: 'With an e-mail address' }).click();
  await page.getByLabel('E-mail address').fill(email);
  await fillCode(page, request, email, EN);
  await page.getByLabel('Password (at least 6 characters)').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/en\/member\/userInfo\/$/);

  await expect(page.getByText('Please complete your information')).toBeVisible();
  await page.getByLabel('Nickname').fill('Pastry Anna');
  await page.getByLabel('Company').fill('Anna Patisserie');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile is saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nickname')).toHaveValue('Pastry Anna');
  await expect(page.locator('header').getByText('Pastry Anna').first()).toBeAttached();

  await page.getByRole('link', { name: 'Exhibitor binding' }).click();
  await page.getByLabel('Exhibitor login').fill('exhibitor3');
  await page.getByLabel('Exhibitor password').fill('wrong-password');
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.getByLabel('Exhibitor password').fill('Bakery2027');
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page.getByText('Your account is bound to the exhibitor')).toBeVisible();
  await expect(page.locator('section[aria-labelledby="binding-title"] h2')).not.toHaveText('');
  await page.getByRole('button', { name: 'Unbind' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Unbind this exhibitor?');
  await dialog.getByRole('button', { name: 'Unbind' }).click();
  await expect(page.getByLabel('Exhibitor login')).toBeVisible();

  // The session ends on the server (signed out elsewhere): one dialog, however many calls fail.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'expo_token')!.value;
  await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  await page.getByRole('link', { name: 'Personal info' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(1);
  await expect(page.getByRole('alertdialog')).toContainText('Invalid, please sign in');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'expo_token')).toBeUndefined();
  expect(pageErrors).toEqual([]);
});

test('the sign-in and register forms are in the page as it arrives, disabled until their code runs, and do not move when it does', async ({ page }) => {
  for (const [path, field] of [['/en/login/', 'Mobile or e-mail'], ['/register/', '手机号']] as const) {
    // The site's scripts never run: the static HTML alone.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(path);
    const input = page.getByLabel(field, { exact: false }).first();
    await expect(input).toBeVisible();
    await expect(input).toBeDisabled();
    const staticBox = await input.boundingBox();
    await page.unroute(/\.js(\?|$)/);
    await openPage(page, path);
    await expect(input).toBeEnabled();
    expect(await input.boundingBox()).toEqual(staticBox);
  }
});
