import { createHash } from 'node:crypto';
import { inlineScriptHashes } from './inline-scripts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;

test('hashes the inline scripts a browser runs, as written, each once', () => {
  const pagePath = '/*<![CDATA[*/window.pagePath="/en/exhibitors/3/";/*]]>*/';
  const chunkMap = '\n  window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";\n';
  const image = 'const e="undefined"!=typeof HTMLImageElement;';
  const html = `<!doctype html><html><head>
    <script type="module">${image}</script>
    <script type="application/ld+json">{"@type":"Organization","name":"烘焙 &amp; Co"}</script>
    <script src="/app-1.js" async></script>
    <script type="text/template"><b>not run</b></script>
  </head><body>
    <script id="gatsby-script-loader">${pagePath}</script>
    <script
      id="gatsby-chunk-mapping"
    >${chunkMap}</script>
    <SCRIPT TYPE='text/javascript' data-note="a > b">alert("蛋糕")</SCRIPT >
    <script>${image}</script>
  </body></html>`;
  expect(inlineScriptHashes(html)).toEqual([sha(image), sha(pagePath), sha(chunkMap), sha('alert("蛋糕")')]);
});

test('a page without inline scripts has no hashes', () => {
  expect(inlineScriptHashes('<html><script src="/a.js"></script><script type="application/json">{}</script></html>')).toEqual([]);
});

// The hash a browser reports for `alert('Hello, world.');` (MDN, CSP script-src).
test('matches the hash the CSP specification gives for an example script', () => {
  expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
});
