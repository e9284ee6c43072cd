import type { Page } from '@playwright/test';
import { bindToExhibitor, editorToken, fillCode, freshExhibitor, newIdentity, registerMember, signInBrowser, smsCodeByApi } from './accounts';
import { expect, openPage, test } from './fixtures';
import { axeViolations, described, serious } from './axe';

// An exhibitor invites its buyers (issue 34, item 1), in both languages on a phone: a team member
// makes a shared link in the exhibitor centre, a buyer opens it and sees who invites, registers,
// and the team's invitation list counts the registration and shows the buyer.

const SHOTS = process.env.E2E_SHOTS_DIR;
const CODE = '[0-9A-HJKMNP-TV-Z]{16}';

const LANGS = [
  {
    lang: 'zh', prefix: '', apiLang: 'zh_CN',
    label: '名称', cap: '通过该链接登记的人数上限', make: '生成', link: '分享链接', tab: '邀请买家',
    invitedBy: (name: string) => `${name} 邀请您参观`,
    form: { name: '姓名', company: '公司名称', jobTitle: '职位', province: '省份/地区', businessType: '业务类型', mobile: '手机号', submit: '提交登记', done: '登记成功' },
    code: { captcha: '图形验证码', getCode: '获取验证码', code: '验证码' },
    registered: '登记', list: '您的邀请', visitors: '您邀请的观众', notShared: '观众未提供',
    buyer: { name: '陈采购', company: '广州好味烘焙', jobTitle: '采购总监' },
  },
  {
    lang: 'en', prefix: '/en', apiLang: 'en_US',
    label: 'Name it', cap: 'Most registrations through the link', make: 'Make it', link: 'Link to share', tab: 'Invite buyers',
    invitedBy: (name: string) => `Invited by ${name}`,
    form: { name: 'Name', company: 'Company', jobTitle: 'Job title', province: 'Province or region', businessType: 'Business type', mobile: 'Mobile number', submit: 'Register', done: 'You are registered' },
    code: { captcha: 'Image code', getCode: 'Get code', code: 'Verification code' },
    registered: 'Registered', list: 'Your invitations', visitors: 'Visitors you invited', notShared: 'Not shared by the visitor',
    buyer: { name: 'Maria Rossi', company: 'Forno Rossi Srl', jobTitle: 'Buyer' },
  },
] as const;

test.use({ viewport: { width: 375, height: 812 } });

