import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { inlineScriptHashes } from './inline-scripts';
import { CSP_DIRECTIVES, compilesWasm, pagePolicy, registerSecurityHeaders } from './security-headers';
import { siteRoutes } from './serve';
import { MATCH_PATHS_FILE, SiteDirectory } from './site-dir';

// The site's file server with the security headers, mounted as app.ts mounts them, on a small
// built site whose pages carry inline scripts the way Gatsby writes them.

const page = (name: string) =>
  `<!doctype html><html><body><h1>${name}</h1>${'<p>烘焙 bakery</p>'.repeat(100)}` +
  `<script type="application/ld+json">{"name":"${name}"}</script>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/${name}/";/*]]>*/</script>` +
  '<script>window.___webpackCompilationHash="84bc1b";</script><script src="/app-0123456789abcdef0123.js" async></script></body></html>';
const FILES: Record<string, string> = {
  'index.html': page('home'),
  'news/index.html': page('news'),
  '404.html': page('404'),
  'member/[...]/index.html': page('member'),
  'app-0123456789abcdef0123.js': 'console.log(1);\n//# sourceMappingURL=app-0123456789abcdef0123.js.map',
  'app-0123456789abcdef0123.js.map': '{"version":3,"sources":["webpack://site/./src/secret-logic.ts"]}',
  [MATCH_PATHS_FILE]: JSON.stringify([{ path: '/member/[...]/', matchPath: '/member/*' }]),
};

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'expo-headers-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function server(sourceMaps?: boolean): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(compress, { global: true, threshold: 1024 });
  registerSecurityHeaders(app);
  app.get('/api/health', async () => ({ code: 200, msg: 'success', data: { status: 'ok' } }));
  await app.register(siteRoutes, { site: new SiteDirectory(root), sourceMaps });
  await app.ready();
  return app;
}

const DEFAULT_POLICY = pagePolicy([]);
const policyOf = (file: string) => pagePolicy(inlineScriptHashes(FILES[file]!));

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await server()));
  afterAll(() => app.close());

  test.each(['/api/health', '/app-0123456789abcdef0123.js', '/'])('%s carries nosniff, a referrer policy, framing rules and no HSTS', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test('the policy never lets inline or evaluated scripts run without a hash', () => {
    expect(CSP_DIRECTIVES['script-src']).toEqual(["'self'"]);
    expect(DEFAULT_POLICY).not.toMatch(/unsafe-eval|upgrade-insecure-requests/);
    expect(DEFAULT_POLICY.match(/script-src [^;]*/)![0]).not.toContain('unsafe-inline');
  });

  test('only the badge scanner may compile WebAssembly (its QR reader), and nothing may evaluate JavaScript', () => {
    for (const file of ['scan/index.html', 'en/scan/index.html', '/en/scan/index.html']) expect([file, compilesWasm(file)]).toEqual([file, true]);
    for (const file of ['index.html', 'news/index.html', 'scanner/index.html', 'en/scan/other.html', 'visit/scan/index.html']) expect([file, compilesWasm(file)]).toEqual([file, false]);
    const scanner = pagePolicy(["'sha256-abc'"], { wasm: true });
    expect(scanner).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc';");
    expect(scanner.match(/script-src [^;]*/)![0]).not.toMatch(/'unsafe-eval'|unsafe-inline/);
  });

  test('API answers and files other than pages carry the policy without hashes', async () => {
    for (const url of ['/api/health', '/app-0123456789abcdef0123.js']) {
      expect((await app.inject(url)).headers['content-security-policy']).toBe(DEFAULT_POLICY);
    }
  });

  test('a page allows exactly its own inline scripts, by hash, the first time and from memory', async () => {
    const expected = policyOf('news/index.html');
    expect(expected).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+';/);
    for (const headers of [{}, {}, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'gzip' }]) {
      const res = await app.inject({ url: '/news/', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe(expected);
    }
    expect((await app.inject('/')).headers['content-security-policy']).toBe(policyOf('index.html'));
  });

  test('client-only routes and the 404 page carry the policy of the page that answers', async () => {
    expect((await app.inject('/member/collect/product')).headers['content-security-policy']).toBe(policyOf('member/[...]/index.html'));
    const missing = await app.inject('/no/such/page/');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(policyOf('404.html'));
  });

  test('a page rewritten in place (a SITE_DIR rebuilt) gets the policy of its new scripts', async () => {
    const file = path.join(root, 'news/index.html');
    const rewritten = FILES['news/index.html']!.replace('84bc1b', 'f00d42');
    writeFileSync(file, rewritten);
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const res = await app.inject({ url: '/news/', headers: { 'if-none-match': 'x' } });
    expect(res.headers['content-security-policy']).toBe(pagePolicy(inlineScriptHashes(rewritten)));
    expect(res.headers['content-security-policy']).not.toBe(policyOf('news/index.html'));
  });
});

describe('source maps', () => {
  test('answer 404 (the site\'s 404 page) unless SOURCE_MAPS=public', async () => {
    const app = await server();
    const res = await app.inject('/app-0123456789abcdef0123.js.map');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret-logic');
    expect((await app.inject('/app-0123456789abcdef0123.js')).statusCode).toBe(200);
    await app.close();
  });

  test('are served with SOURCE_MAPS=public', async () => {
    const app = await server(true);
    const res = await app.inject('/app-0123456789abcdef0123.js.map');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('secret-logic');
    await app.close();
  });
});
