import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inlineScriptHashes } from './inline-scripts';
import { WASM_PAGES_RULE, compilesWasm, metaPolicy, pagePolicy } from './security-headers';
import { filesWrittenSince, forEachAtOnce } from './written-files';

/**
 * Each HTML page of a build carries its own Content-Security-Policy in a `<meta http-equiv>`,
 * first in its `<head>` (after `<meta charset>`), with the hashes of its own inline scripts: so a
 * page keeps its policy whoever serves it (nginx, a CDN, object storage), and the policy changes
 * with the release, atomically, without a web server to reload. The header-only directives
 * (frame-ancestors) come from the web server (deploy/nginx). docs/decisions.md, "Security headers
 * without the product's server".
 */

/** Our tag, exactly as written (a page written again has its old tag replaced, never doubled). */
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g;
const DOCUMENT = /<html[\s>]/i;
const HEAD = /<head(?:\s[^>]*)?>(?:\s*<meta charset=["']?utf-8["']?\s*\/?>)?/i;

/** The page's HTML with its policy in a `<meta>`; `pageFile` is its path in the site (`en/scan/index.html`). */
export function withPolicyMeta(html: string, pageFile: string): string {
  const bare = html.replace(POLICY_META, '');
  const head = HEAD.exec(bare);
  if (!head) throw new Error(`${pageFile} has no <head>: its Content-Security-Policy cannot be written into it`);
  const policy = metaPolicy(inlineScriptHashes(bare), { wasm: compilesWasm(pageFile) });
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  const at = head.index + head[0].length;
  return `${bare.slice(0, at)}${tag}${bare.slice(at)}`;
}

/**
 * Writes the policy into the HTML pages among `written` (paths relative to `dir`: a delta build
 * rewrites a few pages of many thousands, and the others kept their tag from the build that wrote
 * them), or into every page of `dir` when the policy's rules changed since the last run
 * (`stampFile` remembers them). Returns how many pages were written.
 */
export async function writePolicyMetas(dir: string, written: readonly string[], stampFile: string): Promise<number> {
  const stamp = policyStamp();
  const all = (await readFile(stampFile, 'utf8').catch(() => '')) !== stamp;
  const files = (all ? await filesWrittenSince(dir) : written).filter((file) => file.endsWith('.html'));
  let count = 0;
  await forEachAtOnce(files, PAGES_AT_ONCE, async (file) => {
    const html = await readFile(path.join(dir, file), 'utf8');
    // Fragments (Gatsby's slices, stitched into the pages at build time) are not documents.
    if (!DOCUMENT.test(html)) return;
    const next = withPolicyMeta(html, file);
    if (next === html) return;
    await writeFile(path.join(dir, file), next);
    count += 1;
  });
  await writeFile(stampFile, stamp);
  return count;
}

/** Pages read and written at once: the hashing is on this thread, the reads and writes are not. */
const PAGES_AT_ONCE = 8;

/** Changes when the policy's rules or the tag's form change: then every page is written again. */
function policyStamp(): string {
  const sample = withPolicyMeta('<head>', 'scan/index.html') + pagePolicy(["'sha256-x'"]) + WASM_PAGES_RULE;
  return createHash('sha256').update(sample).digest('hex');
}
