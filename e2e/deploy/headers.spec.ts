import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { compareWithProduct, metaPolicyOf } from './compare';
import { layout } from './layout';

// Nothing a visitor gets from nginx is weaker than what the product's own file server sends: the
// same page, file and error, asked of both (the product serving the same release, SITE_DIR), comes
// with the same status, the same headers, and the same Content-Security-Policy in force (nginx: the
// page's <meta> policy plus the header's framing rule).

const PAGES_AT_ONCE = 4;

async function firstId(list: string): Promise<number> {
  const body = (await (await fetch(`${layout.nginxUrl}/api/common/${list}?pageSize=1`)).json()) as { data: { rows: { id: number }[] } };
  return body.data.rows[0]!.id;
}

/** One file of each kind (extension) the release holds, as URL paths. */
function oneFileOfEachKind(): string[] {
  const root = path.join(layout.publishDir, 'current');
  const byKind = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    // Compressed twins are sent for their file, not asked for by name.
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const kind = /\.([a-z0-9]+)$/i.exec(entry.name)?.[1] ?? '(none)';
    if (!byKind.has(kind)) byKind.set(kind, `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).map(encodeURIComponent).join('/')}`);
  }
  return [...byKind.values()];
}

test('every page kind, file and error comes from nginx with the headers and policy of the product\'s server', async () => {
  test.setTimeout(180_000);
  const home = await (await fetch(`${layout.nginxUrl}/`)).text();
  const appScript = /<script src="(\/app-[0-9a-f]+\.js)"/.exec(home)?.[1];
  expect(appScript, 'the home page\'s app bundle').toBeTruthy();
  const exhibitor = await firstId('exhibitor/list');
  const pages = [
    '/', '/en/', '/exhibitors/', `/exhibitors/${exhibitor}/`, `/en/exhibitors/${exhibitor}/`, '/exhibitors', '/news/?page=2',
    '/member/userInfo/', '/en/member/collect/exhibitor/', '/editor/', '/en/editor/', '/demand/1/', '/scan/', '/en/scan/',
    '/no-such-page/', '/en/no-such-page/', `${appScript}.map`,
    appScript!, '/page-data/index/page-data.json', '/page-data/app-data.json', '/sw.js', '/manifest.webmanifest', '/sitemap.xml', '/robots.txt',
    ...oneFileOfEachKind(),
  ];
  const encodings = ['identity', 'gzip', ...(layout.brotli ? ['br, gzip'] : [])];
  // A few pages at a time: each comparison mostly waits for the two servers.
  const queue = [...pages];
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, async () => {
    for (let page = queue.shift(); page !== undefined; page = queue.shift()) for (const encoding of encodings) await compareWithProduct(page, encoding);
  }));
});

test('the scan and kiosk pages may compile WebAssembly through nginx, and no other page may', async () => {
  for (const [page, wasm] of [['/scan/', true], ['/en/scan/', true], ['/kiosk/', true], ['/', false], ['/member/userInfo/', false]] as const) {
    const policy = metaPolicyOf(await (await fetch(`${layout.nginxUrl}${page}`)).text()) ?? '';
    expect(policy.includes("'wasm-unsafe-eval'"), page).toBe(wasm);
    expect(policy, page).not.toMatch(/'unsafe-eval'|'unsafe-inline'[^;]*;script-src-attr|script-src[^;]*'unsafe-inline'/);
  }
});

test('the local admin API cannot be reached through nginx, even with its secret', async () => {
  const res = await fetch(`${layout.nginxUrl}/api/admin/outbox?limit=1`, { headers: { 'x-admin-secret': layout.adminSecret } });
  expect(res.status).toBe(403);
});

test('API answers come through nginx with the API\'s own headers, none added or doubled', async () => {
  const url = '/api/common/exhibitor/list?pageSize=1';
  const ask = (base: string) => fetch(`${base}${url}`, { headers: { 'accept-encoding': 'gzip' } });
  const [direct, proxied] = await Promise.all([ask(layout.apis[0]!.url), ask(layout.nginxUrl)]);
  expect(proxied.status).toBe(200);
  const names = (res: Response) => [...res.headers.keys()].filter((name) => !['date', 'connection', 'keep-alive', 'server', 'transfer-encoding', 'content-length'].includes(name)).sort();
  expect(names(proxied)).toEqual(names(direct));
  for (const name of ['content-security-policy', 'x-content-type-options', 'cache-control', 'etag', 'vary', 'content-type']) expect(proxied.headers.get(name), name).toBe(direct.headers.get(name));
});
