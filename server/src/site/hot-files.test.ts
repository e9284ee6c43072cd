import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HotFiles } from './hot-files';

// The in-memory copies of small files of the served release.

let root: string;
const at = (file: string) => path.join(root, file);

/** The headers @fastify/static would send for `file` (what the server hands to remember). */
function sentHeaders(file: string, encoding?: string): Record<string, string | number> {
  const info = statSync(at(`${file}${encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : ''}`));
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-length': info.size,
    'last-modified': info.mtime.toUTCString(),
    etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  };
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'expo-hot-'));
  writeFileSync(at('page.html'), 'p'.repeat(3000));
  writeFileSync(at('page.html.br'), 'compressed page');
  writeFileSync(at('tiny.html'), 'tiny');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test.each([
  ['POST', {}],
  ['GET', { range: 'bytes=0-9' }],
  ['GET', { 'if-none-match': 'W/"1-2"' }],
  ['GET', { 'if-modified-since': 'Mon, 23 Nov 2026 10:00:00 GMT' }],
  ['HEAD', { 'if-range': 'W/"1-2"' }],
])('%s with %j is never answered from memory', (method, headers) => {
  expect(HotFiles.keyOf(method, '/news/', headers)).toBeNull();
});

test('GET and HEAD share a key per path and Accept-Encoding, whatever the query', () => {
  expect(HotFiles.keyOf('GET', '/news/?page=2', { 'accept-encoding': 'br' })).toBe(HotFiles.keyOf('HEAD', '/news/', { 'accept-encoding': 'br' }));
  expect(HotFiles.keyOf('GET', '/news/', { 'accept-encoding': 'gzip' })).not.toBe(HotFiles.keyOf('GET', '/news/', { 'accept-encoding': 'br' }));
});

test('a file sent once is kept with its headers and the bytes of the variant that was sent', async () => {
  const hot = new HotFiles();
  expect(hot.get(root, 'k')).toBeUndefined();
  await hot.remember(root, 'k', at('page.html'), sentHeaders('page.html', 'br'), 'br');
  expect(hot.get(root, 'k')?.body.toString()).toBe('compressed page');
  expect(hot.get(root, 'k')?.headers).toEqual(sentHeaders('page.html', 'br'));
});

test('an uncompressed answer to a client that accepts compression is not kept (its twins may be on their way)', async () => {
  const hot = new HotFiles();
  hot.get(root, 'first');
  await hot.remember(root, 'k', at('page.html'), sentHeaders('page.html'), 'gzip, br');
  expect(hot.get(root, 'k')).toBeUndefined();
  await hot.remember(root, 'k', at('page.html'), sentHeaders('page.html'), '');
  expect(hot.get(root, 'k')).toBeDefined();
  // A file too small for twins is kept whatever the client accepts.
  await hot.remember(root, 't', at('tiny.html'), sentHeaders('tiny.html'), 'gzip, br');
  expect(hot.get(root, 't')?.body.toString()).toBe('tiny');
});

test('files over the size limit are not kept; past the total, the least recently used go first', async () => {
  const hot = new HotFiles({ maxBytes: 5000, maxFileBytes: 3000, recheckMs: 1000 });
  hot.get(root, 'first');
  for (const name of ['a', 'b', 'c']) writeFileSync(at(name), name.repeat(2000));
  writeFileSync(at('big'), 'x'.repeat(3001));
  await hot.remember(root, 'big', at('big'), sentHeaders('big'), '');
  expect(hot.get(root, 'big')).toBeUndefined();
  await hot.remember(root, 'a', at('a'), sentHeaders('a'), '');
  await hot.remember(root, 'b', at('b'), sentHeaders('b'), '');
  hot.get(root, 'a');
  await hot.remember(root, 'c', at('c'), sentHeaders('c'), '');
  expect(hot.get(root, 'b')).toBeUndefined();
  expect(hot.get(root, 'a')).toBeDefined();
  expect(hot.get(root, 'c')).toBeDefined();
});

test('another release clears everything; a changed file is dropped after the recheck', async () => {
  const hot = new HotFiles({ maxBytes: 1e6, maxFileBytes: 1e5, recheckMs: 0 });
  hot.get(root, 'first');
  await hot.remember(root, 'k', at('page.html'), sentHeaders('page.html', 'br'), 'br');
  expect(hot.get(`${root}-next`, 'k')).toBeUndefined();
  expect(hot.get(root, 'k')).toBeUndefined();
  await hot.remember(root, 'k', at('page.html'), sentHeaders('page.html', 'br'), 'br');
  writeFileSync(at('page.html.br'), 'compressed page, second edition');
  await new Promise((resolve) => setTimeout(resolve, 5));
  // Served once more while the check runs, then gone.
  expect(hot.get(root, 'k')).toBeDefined();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(hot.get(root, 'k')).toBeUndefined();
});

test('a file that changed between sending and reading is not kept', async () => {
  const hot = new HotFiles();
  hot.get(root, 'first');
  const headers = sentHeaders('page.html', 'br');
  writeFileSync(at('page.html.br'), 'compressed page, other');
  await hot.remember(root, 'k', at('page.html'), headers, 'br');
  expect(hot.get(root, 'k')).toBeUndefined();
});
