import { mkdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { bindToExhibitor, editorToken as signInEditor, freshExhibitor, newIdentity, registerMember, signInBrowser, smsCodeByApi } from './accounts';
import { qrVideo } from './fake-camera';
import { expect, openPage, test } from './fixtures';
import { axeViolations, described, serious } from './axe';

// Issue 25, the scanning side: a gate account admits a badge read by the camera (Chromium's fake
// camera plays a video of the badge's QR code), then sees "already admitted"; an exhibitor's team
// member scans it at the stand and the lead shows only what the visitor agreed to share; the
// leads export parses and keeps Chinese; scans made offline are admitted once when the network
// returns; the organiser's dashboard, exports, revoke and reissue in the console.

const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8123';
const SHOTS = process.env.E2E_SHOTS_DIR;
const EDITOR = { username: 'scan.editor', password: 'scan-editor-password' };
const PHONE = { width: 375, height: 800 };
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

interface Badge {
  number: string;
  token: string;
  name: string;
}

test.describe.configure({ timeout: 180_000 });

test('a gate admits a badge through the camera, then sees it already admitted; revoked and unknown badges are refused (English)', async ({ request }) => {
  const stamp = Date.now() % 1e6;
  const visitor = await registerVisitor(request, { name: `Anna Baker ${stamp}`, company: 'Rye & Co', shareContact: true });
  const revoked = await registerVisitor(request, { name: `Revoked Rita ${stamp}`, company: 'Gone Ltd', shareContact: false });
  await revokeBadge(request, revoked.number);
  const gate = await gateAccount(request);

  const browser = await cameraBrowser(visitor.token);
  const page = await phonePage(browser);
  const errors = collectErrors(page);
  await openPage(page, '/en/scan/');
  await page.getByRole('link', { name: /Entrance staff/ }).click();
  await signInGate(page, gate, 'en');
  await page.getByLabel('Entrance', { exact: true }).fill('North Hall 1');
  await page.getByRole('button', { name: 'Start scanning' }).click();
  await expect(page.getByText(`${gate.username} at North Hall 1`)).toBeVisible();
  await expectCameraReading(page);

  // The camera reads the badge: admitted, in green, with who it is.
  const panel = answerPanel(page);
  await expect(panel).toHaveAttribute('data-tone', 'admitted', { timeout: 20_000 });
  await expect(panel).toContainText('Admitted');
  await expect(panel).toContainText(visitor.name);
  await expect(panel).toContainText(`No. ${visitor.number}`);
  await shot(page, 'scanner-admitted-en-375');

  // Held in front of the camera it is answered once; "Scan again" reads it again: already, in amber.
  await page.waitForTimeout(1500);
  await expect(panel).toHaveAttribute('data-tone', 'admitted');
  await page.getByRole('button', { name: 'Scan again' }).click();
  await expect(panel).toHaveAttribute('data-tone', 'already');
  await expect(panel).toContainText(/Already admitted today at \d{2}:\d{2}/);
  await shot(page, 'scanner-already-en-375');

  // A revoked badge typed in: red; a number nobody has: grey.
  await typeNumber(page, 'Badge number', 'Check', revoked.number);
  await expect(panel).toHaveAttribute('data-tone', 'revoked');
  await expect(panel).toContainText('Badge revoked');
  await expect(panel).not.toContainText(revoked.name);
  await shot(page, 'scanner-revoked-en-375');
  await typeNumber(page, 'Badge number', 'Check', 'ZZZZ-ZZZZ');
  await expect(panel).toHaveAttribute('data-tone', 'unknown');
  await expect(panel).toContainText('Unknown badge');
  await shot(page, 'scanner-unknown-en-375');
  // Not a badge number at all: said at the field, nothing sent.
  await typeNumber(page, 'Badge number', 'Check', 'hello');
  await expect(page.getByText('That is not a badge number')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // One admission for the day, whatever was scanned.
  expect((await visitorRow(request, visitor.number)).admittedDays).toHaveLength(1);
  expect(errors).toEqual([]);
  await browser.close();
});

test('the scanner in Chinese: each answer in its colour, a QR code that is no badge is unknown', async ({ request }) => {
  const stamp = Date.now() % 1e6;
  const visitor = await registerVisitor(request, { name: `王小明${stamp}`, company: '上海烘焙设备有限公司', shareContact: false });
  const revoked = await registerVisitor(request, { name: `李作废${stamp}`, company: '作废公司', shareContact: false });
  await revokeBadge(request, revoked.number);
  const gate = await gateAccount(request);

  // The camera shows a QR code that is not a badge (a forged one).
  const browser = await cameraBrowser(`v1.forged-${stamp}`);
  const page = await phonePage(browser);
  const errors = collectErrors(page);
  await openPage(page, '/scan/');
  await shot(page, 'scanner-choice-zh-375');
  await page.getByRole('link', { name: /入口工作人员/ }).click();
  await signInGate(page, gate, 'zh');
  await shot(page, 'scanner-gate-name-zh-375');
  await page.getByLabel('入口', { exact: true }).fill('南馆2号入口');
  await page.getByRole('button', { name: '开始扫码' }).click();
  await expectCameraReading(page);
  const panel = answerPanel(page);
  await expect(panel).toHaveAttribute('data-tone', 'unknown', { timeout: 20_000 });
  await expect(panel).toContainText('无法识别的胸卡');
  await shot(page, 'scanner-unknown-zh-375');

  await typeNumber(page, '胸卡编号', '核验', visitor.number.toLowerCase().replace('-', ' '));
  await expect(panel).toHaveAttribute('data-tone', 'admitted');
  await expect(panel).toContainText('准许入场');
  await expect(panel).toContainText(visitor.name);
  await shot(page, 'scanner-admitted-zh-375');
  await typeNumber(page, '胸卡编号', '核验', visitor.number);
  await expect(panel).toContainText(/今日已于\d{2}:\d{2}入场/);
  await expect(panel).toHaveAttribute('data-tone', 'already');
  await shot(page, 'scanner-already-zh-375');
  await typeNumber(page, '胸卡编号', '核验', revoked.number);
  await expect(panel).toHaveAttribute('data-tone', 'revoked');
  await expect(panel).toContainText('胸卡已作废');
  await shot(page, 'scanner-revoked-zh-375', true);
  await expectFitsPhone(page);
  expect(errors).toEqual([]);
  await browser.close();
});

test('scans made offline are queued with their ids and admitted once when the network returns', async ({ page, context, request, consoleErrors }) => {
  const stamp = Date.now() % 1e6;
  const visitor = await registerVisitor(request, { name: `Offline Olga ${stamp}`, company: 'Night Bakery', shareContact: false });
  const other = await registerVisitor(request, { name: `Offline Otto ${stamp}`, company: 'Night Bakery', shareContact: false });
  const gate = await gateAccount(request);
  await page.setViewportSize(PHONE);
  const scans: string[] = [];
  const failed: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/gate/scan')) scans.push((r.postDataJSON() as { scanId: string }).scanId);
  });
  page.on('requestfailed', (r) => failed.push(new URL(r.url()).pathname));
  // No camera in this browser: the badge numbers are typed.
  await openPage(page, '/en/scan/?mode=gate');
  await signInGate(page, gate, 'en');
  await page.getByLabel('Entrance', { exact: true }).fill('East gate');
  await page.getByRole('button', { name: 'Start scanning' }).click();
  await expect(page.getByText(/Scan a badge or type its number/)).toBeVisible();

  await context.setOffline(true);
  await typeNumber(page, 'Badge number', 'Check', visitor.number);
  await expect(answerPanel(page)).toHaveAttribute('data-tone', 'queued');
  await expect(answerPanel(page)).toContainText('Queued, will be sent');
  await typeNumber(page, 'Badge number', 'Check', visitor.number);
  await typeNumber(page, 'Badge number', 'Check', other.number);
  await expect(page.getByTestId('scan-queue')).toHaveText('3 scans waiting to be sent');
  await shot(page, 'scanner-queued-en-375');
  // A reload while offline keeps the queue (it is on the device).
  const queued = await page.evaluate(() => JSON.parse(localStorage.getItem('expo_scan_queue') ?? '[]') as Array<{ request: { scanId: string } }>);
  expect(queued).toHaveLength(3);

  await context.setOffline(false);
  await expect(page.getByTestId('scan-queue')).toHaveText('All scans sent', { timeout: 20_000 });
  // Sent in order, each with the id it got on the device; the latest answer is shown.
  expect(scans.slice(-3)).toEqual(queued.map((q) => q.request.scanId));
  await expect(answerPanel(page)).toHaveAttribute('data-tone', 'admitted');
  await expect(answerPanel(page)).toContainText(other.name);
  const history = page.getByRole('region', { name: 'Latest scans' });
  await expect(history.getByRole('listitem').filter({ hasText: visitor.name })).toHaveCount(2);
  await expect(history.getByRole('listitem').filter({ hasText: /Admitted/ }).filter({ hasText: visitor.name })).toHaveCount(1);
  await expect(history.getByRole('listitem').filter({ hasText: /Already admitted today/ }).filter({ hasText: visitor.name })).toHaveCount(1);

  // The same scan sent again (a retry after a lost answer) changes nothing: admitted once.
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('expo_gate_session') ?? '{}').token as string);
  const first = queued[0]!.request;
  const replay = await request.post('/api/gate/scan', { headers: { Authorization: `Bearer ${token}`, lang: 'en_US' }, data: first });
  expect(((await replay.json()) as { data: { result: string } }).data.result).toBe('admitted');
  expect((await visitorRow(request, visitor.number)).admittedDays).toHaveLength(1);
  const checkins = await editorCsv(request, 'checkins');
  expect(checkins.filter((row) => row.badge === visitor.number)).toHaveLength(1);
  // Offline, the scanner tried no API request (it knows it is offline). What else failed is the
  // browser's own: its favicon, and on a loaded machine Gatsby's prefetch of a link's page data
  // when it got round to it after the network went; Chromium reports those as console errors.
  expect(failed.filter((p) => p.startsWith('/api/')), 'API requests tried offline').toEqual([]);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !(failed.length > 0 && /ERR_INTERNET_DISCONNECTED/.test(e))));
});

