import { createHash } from 'node:crypto';

/**
 * The CSP hash sources (`'sha256-…'`) of the inline scripts a browser would run in an HTML page,
 * in order of appearance, each once. Scripts with `src` are covered by `'self'`; data blocks
 * (`application/ld+json` and other non-script types) are never run, so CSP does not check them.
 * The hash is of the script's text exactly as written: HTML does not decode entities inside
 * `<script>`, and the browser hashes the UTF-8 bytes of that text.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`) || !runs(typeOf(attributes))) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** `<script attributes>body</script>`; attribute values may hold `>` when quoted. */
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;

function typeOf(attributes: string): string {
  const match = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
}

/** Script types the HTML standard runs: none, `module`, or a JavaScript MIME type. */
function runs(type: string): boolean {
  return type === '' || type === 'module' || /^(?:(?:text|application)\/(?:x-)?(?:java|ecma)script(?:1\.[0-5])?|text\/(?:jscript|livescript))$/.test(type);
}
