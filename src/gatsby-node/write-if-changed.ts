import { mkdir, readFile, writeFile } from 'fs/promises';
import path from 'path';

/**
 * Writes `content` to `file` unless the file already holds it. A build that rewrites a file as it
 * was gives it a new modification time, so the release step takes it for changed: each build
 * rewrote every activity's .ics file and the sitemap (668 files of the large seed for one rename).
 * Returns whether the file was written.
 */
export async function writeIfChanged(file: string, content: string | Buffer): Promise<boolean> {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  const current = await readFile(file).catch(() => null);
  if (current?.equals(bytes)) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return true;
}
