// The scanner's QR reader (barcode-detector, ZXing in WebAssembly) fetches its .wasm from a CDN by
// default; the site serves its own copy instead (nothing loads from another host, and the CSP
// allows none). Copied into static/ before each build, so `gatsby build` and `gatsby develop` both
// serve it (src/lib/qr-reader-wasm.ts names the address, src/components/camera/qr-detector.ts uses it).
import { createHash } from 'crypto';
import { existsSync } from 'fs';
import fs from 'fs/promises';
import path from 'path';
import { qrReaderWasmDir } from '../lib/qr-reader-wasm';

export const ZXING_WASM = 'zxing_reader.wasm';
/** Gatsby copies static/ into the site as it is: static/static/zxing/… is served at /static/zxing/…. */
const STATIC_DIR = 'static';

/**
 * The .wasm that matches the reader bundled in barcode-detector: its own pinned zxing-wasm, nested
 * under it when another version sits at the top. Paths from the project root, as Gatsby runs
 * (its compiled gatsby-node has no working module resolver at run time).
 */
export function zxingWasmSource(root = '.'): string {
  const candidates = ['node_modules/barcode-detector/node_modules/zxing-wasm', 'node_modules/zxing-wasm'].map((dir) => path.join(root, dir, 'dist', 'reader', ZXING_WASM));
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`${ZXING_WASM} not found (${candidates.join(', ')}): is barcode-detector installed?`);
  return found;
}

/** Copies the .wasm to its address under static/ (earlier versions removed); answers the file written. */
export async function copyZxingWasm(source = zxingWasmSource(), staticDir = STATIC_DIR): Promise<string> {
  const wasm = await fs.readFile(source);
  const dir = path.join(staticDir, qrReaderWasmDir(createHash('sha256').update(wasm).digest('hex')));
  const target = path.join(dir, ZXING_WASM);
  const present = await fs.readFile(target).catch(() => null);
  if (present?.equals(wasm)) return target;
  await fs.rm(path.join(dir, '..'), { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(target, wasm);
  return target;
}
