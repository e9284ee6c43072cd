import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { compareWithProduct } from './compare';
import { call, editorSession, layout, signUpThroughNginx, upstreamThatAnswered } from './layout';

// Members and editors through nginx, with two API processes and a worker behind it: a session made
// on one process works on the other (sessions are database rows), the API sees each visitor's own
// address, and an editor's change is built by the worker and served by nginx within a minute.

const EDIT_SERVED_WITHIN_MS = 60_000;

test('a member signed up through nginx on one API process is signed in on the other', async () => {
  const member = await signUpThroughNginx();
  const signedUpOn = upstreamThatAnswered('POST /api/auth/register');
  const other = layout.apis.find((api) => api.name !== signedUpOn)!;
  const auth = { authorization: `Bearer ${member.token}` };
  expect((await call<{ id: number }>(`${other.url}/api/auth/getInfo`, { headers: auth })).id, `the session on ${other.name}`).toBe(member.id);

  // Through nginx, calls go to both processes in turn, and each knows the member.
  const marker = randomBytes(4).toString('hex');
  for (let i = 0; i < 4; i += 1) expect((await call<{ id: number }>(`${layout.nginxUrl}/api/auth/getInfo?probe=${marker}`, { headers: auth })).id).toBe(member.id);
  const answered = readFileSync(layout.accessLog, 'utf8').split('\n').filter((line) => line.includes(marker)).map((line) => /upstream=(\S+)/.exec(line)?.[1]);
  expect(new Set(answered), 'the API processes that answered').toEqual(new Set(layout.apis.map((api) => new URL(api.url).host)));
});

test('the API processes see the visitor\'s address as nginx saw it, not the one the visitor claims', async () => {
  const marker = `no-such-call-${randomBytes(4).toString('hex')}`;
  const res = await fetch(`${layout.nginxUrl}/api/${marker}`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
  expect(res.status).toBe(404);
  // The API logs a 4xx answer with the address it took for the visitor's (request.ip, TRUST_PROXY=true).
  let logged: { req: { remoteAddress: string } } | undefined;
  await expect(async () => {
    const lines = readdirSync(layout.logDir).flatMap((file) => readFileSync(path.join(layout.logDir, file), 'utf8').split('\n')).filter((line) => line.includes(marker) && line.startsWith('{'));
    logged = lines.map((line) => JSON.parse(line) as { req?: { remoteAddress: string } }).find((entry) => entry.req) as typeof logged;
    expect(logged, 'the API\'s log line of the call').toBeTruthy();
  }).toPass({ timeout: 10_000 });
  expect(logged!.req.remoteAddress).toBe('127.0.0.1');
});

test('an editor\'s change is built by the worker and served by nginx within 60 s', async ({ page }) => {
  test.setTimeout(240_000);
  const exhibitors = await call<{ rows: { id: number }[] }>(`${layout.nginxUrl}/api/common/exhibitor/list?pageSize=1`, { headers: { lang: 'en_US' } });
  const id = exhibitors.rows[0]!.id;
  const token = await editorSession('deploy.editor');
  const releaseBefore = readlinkSync(path.join(layout.publishDir, 'current'));
  const name = `Deployed Bakery ${Date.now()}`;

  const savedAt = Date.now();
  await call(`${layout.nginxUrl}/api/editor/content/exhibitors/${id}`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: JSON.stringify({ name_en: name }) });
  await expect(async () => {
    const html = await (await fetch(`${layout.nginxUrl}/en/exhibitors/${id}/`)).text();
    expect(html).toContain(name);
  }).toPass({ timeout: EDIT_SERVED_WITHIN_MS, intervals: [1_000] });
  const servedAfter = Date.now() - savedAt;
  console.log(`The edit was served by nginx ${(servedAfter / 1000).toFixed(1)} s after the save.`);
  expect(servedAfter).toBeLessThanOrEqual(EDIT_SERVED_WITHIN_MS);
  expect(readlinkSync(path.join(layout.publishDir, 'current')), 'a new release is live').not.toBe(releaseBefore);

  // The pages the delta build rewrote carry their new policy: the same as the product's, and
  // Chromium runs the page under it. (The product's server checks a file it keeps in memory
  // against the disk once a second, so it may answer the old page for a moment.)
  await expect(async () => {
    for (const encoding of ['gzip', 'identity']) await compareWithProduct(`/en/exhibitors/${id}/`, encoding);
  }).toPass({ timeout: 10_000 });
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`/en/exhibitors/${id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
