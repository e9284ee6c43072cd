import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { loadConfig } from '../server/src/config';
import { startServer } from '../server/src/server';
import { REPO } from '../server/src/site/build';
import { RebuildWorker } from '../server/src/site/rebuild';
import { servedReleases } from '../server/src/site/release-target';
import { SiteDirectory } from '../server/src/site/site-dir';
import { localizedPath } from '../src/lib/i18n/paths';
import { routes } from '../src/lib/routes';
import { LighthouseRunner, type RunMetrics } from './bench-web/lighthouse';
import { TARGETS, markdownTable, printTable, rowsOf, summaryOf, median, type BenchPage, type PageRuns, type Row } from './bench-web/report';
import { REFERENCE_PAGES, buildReference, checkReferenceVersions, serveReference, type ServedSite } from './bench-web/stack-reference';

/**
 * `npm run bench:web`: Lighthouse (mobile, its default settings, Debian's Chromium) on the site's
 * public pages in both languages and, in the same run, on the stack reference
 * (bench/stack-reference/: one page made with the card's stack alone, the root's versions), which
 * every page is held against (docs/performance.md, "Web pages"). The product runs as `npm start`
 * runs it (small seed, own data directory and port); the reference is built here and served by the
 * product's own static-file code on the next port.
 *
 * Every page is measured BENCH_RUNS times (default 3) in rounds (each round measures every page
 * once, and the reference again after every ten of them), so each page's runs are spread over the
 * run as the load of the machine is; the figures are medians. One page at a time: the machine has two cores.
 * BENCH_PAGES=a,b keeps the site's pages whose path contains one of the substrings (the reference
 * is always measured); only a run of the full list writes docs/performance.md. Raw results:
 * .data-benchweb/bench-web.json.
 *
 * A missed target does not fail the run (it is a measurement); exit code 1 when Lighthouse could
 * not run: a run that failed twice, or no figure for the reference.
 */
