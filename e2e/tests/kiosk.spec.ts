import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { codeSentTo, editorToken as signInEditor, newIdentity, outboxMark, smsCodeByApi } from './accounts';
import { qrVideo } from './fake-camera';
import { expect, openPage, test } from './fixtures';
import { readQr } from './qr';

// Issue 34, item 3: a walk-in registers at the venue kiosk (a tablet signed in with a kiosk
// account) and leaves with a printed badge; the kiosk is back at its start after a minute without
// a touch, the half-filled form wiped (the page's clock, not a minute's wait); a pre-registration's
// QR shown to the kiosk's camera prints its badge, and the print preview of each label size fits
// one label with a QR that decodes to the badge's token.

const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8123';
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/kiosk';
const EDITOR = { username: 'kiosk.editor', password: 'kiosk-editor-password' };
const SIZES = { tablet: { width: 1024, height: 768 }, phone: { width: 375, height: 800 } } as const;
/** The labels in CSS pixels (96 per inch): contract BADGE_PRINT_SIZES. */
const LABELS = { a6: { width: (105 / 25.4) * 96, height: (148 / 25.4) * 96 }, '4x3': { width: 384, height: 288 }, '4x6': { width: 384, height: 576 } } as const;
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const T = {
  en: { username: 'Kiosk account', password: 'Password', signIn: 'Sign in', register: /Register now/, haveQr: /I have registered/, name: 'Name', company: 'Company', job: 'Job title', country: 'Country or region', mobile: 'Mobile number', send: 'Send code', code: 'Code', business: 'Business type', submit: 'Register and print my badge', printed: 'Your badge,', welcome: 'Welcome! Get your badge here' },
  zh: { username: '设备账号', password: '密码', signIn: '登录', register: /现场登记/, haveQr: /我已预登记/, name: '姓名', company: '公司名称', job: '职位', country: '国家/地区', mobile: '手机号', send: '获取验证码', code: '验证码', business: '业务类型', submit: '登记并打印胸卡', printed: '这是您的胸卡', welcome: '欢迎！在这里领取胸卡' },
} as const;

test.describe.configure({ timeout: 180_000 });

for (const lang of ['en', 'zh'] as const) {
  for (const size of ['tablet', 'phone'] as const) {
    test(`a walk-in registers at the kiosk and gets a printed badge; the kiosk resets after a minute untouched (${lang}, ${size})`, async ({ browser, request }) => {
      const kiosk = await kioskAccount(request);
      const page = await kioskPage(browser, size);
      await page.clock.install();
      const t = T[lang];
      await openPage(page, lang === 'en' ? '/en/kiosk/' : '/kiosk/');
      await page.getByLabel(t.username).fill(kiosk.username);
      await page.getByLabel(t.password).fill(kiosk.password);
      await page.getByRole('button', { name: t.signIn }).click();
      await expect(page.getByText(t.welcome)).toBeVisible();
      await shot(page, `kiosk-start-${lang}-${size}`);
      await expectTouchTargets(page);

      // A half-filled form is wiped after a minute untouched.
      await page.getByRole('button', { name: t.register }).click();
      await page.getByLabel(t.name, { exact: true }).fill('Half Filled');
      await page.clock.fastForward(59_000);
      await expect(page.getByLabel(t.name, { exact: true })).toHaveValue('Half Filled');
      await page.clock.fastForward(2_000);
      await expect(page.getByText(t.welcome)).toBeVisible();
      await page.getByRole('button', { name: t.register }).click();
      await expect(page.getByLabel(t.name, { exact: true })).toHaveValue('');

      // The walk-in registers with the code sent to the mobile.
      const { mobile } = newIdentity();
      const name = `Walk In ${Date.now() % 1e6}`;
      await page.getByLabel(t.name, { exact: true }).fill(name);
      await page.getByLabel(t.company, { exact: true }).fill('Crumb & Co');
      await page.getByLabel(t.job, { exact: true }).fill('Buyer');
      if (lang === 'en') await page.locator('#kiosk-country').selectOption('France');
      else await page.locator('#kiosk-province').selectOption({ index: 1 });
      const mark = await outboxMark(request);
      await page.getByRole('textbox', { name: t.mobile, exact: true }).fill(mobile);
      await page.getByRole('button', { name: t.send }).click();
      await page.getByLabel(t.code, { exact: true }).fill(await codeSentTo(request, mobile, mark));
      await page.locator('#kiosk-business').selectOption({ index: 1 });
      await shot(page, `kiosk-form-${lang}-${size}`, true);
      await expectTouchTargets(page);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('heading', { name: new RegExp(t.printed) })).toBeVisible();
      await expect(page.locator('[data-badge-label] [data-ready="true"]')).toBeVisible();
      await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
      await expect(page.locator('[data-badge-label]')).toContainText(name);
      await shot(page, `kiosk-printed-${lang}-${size}`, true);

      // Nobody touches it: back at the start, no trace of the walk-in.
      await page.clock.fastForward(61_000);
      await expect(page.getByText(t.welcome)).toBeVisible();
      await expect(page.getByText(name)).toHaveCount(0);
      await page.context().close();
    });
  }
}