test("an exhibitor's team member scans badges at the stand: consented fields only, notes and rating, the CSV keeps Chinese; a withdrawn consent masks the contact", async ({ request }) => {
  const stamp = Date.now() % 1e6;
  const sharing = await registerVisitor(request, { name: `张丽${stamp}`, company: '北京面包坊', shareContact: true });
  const private_ = await registerVisitor(request, { name: `Private Paul ${stamp}`, company: 'Quiet Ovens', shareContact: false });
  const exhibitorId = await freshExhibitor(request, 'scanning');
  const member = await teamMember(request, exhibitorId, `Stand Sam ${stamp}`);

  const browser = await cameraBrowser(sharing.token);
  const page = await phonePage(browser);
  const errors = collectErrors(page);
  await signInBrowser(page, member, `Stand Sam ${stamp}`);
  await openPage(page, '/en/scan/');
  await page.getByRole('link', { name: /Exhibitor team/ }).click();
  await expect(page.getByText(/^Leads for /)).toBeVisible();
  await expectCameraReading(page);
  const panel = answerPanel(page);
  await expect(panel).toHaveAttribute('data-tone', 'admitted', { timeout: 20_000 });
  await expect(panel).toContainText('Lead saved');
  const card = page.getByRole('article', { name: sharing.name });
  await expect(card).toContainText(sharing.mobile);
  await card.getByLabel('Notes').fill('想要一台层炉 — wants a deck oven');
  await card.getByRole('radio', { name: 'Hot' }).check();
  await card.getByLabel('Tags').fill('ovens, 上海');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Saved')).toBeVisible();
  await expect(card.getByLabel('Tags')).toHaveValue('ovens, 上海');
  await shot(page, 'scanner-lead-en-375', true);
  await expectFitsPhone(page);

  // A visitor who did not agree: name and company only.
  await typeNumber(page, 'Badge number', 'Check', private_.number);
  const privateCard = page.getByRole('article', { name: private_.name });
  await expect(privateCard).toContainText('The visitor did not agree to share contact details.');
  await expect(privateCard).not.toContainText(private_.mobile);
  await expect(privateCard).toContainText('Quiet Ovens');

  // The centre's Leads tab: both, a filter, the export.
  await openPage(page, '/en/member/exhibitor/leads/');
  await expect(page.getByRole('link', { name: 'Leads', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article', { name: sharing.name })).toBeVisible();
  await expect(page.getByRole('article', { name: private_.name })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const filters = page.getByRole('search');
  await filters.getByLabel('Rating').selectOption('hot');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('article', { name: private_.name })).toHaveCount(0);
  await expect(page.getByRole('article', { name: sharing.name })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes, { bom: true, columns: true }) as Array<Record<string, string>>;
  const shared = rows.find((row) => row.Name === sharing.name);
  expect(shared).toMatchObject({ Company: '北京面包坊', Mobile: sharing.mobile, Notes: '想要一台层炉 — wants a deck oven', Rating: 'hot', Tags: 'ovens; 上海' });
  expect(rows.find((row) => row.Name === private_.name)?.Mobile).toBe('');

  // The visitor withdraws consent for this exhibitor: the lead's contact is masked from then on.
  const withdrawn = await request.post(`/api/visit/scans/${exhibitorId}/withdraw`, { headers: { 'x-badge-token': sharing.token } });
  expect(((await withdrawn.json()) as { code: number }).code).toBe(200);
  await openPage(page, '/member/exhibitor/leads/');
  const masked = page.getByRole('article', { name: sharing.name });
  await expect(masked).toContainText('该观众已撤回同意：联系方式已隐藏。');
  await expect(masked).not.toContainText(sharing.mobile);
  await expect(masked.getByLabel('备注')).toHaveValue('想要一台层炉 — wants a deck oven');
  await page.getByRole('button', { name: '我知道了' }).click(); // the cookie notice, off the screenshot
  await shot(page, 'leads-zh-375', true);
  expect(errors).toEqual([]);
  await browser.close();
});

test('the console: visitor numbers as charts and tables, CSV exports, revoke and reissue', async ({ page, request, consoleErrors }) => {
  const stamp = Date.now() % 1e6;
  const visitor = await registerVisitor(request, { name: `Console Clara ${stamp}`, company: 'Console Crumbs', shareContact: false });
  const gate = await gateAccount(request);
  const gateToken = await signInGateApi(request, gate);
  const scan = (code: string) => request.post('/api/gate/scan', { headers: { Authorization: `Bearer ${gateToken}` }, data: { scanId: `e2e${Date.now()}${Math.random().toString(36).slice(2, 8)}`, code, deviceId: 'e2e-console-device', gate: 'West gate' } });
  await scan(visitor.number);

  await page.setViewportSize({ width: 1440, height: 900 });
  await editorToken(request);
  await openPage(page, '/en/editor/');
  await page.getByLabel('Username').fill(EDITOR.username);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Visitors' }).click();
  await expect(page.getByRole('heading', { name: 'Visitors', level: 2 })).toBeVisible();
  // The tile (a term): the tables by source and by entrance head a column the same.
  await expect(page.getByRole('term').filter({ hasText: /^Checked in$/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Registrations by day' })).toBeVisible();
  await expect(page.getByLabel('Check-ins by entrance')).toContainText('West gate');
  await page.screenshot({ path: shotPath('console-visitors-en-1440'), fullPage: true }).catch(() => undefined);
  expect(await seriousViolations(page)).toEqual([]);

  // The registrations export, as a file, with the badge in it.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export registrations (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^visitors-registrations-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parse(await readFile(await download.path()), { bom: true, columns: true }) as Array<Record<string, string>>;
  expect(rows.some((row) => row.badge === visitor.number && row.name === visitor.name)).toBe(true);

  // Reissue: a new number; the old one is unknown at the gate, the new one already admitted today.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('searchbox', { name: /Name, company or badge number/ }).fill(visitor.number);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: visitor.name });
  await expect(row).toContainText(visitor.number);
  await row.getByRole('button', { name: 'Reissue' }).click();
  const reissued = page.getByRole('status').filter({ hasText: /was reissued: new number/ });
  await expect(reissued).toBeVisible();
  const newNumber = (await reissued.textContent())!.match(/new number (\S{4}-\S{4})/)![1]!;
  expect(newNumber).not.toBe(visitor.number);
  expect(((await (await scan(visitor.number)).json()) as { data: { result: string } }).data.result).toBe('unknown');
  expect(((await (await scan(newNumber)).json()) as { data: { result: string } }).data.result).toBe('already');

  // Revoke: the badge is refused.
  await page.getByRole('searchbox', { name: /Name, company or badge number/ }).fill(newNumber);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('row').filter({ hasText: visitor.name }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('row').filter({ hasText: visitor.name })).toContainText('Revoked');
  expect(((await (await scan(newNumber)).json()) as { data: { result: string } }).data.result).toBe('revoked');

  // The console in Chinese, at desktop width.
  await openPage(page, '/editor/');
  await page.getByRole('button', { name: '观众登记' }).click();
  await expect(page.getByRole('heading', { name: '观众登记', level: 2 })).toBeVisible();
  // The totals' tile (the by-source table has the same heading once another story made a source).
  await expect(page.getByRole('term').filter({ hasText: '已入场人数' })).toBeVisible();
  await page.screenshot({ path: shotPath('console-visitors-zh-1440'), fullPage: true }).catch(() => undefined);
  expect(consoleErrors).toEqual([]);
});

// --- helpers ---------------------------------------------------------------------------------

/** A Chromium whose camera plays the QR code of `text`. */
async function cameraBrowser(text: string): Promise<Browser> {
  const dir = path.join(os.tmpdir(), 'e2e-camera');
  await mkdir(dir, { recursive: true });
  const file = await qrVideo(path.join(dir, `badge-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.y4m`), text);
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...BROWSER_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${file}`],
  });
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE, viewport: PHONE, serviceWorkers: 'block' });
  return context.newPage();
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The camera runs and its frames are read: the QR reader started (the ponyfill's WebAssembly
 * compiled, which the page's CSP must allow with 'wasm-unsafe-eval' where the browser has no
 * BarcodeDetector of its own, as Chromium on Linux).
 */
async function expectCameraReading(page: Page) {
  const status = page.getByRole('status').filter({ hasText: /QR|二维码/ }).first();
  await expect(status, 'the camera reads QR codes (not "the QR reader could not start")').toHaveText(/Hold the badge's QR code in the frame|请将胸卡二维码对准取景框/, { timeout: 15_000 });
}

/** axe's serious and critical findings on the page as it is. */
async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page)).filter(serious).map(described);
}

/** Nothing on the page reaches past the content's 16 px margin (no sideways scrolling, nothing cut). */
async function expectFitsPhone(page: Page) {
  const right = await page.evaluate(() => Math.max(...[...document.querySelectorAll('#content *')].map((e) => e.getBoundingClientRect().right)));
  expect(right, 'the right edge of the widest element on a phone').toBeLessThanOrEqual(PHONE.width - 16 + 0.5);
}

function answerPanel(page: Page) {
  return page.locator('[data-tone]');
}

async function typeNumber(page: Page, label: string, button: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: button, exact: true }).click();
}

async function signInGate(page: Page, gate: { username: string; password: string }, lang: 'zh' | 'en') {
  await page.getByLabel(lang === 'en' ? 'Username' : '用户名').fill(gate.username);
  await page.getByLabel(lang === 'en' ? 'Password' : '密码').fill(gate.password);
  await page.getByRole('button', { name: lang === 'en' ? 'Sign in' : '登录' }).click();
}

function shotPath(name: string): string {
  return path.join(SHOTS ?? 'test-results/scanning', `${name}.png`);
}

async function shot(page: Page, name: string, fullPage = false) {
  if (!SHOTS) return;
  await page.waitForTimeout(200);
  await page.screenshot({ path: shotPath(name), fullPage });
}

const editorToken = (request: APIRequestContext) => signInEditor(request, EDITOR);

async function editorGet<T>(request: APIRequestContext, url: string): Promise<T> {
  const token = await editorToken(request);
  return ((await (await request.get(`/api/editor${url}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: T }).data;
}

async function visitorRow(request: APIRequestContext, number: string) {
  const list = await editorGet<{ rows: Array<{ id: number; number: string; admittedDays: string[] }> }>(request, `/visitors?keyword=${number}&pageSize=5`);
  const row = list.rows.find((r) => r.number === number);
  if (!row) throw new Error(`no registration ${number}`);
  return row;
}

async function revokeBadge(request: APIRequestContext, number: string) {
  const { id } = await visitorRow(request, number);
  const token = await editorToken(request);
  expect((await request.post(`/api/editor/visitors/${id}/revoke`, { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);
}

async function editorCsv(request: APIRequestContext, kind: 'registrations' | 'checkins'): Promise<Array<Record<string, string>>> {
  const token = await editorToken(request);
  const response = await request.get(`/api/editor/visitors/export?kind=${kind}`, { headers: { Authorization: `Bearer ${token}` } });
  return parse(await response.body(), { bom: true, columns: true }) as Array<Record<string, string>>;
}

/** A gate account made in the console (resource gateAccounts). */
async function gateAccount(request: APIRequestContext) {
  const gate = { username: `gate${Date.now() % 1e8}${Math.floor(Math.random() * 100)}`, password: 'gate-password-2027' };
  const token = await editorToken(request);
  const made = await request.post('/api/editor/content/gateAccounts', { headers: { Authorization: `Bearer ${token}` }, data: gate });
  expect(((await made.json()) as { code: number }).code).toBe(200);
  return gate;
}

async function signInGateApi(request: APIRequestContext, gate: { username: string; password: string }): Promise<string> {
  return ((await (await request.post('/api/gate/login', { data: gate })).json()) as { data: string }).data;
}

/** A visitor registered through the API, as the registration page does (a code sent for scene `visit`). */
async function registerVisitor(request: APIRequestContext, who: { name: string; company: string; shareContact: boolean }): Promise<Badge & { mobile: string }> {
  const { mobile } = newIdentity();
  const code = await smsCodeByApi(request, mobile, 'visit');
  const types = ((await (await request.get('/api/common/dict/visitor_business_type')).json()) as { data: Array<{ dictValue: string }> }).data;
  const registered = await request.post('/api/visit/register', {
    headers: { lang: 'zh_CN' },
    data: { ...who, jobTitle: 'Buyer', country: '中国', province: '上海', mobile, code, businessType: types[0]!.dictValue, interests: [], days: [], purpose: '', shareContact: who.shareContact },
  });
  const body = (await registered.json()) as { code: number; msg: string; data: Badge };
  expect(body.code, body.msg).toBe(200);
  return { ...body.data, mobile };
}

/** A member of the exhibitor's team, bound with an editor's invitation code. */
async function teamMember(request: APIRequestContext, exhibitorId: number, nickname: string) {
  const member = await registerMember(request, nickname);
  await bindToExhibitor(request, member.token, exhibitorId, EDITOR);
  return member;
}
