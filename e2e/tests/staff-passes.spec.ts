import type { Page } from '@playwright/test';
import { bindToExhibitor, editorToken, freshExhibitor, newIdentity, registerMember, signInBrowser } from './accounts';
import { expect, openPage, test } from './fixtures';
import { axeViolations, serious } from './axe';

// Staff passes (issue 34, item 2), in both languages on a phone: a team names a staff member in
// the exhibitor centre's "Staff passes" and sees the pass (EXHIBITOR, its number); it asks for more
// passes and the organiser approves in the console, which raises the team's quota.

const SHOTS = process.env.E2E_SHOTS_DIR;
const EDITOR = { username: 'staff.editor', password: 'staff-editor-password' };
const NUMBER = /[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;

const LANGS = [
  {
    lang: 'zh', prefix: '', tab: '工作证', name: '姓名', contact: '手机号或邮箱', add: '添加并发送工作证', list: '工作人员', mark: '展商',
    quota: (used: number, quota: number) => `已使用${used}张，共${quota}张`, askPasses: '申请增加的数量', ask: '提交申请', waiting: '正在等待主办方处理', staff: '李布展',
  },
  {
    lang: 'en', prefix: '/en', tab: 'Staff passes', name: 'Name', contact: 'Mobile or e-mail', add: 'Add and send the pass', list: 'Your staff', mark: 'EXHIBITOR',
    quota: (used: number, quota: number) => `${used} of ${quota} passes used`, askPasses: 'Passes to add', ask: 'Send the request', waiting: 'waits for the organiser', staff: 'Lee Buildup',
  },
] as const;

test.use({ viewport: { width: 375, height: 812 } });

for (const L of LANGS) {
  test(`${L.lang}: a team adds a staff member and sees the pass; asks for more, and the console's approval raises the quota`, async ({ page, browser, request, consoleErrors }) => {
    test.setTimeout(120_000);
    const exhibitorId = await freshExhibitor(request, 'staffPasses');
    const team = await registerMember(request, 'Staff Team');
    await bindToExhibitor(request, team.token, exhibitorId, EDITOR);
    await signInBrowser(page, team, 'Staff Team');

    await openPage(page, `${L.prefix}/member/exhibitor/staff/`);
    await expect(page.getByRole('link', { name: L.tab, exact: true })).toHaveAttribute('aria-current', 'page');
    const quota = page.getByRole('status').filter({ hasText: L.quota(0, 5).slice(-3) });
    await expect(quota).toBeVisible();
    const before = (await quota.textContent())!;

    const { mobile } = newIdentity();
    await page.getByLabel(L.name, { exact: true }).first().fill(L.staff);
    await page.getByLabel(L.contact).first().fill(mobile);
    await page.getByRole('button', { name: L.add }).click();
    const card = page.getByRole('list', { name: L.list }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: L.staff }) });
    await expect(card).toContainText(L.mark);
    await expect(card).toContainText(NUMBER);
    await expect(card).toContainText(mobile);
    await expect(page.getByRole('status').first()).not.toHaveText(before);
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/staff-passes-${L.lang}-375.png`, fullPage: true });

    // More passes: the team asks, the organiser approves in the console (1440 px), the team's quota grows.
    const view = async () => ((await (await request.get('/api/member/staff-passes', { headers: { Authorization: `Bearer ${team.token}` } })).json()) as { data: { quota: number } }).data;
    const quotaBefore = (await view()).quota;
    await page.getByLabel(L.askPasses).fill('3');
    await page.getByRole('button', { name: L.ask }).click();
    await expect(page.getByText(L.waiting)).toBeVisible();

    const consolePage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await editorToken(request, EDITOR);
    await openPage(consolePage, `${L.prefix}/editor/`);
    await consolePage.getByLabel(L.lang === 'zh' ? '用户名' : 'Username').fill(EDITOR.username);
    await consolePage.getByLabel(L.lang === 'zh' ? '密码' : 'Password').fill(EDITOR.password);
    await consolePage.getByRole('button', { name: L.lang === 'zh' ? '登录' : 'Sign in' }).click();
    await consolePage.getByRole('button', { name: L.lang === 'zh' ? '观众' : 'Visitors' }).click();
    const queue = consolePage.getByRole('region', { name: L.lang === 'zh' ? '增加工作证申请' : 'Requests for more staff passes' });
    const row = queue.getByRole('row').filter({ hasText: `1 / ${quotaBefore}` }).first();
    await expect(row).toBeVisible();
    if (SHOTS) await consolePage.screenshot({ path: `${SHOTS}/staff-requests-${L.lang}-1440.png`, fullPage: true });
    await row.getByRole('button', { name: L.lang === 'zh' ? '批准' : 'Approve' }).click();
    await expect(queue.getByRole('status')).toContainText(String(quotaBefore + 3));
    await consolePage.close();
    await expect.poll(async () => (await view()).quota).toBe(quotaBefore + 3);

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByText(L.quota(1, quotaBefore + 3))).toBeVisible();
    if (SHOTS) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: `${SHOTS}/staff-passes-${L.lang}-1440.png`, fullPage: true });
    }
    expect(consoleErrors).toEqual([]);
  });
}

/** Serious or critical accessibility violations of the page as it is. */
async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page)).filter(serious).map((v) => `${v.id}: ${v.help}`);
}
