import { readFileSync } from 'node:fs';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

// Reads QR codes in screenshots, as a phone's scanner would: ZXing in WebAssembly (the library the
// site's gate scanner polyfill is built on), its .wasm read from node_modules, nothing fetched.

let prepared: Promise<unknown> | null = null;

/** The text of the QR code in a PNG image (a screenshot), or null when none is read. */
export async function readQr(png: Buffer): Promise<string | null> {
  if (!prepared) {
    const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    prepared = prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) }, fireImmediately: true });
  }
  await prepared;
  const [result] = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'] });
  return result?.isValid ? result.text : null;
}
