import { readFileSync } from 'node:fs';
import path from 'node:path';
import { registerMember, signInBrowser } from './accounts';
import { expect, openPage, test } from './fixtures';

// Issue 17: a member posts a demand, an editor approves it in the console, the member sees the
// notification (the header counts it) and the demand's history; another member claims it and
// the author is told, without the claimer's contact details.

const DATA_DIR = path.resolve(__dirname, '../..', process.env.E2E_DATA_DIR ?? '.data-e2e');

test('post, approval in the console, the notification and the history; a claim tells the author', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const secret = readFileSync(path.join(DATA_DIR, 'admin.secret'), 'utf8').trim();
  await request.post('/api/admin/editors', { headers: { 'x-admin-secret': secret }, data: { username: 'lifecycle.editor', password: 'lifecycle-editor-password' } });

  const author = await registerMember(request, 'Author Ada');
  await signInBrowser(page, author, 'Author Ada');
  await openPage(page, '/en/demand/publish/?demandType=1');
  const title = `Spelt flour ${Date.now()}`;
  await page.getByLabel('Product *').fill(title);
  await page.getByLabel('Category *').selectOption({ index: 1 });
  await page.getByLabel('Amount *').fill('800');
  await page.getByLabel('Needed by *').selectOption({ index: 1 });
  await page.getByLabel('Description *').fill('Stone-milled spelt flour for our sourdough, every month.');
  await page.getByLabel('Company *').fill('Ada Bakery');
  await page.getByLabel('Company address *').fill('3 Rye Lane, Suzhou');
  await page.getByLabel('Mobile *').fill(author.mobile);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Posted, in review').first()).toBeVisible();
  await expect(page).toHaveURL(/\/en\/member\/publish\/buy\/$/);
  await expect(page.getByTestId('demand-quota')).toContainText('Open 1 of 5');
  const mine = (await (await request.get('/api/member/demands?demandType=1', { headers: { Authorization: `Bearer ${author.token}` } })).json()) as { data: { rows: Array<{ id: number; title: string }> } };
  const id = mine.data.rows.find((row) => row.title === title)!.id;

  // The editor approves it in the console.
  const console_ = await browser.newPage();
  await console_.goto('/en/editor/');
  await console_.getByLabel('Username').fill('lifecycle.editor');
  await console_.getByLabel('Password').fill('lifecycle-editor-password');
  await console_.getByRole('button', { name: 'Sign in' }).click();
  await console_.getByRole('button', { name: 'Demand review' }).click();
  const row = console_.getByRole('row', { name: new RegExp(`^#${id} `) });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(console_.getByRole('row', { name: new RegExp(`^#${id} `) })).toHaveCount(0);
  await console_.close();

  // The author: one unread notification in the header, the text in the member centre, the history.
  await openPage(page, '/en/');
  await expect(page.getByTestId('unread-count').first()).toHaveText('1');
  await openPage(page, '/en/member/notifications/');
  // The notice's kind (the settings form below names the same kind once its settings load).
  await expect(page.locator('strong', { hasText: 'Demand approved' })).toBeVisible();
  await expect(page.getByText(`Your demand "${title}" was approved and is on the board until`)).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
  await openPage(page, `/en/demand/${id}/`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Submitted');
  await expect(history).toContainText('Approved');
  await expect(page.getByText(/on the board until/).first()).toBeVisible();

  // Another member claims it; the author is told, without the claimer's contacts.
  const claimer = await registerMember(request, 'Claimer Cleo');
  const other = await browser.newPage();
  await signInBrowser(other, claimer, 'Claimer Cleo');
  await openPage(other, `/en/demand/${id}/`);
  await other.getByRole('button', { name: 'Claim this demand' }).click();
  await expect(other.getByRole('button', { name: 'Claimed' })).toBeDisabled();
  await other.close();

  await openPage(page, '/en/member/notifications/');
  const claimed = page.getByRole('listitem').filter({ hasText: 'Demand claimed' });
  await expect(claimed).toContainText(`Your demand "${title}" was claimed by a member`);
  await expect(claimed).not.toContainText(claimer.mobile);
  await expect(page.getByTestId('unread-count').first()).toHaveText('1');
  await openPage(page, `/demand/${id}/`);
  await expect(page.getByRole('region', { name: '历史记录' })).toContainText(/被认领\s*（Claimer Cleo）/);
});
