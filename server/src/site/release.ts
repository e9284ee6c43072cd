import { copyFile, link, mkdir, readFile, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { BuildChanges } from './build';
import { linkTwins, mayWantTwins, wantsTwins, writeTwins } from './precompress';
import { BUILD_STAMP_FILE } from './site-dir';
import { filesWrittenSince, forEachAtOnce } from './written-files';

export interface ReleaseCopy {
  copied: number;
  linked: number;
  /** files whose compressed twins were written (the rest reuse the previous release's) */
  compressed: number;
}

/** Files handled at once: a site has tens of thousands of small files. */
const FILES_AT_ONCE = 64;

/**
 * Makes `releaseDir` a copy of the finished build in `buildDir`. A file the build did not rewrite
 * since the previous release becomes a hard link to that release's file instead of a copy: after
 * a one-record rebuild of a large site almost every file is shared. Safe because releases are
 * never written to; the build writes only `buildDir`.
 *
 * Which files the build rewrote: when the build names them (`changes`) and the previous release
 * is the state it wrote them over (the same build stamp), every other file is linked unexamined;
 * otherwise each file is compared with the previous release's by size and modification time.
 *
 * Text files get their brotli and gzip twins here (see precompress.ts): a shared file shares its
 * twins too, so only the files whose bytes the build changed are compressed.
 */
export async function makeRelease(buildDir: string, releaseDir: string, previousDir?: string, changes?: BuildChanges): Promise<ReleaseCopy> {
  const counts: ReleaseCopy = { copied: 0, linked: 0, compressed: 0 };
  const previousStamp = previousDir ? await readFile(path.join(previousDir, BUILD_STAMP_FILE), 'utf8').catch(() => null) : null;
  const written = changes?.basedOn && changes.basedOn === previousStamp ? new Set(changes.written) : null;
  const files = await filesWrittenSince(buildDir);
  const dirs = [...new Set(files.map((file) => path.dirname(file)))].sort();
  await mkdir(releaseDir, { recursive: true });
  await forEachAtOnce(dirs, FILES_AT_ONCE, (dir) => mkdir(path.join(releaseDir, dir), { recursive: true }).then(() => undefined));
  await forEachAtOnce(files, FILES_AT_ONCE, async (file) => {
    const source = path.join(buildDir, file);
    const target = path.join(releaseDir, file);
    const before = previousDir ? path.join(previousDir, file) : undefined;
    if (before && written && !written.has(file)) {
      if (await linkUnexamined(before, target, counts)) return;
    }
    const info = await stat(source);
    const old = before ? await stat(before).catch(() => null) : null;
    // utimes keeps about a millisecond of the build's nanosecond time. A file rewritten with the
    // same bytes (a build rewrites some as they were) keeps the previous release's file and time.
    const unchanged = old !== null && old.size === info.size && (Math.abs(old.mtimeMs - info.mtimeMs) < 1 || (await sameBytes(before!, source)));
    if (unchanged) {
      await link(before!, target);
      counts.linked += 1;
    } else {
      await copyFile(source, target);
      await utimes(target, info.atime, info.mtime);
      counts.copied += 1;
    }
    if (!wantsTwins(file, info.size)) return;
    if (unchanged && (await linkTwins(before!, target))) return;
    await writeTwins(target, unchanged ? old! : info);
    counts.compressed += 1;
  });
  return counts;
}

/** Links a file the build did not write, with its twins; false when the previous release lacks it. */
async function linkUnexamined(before: string, target: string, counts: ReleaseCopy): Promise<boolean> {
  try {
    await link(before, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  counts.linked += 1;
  if (!mayWantTwins(target) || (await linkTwins(before, target))) return true;
  const info = await stat(target);
  if (wantsTwins(target, info.size)) {
    await writeTwins(target, info);
    counts.compressed += 1;
  }
  return true;
}

async function sameBytes(a: string, b: string): Promise<boolean> {
  const [left, right] = await Promise.all([readFile(a), readFile(b)]);
  return left.equals(right);
}
