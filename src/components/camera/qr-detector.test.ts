import { zxingFileLocator } from './qr-detector';

test("the QR reader's .wasm comes from this site, at the address of its SHA-256; other files as Emscripten asks", () => {
  const locate = zxingFileLocator('2ebda08a93eea3efcd8399cda6b276e6a0b1de4fec60b4d8988a047de4c6d1ba');
  expect(locate('zxing_reader.wasm', 'https://fastly.jsdelivr.net/npm/zxing-wasm@3.1.3/dist/reader/')).toBe('/static/zxing/2ebda08a93eea3ef/zxing_reader.wasm');
  expect(locate('other.data', '/x/')).toBe('/x/other.data');
});
