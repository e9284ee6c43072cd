import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { EVENT_ICS_FILE } from '../../contract/calendar';
import { expect, test, PUBLISH_TEST_TIMEOUT_MS, PUBLISHED_WITHIN_MS } from './fixtures';

// Editors change content; the site rebuilds by itself. A build that fails leaves the served site as it was.

const DATA_DIR = path.resolve(__dirname, '../..', process.env.E2E_DATA_DIR ?? '.data-e2e');
test.describe.configure({ mode: 'serial' });

async function editorToken(request: APIRequestContext): Promise<string> {
  const secret = readFileSync(path.join(DATA_DIR, 'admin.secret'), 'utf8').trim();
  const password = 'e2e-editor-password';
  const created = await request.post('/api/admin/editors', { headers: { 'x-admin-secret': secret }, data: { username: 'e2e.editor', password } });
  expect(created.ok()).toBe(true);
  const login = await request.post('/api/editor/login', { data: { username: 'e2e.editor', password } });
  return ((await login.json()) as { data: string }).data;
}

interface Build {
  id: number;
  status: string;
  error: string | null;
}

async function latestBuild(request: APIRequestContext, token: string): Promise<Build | undefined> {
  const response = await request.get('/api/editor/builds', { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: Build[] }).data[0];
}

test('an edit reaches the static exhibitor page through the automatic rebuild', async ({ page, request }) => {
  test.setTimeout(PUBLISH_TEST_TIMEOUT_MS);
  const token = await editorToken(request);

  const name = `Renamed Bakery ${Date.now()}`;
  const saved = await request.put('/api/editor/content/exhibitors/2', { headers: { authorization: `Bearer ${token}` }, data: { name_en: name } });
  expect(saved.ok()).toBe(true);

  await expect(async () => {
    const response = await page.goto('/en/exhibitors/2/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 1000 });
  }).toPass({ timeout: PUBLISHED_WITHIN_MS, intervals: [5_000] });
});

test('a one-record change rebuilds only the pages it touches', async ({ request }) => {
  test.setTimeout(PUBLISH_TEST_TIMEOUT_MS);
  const token = await editorToken(request);
  const name = `Delta Bakery ${Date.now()}`;
  const savedAt = Date.now();
  const saved = await request.put('/api/editor/content/exhibitors/3', { headers: { authorization: `Bearer ${token}` }, data: { name_en: name } });
  expect(saved.ok()).toBe(true);

  // The served site's stamp names the files its build wrote; polled often enough to see the
  // release with the change before another one (other stories edit too) replaces it.
  let stamp: BuildStamp | undefined;
  await expect(async () => {
    stamp = (await (await request.get('/build-stamp.json')).json()) as BuildStamp;
    expect(Date.parse(stamp.builtAt)).toBeGreaterThan(savedAt);
    expect(stamp.writtenFiles ?? []).toContain('en/exhibitors/3/index.html');
  }).toPass({ timeout: PUBLISHED_WITHIN_MS, intervals: [1_000] });
  expect(await (await request.get('/en/exhibitors/3/')).text()).toContain(name);
  const written = stamp!.writtenFiles!;
  const sitePages = ((await (await request.get('/sitemap.xml')).text()).match(/<loc>/g) ?? []).length;
  expect(sitePages).toBeGreaterThan(1000);
  // A build that rewrites the site (or every list page) writes thousands of files; one rename
  // touches the exhibitor's pages, its products', its events' and the list pages that show it.
  expect(written.length, written.join('\n')).toBeLessThan(sitePages / 10);
  // A file a build writes again with the same bytes counts as changed everywhere after it (the
  // release copies and compresses it): an event's calendar file is written when its page is.
  const calendars = written.filter((file) => file.endsWith(`/${EVENT_ICS_FILE}`));
  expect(calendars.filter((file) => !written.includes(file.replace(EVENT_ICS_FILE, 'index.html')))).toEqual([]);
});

interface BuildStamp {
  builtAt: string;
  written: number;
  writtenFiles: string[] | null;
}

test('a failed build leaves the served site unchanged, byte for byte', async ({ request }) => {
  // Two waits: for the build in progress to end, then for the failing build.
  test.setTimeout(PUBLISHED_WITHIN_MS + PUBLISH_TEST_TIMEOUT_MS);
  const token = await editorToken(request);
  const auth = { authorization: `Bearer ${token}` };
  // Let any build in progress finish, so the page below is the one that stays served.
  await expect(async () => expect((await latestBuild(request, token))?.status).not.toBe('running')).toPass({ timeout: PUBLISHED_WITHIN_MS, intervals: [3_000] });
  const before = await (await request.get('/en/')).body();
  const lastBuild = (await latestBuild(request, token))?.id ?? 0;

  // The content API the build reads from goes down (a test-only switch: the build's requests get
  // a server error, visitors' do not); an editor asks for a rebuild, which fails.
  const secret = readFileSync(path.join(DATA_DIR, 'admin.secret'), 'utf8').trim();
  const outage = (on: boolean) => request.post('/api/admin/test/build-outage', { headers: { 'x-admin-secret': secret }, data: { on } });
  expect((await outage(true)).ok()).toBe(true);
  try {
    expect((await request.post('/api/editor/rebuild', { headers: auth })).ok()).toBe(true);
    await expect(async () => {
      const build = await latestBuild(request, token);
      expect(build && build.id > lastBuild && build.status).toBe('failed');
    }).toPass({ timeout: PUBLISHED_WITHIN_MS, intervals: [3_000] });
    const failed = await latestBuild(request, token);
    expect(failed?.error).toMatch(/gatsby build failed/);
    const after = await (await request.get('/en/')).body();
    expect(after.equals(before)).toBe(true);
  } finally {
    // Edits other tests saved before or during the outage are built by the worker's own retry
    // after a failed build (rebuild.ts, RETRY_AFTER_FAILURE_MS; rebuild-retry.test.ts).
    await outage(false);
  }
});
