import { copyFile, link, mkdir, readdir, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { linkTwins, wantsTwins, writeTwins } from './precompress';

export interface ReleaseCopy {
  copied: number;
  linked: number;
  /** files whose compressed twins were written (the rest reuse the previous release's) */
  compressed: number;
}

/**
 * Makes `releaseDir` a copy of the finished build in `buildDir`. A file the build did not rewrite
 * since the previous release (same size and modification time, kept on copy) becomes a hard link
 * to that release's file instead of a copy: after a one-record rebuild of a large site almost every
 * file is shared. Safe because releases are never written to; the build writes only `buildDir`.
 *
 * Text files get their brotli and gzip twins here (see precompress.ts): a shared file shares its
 * twins too, so only the files the build rewrote are compressed.
 */
export async function makeRelease(buildDir: string, releaseDir: string, previousDir?: string): Promise<ReleaseCopy> {
  const counts: ReleaseCopy = { copied: 0, linked: 0, compressed: 0 };
  await copyTree(buildDir, releaseDir, previousDir, counts);
  return counts;
}

async function copyTree(from: string, to: string, previous: string | undefined, counts: ReleaseCopy): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  // Bounded parallelism: a site has tens of thousands of small files.
  for (let at = 0; at < entries.length; at += 64) {
    await Promise.all(entries.slice(at, at + 64).map(async (entry) => {
      const source = path.join(from, entry.name);
      const target = path.join(to, entry.name);
      const before = previous ? path.join(previous, entry.name) : undefined;
      if (entry.isDirectory()) return copyTree(source, target, before, counts);
      if (!entry.isFile()) return;
      const info = await stat(source);
      const old = before ? await stat(before).catch(() => null) : null;
      // utimes keeps about a millisecond of the build's nanosecond time.
      const unchanged = old !== null && old.size === info.size && Math.abs(old.mtimeMs - info.mtimeMs) < 1;
      if (unchanged) {
        await link(before!, target);
        counts.linked += 1;
      } else {
        await copyFile(source, target);
        await utimes(target, info.atime, info.mtime);
        counts.copied += 1;
      }
      if (!wantsTwins(entry.name, info.size)) return;
      if (unchanged && (await linkTwins(before!, target))) return;
      await writeTwins(target, info);
      counts.compressed += 1;
    }));
  }
}