for (const L of LANGS) {
  test(`${L.lang}: a team makes a link, a buyer registers through it ("invited by"), the team's list shows the buyer`, async ({ page, browser, request, consoleErrors }) => {
    test.setTimeout(120_000);
    const exhibitorId = await freshExhibitor(request, 'invitations');
    const exhibitorName = ((await (await request.get(`/api/common/exhibitor/${exhibitorId}`, { headers: { lang: L.apiLang } })).json()) as { data: { name: string } }).data.name;
    const team = await registerMember(request, 'Invite Team');
    await bindToExhibitor(request, team.token, exhibitorId, { username: 'invite.editor', password: 'invite-editor-password' });
    await signInBrowser(page, team, 'Invite Team');

    // The team makes a shared link in the exhibitor centre's "Invite buyers".
    await openPage(page, `${L.prefix}/member/exhibitor/invitations/`);
    await expect(page.getByRole('link', { name: L.tab })).toBeVisible();
    const label = `${L.lang === 'zh' ? '春季客户' : 'Spring buyers'} ${Date.now()}`;
    await page.getByLabel(L.label, { exact: true }).fill(label);
    await page.getByLabel(L.cap).fill('50');
    await page.getByRole('button', { name: L.make }).click();
    const card = page.getByRole('list', { name: L.list }).getByRole('listitem').filter({ hasText: label });
    const link = new URL(await card.getByLabel(L.link).inputValue());
    expect(link.pathname + link.search).toMatch(new RegExp(`^${L.prefix}/visit/register/\\?invite=${CODE}$`));
    expect(await seriousViolations(page)).toEqual([]);

    // A buyer, on a phone of their own, opens the link: who invites, in the buyer's language.
    const buyerContext = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
    const buyer = await buyerContext.newPage();
    const buyerErrors: string[] = [];
    buyer.on('console', (message) => (message.type() === 'error' ? buyerErrors.push(message.text()) : undefined));
    buyer.on('pageerror', (error) => buyerErrors.push(error.message));
    await openPage(buyer, link.pathname + link.search);
    await expect(buyer.getByText(L.invitedBy(exhibitorName))).toBeVisible();
    if (SHOTS) await buyer.screenshot({ path: `${SHOTS}/invited-register-${L.lang}-375.png` });
    expect(await seriousViolations(buyer)).toEqual([]);
    await fillQuestionnaire(buyer, L);
    const { mobile } = newIdentity();
    await buyer.getByLabel(L.form.mobile, { exact: true }).fill(mobile);
    await fillCode(buyer, request, mobile, L.code);
    await buyer.getByRole('button', { name: L.form.submit }).click();
    await expect(buyer.getByRole('heading', { name: L.form.done })).toBeVisible();
    expect(buyerErrors).toEqual([]);
    await buyerContext.close();

    // The team's list: the link counts the opening and the registration, and shows the buyer (no contact: not shared).
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const counts = card.locator('dl > div');
    await expect(counts.filter({ hasText: L.registered }).locator('dd')).toHaveText('1');
    const row = page.getByRole('list', { name: L.visitors }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: L.buyer.name }) }).filter({ hasText: label });
    await expect(row).toContainText(L.buyer.company);
    await expect(row).toContainText(label);
    await expect(row).toContainText(L.notShared);
    await expect(row).not.toContainText(mobile);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/invitations-team-${L.lang}-375.png`, fullPage: true });
      await card.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: `${SHOTS}/invitations-list-${L.lang}-375.png` });
    }
    expect(consoleErrors).toEqual([]);
  });
}

test("the organiser makes a campaign's link in the console; the visitor dashboard counts registrations by source", async ({ page, request, consoleErrors }) => {
  test.setTimeout(90_000);
  const editor = { username: 'sources.editor', password: 'sources-editor-password' };
  await editorToken(request, editor);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, '/en/editor/');
  await page.getByLabel('Username').fill(editor.username);
  await page.getByLabel('Password').fill(editor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Visitors' }).click();
  const campaign = `Spring ads ${Date.now()}`;
  await page.getByLabel('Credits').selectOption('campaign');
  await page.getByLabel('Campaign name').fill(campaign);
  await page.getByLabel('Label').fill('Banner');
  await page.getByRole('button', { name: 'Make', exact: true }).click();
  const row = page.getByRole('region', { name: 'Sources: media partners and campaigns' }).getByRole('row').filter({ hasText: campaign });
  await expect(row).toContainText(/\/en\/visit\/register\/\?invite=[0-9A-HJKMNP-TV-Z]{16}/);
  const link = (await row.locator('code').textContent())!;

  // A visitor registers through it (by the API, as the register page does); the dashboard counts the campaign.
  const { mobile } = newIdentity();
  const code = await smsCodeByApi(request, mobile, 'visit');
  const dict = ((await (await request.get('/api/common/dict/visitor_business_type')).json()) as { data: Array<{ dictValue: string }> }).data;
  const invitation = new URL(link, 'http://x').searchParams.get('invite');
  const answer = (await (await request.post('/api/visit/register', { data: { name: 'Campaign Carl', company: 'Carl Bakes', jobTitle: 'Owner', country: 'Italy', mobile, code, businessType: dict[0]!.dictValue, interests: [], days: [], shareContact: false, invitation } })).json()) as { code: number };
  expect(answer.code).toBe(200);
  await page.getByRole('button', { name: 'Refresh' }).click();
  const bySource = page.locator('article').filter({ has: page.getByRole('heading', { name: 'Registrations and check-ins by source' }) }).getByRole('row').filter({ hasText: campaign }).getByRole('cell');
  await expect(bySource).toHaveText([`${campaign} (campaign)`, '1', '0']);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/console-sources-en-1440.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

async function fillQuestionnaire(page: Page, L: (typeof LANGS)[number]) {
  await page.getByLabel(L.form.name, { exact: true }).fill(L.buyer.name);
  await page.getByLabel(L.form.company, { exact: true }).fill(L.buyer.company);
  await page.getByLabel(L.form.jobTitle, { exact: true }).fill(L.buyer.jobTitle);
  if (L.lang === 'zh') await page.getByLabel(L.form.province).selectOption('Guangdong');
  else await page.getByLabel('Country or region').selectOption('Italy');
  const businessType = page.getByLabel(L.form.businessType);
  await expect(businessType.locator('option')).not.toHaveCount(1);
  await businessType.selectOption({ index: 1 });
}

/** Serious or critical accessibility violations of the page as it is. */
async function seriousViolations(on: Page): Promise<string[]> {
  return (await axeViolations(on)).filter(serious).map((v) => `${on.url()} ${described(v)}`);
}
