import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { makeRelease } from './release';
import { matches, siteRoutes } from './serve';
import { MATCH_PATHS_FILE, SiteDirectory } from './site-dir';

// The site's file server as app.ts mounts it (beside the API's on-the-fly compression), on
// releases made from a small fixture build by makeRelease, so the compressed twins are the ones a
// real release has.

let scratch: string;
let app: FastifyInstance;
const site = new SiteDirectory(undefined);

/** A page big enough to be compressed (the twins skip files under 1 KB). */
const page = (title: string) => `<!doctype html><html><body><h1>${title}</h1>${'<p>烘焙 bakery</p>'.repeat(120)}</body></html>`;
const HOME = page('home');
const NEWS = page('news');
const APP_JS = `console.log(${JSON.stringify('x'.repeat(3000))});`;

function write(dir: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

async function release(name: string, files: Record<string, string>, previous?: string): Promise<string> {
  const build = path.join(scratch, `${name}-build`);
  for (const [file, text] of Object.entries(files)) write(build, file, text);
  const dir = path.join(scratch, 'releases', name);
  await makeRelease(build, dir, previous);
  return dir;
}

const FIRST_BUILD = {
  'index.html': HOME,
  'news/index.html': NEWS,
  '404.html': page('迷路'),
  'en/404.html': page('YOU LOOK LOST'),
  'app-0123456789abcdef0123.js': APP_JS,
  'page-data/news/page-data.json': JSON.stringify({ path: '/news/', filler: 'y'.repeat(2000) }),
  'small.txt': 'tiny',
  'sw.js': `self.addEventListener('fetch', () => undefined); // ${'z'.repeat(1200)}`,
  'manifest.webmanifest': JSON.stringify({ name: 'Bakery China', start_url: '/' }),
  'hot/index.html': page('hot'),
  'member/[...]/index.html': page('member app'),
  'en/member/[...]/index.html': page('member app in English'),
  [MATCH_PATHS_FILE]: JSON.stringify([
    { path: '/member/[...]/', matchPath: '/member/*' },
    { path: '/en/member/[...]/', matchPath: '/en/member/*' },
  ]),
};

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'expo-site-'));
  writeFileSync(path.join(scratch, 'secret.txt'), 'root:x:0:0 outside the site');
  app = Fastify();
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(siteRoutes, { site });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(scratch, { recursive: true, force: true });
});

test('before the first build, pages answer 503 with a note in both languages', async () => {
  const res = await app.inject('/');
  expect(res.statusCode).toBe(503);
  expect(res.body).toContain('The site is being built');
  expect(res.body).toContain('网站正在生成');
});

