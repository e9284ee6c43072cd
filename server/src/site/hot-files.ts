import { readFile, stat } from 'node:fs/promises';
import { wantsTwins } from './precompress';

/**
 * Small files of the served release kept in memory, with the exact headers @fastify/static sent
 * for them the first time. Streaming a file costs five trips through libuv's thread pool (stat,
 * open, two reads, close); on two cores that held a page to a quarter of nginx's rate. A release
 * never changes once it is served, so a page's bytes can be sent from memory: only plain GET and
 * HEAD requests (no Range, no conditional headers: those go to the library, which answers 206 and
 * 304), only files up to 256 KiB, at most 64 MiB in all (least recently used out first),
 * and all of it dropped when another release is switched in. An entry is checked against its file
 * at most once a second, so a SITE_DIR rebuilt in place is picked up.
 */
const LIMITS = { maxBytes: 64 * 1024 * 1024, maxFileBytes: 256 * 1024, recheckMs: 1000 };

type Headers = Record<string, string | number | string[] | undefined>;

interface HotFile {
  body: Buffer;
  headers: Headers;
  /** the file the body was read from (the twin when compressed) */
  file: string;
  size: number;
  mtimeMs: number;
  checkedAt: number;
}

const SUFFIX: Record<string, string> = { br: '.br', gzip: '.gz', deflate: '.deflate' };
/** Request headers that ask for something else than the whole current file. */
const PARTIAL_OR_CONDITIONAL = ['range', 'if-range', 'if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since'];

export class HotFiles {
  private root: string | undefined;
  private readonly files = new Map<string, HotFile>();
  private bytes = 0;
  private readonly loading = new Set<string>();

  constructor(private readonly limits = LIMITS) {}

  /** The key of a request that may be answered from memory, or null. */
  static keyOf(method: string, url: string, headers: Record<string, unknown>): string | null {
    if (method !== 'GET' && method !== 'HEAD') return null;
    if (PARTIAL_OR_CONDITIONAL.some((name) => headers[name] !== undefined)) return null;
    return `${url.split('?', 1)[0]}\n${String(headers['accept-encoding'] ?? '')}`;
  }

  get(root: string, key: string): HotFile | undefined {
    if (root !== this.root) this.clear(root);
    const hot = this.files.get(key);
    if (!hot) return undefined;
    // Most recently used last.
    this.files.delete(key);
    this.files.set(key, hot);
    if (Date.now() - hot.checkedAt > this.limits.recheckMs) {
      hot.checkedAt = Date.now();
      void stat(hot.file).then(
        (info) => (info.size !== hot.size || info.mtimeMs !== hot.mtimeMs) && this.drop(key),
        () => this.drop(key),
      );
    }
    return hot;
  }

  /**
   * Keeps the answer just sent for `key` (from `file` of `root`, with `headers`) when it fits. A
   * file sent uncompressed to a client that accepts compression is not kept: its twins may be
   * still being written (a release compressed in place at start).
   */
  async remember(root: string, key: string, file: string, headers: Headers, acceptEncoding: string): Promise<void> {
    const encoding = headers['content-encoding'];
    const length = Number(headers['content-length']);
    if (!(length <= this.limits.maxFileBytes) || this.loading.has(key) || root !== this.root) return;
    if (encoding === undefined && wantsTwins(file, length) && /\b(br|gzip)\b|\*/.test(acceptEncoding)) return;
    const source = `${file}${typeof encoding === 'string' ? (SUFFIX[encoding] ?? '') : ''}`;
    this.loading.add(key);
    await Promise.all([readFile(source), stat(source)]).then(([body, info]) => {
      // Still the file the library sent: same length, same modification time.
      if (body.length !== length || info.size !== length || info.mtime.toUTCString() !== headers['last-modified'] || root !== this.root) return;
      this.drop(key);
      this.files.set(key, { body, headers: { ...headers }, file: source, size: info.size, mtimeMs: info.mtimeMs, checkedAt: Date.now() });
      this.bytes += body.length;
      for (const [oldest, hot] of this.files) {
        if (this.bytes <= this.limits.maxBytes) break;
        this.files.delete(oldest);
        this.bytes -= hot.body.length;
      }
    }, () => undefined).finally(() => this.loading.delete(key));
  }

  private drop(key: string): void {
    const hot = this.files.get(key);
    if (!hot) return;
    this.files.delete(key);
    this.bytes -= hot.body.length;
  }

  private clear(root: string): void {
    this.root = root;
    this.files.clear();
    this.bytes = 0;
  }
}
