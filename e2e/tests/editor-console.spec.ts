import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

// An editor signs in to the console, edits a news item, and the public page shows it after the rebuild.

const DATA_DIR = path.resolve(__dirname, '../..', process.env.E2E_DATA_DIR ?? '.data-e2e');

test('an editor edits a news item in the console and the public page follows', async ({ page, request }) => {
  test.setTimeout(240_000);
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
  await page.getByLabel('title_en').fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: title })).toBeVisible();

  await expect(async () => {
    await page.goto(`/en/news/${id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 1000 });
  }).toPass({ timeout: 200_000, intervals: [5_000] });
});
