import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, openPage } from './fixtures';
import { registerMember, signInBrowser } from './accounts';

// "My data": a member asks for everything the site holds about them in the member centre, waits
// for it to be prepared, and downloads the JSON file and the readable page, each once.

const SHOTS = path.resolve(__dirname, '../test-results/my-data');

const TEXTS = {
  '': { showMenu: '展开会员菜单', menu: '我的数据', ask: '准备我的数据', ready: /数据已准备好/, json: '下载JSON文件', html: '下载网页（HTML）', jsonDone: 'JSON文件已下载', htmlDone: '网页已下载', pageTitle: '我的数据', section: '我的胸卡被扫描记录', spent: /两个文件均已下载/ },
  '/en': { showMenu: 'Show the member menu', menu: 'My data', ask: 'Prepare my data', ready: /Your data is ready/, json: 'Download JSON', html: 'Download page (HTML)', jsonDone: 'JSON downloaded', htmlDone: 'Page downloaded', pageTitle: 'My data', section: 'Scans of my badge', spent: /Both files are downloaded/ },
} as const;

for (const [prefix, text] of Object.entries(TEXTS)) {
  test(`a member downloads their data as JSON and as a page (${prefix || 'zh'}, 375 px)`, async ({ page, request }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    const member = await registerMember(request, `Data ${prefix || 'zh'}`);
    await signInBrowser(page, member, `Data ${prefix || 'zh'}`);
    await page.setViewportSize({ width: 375, height: 800 });

    // From the member centre's menu (folded away on a phone).
    await openPage(page, `${prefix}/member/userInfo/`);
    await page.getByRole('button', { name: text.showMenu }).click();
    await page.getByRole('link', { name: text.menu, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/member/data/$`));
    await expect(page.getByRole('heading', { level: 1, name: text.pageTitle })).toBeVisible();
    const section = page.getByRole('region', { name: text.pageTitle });
    await page.getByRole('button', { name: text.ask }).click();
    // Prepared within a minute (the page asks every few seconds).
    await expect(section.getByRole('status')).toHaveText(text.ready, { timeout: 60_000 });
    await page.screenshot({ path: path.join(SHOTS, `ready${prefix.replace('/', '-') || '-zh'}-375.png`), fullPage: true });

    const [jsonFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text.json }).click()]);
    expect(jsonFile.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const json = JSON.parse(readFileSync((await jsonFile.path())!, 'utf8')) as { memberId: number; account: { mobile: string }[]; signIns: unknown[] };
    expect(json.memberId).toBe(member.id);
    expect(json.account[0]!.mobile).toBe(member.mobile);
    expect(json.signIns.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: text.jsonDone })).toBeDisabled();

    const [htmlFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text.html }).click()]);
    expect(htmlFile.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.html$/);
    const html = readFileSync((await htmlFile.path())!, 'utf8');
    expect(html).toContain(`<title>${text.pageTitle}</title>`);
    expect(html).toContain(text.section);
    expect(html).toContain(member.mobile);
    await expect(page.getByRole('button', { name: text.htmlDone })).toBeDisabled();

    // The downloaded page as a browser shows it, at the phone's width.
    const opened = await page.context().newPage();
    await opened.setViewportSize({ width: 375, height: 800 });
    await opened.setContent(html);
    await opened.screenshot({ path: path.join(SHOTS, `file${prefix.replace('/', '-') || '-zh'}-375.png`) });
    await opened.close();

    // Both files taken: the link is spent, a new export can be asked for.
    await expect(section.getByRole('status')).toHaveText(text.spent);
    await expect(page.getByRole('button', { name: text.ask })).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `done${prefix.replace('/', '-') || '-zh'}-375.png`), fullPage: true });
  });
}
