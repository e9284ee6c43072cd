import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineScriptHashes } from './inline-scripts';
import { withPolicyMeta, writePolicyMetas } from './policy-meta';
import { filesWrittenSince } from './written-files';
import { HEADER_ONLY_POLICY, metaPolicy, pagePolicy } from './security-headers';

// Each built page carries its own policy in a <meta>, so that any web server serving the release
// (nginx, a CDN) puts the same policy in force as the product's server, which sends it as a header.

const page = (name: string, lang = 'zh-CN') =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><title>${name}</title>` +
  `<script type="application/ld+json">{"name":"${name}"}</script></head><body><h1>${name}</h1>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/${name}/";/*]]>*/</script><script src="/app-0123456789abcdef0123.js" async></script></body></html>`;

const metaOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];

test('the policy goes first in the head, after the charset, with the hashes of the page\'s own inline scripts', () => {
  const html = page('news');
  const written = withPolicyMeta(html, 'news/index.html');
  expect(written.startsWith('<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"')).toBe(true);
  expect(metaOf(written)).toBe(metaPolicy(inlineScriptHashes(html)));
  expect(written.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')).toBe(html);
});

test('the <meta> and the header-only rules together are the policy the product\'s server sends', () => {
  const hashes = ["'sha256-abc'"];
  const combined = [...metaPolicy(hashes).split(';'), ...HEADER_ONLY_POLICY.split(';')].sort();
  expect(combined).toEqual(pagePolicy(hashes).split(';').sort());
  // Browsers ignore frame-ancestors in a <meta> (and say so in the console).
  expect(metaPolicy(hashes)).not.toContain('frame-ancestors');
  expect(HEADER_ONLY_POLICY).toBe("frame-ancestors 'self'");
});

test('only the scan pages may compile WebAssembly', () => {
  expect(metaOf(withPolicyMeta(page('scan'), 'en/scan/index.html'))).toContain("'wasm-unsafe-eval'");
  expect(metaOf(withPolicyMeta(page('home'), 'index.html'))).not.toContain('wasm');
});

test('a page written again gets one tag, with its current hashes', () => {
  const first = withPolicyMeta(page('news'), 'news/index.html');
  const changed = first.replace('window.pagePath="/news/"', 'window.pagePath="/news/page/2/"');
  const again = withPolicyMeta(changed, 'news/index.html');
  expect(again.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  expect(metaOf(again)).toBe(metaPolicy(inlineScriptHashes(changed)));
  expect(metaOf(again)).not.toBe(metaOf(first));
});

test('a document without a head is refused: its policy would be missing', () => {
  expect(() => withPolicyMeta('<html><body><script>alert(1)</script></body></html>', 'odd.html')).toThrow(/has no <head>/);
});

describe('writePolicyMetas', () => {
  let dir: string;
  let stamp: string;
  const write = (file: string, text: string, mtime?: number) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
    if (mtime) utimesSync(path.join(dir, file), mtime / 1000, mtime / 1000);
  };
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');

  beforeEach(() => {
    const root = mkdtempSync(path.join(tmpdir(), 'expo-policy-'));
    dir = path.join(root, 'public');
    stamp = path.join(root, 'policy-stamp');
  });
  afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

  test('writes every page the first time, then only the pages a build rewrote; fragments are left alone', async () => {
    const longAgo = Date.now() - 3_600_000;
    write('index.html', page('home'), longAgo);
    write('en/news/index.html', page('news', 'en'), longAgo);
    write('_gatsby/slices/_gatsby-scripts-1.html', '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>', longAgo);
    expect(await writePolicyMetas(dir, await filesWrittenSince(dir, Date.now()), stamp)).toBe(2);
    expect(metaOf(read('index.html'))).toBeTruthy();
    expect(read('_gatsby/slices/_gatsby-scripts-1.html')).not.toContain('Content-Security-Policy');

    // The next build rewrites one page; the other keeps its tag and its modification time.
    const buildStart = Date.now() - 1000;
    const untouched = statSync(path.join(dir, 'index.html')).mtimeMs;
    write('en/news/index.html', page('news-2', 'en'));
    expect(await writePolicyMetas(dir, await filesWrittenSince(dir, buildStart), stamp)).toBe(1);
    expect(metaOf(read('en/news/index.html'))).toBe(metaPolicy(inlineScriptHashes(page('news-2', 'en'))));
    expect(statSync(path.join(dir, 'index.html')).mtimeMs).toBe(untouched);
  });

  test('when the policy\'s rules changed since the last run (another stamp), every page is written again', async () => {
    write('index.html', page('home'), Date.now() - 3_600_000);
    writeFileSync(stamp, 'the rules of an older version');
    expect(await writePolicyMetas(dir, await filesWrittenSince(dir, Date.now()), stamp)).toBe(1);
    expect(await writePolicyMetas(dir, await filesWrittenSince(dir, Date.now()), stamp)).toBe(0);
  });
});