describe('a built site', () => {
  let root: string;
  beforeAll(async () => {
    root = await release('first', FIRST_BUILD);
    site.switchTo(root);
  });

  test('pages revalidate; hashed assets are immutable', async () => {
    const news = await app.inject('/news/');
    expect(news.statusCode).toBe(200);
    expect(news.headers['content-type']).toContain('text/html');
    expect(news.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await app.inject('/page-data/news/page-data.json')).headers['cache-control']).toContain('must-revalidate');
    const asset = await app.inject('/app-0123456789abcdef0123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the service worker is checked with the server at every update (no-cache); the manifest has its type', async () => {
    const worker = await app.inject('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toContain('javascript');
    const manifest = await app.inject('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
  });

  test.each([
    ['br, gzip, deflate', 'the brotli twin', 'br', '.br'],
    ['gzip, br', 'the brotli twin', 'br', '.br'],
    ['gzip', 'the gzip twin', 'gzip', '.gz'],
    ['gzip, br;q=0', 'the gzip twin', 'gzip', '.gz'],
    ['identity', 'the file itself', undefined, ''],
    ['', 'the file itself', undefined, ''],
  ])('Accept-Encoding "%s" gets %s (as written at release time), with Vary', async (accept, _, encoding, suffix) => {
    for (const [url, file] of [['/news/', 'news/index.html'], ['/app-0123456789abcdef0123.js', 'app-0123456789abcdef0123.js']]) {
      const res = await app.inject({ url, headers: accept ? { 'accept-encoding': accept } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      // The bytes of the file on disk, not compressed again on the fly.
      const onDisk = readFileSync(path.join(root, `${file}${suffix}`));
      expect(res.rawPayload.equals(onDisk)).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(onDisk.length);
    }
    const news = await app.inject({ url: '/news/', headers: accept ? { 'accept-encoding': accept } : {} });
    const decoded = encoding === 'br' ? brotliDecompressSync(news.rawPayload) : encoding === 'gzip' ? gunzipSync(news.rawPayload) : news.rawPayload;
    expect(decoded.toString()).toBe(NEWS);
    expect(news.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  test('a file too small for twins is sent as it is', async () => {
    const res = await app.inject({ url: '/small.txt', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('tiny');
  });

  test('Range gets 206 with Content-Range; a range past the end gets 416', async () => {
    const size = Buffer.byteLength(HOME);
    const part = await app.inject({ url: '/', headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(Buffer.from(HOME).subarray(0, 100))).toBe(true);
    const tail = await app.inject({ url: '/', headers: { range: `bytes=${size - 10}-` } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(Buffer.from(HOME).subarray(size - 10))).toBe(true);
    const beyond = await app.inject({ url: '/', headers: { range: `bytes=${size + 10}-${size + 20}` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
  });

  test.each(['br', 'gzip', ''])('HEAD answers the headers of GET without a body (Accept-Encoding "%s")', async (accept) => {
    for (const url of ['/news/', '/app-0123456789abcdef0123.js', '/nothing/here/']) {
      const headers = accept ? { 'accept-encoding': accept } : {};
      const get = await app.inject({ method: 'GET', url, headers });
      const head = await app.inject({ method: 'HEAD', url, headers });
      expect(head.statusCode).toBe(get.statusCode);
      expect(head.body).toBe('');
      expect(Number(get.headers['content-length'])).toBe(get.rawPayload.length);
      for (const name of ['content-length', 'content-encoding', 'content-type', 'etag', 'last-modified', 'cache-control', 'vary']) {
        expect([name, head.headers[name]]).toEqual([name, get.headers[name]]);
      }
    }
  });

  test('a known ETag answers 304, for each encoding', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const first = await app.inject({ url: '/news/', headers: { 'accept-encoding': accept } });
      const again = await app.inject({ url: '/news/', headers: { 'accept-encoding': accept, 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
    const other = await app.inject({ url: '/news/', headers: { 'if-none-match': 'W/"0-0"' } });
    expect(other.statusCode).toBe(200);
  });

  test('If-Modified-Since answers 304 when the file is not newer', async () => {
    const first = await app.inject('/news/');
    const lastModified = String(first.headers['last-modified']);
    expect(new Date(lastModified).getTime()).not.toBeNaN();
    expect((await app.inject({ url: '/news/', headers: { 'if-modified-since': lastModified } })).statusCode).toBe(304);
    const anHourBefore = new Date(new Date(lastModified).getTime() - 3600_000).toUTCString();
    expect((await app.inject({ url: '/news/', headers: { 'if-modified-since': anHourBefore } })).statusCode).toBe(200);
  });

  test('a page sent once is answered again from memory, with the same headers, until its file goes', async () => {
    const ask = () => app.inject({ url: '/hot/', headers: { 'accept-encoding': 'br' } });
    const first = await ask();
    expect(first.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    rmSync(path.join(root, 'hot'), { recursive: true });
    const again = await ask();
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const { date: _d1, ...firstHeaders } = first.headers;
    const { date: _d2, ...againHeaders } = again.headers;
    expect(againHeaders).toEqual(firstHeaders);
    // Checked against the file at most once a second.
    let status = again.statusCode;
    for (let i = 0; i < 40 && status === 200; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await ask()).statusCode;
    }
    expect(status).toBe(404);
    // A request for part of a file, or a conditional one, goes to the file itself.
    expect((await app.inject({ url: '/', headers: { range: 'bytes=0-9' } })).statusCode).toBe(206);
  });

  test('a directory without its slash redirects, keeping the query', async () => {
    const res = await app.inject('/news?page=2');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/news/?page=2');
  });

  test('client-only routes get their page, in both languages', async () => {
    const zh = await app.inject('/member/userInfo');
    expect(zh.statusCode).toBe(200);
    expect(zh.body).toContain('member app');
    expect(zh.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const en = await app.inject({ url: '/en/member/userInfo/', headers: { 'accept-encoding': 'br' } });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(en.rawPayload).toString()).toContain('member app in English');
  });

  test('unknown paths get the 404 page with status 404, in English under /en', async () => {
    const zh = await app.inject('/nothing/here/');
    expect(zh.statusCode).toBe(404);
    expect(zh.headers['content-type']).toContain('text/html');
    expect(zh.body).toContain('迷路');
    const en = await app.inject({ url: '/en/nothing/', headers: { 'accept-encoding': 'gzip' } });
    expect(en.statusCode).toBe(404);
    expect(gunzipSync(en.rawPayload).toString()).toContain('YOU LOOK LOST');
    // An error page is not a resource to revalidate or to fetch in parts.
    expect(en.headers.etag).toBeUndefined();
    const ranged = await app.inject({ url: '/nothing/', headers: { range: 'bytes=0-9' } });
    expect(ranged.statusCode).toBe(404);
    expect(ranged.body).toContain('迷路');
  });

  test.each([
    '/..%2Fsecret.txt',
    '/..%2F..%2Fetc%2Fpasswd',
    '/%2e%2e/secret.txt',
    '/news/%2e%2e/%2e%2e/secret.txt',
    '/..%5Csecret.txt',
    '/index.html%00.txt',
    '/news//index.html',
  ])('%s is refused with the 404 page', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('迷路');
    expect(res.body).not.toContain('root:');
  });

  test('a new release is served as soon as it is switched in, with its own twins and routes', async () => {
    const second = await release('second', {
      ...FIRST_BUILD,
      'news/index.html': page('news, second edition'),
      'en/demand/[id]/index.html': page('a demand'),
      [MATCH_PATHS_FILE]: JSON.stringify([{ path: '/en/demand/[id]/', matchPath: '/en/demand/:id' }]),
    }, root);
    const before = await app.inject({ url: '/news/', headers: { 'accept-encoding': 'br' } });
    site.switchTo(second);
    try {
      const after = await app.inject({ url: '/news/', headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(after.rawPayload).toString()).toContain('news, second edition');
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect((await app.inject({ url: '/news/', headers: { 'if-none-match': String(before.headers.etag), 'accept-encoding': 'br' } })).statusCode).toBe(200);
      expect((await app.inject('/en/demand/12/')).body).toContain('a demand');
      expect((await app.inject('/member/userInfo/')).statusCode).toBe(404);
    } finally {
      site.switchTo(root);
    }
  });
});

describe('client-only match paths', () => {
  test.each([
    ['/member/*', '/member', true],
    ['/member/*', '/member/userInfo/', true],
    ['/member/*', '/members/', false],
    ['/demand/:id', '/demand/12/', true],
    ['/demand/:id', '/demand/12', true],
    ['/en/demand/:id', '/en/demand/12/', true],
    ['/demand/:id', '/demand/', false],
    ['/demand/:id', '/demand/12/claims/', false],
    ['/search', '/search/', true],
  ])('%s matches %s: %s', (matchPath, urlPath, expected) => {
    expect(matches(matchPath, urlPath)).toBe(expected);
  });
});