test('a pre-registration QR shown to the kiosk prints its badge; each label size previews as one label whose QR decodes (print media)', async ({ request }) => {
  const visitor = await registerVisitor(request, `Pre Registered ${Date.now() % 1e6}`);
  const kiosk = await kioskAccount(request);
  const token = ((await (await request.post('/api/kiosk/login', { data: kiosk })).json()) as { data: string }).data;
  const browser = await cameraBrowser(visitor.token);
  try {
    for (const [size, label] of Object.entries(LABELS) as [keyof typeof LABELS, (typeof LABELS)[keyof typeof LABELS]][]) {
      for (const lang of ['en', 'zh'] as const) {
        const page = await kioskPage(browser, 'tablet', { session: { token, username: kiosk.username }, size });
        await openPage(page, lang === 'en' ? '/en/kiosk/' : '/kiosk/');
        await page.getByRole('button', { name: T[lang].haveQr }).click();
        await expect(page.getByRole('heading', { name: new RegExp(T[lang].printed) })).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('[data-badge-label] [data-ready="true"]')).toBeVisible();
        await page.emulateMedia({ media: 'print' });
        const box = (await page.locator('[data-badge-label]').boundingBox())!;
        expect(Math.abs(box.width - label.width), `${size} label width`).toBeLessThan(1.5);
        expect(Math.abs(box.height - label.height), `${size} label height`).toBeLessThan(1.5);
        // Everything of the badge is inside the label (nothing spills to a second label).
        const spill = await page.locator('[data-badge-label]').evaluate((el) => {
          const outer = el.getBoundingClientRect();
          return [...el.querySelectorAll('*')].filter((child) => {
            const r = child.getBoundingClientRect();
            return r.width > 0 && (r.left < outer.left - 0.5 || r.top < outer.top - 0.5 || r.right > outer.right + 0.5 || r.bottom > outer.bottom + 0.5);
          }).length + (el.scrollHeight > el.clientHeight + 1 ? 1 : 0);
        });
        expect(spill, `${size}: nothing outside the label`).toBe(0);
        await expect(page.locator('[data-badge-label]')).toContainText(visitor.name);
        await expect(page.locator('[data-badge-label]')).toContainText(visitor.number);
        const png = await page.screenshot({ clip: box, path: path.join(SHOTS, `kiosk-print-${size}-${lang}.png`) });
        expect(await readQr(png), `${size}: the QR decodes from the print preview`).toBe(visitor.token);
        await page.context().close();
      }
    }
    // Printed six times: the console's visitor record counts the reprints.
    const row = await visitorRow(request, visitor.number);
    expect(row.prints).toBe(Object.keys(LABELS).length * 2);
  } finally {
    await browser.close();
  }
});

