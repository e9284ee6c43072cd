import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import { inlineScriptHashes } from './inline-scripts';
import { compilesWasm, pagePolicy } from './security-headers';

/**
 * The CSP header of each HTML file of the site, made from the file itself: Gatsby writes inline
 * scripts that differ per page (`window.pagePath`) and per build (the chunk map), so one list of
 * hashes cannot be fixed in advance. A file is read once; its policy is kept while its size and
 * modification time hold (a release never changes, a SITE_DIR rebuilt in place does).
 */
export class PagePolicies {
  private readonly policies = new LRUCache<string, { policy: string; size: number; mtimeMs: number }>({
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (entry, file) => entry.policy.length + file.length,
  });

  /** `file` on disk; `pageFile` its path in the site (`en/scan/index.html`). */
  async of(file: string, info: Pick<Stats, 'size' | 'mtimeMs'>, pageFile: string): Promise<string> {
    const known = this.policies.get(file);
    if (known && known.size === info.size && known.mtimeMs === info.mtimeMs) return known.policy;
    const policy = pagePolicy(inlineScriptHashes(await readFile(file, 'utf8')), { wasm: compilesWasm(pageFile) });
    this.policies.set(file, { policy, size: info.size, mtimeMs: info.mtimeMs });
    return policy;
  }
}
