import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import type { APIRequestContext, Page } from '@playwright/test';
import { CATALOGUE_KINDS, CATALOGUE_SHEETS, columnHeading, columnOf, sheetName } from '../../contract/catalogue';
import { messageText } from '../../contract/messages';
import { adminSecret } from './accounts';
import { expect, test, PUBLISH_TEST_TIMEOUT_MS, PUBLISHED_WITHIN_MS } from './fixtures';

// An editor imports the organiser's list in the console: the template, the check (dry run) and its
// report, Apply, and the new exhibitor's pages after the rebuild; a refused row blocks Apply.

async function editor(request: APIRequestContext, username: string): Promise<{ username: string; password: string; token: string }> {
  const password = `${username}-password`;
  await request.post('/api/admin/editors', { headers: { 'x-admin-secret': adminSecret() }, data: { username, password } });
  const login = await request.post('/api/editor/login', { data: { username, password } });
  return { username, password, token: ((await login.json()) as { data: string }).data };
}

async function signIn(page: Page, lang: 'en' | 'zh', account: { username: string; password: string }) {
  const zh = lang === 'zh';
  await page.goto(zh ? '/editor/' : '/en/editor/');
  await page.getByLabel(zh ? '用户名' : 'Username').fill(account.username);
  await page.getByLabel(zh ? '密码' : 'Password').fill(account.password);
  await page.getByRole('button', { name: zh ? '登录' : 'Sign in' }).click();
  await page.getByRole('button', { name: zh ? '导入导出' : 'Import and export' }).click();
}

/** Row 2 of a kind's sheet set to `values` by field name (every other cell emptied), the headings as the sheet has them. */
function fillRow(sheet: ExcelJS.Worksheet, kind: keyof typeof CATALOGUE_SHEETS, values: Record<string, string | number>, rowNumber = 2) {
  const headings = sheet.getRow(1);
  const row = sheet.getRow(rowNumber);
  headings.eachCell((cell, column) => {
    const field = columnOf(kind, String(cell.value ?? ''))?.name;
    row.getCell(column).value = field && field in values ? values[field]! : null;
  });
  row.commit();
}

/** A new sheet of a kind with the template's bilingual headings. */
function addSheet(workbook: ExcelJS.Workbook, kind: keyof typeof CATALOGUE_SHEETS): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(sheetName(kind));
  sheet.addRow(CATALOGUE_SHEETS[kind].columns.map((c) => columnHeading(c)));
  return sheet;
}