test("the gate scanner's print badge mode prints an admitted badge; a reprint is counted (English, 375 px)", async ({ browser, request }) => {
  const visitor = await registerVisitor(request, `Gate Print ${Date.now() % 1e6}`);
  const gate = { username: `gate${Date.now() % 1e8}`, password: 'gate-password-2027' };
  const token = await signInEditor(request, EDITOR);
  expect(((await (await request.post('/api/editor/content/gateAccounts', { headers: { Authorization: `Bearer ${token}` }, data: gate })).json()) as { code: number }).code).toBe(200);
  const page = await kioskPage(browser, 'phone', { size: '4x3' });
  await openPage(page, '/en/scan/?mode=gate');
  await page.getByLabel('Username').fill(gate.username);
  await page.getByLabel('Password').fill(gate.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Entrance', { exact: true }).fill('Hall 1 desk');
  await page.getByRole('button', { name: 'Start scanning' }).click();
  await page.getByLabel(/Print badge mode/).check();
  await page.getByLabel('Badge number', { exact: true }).fill(visitor.number);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.locator('[data-badge-label] [data-ready="true"]')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-badge-label]')).toContainText(visitor.name);
  await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
  await shot(page, 'gate-print-en-phone', true);
  await page.getByRole('button', { name: 'Print again' }).click();
  await expect(page.getByText('Printed 2 times: this is a reprint')).toBeVisible();
  expect((await visitorRow(request, visitor.number)).prints).toBe(2);
  await page.context().close();
});

async function kioskPage(browser: Browser, size: keyof typeof SIZES, kept: { session?: { token: string; username: string }; size?: string } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE, viewport: SIZES[size], serviceWorkers: 'block', hasTouch: true });
  // The print dialog is counted, not opened.
  await context.addInitScript((keep: { session?: { token: string; username: string }; size?: string }) => {
    const w = window as unknown as { prints: number };
    w.prints = 0;
    window.print = () => {
      w.prints += 1;
    };
    if (keep.session) localStorage.setItem('expo_kiosk_session', JSON.stringify(keep.session));
    if (keep.size) localStorage.setItem('expo_badge_print_size', keep.size);
  }, kept);
  return context.newPage();
}

/** Every button, link and field the walk-in touches is at least 44 px tall. */
async function expectTouchTargets(page: Page) {
  const small = await page.locator('#content').evaluate((root) =>
    [...root.querySelectorAll('button, a, select, input:not([type="checkbox"]):not([type="radio"]), label:has(input[type="checkbox"]), label:has(input[type="radio"])')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height < 44;
      })
      .map((el) => `${el.tagName} ${(el.textContent ?? '').slice(0, 30)} ${el.getBoundingClientRect().height}`));
  expect(small, 'touch targets under 44 px').toEqual([]);
}

async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

async function cameraBrowser(text: string): Promise<Browser> {
  const dir = path.join(os.tmpdir(), 'e2e-camera');
  await mkdir(dir, { recursive: true });
  const file = await qrVideo(path.join(dir, `kiosk-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.y4m`), text);
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...BROWSER_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${file}`],
  });
}

/** A kiosk account made in the console (resource kioskAccounts). */
async function kioskAccount(request: APIRequestContext) {
  const kiosk = { username: `kiosk${Date.now() % 1e8}${Math.floor(Math.random() * 100)}`, password: 'kiosk-password-2027' };
  const token = await signInEditor(request, EDITOR);
  const made = await request.post('/api/editor/content/kioskAccounts', { headers: { Authorization: `Bearer ${token}` }, data: kiosk });
  expect(((await made.json()) as { code: number }).code).toBe(200);
  return kiosk;
}

async function visitorRow(request: APIRequestContext, number: string) {
  const token = await signInEditor(request, EDITOR);
  const list = (await (await request.get(`/api/editor/visitors?keyword=${number}&pageSize=5`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { rows: Array<{ number: string; prints: number }> } };
  return list.data.rows.find((r) => r.number === number)!;
}

async function registerVisitor(request: APIRequestContext, name: string) {
  const { mobile } = newIdentity();
  const code = await smsCodeByApi(request, mobile, 'visit');
  const types = ((await (await request.get('/api/common/dict/visitor_business_type')).json()) as { data: Array<{ dictValue: string }> }).data;
  const registered = await request.post('/api/visit/register', {
    headers: { lang: 'en_US' },
    data: { name, company: 'Rye & Co', jobTitle: 'Buyer', country: 'France', mobile, code, businessType: types[0]!.dictValue, interests: [], days: [], purpose: '', shareContact: false },
  });
  const body = (await registered.json()) as { code: number; msg: string; data: { token: string; number: string; name: string } };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}
