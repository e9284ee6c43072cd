import { createHash } from 'node:crypto';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inlineScriptHashes } from './inline-scripts';
import { compilesWasm, metaPolicy, pagePolicy } from './security-headers';

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
 * Writes the policy into the HTML pages of `dir` written since `since` (epoch ms; a delta build
 * rewrites a few pages of many thousands, and the others kept their tag from the build that wrote
 * them), or into every page when the policy's rules changed since the last run (`stampFile`
 * remembers them). Returns how many pages were written.
 */
export async function writePolicyMetas(dir: string, since: number, stampFile: string): Promise<number> {
  const stamp = policyStamp();
  const all = (await readFile(stampFile, 'utf8').catch(() => '')) !== stamp;
  let written = 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (!all && (await stat(file)).mtimeMs < since) continue;
    const html = await readFile(file, 'utf8');
    // Fragments (Gatsby's slices, stitched into the pages at build time) are not documents.
    if (!DOCUMENT.test(html)) continue;
    const next = withPolicyMeta(html, path.relative(dir, file));
    if (next === html) continue;
    await writeFile(file, next);
    written += 1;
  }
  await writeFile(stampFile, stamp);
  return written;
}

/** Changes when the policy's rules or the tag's form change: then every page is written again. */
function policyStamp(): string {
  const sample = withPolicyMeta('<head>', 'scan/index.html') + pagePolicy(["'sha256-x'"]);
  return createHash('sha256').update(sample).digest('hex');
}
