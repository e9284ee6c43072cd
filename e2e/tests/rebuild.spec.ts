import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

// An editor renames an exhibitor; the site rebuilds by itself and the static page shows the new name.

const DATA_DIR = path.resolve(__dirname, '../..', process.env.E2E_DATA_DIR ?? '.data-e2e');

test('an edit reaches the static exhibitor page through the automatic rebuild', async ({ page, request }) => {
  test.setTimeout(240_000);
  const secret = readFileSync(path.join(DATA_DIR, 'admin.secret'), 'utf8').trim();
  const password = 'e2e-editor-password';
  const created = await request.post('/api/admin/editors', { headers: { 'x-admin-secret': secret }, data: { username: 'e2e.editor', password } });
  expect(created.ok()).toBe(true);
  const login = await request.post('/api/editor/login', { data: { username: 'e2e.editor', password } });
  const token = ((await login.json()) as { data: string }).data;

  const name = `Renamed Bakery ${Date.now()}`;
  const saved = await request.put('/api/editor/content/exhibitors/2', { headers: { authorization: `Bearer ${token}` }, data: { name_en: name } });
  expect(saved.ok()).toBe(true);

  await expect(async () => {
    const response = await page.goto('/en/exhibitors/2/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 1000 });
  }).toPass({ timeout: 200_000, intervals: [5_000] });
});