const PORT = Number(process.env.BENCH_PORT ?? 8140);
const REFERENCE_PORT = PORT + 1;
const DATA_DIR = path.join(REPO, '.data-benchweb');
const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_RUNS ?? 3)) || 3);
const PAGE_FILTER = (process.env.BENCH_PAGES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const SITE_BUILD_TIMEOUT_MS = 20 * 60_000;

async function main(): Promise<number> {
  checkReferenceVersions();
  console.log('Building the stack reference (bench/stack-reference)…');
  await buildReference();
  const loadAtStart = os.loadavg()[0]!;
  const product = await startProduct();
  let reference: ServedSite | undefined;
  try {
    reference = await serveReference(REFERENCE_PORT);
    const pages = [...referencePages(reference.url), ...(await productPages(product.url)).filter(selected)];
    const runner = await LighthouseRunner.load();
    console.log(`Measuring ${pages.length} pages (${pages.filter((p) => p.isReference).length} of the reference), ${RUNS} run${RUNS > 1 ? 's' : ''} each.`);
    const results = await measureInRounds(pages, runner);
    const meta = describeRun(runner.version, loadAtStart);
    return report(results, meta);
  } finally {
    await reference?.close();
    await product.stop();
  }
}

/** The product as `npm start` runs it, once its site is built and served. */
async function startProduct(): Promise<{ url: string; stop(): Promise<void> }> {
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
  const stop = async () => {
    await worker.stop();
    await server.close();
  };
  try {
    console.log(`Product on ${server.url} (data: ${path.relative(REPO, DATA_DIR)}); waiting for the site build…`);
    const started = Date.now();
    await worker.start();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([upToDate, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the site was not built within 20 minutes')), SITE_BUILD_TIMEOUT_MS)))])
      .finally(() => clearTimeout(timer));
    console.log(`Site served after ${Math.round((Date.now() - started) / 1000)} s.`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: server.url, stop };
}

function referencePages(base: string): BenchPage[] {
  return (['zh', 'en'] as const).map((language) => ({ path: REFERENCE_PAGES[language], url: `${base}${REFERENCE_PAGES[language]}`, language, isReference: true }));
}

/**
 * The site's public pages in Chinese and English: home, every list, one detail page of each kind
 * (the first record of its list in the API), floor plan, demand board, search, sign-in, register, the visitor registration.
 */
async function productPages(base: string): Promise<BenchPage[]> {
  const pages: BenchPage[] = [];
  for (const [language, lang] of [['zh', 'zh_CN'], ['en', 'en_US']] as const) {
    const first = async (list: string) => {
      const response = await fetch(`${base}/api/common/${list}?pageSize=1`, { headers: { lang } });
      const body = (await response.json()) as { data?: { rows?: Array<{ id: number }> } };
      const id = body.data?.rows?.[0]?.id;
      if (!response.ok || id === undefined) throw new Error(`GET /api/common/${list} (${lang}) gave no record: HTTP ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      return id;
    };
    const neutral = [
      routes.home,
      routes.exhibitors, routes.products, routes.news, routes.activities, routes.exhibitorActivities,
      routes.live, routes.downloads, routes.procurement, routes.exhibitorRanking, routes.productRanking,
      routes.exhibitor(await first('exhibitor/list')), routes.product(await first('product/list')),
      routes.newsItem(await first('news/list')), routes.activity(await first('activity/list')),
      routes.floorPlan, routes.demands, routes.search, routes.login, routes.register, routes.visitRegister,
    ];
    for (const route of neutral) {
      const pagePath = localizedPath(route, language);
      pages.push({ path: pagePath, url: `${base}${pagePath}`, language, isReference: false });
    }
  }
  return pages;
}

function selected(page: BenchPage): boolean {
  return PAGE_FILTER.length === 0 || PAGE_FILTER.some((part) => page.path.includes(part));
}

/** The reference is measured again after this many of the site's pages, in every round. */
const REFERENCE_EVERY = 10;

/**
 * Each round measures every site page once, with the reference's pages before every
 * REFERENCE_EVERY of them: the reference's runs are spread over the run like the site's, so its
 * medians meet the same moments of a shared machine. A page answering 404 is reported missing.
 */
async function measureInRounds(pages: BenchPage[], runner: LighthouseRunner): Promise<PageRuns[]> {
  const results: PageRuns[] = [];
  for (const page of pages) results.push({ page, status: (await fetch(page.url, { redirect: 'manual' })).status, runs: [] });
  const order = roundOrder(results.filter((r) => r.status !== 404));
  const seenProblems = new Set<string>();
  const total = order.length * RUNS;
  const started = Date.now();
  let done = 0;
  for (let round = 1; round <= RUNS; round += 1) {
    for (const result of order) {
      const run = await runner.measure(result.page.url);
      done += 1;
      const label = `[round ${round}/${RUNS}, ${done}/${total}, ${Math.round((Date.now() - started) / 60_000)} min] ${result.page.isReference ? 'reference ' : ''}${result.page.path}`;
      if ('error' in run) {
        result.runs.push({ error: run.error });
        saveRaw({ complete: false, results });
        console.log(`${label}: Lighthouse failed: ${run.error}`);
        continue;
      }
      result.runs.push({ metrics: run.metrics });
      saveRaw({ complete: false, results });
      console.log(`${label}: ${describeMetrics(run.metrics)}`);
      for (const problem of run.problems) {
        const key = `${result.page.url} ${problem}`;
        if (seenProblems.has(key)) continue;
        seenProblems.add(key);
        console.log(`    ${problem.length > 160 ? `${problem.slice(0, 159)}…` : problem}`);
      }
    }
  }
  for (const result of results) if (result.status === 404) console.log(`${result.page.path}: page missing (HTTP 404)`);
  return results;
}

/** One round's order: the reference's pages, then up to REFERENCE_EVERY site pages, and so on. */
function roundOrder(measured: PageRuns[]): PageRuns[] {
  const reference = measured.filter((r) => r.page.isReference);
  const site = measured.filter((r) => !r.page.isReference);
  const order: PageRuns[] = [];
  for (let at = 0; at < site.length || at === 0; at += REFERENCE_EVERY) order.push(...reference, ...site.slice(at, at + REFERENCE_EVERY));
  return order;
}

function describeMetrics(m: RunMetrics): string {
  return `Performance ${m.scores.performance}, TBT ${Math.round(m.tbtMs)} ms, LCP ${(m.lcpMs / 1000).toFixed(2)} s, CLS ${m.cls.toFixed(3)}, JS ${m.jsKb} KB gzip (${m.scriptCount} scripts), benchmarkIndex ${Math.round(m.benchmarkIndex)}`;
}

interface RunInfo {
  date: string;
  commit: string;
  lighthouse: string;
  machine: string;
  load: string;
}

function describeRun(lighthouseVersion: string, loadAtStart: number): RunInfo {
  const chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  return {
    date: new Date().toISOString().slice(0, 10),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO }).toString().trim(),
    lighthouse: lighthouseVersion,
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromium}`,
    load: `${loadAtStart.toFixed(1)} when the measures began, ${os.loadavg()[0]!.toFixed(1)} at the end`,
  };
}

/** Prints the table, writes the raw results and (for a full run) docs/performance.md; the exit code. */
function report(results: PageRuns[], meta: RunInfo): number {
  const jsonFile = saveRaw({ ...meta, complete: true, results });
  const rows = rowsOf(results);
  console.log(`\nRaw results: ${path.relative(REPO, jsonFile)}\n`);
  printTable(rows);
  const section = markdown(rows, results, meta);
  console.log(`\n${section}`);

  const referenceMeasured = rows.filter((row) => row.page.page.isReference && row.medians).length === 2;
  const failedRuns = results.flatMap((r) => r.runs.filter((run) => run.error).map(() => r.page.path));
  if (PAGE_FILTER.length > 0) console.log('BENCH_PAGES was set: docs/performance.md left as it was (only a run of every page writes it).');
  else if (referenceMeasured) {
    writeDocs(section);
    console.log('Written to docs/performance.md.');
  }
  if (!referenceMeasured) console.error('Lighthouse could not measure the stack reference: nothing to compare against.');
  if (failedRuns.length > 0) console.error(`Lighthouse failed (twice) on runs of ${[...new Set(failedRuns)].join(', ')}.`);
  return referenceMeasured && failedRuns.length === 0 ? 0 : 1;
}

/** The raw results so far (after every run, so that a stopped run leaves what it measured); the file's path. */
function saveRaw(contents: { complete: boolean; results: PageRuns[] } & Partial<RunInfo>): string {
  mkdirSync(DATA_DIR, { recursive: true });
  const file = path.join(DATA_DIR, 'bench-web.json');
  writeFileSync(file, JSON.stringify({ ...contents, runsPerPage: RUNS, filter: PAGE_FILTER }, null, 2));
  return file;
}

function markdown(rows: Row[], results: PageRuns[], meta: RunInfo): string {
  const indexes = results.flatMap((r) => r.runs.flatMap((run) => (run.metrics ? [run.metrics.benchmarkIndex] : [])));
  const [slowest, fastest] = [Math.min(...indexes), Math.max(...indexes)];
  const benchmarkIndex = indexes.length ? `${Math.round(median(indexes))} (${Math.round(slowest)} to ${Math.round(fastest)} over ${indexes.length} runs)` : '–';
  const shared = indexes.length && fastest > 1.5 * slowest
    ? ' The machine\'s speed changed a lot during the run (other work on its two cores): single figures are noisy, and a page whose bIdx is far below the reference\'s was measured at a slower moment.'
    : '';
  const summary = summaryOf(rows);
  const ranges = summary.ranges;
  const span = ([low, high]: [number, number], digits = 0) => (low === high ? low.toFixed(digits) : `${low.toFixed(digits)} to ${high.toFixed(digits)}`);
  return `## Web pages (Lighthouse)

\`npm run bench:web\` measures the site's public pages against the **stack reference** in the same run: \`bench/stack-reference/\`, one page in Chinese (\`/\`) and English (\`/en/\`) made with the card's stack alone (Gatsby, React, gatsby-plugin-react-i18next with the site's options, one styled component), from the root's \`node_modules\` (the bench stops if its versions are not the root \`package.json\`'s). The bench builds the reference, starts the product as \`npm start\` does (small seed, its own data directory \`.data-benchweb\`, port ${PORT}), and serves the reference on port ${REFERENCE_PORT} with the product's own static-file code (brotli and gzip twins, the same headers). Lighthouse ${meta.lighthouse || '12'} with its default mobile settings (simulated slow 4G, 4× slower CPU) then measures every page ${RUNS} time${RUNS > 1 ? 's' : ''}, one page at a time, in rounds: each round measures every site page once, and the reference's two pages before every ${REFERENCE_EVERY} of them (so the reference's runs are spread over the run like the site's). Figures are **medians** of a page's runs; bIdx is the median of Lighthouse's \`benchmarkIndex\` over them (the machine's speed when the page was measured: compare a page with the reference when the two are close). Pages: home, every list, one detail page of each kind (the first record of its list in the API), floor plan, demand board, search, sign-in and register, in both languages. \`BENCH_PAGES=a,b\` (substrings of the paths) and \`BENCH_RUNS=n\` shorten a run for development; only a run of every page writes this section. Raw results: \`.data-benchweb/bench-web.json\`.

${meta.date}, code at ${meta.commit} (the figures are of the code at that commit). Machine: ${meta.machine}. Load average (1 min): ${meta.load}. Lighthouse's \`benchmarkIndex\`: median ${benchmarkIndex}.${shared}

Targets (issue 23), each page against the reference page of its language, marked ✓ or ✗ at the figure they test: Performance ≥ ${TARGETS.performanceAtLeast} and ≥ reference − ${TARGETS.performanceBelowReferenceAtMost}; TBT ≤ reference + ${TARGETS.tbtOverReferenceAtMostMs} ms; LCP ≤ ${TARGETS.lcpAtMostS} s; CLS ≤ ${TARGETS.clsAtMost}; JS ≤ reference + ${TARGETS.jsOverReferenceAtMostKb} KB. JS is every script Lighthouse saw fetched during the load, the chunks loaded after idle included, counted as gzip bodies (Chromium is sent brotli; the raw results have those transferred bytes too). Δ ref: the page minus its reference page. A11y · BP · SEO: Lighthouse's other three scores (medians).

${markdownTable(rows)}

${ranges ? `${summary.allMet} of ${summary.measured} measured pages meet every target. Site pages: Performance ${span(ranges.performance)}, TBT ${span(ranges.tbtMs)} ms, LCP ${span(ranges.lcpS, 2)} s, CLS ${span(ranges.cls, 3)}, JS ${span(ranges.jsKb, 1)} KB.` : 'No site page was measured.'}
`;
}

/** Replaces the section in place (the sections that follow it stay after it), or appends it. */
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
