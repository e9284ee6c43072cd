import type { Stats } from 'node:fs';
import { link, readFile, readdir, rename, stat, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Compression at release time: every text file of the site gets a brotli (`.br`) and a gzip
 * (`.gz`) twin beside it, so the file server (or nginx's `gzip_static`, or a CDN) sends bytes
 * compressed once instead of compressing on every request. Pictures and fonts are compressed
 * formats already, and source maps are only fetched by developer tools: they get no twins.
 */

/** Text formats of a Gatsby build worth compressing. */
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|webmanifest|txt|wasm)$/i;
/** Below this size compression saves less than a packet (the same threshold as the API's on-the-fly compression). */
export const MIN_COMPRESS_SIZE = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The encodings in the order a server should prefer them. Brotli quality 6 and gzip level 6:
 * measured on a release of the site, brotli 11 took minutes where 6 took seconds for 2 % smaller
 * files, and gzip 9 was 1.6 times slower than 6 for 0.4 %.
 */
export const TWINS = [
  {
    suffix: '.br',
    compress: (data: Buffer) => brotli(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  },
  { suffix: '.gz', compress: (data: Buffer) => gzipped(data, { level: 6 }) },
] as const;

/** Whether a file of the site gets compressed twins. */
export function wantsTwins(file: string, size: number): boolean {
  return size >= MIN_COMPRESS_SIZE && mayWantTwins(file);
}

/** Whether a file of this name gets compressed twins when it is large enough. */
export function mayWantTwins(file: string): boolean {
  return COMPRESSIBLE.test(file);
}

/**
 * Writes the twins of `file` (whose stat is `info`). Each is written under a temporary name and
 * renamed, so a server reading the directory meanwhile sees a whole twin or none, and carries the
 * file's modification time, so every encoding of a file answers with the same Last-Modified.
 */
export async function writeTwins(file: string, info: Stats): Promise<void> {
  await inTurn(async () => {
    const data = await readFile(file);
    await Promise.all(TWINS.map(async ({ suffix, compress }) => {
      const twin = `${file}${suffix}`;
      const partial = `${twin}.${process.pid}.partial`;
      await writeFile(partial, await compress(data));
      await utimes(partial, info.atime, info.mtime);
      await rename(partial, twin);
    }));
  });
}

/**
 * Compression runs on libuv's thread pool (four threads), which also does the file reads of the
 * server in the same process: files are compressed a few at a time (two encodings each), so a
 * release made during traffic leaves threads for serving.
 */
const COMPRESSING_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));
let compressing = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  if (compressing < COMPRESSING_AT_ONCE) compressing += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await task();
  } finally {
    // The slot passes straight to the next waiting task, if any.
    const next = waiting.shift();
    if (next) next();
    else compressing -= 1;
  }
}

/**
 * Gives `file` in a new release the twins of the same, unchanged file of the previous release, as
 * hard links. False when the previous release lacks them (it was made before twins existed).
 */
export async function linkTwins(previousFile: string, file: string): Promise<boolean> {
  const results = await Promise.allSettled(TWINS.map(({ suffix }) => link(`${previousFile}${suffix}`, `${file}${suffix}`)));
  for (const result of results) {
    if (result.status === 'rejected' && (result.reason as NodeJS.ErrnoException).code !== 'ENOENT') throw result.reason;
  }
  return results.every((result) => result.status === 'fulfilled');
}

/**
 * Writes the missing twins in a whole directory: for a release made before twins existed (the
 * server serves it uncompressed until this is done). Files that have both twins are left alone.
 * Returns how many files got twins.
 */
export async function precompressTree(dir: string): Promise<number> {
  let made = 0;
  const entries = await readdir(dir, { withFileTypes: true });
  for (let at = 0; at < entries.length; at += 16) {
    const counts = await Promise.all(entries.slice(at, at + 16).map(async (entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return precompressTree(file);
      if (!entry.isFile()) return 0;
      const info = await stat(file);
      if (!wantsTwins(file, info.size)) return 0;
      const present = await Promise.all(TWINS.map(({ suffix }) => stat(`${file}${suffix}`).then(() => true, () => false)));
      if (present.every(Boolean)) return 0;
      await writeTwins(file, info);
      return 1;
    }));
    made += counts.reduce((sum, n) => sum + n, 0);
  }
  return made;
}
