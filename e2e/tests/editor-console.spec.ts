import { readFileSync } from 'node:fs';
import path from 'node:path';
import { registerMember } from './accounts';
import { expect, openPage, test, PUBLISH_TEST_TIMEOUT_MS, PUBLISHED_WITHIN_MS } from './fixtures';

// An editor signs in to the console, edits a news item, and the public page shows it after the
// rebuild; reviews demands, and the board and the authors follow.

const DATA_DIR = path.resolve(__dirname, '../..', process.env.E2E_DATA_DIR ?? '.data-e2e');

test('an editor edits a news item in the console and the public page follows', async ({ page, request }) => {
  test.setTimeout(PUBLISH_TEST_TIMEOUT_MS);
  const secret = readFileSync(path.join(DATA_DIR, 'admin.secret'), 'utf8').trim();
  await request.post('/api/admin/editors', { headers: { 'x-admin-secret': secret }, data: { username: 'console.editor', password: 'console-editor-password' } });
  const news = (await (await request.get('/api/common/news/list?pageSize=1', { headers: { lang: 'en_US' } })).json()) as { data: { rows: { id: number }[] } };
  const id = news.data.rows[0]!.id;

  await page.goto('/en/editor/');
  await page.getByLabel('Username').fill('console.editor');
  await page.getByLabel('Password').fill('console-editor-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'News', exact: true }).click();
  await page.getByRole('row', { name: new RegExp(`^${id} `) }).getByRole('button', { name: 'Edit' }).click();
  const title = `Console headline ${Date.now()}`;
  await page.getByLabel('Title (English)').fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: title })).toBeVisible();

  await expect(async () => {
    await page.goto(`/en/news/${id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 1000 });
  }).toPass({ timeout: PUBLISHED_WITHIN_MS, intervals: [5_000] });
});

test('an editor approves one demand and rejects another in the console: the board and the authors follow', async ({ page, request }) => {
  test.setTimeout(120_000);
  const secret = readFileSync(path.join(DATA_DIR, 'admin.secret'), 'utf8').trim();
  await request.post('/api/admin/editors', { headers: { 'x-admin-secret': secret }, data: { username: 'review.editor', password: 'review-editor-password' } });
  const author = await registerMember(request, 'Baker Bai');
  const auth = { Authorization: `Bearer ${author.token}` };
  const category = ((await (await request.get('/api/common/category/getList')).json()) as { data: Array<{ productCategoryList: Array<{ id: number }> }> }).data[0]!.productCategoryList[0]!.id;
  const timeEntry = ((await (await request.get('/api/common/dict/demand_time', { headers: { lang: 'en_US' } })).json()) as { data: Array<{ dictValue: string; dictLabel: string }> }).data[0]!;
  const demandTime = timeEntry.dictValue;
  const publish = async (productName: string) => {
    const data = { demandType: 1, productName, productCategoryId: category, production: 20, demandTime, intro: 'Weekly, for our shops.', companyName: 'Bai Bakery', companyAddress: '8 Yeast Road, Guangzhou', mobile: author.mobile };
    return ((await (await request.post('/api/demand/publish', { headers: auth, data })).json()) as { data: { id: number } }).data.id;
  };
  const stamp = Date.now();
  const approved = await publish(`Pandan paste ${stamp}`);
  const rejected = await publish(`Ube jam ${stamp}`);

  await page.goto('/en/editor/');
  await page.getByLabel('Username').fill('review.editor');
  await page.getByLabel('Password').fill('review-editor-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Demand review' }).click();
  // The reviewer reads what the author filled in, dictionary values by their label.
  await expect(page.getByRole('row', { name: new RegExp(`^#${approved} `) })).toContainText(`Needed within${timeEntry.dictLabel}`);
  await expect(page.getByRole('row', { name: new RegExp(`^#${approved} `) })).toContainText('Bai Bakery');
  await page.getByRole('row', { name: new RegExp(`^#${approved} `) }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`^#${approved} `) })).toHaveCount(0);
  const rejectedRow = page.getByRole('row', { name: new RegExp(`^#${rejected} `) });
  await rejectedRow.getByRole('button', { name: 'Reject' }).click();
  await rejectedRow.getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(rejectedRow.getByRole('alert')).toHaveText('Please give a reason: the author sees it.');
  await rejectedRow.getByLabel('Reason for rejecting (shown to the author)').fill('Please name the variety');
  await rejectedRow.getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`^#${rejected} `) })).toHaveCount(0);

  // The board reads the live API: the approved demand is there at once, the rejected one is not.
  await openPage(page, '/en/demand/?demandType=1');
  await expect(page.getByRole('link', { name: `Pandan paste ${stamp}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Ube jam ${stamp}` })).toHaveCount(0);
  const mine = ((await (await request.get(`/api/demand/${rejected}`, { headers: auth })).json()) as { data: { status: string; rejectReason: string } }).data;
  expect(mine).toMatchObject({ status: 'rejected', rejectReason: 'Please name the variety' });

  // The rejected list shows the reason; the audit log names the editor and both decisions.
  await page.goto('/en/editor/');
  await page.getByRole('button', { name: 'Demand review' }).click();
  await page.getByRole('button', { name: 'Rejected', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(`^#${rejected} `) })).toContainText('Rejected: Please name the variety');
  await page.getByRole('button', { name: 'Audit log' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`review\\.editor Rejected Demands ${rejected}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`review\\.editor Approved Demands ${approved}`) })).toBeVisible();
});
