// The QR reader: the browser's own BarcodeDetector where it reads QR codes (Android, macOS,
// ChromeOS), else the `barcode-detector` ponyfill (ZXing in WebAssembly), loaded on this page only,
// with its .wasm from the site itself (copied at build time: src/gatsby-node/zxing-wasm.ts).
import { qrReaderWasmDir } from '../../lib/qr-reader-wasm';

export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** The Emscripten module's `locateFile`: the .wasm of this SHA-256 from this site, never a CDN. */
export function zxingFileLocator(sha256: string) {
  return (path: string, prefix: string): string => (path.endsWith('.wasm') ? `${qrReaderWasmDir(sha256)}${path}` : prefix + path);
}

/** A detector for QR codes, ready to read (the WebAssembly is loaded and compiled before it answers). */
export async function qrDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (native) {
    try {
      if ((await native.getSupportedFormats()).includes('qr_code')) return new native({ formats: ['qr_code'] });
    } catch {
      // a native detector that cannot list its formats: the ponyfill below
    }
  }
  const { BarcodeDetector, prepareZXingModule, ZXING_WASM_SHA256 } = await import(/* webpackChunkName: "qr-reader" */ 'barcode-detector/ponyfill');
  await prepareZXingModule({ overrides: { locateFile: zxingFileLocator(ZXING_WASM_SHA256) }, fireImmediately: true });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
