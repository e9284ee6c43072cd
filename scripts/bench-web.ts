import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type * as ChromeLauncherModule from 'chrome-launcher';
import type LighthouseModule from 'lighthouse';
import { loadConfig } from '../server/src/config';
import { startServer } from '../server/src/server';
import { REPO } from '../server/src/site/build';
import { RebuildWorker } from '../server/src/site/rebuild';
import { servedReleases } from '../server/src/site/release-target';
import { SiteDirectory } from '../server/src/site/site-dir';

/**
 * `npm run bench:web`: Lighthouse (mobile, its default settings) on the main pages in both
 * languages, on Debian's Chromium, with the product running as `npm start` runs it (small seed,
 * own data directory and port). Prints the four scores and each page's transferred JavaScript,
 * writes the raw results to .data-benchweb/bench-web.json and the figures to docs/performance.md.
 * One page at a time: the machine has two cores. A page that answers 404 is reported as missing
 * and does not fail the run; a Lighthouse run that fails does (exit code 1).
 */
const PORT = Number(process.env.BENCH_PORT ?? 8140);
const DATA_DIR = path.join(REPO, '.data-benchweb');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LABELS = ['Performance', 'Accessibility', 'Best Practices', 'SEO'];
const BUILD_TIMEOUT_MS = 20 * 60_000;

type Category = (typeof CATEGORIES)[number];

interface PageResult {
  page: string;
  /** HTTP status of the page before Lighthouse ran. */
  status: number;
  /** 0-100; null when the page is missing, Lighthouse failed, or the category could not be scored. */
  scores: Record<Category, number | null>;
  /** Script bytes transferred (gzip) on first load, in KB; null when not measured. */
  jsKb: number | null;
  missing?: true;
  error?: string;
  /** Why a category was not scored or lost points: failing audits' messages, console errors. */
  problems?: string[];
  metrics?: Record<string, number | null>;
}

