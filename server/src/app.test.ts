import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, EN, ZH, type TestApp } from '../test/helper';
import { TEST_ENV, registerByMobile, signInEditor } from '../test/accounts';
import { takeRebuildRequests } from './modules/console/builds';

// The API's own edges: what it answers for paths it does not have, and for an empty JSON body.

const UNKNOWN_API = [
  { method: 'GET', url: '/api/nope' },
  { method: 'POST', url: '/api/common/unknown' },
  { method: 'GET', url: '/api/' },
  { method: 'GET', url: '/api' },
  { method: 'DELETE', url: '/api/health' },
] as const;

describe.each([
  ['without a site directory', false],
  ['with a site directory', true],
])('unknown /api paths, %s', (_, withSite) => {
  let t: TestApp;
  let dir: string | undefined;
  beforeAll(async () => {
    if (withSite) dir = builtSite();
    t = await buildTestApp({ seed: false, env: dir ? { SITE_DIR: dir } : {} });
  });
  afterAll(async () => {
    await t.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test.each(UNKNOWN_API)('$method $url answers the 404 envelope, in Chinese by default and in English with lang en_US', async ({ method, url }) => {
    for (const [headers, text] of [[{}, /^接口不存在：/], [ZH, /^接口不存在：/], [EN, /^No API at \/api/]] as const) {
      const res = await t.request({ method, url: `${url}?x=1`, headers });
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.body).toEqual({ code: 404, msg: expect.stringMatching(text), data: null });
      expect(res.body.msg).toContain(url);
      expect(res.body.msg).not.toContain('?x=1');
    }
  });

  test('the calls that exist still answer', async () => {
    expect((await t.get('/api/health')).body).toMatchObject({ code: 200, data: { status: 'ok' } });
  });

  if (withSite) {
    test('paths outside /api still get the site\'s HTML 404 page', async () => {
      for (const url of ['/nothing/here/', '/apinope', '/en/api/nope']) {
        const res = await t.request({ method: 'GET', url });
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toMatch(url.startsWith('/en/') ? /YOU LOOK LOST/ : /迷路/);
      }
    });
  }
});

describe('an empty JSON body counts as no body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: TEST_ENV });
  });
  afterAll(() => t.close());

  const emptyJson = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url, payload: '', headers: { 'content-type': 'application/json', ...headers } });

  test('logout, signed out: answers as with no body', async () => {
    const res = await emptyJson('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual((await t.request({ method: 'POST', url: '/api/auth/logout' })).body);
    expect(res.body).toEqual({ code: 200, msg: 'success', data: null });
  });

  test('logout, signed in: answers 200 and revokes the token', async () => {
    const member = await registerByMobile(t);
    expect((await t.get('/api/auth/getInfo', member.auth)).status).toBe(200);
    const res = await emptyJson('/api/auth/logout', member.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, msg: 'success', data: null });
    expect((await t.get('/api/auth/getInfo', member.auth)).status).toBe(401);
  });

  test('the editor\'s rebuild call queues a rebuild', async () => {
    const auth = await signInEditor(t, 'editor.empty');
    await takeRebuildRequests(t.engine.db);
    const res = await emptyJson('/api/editor/rebuild', auth);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(await takeRebuildRequests(t.engine.db)).toEqual(['requested by editor.empty']);
  });

  test('a call that needs a body answers the same 400 envelope as with no body, naming the body', async () => {
    const empty = await emptyJson('/api/common/sendSmsCode', EN);
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ code: 400, msg: 'body must be object', data: null });
    expect((await t.request({ method: 'POST', url: '/api/common/sendSmsCode', headers: EN })).body).toEqual(empty.body);
    const login = await emptyJson('/api/auth/login', EN);
    expect(login.body).toEqual({ code: 400, msg: 'body must be object', data: null });
  });

  test('a body that is not JSON is still a 400 envelope', async () => {
    for (const payload of ['{', ' ', '{"__proto__":{"x":1}}']) {
      const res = await t.request({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, data: null });
    }
  });
});

/** A built site with its 404 pages, as the site serving reads it. */
function builtSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'expo-app-site-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('index.html', '<h1>home</h1>');
  write('404.html', '<h1>迷路</h1>');
  write('en/404.html', '<h1>YOU LOOK LOST</h1>');
  return dir;
}
