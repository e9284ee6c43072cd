/** @jest-environment node */
import { createHash } from 'crypto';
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import { copyZxingWasm, zxingWasmSource } from './zxing-wasm';

describe("the scanner's QR reader .wasm", () => {
  test('the copy served by the site is the .wasm the bundled reader expects, at the address named by its SHA-256', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zxing-'));
    const target = await copyZxingWasm(zxingWasmSource(path.resolve(__dirname, '../..')), dir);
    const sha = createHash('sha256').update(await fs.readFile(target)).digest('hex');
    const bundle = await fs.readFile(path.join(path.dirname(require.resolve('barcode-detector')), 'zxing-exported.js'), 'utf8');
    expect(bundle).toContain(sha);
    expect(path.relative(dir, target)).toBe(`static/zxing/${sha.slice(0, 16)}/zxing_reader.wasm`);
    // a second copy leaves an equal file alone; an older version's folder goes
    await fs.mkdir(path.join(dir, 'static/zxing/0000000000000000'), { recursive: true });
    const { mtimeMs } = await fs.stat(target);
    await copyZxingWasm(zxingWasmSource(path.resolve(__dirname, '../..')), dir);
    expect((await fs.stat(target)).mtimeMs).toBe(mtimeMs);
    await fs.rm(path.join(dir, 'static/zxing/0000000000000000'), { recursive: true });
    await fs.rm(dir, { recursive: true });
  });
});
