/** @jest-environment node */
import { mkdtemp, mkdir, rm, utimes, writeFile } from 'fs/promises';
import os from 'os';
import path from 'path';
import { findUncleanFiles, textProblem } from './output-check';

describe('built output check', () => {
  test('clean UTF-8 text passes, a NUL byte or a broken sequence does not', () => {
    expect(textProblem(Buffer.from('<h2>扫码关注</h2>'))).toBeNull();
    expect(textProblem(Buffer.from('<h2>\0扫码关注</h2>'))).toBe('NUL byte at offset 4');
    expect(textProblem(Buffer.from([0x3c, 0xe6, 0x89, 0x3e]))).toBe('invalid UTF-8');
  });

  test('finds every unclean HTML, JSON and XML file in nested folders, and ignores other files', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'output-check-'));
    try {
      await mkdir(path.join(dir, 'page-data/news/3'), { recursive: true });
      await writeFile(path.join(dir, 'index.html'), '<p>创新产品</p>');
      await writeFile(path.join(dir, 'page-data/news/3/page-data.json'), Buffer.from('{"t":"创新\0产品"}'));
      await writeFile(path.join(dir, 'sitemap.xml'), Buffer.from([0x3c, 0xff, 0x3e]));
      await writeFile(path.join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x00, 0xff]));
      const found = await findUncleanFiles(dir);
      expect(found.sort((a, b) => a.file.localeCompare(b.file))).toEqual([
        { file: path.join('page-data/news/3/page-data.json'), problem: 'NUL byte at offset 12' },
        { file: 'sitemap.xml', problem: 'invalid UTF-8' },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('with a start time, only the files written since then are read', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'output-check-'));
    try {
      await writeFile(path.join(dir, 'old.html'), Buffer.from('<p>\0</p>'));
      await writeFile(path.join(dir, 'new.html'), Buffer.from('<p>\0</p>'));
      const hourAgo = new Date(Date.now() - 3_600_000);
      await utimes(path.join(dir, 'old.html'), hourAgo, hourAgo);
      expect((await findUncleanFiles(dir, Date.now() - 60_000)).map(({ file }) => file)).toEqual(['new.html']);
      expect(await findUncleanFiles(dir)).toHaveLength(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
