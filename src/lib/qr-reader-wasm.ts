// Where the site serves the QR reader's WebAssembly (the scanner's BarcodeDetector ponyfill,
// ZXing): under /static/ in a folder named by the file's SHA-256, so the address changes whenever
// the file does. The server then sends it as immutable and the service worker keeps it cache-first
// (both treat /static/ so), and a scanner opened once reads QR codes offline too.
// Relative imports only: gatsby-node reads this file as well.

/** The folder of the .wasm whose SHA-256 (hex) is `sha256`: `/static/zxing/<first 16 hex digits>/`. */
export function qrReaderWasmDir(sha256: string): string {
  return `/static/zxing/${sha256.slice(0, 16)}/`;
}
