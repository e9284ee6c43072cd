import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { makeRelease } from './release';
import { precompressTree } from './precompress';

// Releases with compressed twins: made from a build directory as the rebuild worker makes them.

let scratch: string;
let build: string;
const text = (seed: string, size = 4000) => `${seed} `.repeat(Math.ceil(size / (seed.length + 1)));

const TEXT_FILES = ['index.html', 'app-0123456789abcdef.js', 'styles.css', 'page-data/news/page-data.json', 'icon.svg', 'sitemap.xml', 'manifest.webmanifest', 'robots.txt'];

function write(dir: string, file: string, content: string | Buffer) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), content);
}

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'expo-release-'));
  build = path.join(scratch, 'public');
  for (const file of TEXT_FILES) write(build, file, text(file));
  write(build, 'small.html', '<p>tiny</p>');
  write(build, 'static/photo.png', Buffer.alloc(5000, 7));
  write(build, 'app-0123456789abcdef.js.map', text('map'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

const at = (...parts: string[]) => path.join(scratch, ...parts);

test('a release gets brotli and gzip twins of its text files, with their modification time', async () => {
  const counts = await makeRelease(build, at('r1'));
  expect(counts).toEqual({ copied: 11, linked: 0, compressed: TEXT_FILES.length });
  for (const file of TEXT_FILES) {
    const original = readFileSync(at('r1', file));
    expect(brotliDecompressSync(readFileSync(at('r1', `${file}.br`))).equals(original)).toBe(true);
    expect(gunzipSync(readFileSync(at('r1', `${file}.gz`))).equals(original)).toBe(true);
    expect(statSync(at('r1', `${file}.br`)).size).toBeLessThan(original.length / 4);
    expect(statSync(at('r1', `${file}.gz`)).mtimeMs).toBe(statSync(at('r1', file)).mtimeMs);
  }
});

test('small files, pictures and source maps get no twins', async () => {
  await makeRelease(build, at('r1'));
  for (const file of ['small.html', 'static/photo.png', 'app-0123456789abcdef.js.map']) {
    expect(existsSync(at('r1', file))).toBe(true);
    expect([file, existsSync(at('r1', `${file}.br`)), existsSync(at('r1', `${file}.gz`))]).toEqual([file, false, false]);
  }
});

test('the next release shares the twins of unchanged files and compresses only the changed ones', async () => {
  await makeRelease(build, at('r1'));
  write(build, 'index.html', text('changed home page'));
  const counts = await makeRelease(build, at('r2'), at('r1'));
  expect(counts).toEqual({ copied: 1, linked: 10, compressed: 1 });
  for (const suffix of ['.br', '.gz']) {
    expect(statSync(at('r2', `styles.css${suffix}`)).ino).toBe(statSync(at('r1', `styles.css${suffix}`)).ino);
    expect(statSync(at('r2', `index.html${suffix}`)).ino).not.toBe(statSync(at('r1', `index.html${suffix}`)).ino);
  }
  expect(brotliDecompressSync(readFileSync(at('r2', 'index.html.br'))).toString()).toContain('changed home page');
  // The previous release is untouched.
  expect(brotliDecompressSync(readFileSync(at('r1', 'index.html.br'))).toString()).toContain('index.html');
});

test('a file the build rewrote with the same bytes keeps the previous release\'s file and twins', async () => {
  await makeRelease(build, at('r1'));
  const later = new Date(Date.now() + 60_000);
  utimesSync(path.join(build, 'styles.css'), later, later);
  const counts = await makeRelease(build, at('r2'), at('r1'));
  expect(counts).toEqual({ copied: 0, linked: 11, compressed: 0 });
  expect(statSync(at('r2', 'styles.css.br')).ino).toBe(statSync(at('r1', 'styles.css.br')).ino);
  expect(statSync(at('r2', 'styles.css')).ino).toBe(statSync(at('r1', 'styles.css')).ino);
});

test('with the build\'s list of written files over the previous release\'s state, only those are examined', async () => {
  write(build, 'build-stamp.json', '{"fingerprint":"a"}');
  await makeRelease(build, at('r1'));
  write(build, 'build-stamp.json', '{"fingerprint":"b"}');
  write(build, 'index.html', text('changed home page'));
  write(build, 'en/new/index.html', text('a new page'));
  // Not named as written: taken from the previous release unexamined (the build said so).
  write(build, 'robots.txt', text('not named'));
  const changes = { basedOn: '{"fingerprint":"a"}', written: ['build-stamp.json', 'index.html', 'en/new/index.html'] };
  expect(await makeRelease(build, at('r2'), at('r1'), changes)).toEqual({ copied: 3, linked: 10, compressed: 2 });
  expect(readFileSync(at('r2', 'robots.txt'), 'utf8')).toContain('robots.txt');
  expect(brotliDecompressSync(readFileSync(at('r2', 'en/new/index.html.br'))).toString()).toContain('a new page');
  expect(statSync(at('r2', 'sitemap.xml.gz')).ino).toBe(statSync(at('r1', 'sitemap.xml.gz')).ino);
  // Over another state than the previous release's, every file is compared.
  expect(await makeRelease(build, at('r3'), at('r1'), { ...changes, basedOn: '{"fingerprint":"z"}' })).toEqual({ copied: 4, linked: 9, compressed: 3 });
  expect(readFileSync(at('r3', 'robots.txt'), 'utf8')).toContain('not named');
});

test('after a release without twins (made before they existed), unchanged files get theirs', async () => {
  cpSync(build, at('old'), { recursive: true, preserveTimestamps: true });
  const counts = await makeRelease(build, at('r1'), at('old'));
  expect(counts).toEqual({ copied: 0, linked: 11, compressed: TEXT_FILES.length });
  expect(gunzipSync(readFileSync(at('r1', 'sitemap.xml.gz'))).toString()).toContain('sitemap.xml');
  expect(existsSync(at('old', 'sitemap.xml.gz'))).toBe(false);
});

test('a served release without twins is compressed in place, once', async () => {
  cpSync(build, at('served'), { recursive: true });
  expect(await precompressTree(at('served'))).toBe(TEXT_FILES.length);
  expect(brotliDecompressSync(readFileSync(at('served', 'styles.css.br'))).toString()).toContain('styles.css');
  expect(existsSync(at('served', 'static/photo.png.br'))).toBe(false);
  // Marked, to see that a second pass leaves the twins alone.
  const marked = new Date('2026-01-01T00:00:00Z');
  utimesSync(at('served', 'styles.css.br'), marked, marked);
  expect(await precompressTree(at('served'))).toBe(0);
  expect(statSync(at('served', 'styles.css.br')).mtime).toEqual(marked);
});
