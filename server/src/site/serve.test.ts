import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { matches, siteRoutes } from './serve';
import { MATCH_PATHS_FILE, SiteDirectory } from './site-dir';

let dir: string;
let app: FastifyInstance;
const site = new SiteDirectory(undefined);

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'expo-site-'));
  app = Fastify();
  await app.register(siteRoutes, { site });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

test('before the first build, pages answer 503 with a note in both languages', async () => {
  const res = await app.inject('/');
  expect(res.statusCode).toBe(503);
  expect(res.body).toContain('The site is being built');
  expect(res.body).toContain('网站正在生成');
});

describe('a built site', () => {
  beforeAll(() => {
    write('index.html', '<h1>home</h1>');
    write('news/index.html', '<h1>news</h1>');
    write('404.html', '<h1>迷路</h1>');
    write('en/404.html', '<h1>YOU LOOK LOST</h1>');
    write('app-0123456789abcdef0123.js', 'console.log(1)');
    write('page-data/news/page-data.json', '{}');
    write('member/[...]/index.html', '<h1>member app</h1>');
    write(MATCH_PATHS_FILE, JSON.stringify([{ path: '/member/[...]/', matchPath: '/member/*' }]));
    site.switchTo(dir);
  });

  test('pages revalidate; hashed assets are immutable', async () => {
    const page = await app.inject('/news/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await app.inject('/page-data/news/page-data.json')).headers['cache-control']).toContain('must-revalidate');
    const asset = await app.inject('/app-0123456789abcdef0123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a known etag answers 304', async () => {
    const first = await app.inject('/news/');
    const again = await app.inject({ url: '/news/', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  test('a directory without its slash redirects, keeping the query', async () => {
    const res = await app.inject('/news?page=2');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/news/?page=2');
  });

  test('client-only routes get their page', async () => {
    const res = await app.inject('/member/userInfo');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('member app');
  });

  test('unknown paths get the 404 page with status 404, in English under /en', async () => {
    const zh = await app.inject('/nothing/here/');
    expect(zh.statusCode).toBe(404);
    expect(zh.body).toContain('迷路');
    const en = await app.inject('/en/nothing/');
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('YOU LOOK LOST');
  });

  test('paths cannot leave the site directory', async () => {
    const res = await app.inject('/..%2F..%2Fetc%2Fpasswd');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('root:');
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
