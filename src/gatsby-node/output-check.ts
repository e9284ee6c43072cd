import { readFile, readdir, stat } from 'fs/promises';
import path from 'path';

/** The text files a build writes that crawlers, mail clients and JSON readers take as they are. */
const CHECKED = /\.(html|json|xml|txt|webmanifest)$/;

export interface UncleanFile {
  /** path relative to the checked directory */
  file: string;
  problem: string;
}

/** What is wrong with a text file's bytes, if anything: a NUL byte, or bytes that are not UTF-8. */
export function textProblem(bytes: Uint8Array): string | null {
  const nul = bytes.indexOf(0);
  if (nul !== -1) return `NUL byte at offset ${nul}`;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'invalid UTF-8';
  }
  return null;
}

/**
 * Every HTML, JSON, XML and text file under `dir` with a NUL byte or invalid UTF-8; with `since`
 * (epoch ms), only the files written since then (a delta build rewrites a few of many thousands).
 */
export async function findUncleanFiles(dir: string, since = 0): Promise<UncleanFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && CHECKED.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
  const unclean: UncleanFile[] = [];
  // A few files at once: each is a read (and a stat) waiting on the disk, the check itself is quick.
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      if (since > 0 && (await stat(file)).mtimeMs < since) continue;
      const problem = textProblem(await readFile(file));
      if (problem) unclean.push({ file: path.relative(dir, file), problem });
    }
  };
  await Promise.all(Array.from({ length: FILES_AT_ONCE }, lane));
  return unclean.sort((a, b) => a.file.localeCompare(b.file));
}

const FILES_AT_ONCE = 16;
