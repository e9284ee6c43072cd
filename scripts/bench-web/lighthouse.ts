import http from 'node:http';
import type * as ChromeLauncherModule from 'chrome-launcher';
import type LighthouseModule from 'lighthouse';

/** Debian's Chromium, headless, as STACK.md ("Lighthouse") runs it. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The figures of one Lighthouse run of one page (its default mobile settings). */
export interface RunMetrics {
  /** 0-100 */
  scores: Record<Category, number | null>;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  /** Every script Lighthouse saw fetched during the load (after-idle chunks included), gzip bodies, KB. */
  jsKb: number;
  /** The same scripts as transferred to Chromium (brotli where the server has it, headers included), KB. */
  jsTransferredKb: number;
  scriptCount: number;
  /** Lighthouse's measure of the machine's speed (lhr.environment.benchmarkIndex). */
  benchmarkIndex: number;
}

export type RunResult = { metrics: RunMetrics; problems: string[] } | { error: string };

type Lighthouse = typeof LighthouseModule;
type ChromeLauncher = typeof ChromeLauncherModule;
type Lhr = NonNullable<Awaited<ReturnType<Lighthouse>>>['lhr'];

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Runs Lighthouse on a URL in a fresh Chromium, one page at a time (the machine has two cores). */
export class LighthouseRunner {
  version = '';
  /** gzip body size of each script URL (the files of a build never change under their name). */
  private readonly gzipSizes = new Map<string, number>();

  private constructor(private readonly chromeLauncher: ChromeLauncher, private readonly lighthouse: Lighthouse) {}

  static async load(): Promise<LighthouseRunner> {
    const chromeLauncher = await import('chrome-launcher');
    const { default: lighthouse } = await import('lighthouse');
    return new LighthouseRunner(chromeLauncher, lighthouse);
  }

  /** One run; a failed run is tried once more before it counts as failed. */
  async measure(url: string): Promise<RunResult> {
    const first = await this.runOnce(url);
    return 'error' in first ? this.runOnce(url) : first;
  }

  private async runOnce(url: string): Promise<RunResult> {
    // Chromium that cannot start means Lighthouse cannot run at all: that throws.
    const chrome = await this.chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await this.lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) return { error: 'Lighthouse gave no result' };
      const { lhr } = result;
      this.version = lhr.lighthouseVersion;
      if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
      const problems = problemsOf(lhr);
      const scores = scoresOf(lhr);
      const metric = (id: string) => lhr.audits[id]?.numericValue;
      const [tbtMs, lcpMs, fcpMs, cls] = ['total-blocking-time', 'largest-contentful-paint', 'first-contentful-paint', 'cumulative-layout-shift'].map(metric);
      if (scores.performance === null || tbtMs === undefined || lcpMs === undefined || fcpMs === undefined || cls === undefined) {
        return { error: `Performance could not be scored${problems.length ? `: ${problems.join('; ')}` : ''}` };
      }
      const scripts = scriptRequests(lhr);
      const gzipBytes = await this.gzipBytesOf(scripts.map((s) => s.url));
      const transferred = scripts.reduce((sum, s) => sum + s.transferSize, 0);
      return {
        metrics: { scores, tbtMs, lcpMs, fcpMs, cls, jsKb: kb(gzipBytes), jsTransferredKb: kb(transferred), scriptCount: scripts.length, benchmarkIndex: lhr.environment.benchmarkIndex },
        problems,
      };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    } finally {
      chrome.kill();
    }
  }

  /** The gzip bodies of these scripts (each URL once), fetched again from the same server. */
  private async gzipBytesOf(urls: string[]): Promise<number> {
    let total = 0;
    for (const url of new Set(urls)) {
      let size = this.gzipSizes.get(url);
      if (size === undefined) this.gzipSizes.set(url, (size = await bodyBytes(url, 'gzip')));
      total += size;
    }
    return total;
  }
}

function scoresOf(lhr: Lhr): Record<Category, number | null> {
  return Object.fromEntries(CATEGORIES.map((c) => {
    const score = lhr.categories[c]?.score;
    return [c, typeof score === 'number' ? Math.round(score * 100) : null];
  })) as Record<Category, number | null>;
}

/** Every Script request Lighthouse saw during the load: the page's and the chunks loaded after idle. */
function scriptRequests(lhr: Lhr): Array<{ url: string; transferSize: number }> {
  const details = lhr.audits['network-requests']?.details as { items?: Array<{ url?: string; resourceType?: string; transferSize?: number }> } | undefined;
  return (details?.items ?? [])
    .filter((r) => r.resourceType === 'Script' && typeof r.url === 'string' && /^https?:/.test(r.url))
    .map((r) => ({ url: r.url!, transferSize: r.transferSize ?? 0 }));
}

/** Why a category lost points or could not be scored: audits that failed to run, console errors. */
function problemsOf(lhr: Lhr): string[] {
  const failing = new Map<string, string[]>();
  for (const audit of Object.values(lhr.audits)) if (audit.errorMessage) failing.set(audit.errorMessage, [...(failing.get(audit.errorMessage) ?? []), audit.id]);
  const problems = [...failing].map(([message, ids]) => `${message} (${ids.length > 3 ? `${ids.slice(0, 3).join(', ')} and ${ids.length - 3} more audits` : ids.join(', ')})`);
  const consoleErrors = (lhr.audits['errors-in-console']?.details as { items?: Array<{ description?: string }> } | undefined)?.items ?? [];
  const counts = new Map<string, number>();
  for (const item of consoleErrors) {
    const firstLine = (item.description ?? '').split('\n')[0] ?? '';
    counts.set(firstLine, (counts.get(firstLine) ?? 0) + 1);
  }
  for (const [message, count] of counts) problems.push(`console error${count > 1 ? ` ×${count}` : ''}: ${message}`);
  return problems;
}

/** The size of a response's body as sent with this Accept-Encoding (not decoded). */
function bodyBytes(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let size = 0;
      response.on('data', (chunk: Buffer) => (size += chunk.length));
      response.on('end', () => (response.statusCode === 200 ? resolve(size) : reject(new Error(`GET ${url}: HTTP ${response.statusCode}`))));
      response.on('error', reject);
    }).on('error', reject);
  });
}
