import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { loadConfig } from '../server/src/config';
import { startServer } from '../server/src/server';
import { REPO } from '../server/src/site/build';
import { RebuildWorker } from '../server/src/site/rebuild';
import { SiteDirectory } from '../server/src/site/site-dir';

/**
 * `npm run bench:web`: Lighthouse (mobile, its default settings) on the main pages in both
 * languages, on Debian's Chromium, with the product running as `npm start` runs it (small seed).
 * Prints the four scores and each page's transferred JavaScript, and writes them to
 * docs/performance.md. One page at a time: the machine has two cores.
 */
const PORT = Number(process.env.BENCH_PORT ?? 8140);
const DATA_DIR = path.join(REPO, '.data-benchweb');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface PageResult {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  jsKb: number;
}

async function main() {
  const config = loadConfig({ ...process.env, PORT: String(PORT), DATA_DIR, SEED_WHEN_EMPTY: 'small', LOG_LEVEL: 'warn', DATABASE_URL: '' });
  const site = new SiteDirectory(undefined);
  const server = await startServer(config, () => {}, site);
  let ready!: () => void;
  const upToDate = new Promise<void>((resolve) => (ready = resolve));
  const worker = new RebuildWorker({
    db: server.engine.db, dataDir: DATA_DIR, apiUrl: `${server.url}/api`, siteUrl: config.siteUrl, site,
    log: (line) => { if (/up to date|switched in/.test(line)) ready(); },
  });
  server.app.rebuilds = worker;
  try {
    await worker.start();
    await upToDate;
    const pages = await pagesToMeasure(server.url);
    const results: PageResult[] = [];
    for (const page of pages) {
      results.push(await measure(`${server.url}${page}`, page));
      const last = results[results.length - 1]!;
      console.log(`${page}: ${CATEGORIES.map((c) => `${c} ${last.scores[c]}`).join(', ')}, JS ${last.jsKb} KB`);
    }
    mkdirSync(DATA_DIR, { recursive: true });
    writeFileSync(path.join(DATA_DIR, 'bench-web.json'), JSON.stringify(results, null, 2));
    report(results);
  } finally {
    await worker.stop();
    await server.close();
  }
}

/** Home, exhibitor list, and one exhibitor, product and news page, in Chinese and English. */
async function pagesToMeasure(base: string): Promise<string[]> {
  const pages: string[] = [];
  for (const [prefix, lang] of [['', 'zh_CN'], ['/en', 'en_US']] as const) {
    const first = async (list: string) => {
      const body = (await fetch(`${base}/api/common/${list}?pageSize=1`, { headers: { lang } }).then((r) => r.json())) as { data: { rows: Array<{ id: number }> } };
      return body.data.rows[0]!.id;
    };
    pages.push(`${prefix}/`, `${prefix}/exhibitors/`, `${prefix}/exhibitors/${await first('exhibitor/list')}/`, `${prefix}/products/${await first('product/list')}/`, `${prefix}/news/${await first('news/list')}/`);
  }
  return pages;
}

async function measure(url: string, page: string): Promise<PageResult> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as PageResult['scores'];
    const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
    const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    return { page, scores, jsKb: Math.round(jsBytes / 102.4) / 10 };
  } finally {
    await chrome.kill();
  }
}

function report(results: PageResult[]) {
  const chromium = execFileSync(CHROMIUM, ['--version']).toString().trim();
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromium}`;
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO }).toString().trim();
  const heading = '## Web pages (Lighthouse)';
  const rows = results.map((r) => `| \`${r.page}\` | ${CATEGORIES.map((c) => r.scores[c]).join(' | ')} | ${r.jsKb} |`);
  const section = `${heading}

\`npm run bench:web\`, ${new Date().toISOString().slice(0, 10)}, code at ${commit}. Lighthouse 12 with its default mobile settings (simulated slow 4G and a 4× slower CPU) on the small seed, served by the product itself on 127.0.0.1 (no CDN, compressed). Machine: ${machine}. JS: script bytes transferred (gzip) on first load.

| Page | Performance | Accessibility | Best Practices | SEO | JS (KB) |
|---|---|---|---|---|---|
${rows.join('\n')}
`;
  const file = path.join(REPO, 'docs/performance.md');
  const text = readFileSync(file, 'utf8');
  const pattern = new RegExp(`${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s\\S]*?(?=\\n## |$)`);
  writeFileSync(file, `${text.replace(pattern, '').trimEnd()}\n\n${section}`);
  console.log(section);
}

main().then(() => process.exit(0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
