import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { RANKING_WEIGHTS, RANKING_WINDOW_DAYS } from '../../contract/ranking-formula';
import { freshExhibitor, registerMember, signInBrowser } from './accounts';
import { expect, firstRow, openPage, test } from './fixtures';

// Verified exhibitor binding and the published ranking formula, as members and visitors see them.

const DATA_DIR = path.resolve(__dirname, '../..', process.env.E2E_DATA_DIR ?? '.data-e2e');
const SHOTS = process.env.E2E_SHOTS_DIR;

/** An invitation code an editor makes in the console's API for an exhibitor. */
async function editorInvite(request: APIRequestContext, exhibitorId: number): Promise<string> {
  const secret = readFileSync(path.join(DATA_DIR, 'admin.secret'), 'utf8').trim();
  await request.post('/api/admin/editors', { headers: { 'x-admin-secret': secret }, data: { username: 'binding.editor', password: 'binding-editor-password' } });
  const login = (await (await request.post('/api/editor/login', { data: { username: 'binding.editor', password: 'binding-editor-password' } })).json()) as { data: string };
  const made = (await (await request.post(`/api/editor/exhibitors/${exhibitorId}/invites`, { headers: { Authorization: `Bearer ${login.data}` } })).json()) as { data: { code: string } };
  return made.data.code;
}

test("an exhibitor's administrator invites a colleague and removes them from the team", async ({ page, request }) => {
  test.setTimeout(120_000);
  const exhibitorId = await freshExhibitor(request, 'trust');
  const admin = await registerMember(request, 'Admin Ada');
  const colleague = await registerMember(request, 'Colleague Cy');
  await signInBrowser(page, admin, 'Admin Ada');

  await openPage(page, '/en/member/binding/');
  await page.getByLabel('Invitation code', { exact: true }).fill(await editorInvite(request, exhibitorId));
  await page.getByRole('button', { name: 'Bind with the invitation code' }).click();
  await expect(page.getByText('Your account is bound to the exhibitor')).toBeVisible();
  const team = page.locator('section[aria-labelledby="team-title"]');
  await expect(team.getByText('1 of 5 members')).toBeVisible();
  await expect(team.getByRole('listitem').filter({ hasText: 'Admin Ada' })).toContainText('Administrator');

  await team.getByRole('button', { name: 'Make an invitation code' }).click();
  const code = (await team.getByTestId('invite-code').textContent())!;
  expect(code).toMatch(/^[A-Z0-9]{10}$/);
  const joined = await request.post('/api/member/binding/invite', { headers: { Authorization: `Bearer ${colleague.token}` }, data: { code } });
  expect(((await joined.json()) as { code: number }).code).toBe(200);

  await page.reload();
  await expect(team.getByText('2 of 5 members')).toBeVisible();
  const row = team.getByRole('listitem').filter({ hasText: 'Colleague Cy' });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/team-en-${page.viewportSize()?.width}.png`, fullPage: true });
  await row.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Remove Colleague Cy from the team?');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Colleague Cy has been removed from the team')).toBeVisible();
  await expect(team.getByText('1 of 5 members')).toBeVisible();
  const after = (await (await request.get('/api/member/binding', { headers: { Authorization: `Bearer ${colleague.token}` } })).json()) as { data: unknown };
  expect(after.data).toBeNull();
  // The administrator leaves, freeing the exhibitor for the next run.
  await request.delete('/api/member/binding', { headers: { Authorization: `Bearer ${admin.token}` } });
});

test('the ranking pages say how they are computed, in both languages', async ({ page }) => {
  const { collect, like, view } = RANKING_WEIGHTS;
  await openPage(page, '/exhibitors/ranking-list/');
  await expect(page.getByRole('heading', { name: '排行榜计算方式' })).toBeVisible();
  await expect(page.getByText(`得分 = 收藏数 × ${collect} + 点赞数 × ${like} + 详情页浏览数 × ${view}，统计最近 ${RANKING_WINDOW_DAYS} 天。`)).toBeVisible();
  await openPage(page, '/en/products/ranking-list/');
  await expect(page.getByRole('heading', { name: 'How this ranking is computed' })).toBeVisible();
  await expect(page.getByText(`Score = collections × ${collect} + likes × ${like} + detail-page views × ${view}, counted over the last ${RANKING_WINDOW_DAYS} days.`)).toBeVisible();
  await expect(page.getByText('accounts younger than 24 hours are not counted')).toBeVisible();
});

test('a detail page sends one view beacon after it is idle, without cookies', async ({ page, request }) => {
  const product = await firstRow<{ id: number }>(request, 'product/list', 'en_US');
  const beacon = page.waitForRequest((r) => r.url().endsWith(`/api/common/view/product/${product.id}`) && r.method() === 'POST');
  await openPage(page, `/en/products/${product.id}/`);
  const sent = await beacon;
  expect(sent.postData() ?? '').toBe('');
  expect(sent.headers().cookie).toBeUndefined();
  expect((await sent.response())?.headers()['set-cookie']).toBeUndefined();
});