test('an editor imports a new exhibitor from the template: check, report, apply, and its pages appear after the rebuild', async ({ page, request }, testInfo) => {
  test.setTimeout(PUBLISH_TEST_TIMEOUT_MS);
  const account = await editor(request, 'catalogue.editor');
  await signIn(page, 'en', account);

  // The template, fetched with the editor's token and saved.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exhibitors template (.xlsx)' }).click()]);
  expect(download.suggestedFilename()).toBe('template-exhibitors.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const exhibitors = workbook.worksheets[0]!;
  expect(exhibitors.getRow(1).getCell(1).value).toBe('展商编号 Exhibitor No.');

  // The export: everything, a sheet per kind; one kind as CSV (UTF-8 with a BOM).
  const [all] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Everything (.xlsx)' }).click()]);
  expect(all.suggestedFilename()).toMatch(/^catalogue-all-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const exported = new ExcelJS.Workbook();
  await exported.xlsx.readFile(await all.path());
  expect(exported.worksheets.map((w) => w.name)).toEqual(CATALOGUE_KINDS.map((kind) => sheetName(kind)));
  await page.getByLabel('One kind').selectOption({ label: 'Stands' });
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as .csv' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^catalogue-booths-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(readFileSync(await csv.path(), 'utf8')).toMatch(/^\uFEFF展位号 Booth No\.,/);

  // The example row becomes a new exhibitor with a new key; its booth is new too, in the same file.
  const stamp = Date.now().toString(36).toUpperCase();
  const refNo = `E2E-${stamp}`;
  const booth = `N1X${stamp.slice(-5)}`;
  const nameEn = `Imported Bakery ${stamp}`;
  const nameZh = `导入烘焙${stamp}`;
  fillRow(exhibitors, 'exhibitors', { ref_no: refNo, name_zh: nameZh, name_en: nameEn, intro_zh: '从表格导入的展商。', intro_en: 'An exhibitor imported from a spreadsheet.', website: 'https://imported.example.com', email: 'sales@imported.example.com', booths: booth });
  const booths = addSheet(workbook, 'booths');
  fillRow(booths, 'booths', { code: booth, hall: 'N1', x: 1, y: 1, width: 3, height: 3, exhibitor: refNo });
  const file = testInfo.outputPath('exhibitors.xlsx');
  await workbook.xlsx.writeFile(file);

  await page.getByLabel('File to import').setInputFiles(file);
  await expect(page.getByText('Chosen: exhibitors.xlsx')).toBeVisible();
  await page.getByRole('button', { name: 'Check the file' }).click();

  await expect(page.getByRole('heading', { name: 'Check of exhibitors.xlsx' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Read as an Excel workbook (.xlsx)')).toBeVisible();
  const counts = page.getByRole('region', { name: 'Rows by kind' });
  // kind, then new, updated, unchanged, refused
  await expect(counts.getByRole('row', { name: 'Exhibitors 1 0 0 0' })).toBeVisible();
  await expect(counts.getByRole('row', { name: 'Stands 1 0 0 0' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Refused rows' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'New', exact: true }).getByRole('row', { name: new RegExp(refNo) })).toBeVisible();
  await expect(page.getByText('Nothing is refused: Apply writes these rows in one go.')).toBeVisible();

  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Applied: 2 created, 0 updated; the site rebuilds now.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Import of exhibitors.xlsx' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'See the build status' }).click();
  await expect(page.getByRole('heading', { name: 'Site builds' })).toBeVisible();

  const found = await request.get(`/api/editor/content/exhibitors?keyword=${encodeURIComponent(nameEn)}`, { headers: { authorization: `Bearer ${account.token}` } });
  const id = ((await found.json()) as { data: { rows: Array<{ id: number; ref_no?: string }> } }).data.rows[0]!.id;

  await expect(async () => {
    const response = await page.goto(`/en/exhibitors/${id}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameEn, { timeout: 1000 });
  }).toPass({ timeout: PUBLISHED_WITHIN_MS, intervals: [5_000] });
  await expect(page.getByText(booth).first()).toBeVisible();
  await page.goto(`/exhibitors/${id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameZh);
});

test('a refused row is shown with its row, heading and reason, in the editor’s language, and Apply stays disabled', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const account = await editor(request, 'catalogue.checker');
  await signIn(page, 'zh', account);

  // Checked before sending: not a spreadsheet.
  await page.getByLabel('要导入的文件').setInputFiles({ name: 'list.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText('该文件不是.xlsx或.csv表格，也不是包含表格的.zip文件');
  await expect(page.getByRole('button', { name: '检查文件' })).toBeDisabled();

  // Refused as a whole by the server: its message; the file stays chosen.
  await page.getByLabel('要导入的文件').setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from('product,price\nrye,3\n') });
  await page.getByRole('button', { name: '检查文件' }).click();
  await expect(page.getByRole('alert')).toHaveText(messageText('zh', 'catalogueUnknownSheet', { sheet: 'prices.csv', heading: '展商编号 Exhibitor No.' }));
  await expect(page.getByText('已选择：prices.csv')).toBeVisible();
  await expect(page.getByRole('button', { name: '检查文件' })).toBeEnabled();

  const stamp = Date.now().toString(36).toUpperCase();
  const workbook = new ExcelJS.Workbook();
  const exhibitors = addSheet(workbook, 'exhibitors');
  fillRow(exhibitors, 'exhibitors', { ref_no: `OK-${stamp}`, name_zh: `正常展商${stamp}`, name_en: `Fine Bakery ${stamp}` }, 2);
  fillRow(exhibitors, 'exhibitors', { ref_no: `BAD-${stamp}`, name_zh: `邮箱有误${stamp}`, email: 'not an address' }, 3);
  const file = testInfo.outputPath('refused.xlsx');
  await workbook.xlsx.writeFile(file);

  await page.getByLabel('要导入的文件').setInputFiles(file);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: '检查文件' }).click();
  await expect(page.getByRole('heading', { name: 'refused.xlsx 的检查结果' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: '各类数据行数' }).getByRole('row', { name: '展商 1 0 0 1' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '有误的行' })).toBeVisible();
  // sheet, row, key, the column's heading in Chinese, the reason in Chinese
  const refused = page.getByRole('region', { name: '有误的行' }).getByRole('row', { name: new RegExp(`BAD-${stamp}`) });
  await expect(refused.getByRole('cell')).toHaveText([sheetName('exhibitors'), '3', `BAD-${stamp}`, '邮箱', '邮箱格式不正确']);
  await expect(page.getByRole('button', { name: '确认导入' })).toBeDisabled();
  await expect(page.getByText('检查结果中没有有误的行时才能确认导入。')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // the file stays chosen: the editor can check it again
  await expect(page.getByText('已选择：refused.xlsx')).toBeVisible();
  await expect(page.getByRole('button', { name: '重新检查' })).toBeEnabled();
});