async function main() {
  const config = loadConfig({ ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, SEED_WHEN_EMPTY: 'small', LOG_LEVEL: 'warn', DATABASE_URL: '', SITE_DIR: '' });
  const site = new SiteDirectory(undefined);
  const server = await startServer(config, () => {}, site);
  const buildLog: string[] = [];
  let ready!: () => void;
  let failed!: (error: Error) => void;
  const upToDate = new Promise<void>((resolve, reject) => ((ready = resolve), (failed = reject)));
  const worker = new RebuildWorker({
    db: server.engine.db, apiUrl: `${server.url}/api`, siteUrl: config.siteUrl, target: servedReleases(config.releasesDir, site),
    log: (line) => {
      buildLog.push(line);
      if (buildLog.length > 40) buildLog.shift();
      if (/up to date|switched in/.test(line)) ready();
      else if (/build failed/.test(line)) failed(new Error(`the site build failed:\n${buildLog.join('\n')}`));
    },
  });
  let exitCode = 0;
  try {
    console.log(`Product on ${server.url} (data: ${path.relative(REPO, DATA_DIR)}); waiting for the site build…`);
    const started = Date.now();
    await worker.start();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([upToDate, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the site was not built within 20 minutes')), BUILD_TIMEOUT_MS)))])
      .finally(() => clearTimeout(timer));
    console.log(`Site served after ${Math.round((Date.now() - started) / 1000)} s.`);

    const pages = await pagesToMeasure(server.url);
    const chromeLauncher = await import('chrome-launcher');
    const { default: lighthouse } = await import('lighthouse');
    const results: PageResult[] = [];
    let lighthouseVersion = '';
    for (const page of pages) {
      const result = await measure(server.url, page, chromeLauncher, lighthouse, (v) => (lighthouseVersion = v));
      results.push(result);
      console.log(`${page}: ${result.missing ? `page missing (HTTP ${result.status})` : result.error ? `Lighthouse failed: ${result.error}` : `${CATEGORIES.map((c) => `${c} ${cell(result.scores[c])}`).join(', ')}, JS ${result.jsKb} KB`}`);
      for (const problem of result.problems ?? []) console.log(`    ${problem.length > 160 ? `${problem.slice(0, 159)}…` : problem}`);
    }

    const measured = results.filter((r) => !r.missing && !r.error);
    const errored = results.filter((r) => r.error);
    const meta = describeRun(lighthouseVersion);
    mkdirSync(DATA_DIR, { recursive: true });
    const jsonFile = path.join(DATA_DIR, 'bench-web.json');
    writeFileSync(jsonFile, JSON.stringify({ ...meta, results }, null, 2));
    console.log(`\nRaw results: ${path.relative(REPO, jsonFile)}\n`);
    printTable(results);
    if (measured.length === 0) throw new Error('Lighthouse could not measure any page');
    const section = markdown(results, meta);
    console.log(`\nFor docs/performance.md:\n\n${section}`);
    if (errored.length > 0) {
      console.error(`Lighthouse failed on ${errored.map((r) => r.page).join(', ')}: docs/performance.md left as it was.`);
      exitCode = 1;
    } else {
      writeDocs(section);
      console.log('Written to docs/performance.md.');
    }
  } finally {
    await worker.stop();
    await server.close();
  }
  return exitCode;
}

/**
 * The pages visitors use most, in Chinese and English: home, exhibitor and product lists, one
 * exhibitor, product and news page, the activity list, the floor plan and the demand board.
 */
async function pagesToMeasure(base: string): Promise<string[]> {
  const pages: string[] = [];
  for (const [prefix, lang] of [['', 'zh_CN'], ['/en', 'en_US']] as const) {
    const first = async (list: string) => {
      const response = await fetch(`${base}/api/common/${list}?pageSize=1`, { headers: { lang } });
      const body = (await response.json()) as { code?: number; data?: { rows?: Array<{ id: number }> } };
      const id = body.data?.rows?.[0]?.id;
      if (!response.ok || id === undefined) throw new Error(`GET /api/common/${list} (${lang}) gave no record: HTTP ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      return id;
    };
    pages.push(
      `${prefix}/`,
      `${prefix}/exhibitors/`,
      `${prefix}/exhibitors/${await first('exhibitor/list')}/`,
      `${prefix}/products/`,
      `${prefix}/products/${await first('product/list')}/`,
      `${prefix}/news/${await first('news/list')}/`,
      `${prefix}/activity/`,
      `${prefix}/booth-floor/`,
      `${prefix}/demand/`,
    );
  }
  return pages;
}

type ChromeLauncher = typeof ChromeLauncherModule;
type Lighthouse = typeof LighthouseModule;

async function measure(base: string, page: string, chromeLauncher: ChromeLauncher, lighthouse: Lighthouse, version: (v: string) => void): Promise<PageResult> {
  const empty = Object.fromEntries(CATEGORIES.map((c) => [c, null])) as PageResult['scores'];
  const status = (await fetch(`${base}${page}`, { redirect: 'manual' })).status;
  if (status === 404) return { page, status, scores: empty, jsKb: null, missing: true };
  // Launching Chromium or loading Lighthouse failing means Lighthouse cannot run at all: that throws.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) return { page, status, scores: empty, jsKb: null, error: 'no result' };
    const { lhr } = result;
    version(lhr.lighthouseVersion);
    if (lhr.runtimeError) return { page, status, scores: empty, jsKb: null, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const scores = Object.fromEntries(CATEGORIES.map((c) => {
      const score = lhr.categories[c]?.score;
      return [c, typeof score === 'number' ? Math.round(score * 100) : null];
    })) as PageResult['scores'];
    const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
    const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const metrics = Object.fromEntries(['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
      .map((id) => [id, lhr.audits[id]?.numericValue ?? null]));
    // One line per distinct message: which audits could not run, and the console errors.
    const failing = new Map<string, string[]>();
    for (const audit of Object.values(lhr.audits)) if (audit.errorMessage) failing.set(audit.errorMessage, [...(failing.get(audit.errorMessage) ?? []), audit.id]);
    const problems = [...failing].map(([message, ids]) => `${message} (${ids.length > 3 ? `${ids.slice(0, 3).join(', ')} and ${ids.length - 3} more audits` : ids.join(', ')})`);
    const consoleErrors = (lhr.audits['errors-in-console']?.details as { items?: Array<{ description?: string }> } | undefined)?.items ?? [];
    const consoleCounts = new Map<string, number>();
    for (const item of consoleErrors) { const first = (item.description ?? '').split('\n')[0]!; consoleCounts.set(first, (consoleCounts.get(first) ?? 0) + 1); }
    for (const [message, count] of consoleCounts) problems.push(`console error${count > 1 ? ` ×${count}` : ''}: ${message}`);
    return { page, status, scores, jsKb: Math.round(jsBytes / 102.4) / 10, metrics, ...(problems.length ? { problems } : {}) };
  } catch (error) {
    return { page, status, scores: empty, jsKb: null, error: error instanceof Error ? error.message : String(error) };
  } finally {
    chrome.kill();
  }
}

interface RunInfo {
  date: string;
  commit: string;
  lighthouse: string;
  chromium: string;
  node: string;
  machine: string;
}

function describeRun(lighthouseVersion: string): RunInfo {
  const chromium = execFileSync(CHROMIUM, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  return {
    date: new Date().toISOString().slice(0, 10),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO }).toString().trim(),
    lighthouse: lighthouseVersion,
    chromium,
    node: process.version,
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromium}`,
  };
}

const cell = (value: number | null) => (value === null ? '–' : String(value));

function printTable(results: PageResult[]) {
  const header = ['Page', ...LABELS, 'JS (KB gzip)'];
  const rows = results.map((r) => [r.page, ...(r.missing ? ['page missing', '', '', '', ''] : r.error ? ['Lighthouse failed', '', '', '', ''] : [...CATEGORIES.map((c) => cell(r.scores[c])), cell(r.jsKb)])]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((value, i) => (i === 0 ? value.padEnd(widths[i]!) : value.padStart(widths[i]!))).join('  ');
  console.log([line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'));
}

function markdown(results: PageResult[], meta: RunInfo): string {
  const rows = results.map((r) => `| \`${r.page}\` | ${r.missing ? `page missing (HTTP ${r.status}) | | | | ` : r.error ? 'Lighthouse failed | | | | ' : `${CATEGORIES.map((c) => cell(r.scores[c])).join(' | ')} | ${cell(r.jsKb)}`} |`);
  return `## Web pages (Lighthouse)

\`npm run bench:web\` starts the product as \`npm start\` does (small seed, its own data directory \`.data-benchweb\`, port ${PORT}), waits until the site is built and served, and runs Lighthouse on the home page, the exhibitor and product lists, one exhibitor, product and news page (the first of each list in the API), the activity list, the floor plan and the demand board, in Chinese and English, one page at a time. Raw results: \`.data-benchweb/bench-web.json\`.

${meta.date}, code at ${meta.commit} (the figures are of the code at that commit). Lighthouse ${meta.lighthouse || '12'} with its default mobile settings (simulated slow 4G and a 4× slower CPU), served by the product itself on 127.0.0.1 (no CDN, compressed). Machine: ${meta.machine}. JS: script bytes transferred (gzip) on first load.

| Page | ${LABELS.join(' | ')} | JS (KB) |
|---|---|---|---|---|---|
${rows.join('\n')}
`;
}

/** Replaces the section in place (the notes that follow it stay after it), or appends it. */
function writeDocs(section: string) {
  const file = path.join(REPO, 'docs/performance.md');
  const text = readFileSync(file, 'utf8');
  const pattern = /## Web pages \(Lighthouse\)[\s\S]*?(?=\n## |$)/;
  writeFileSync(file, pattern.test(text) ? text.replace(pattern, () => section) : `${text.trimEnd()}\n\n${section}`);
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
