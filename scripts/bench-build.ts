import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { ADMIN_SECRET_FILE, ADMIN_SECRET_HEADER } from '../server/src/lib/secrets';
import { startServer } from '../server/src/server';
import { PUBLIC_DIR, REPO, builtFingerprint, runGatsbyBuild, siteFingerprint } from '../server/src/site/build';

/**
 * `npm run bench:build`: the large seed in its own data directory, a cold `gatsby build` (time and
 * peak memory of the build's process tree), then one exhibitor renamed and the rebuild timed.
 * Writes the figures to docs/performance.md. It replaces public/ and .cache/; the next
 * `npm start` sees another fingerprint and rebuilds its own site.
 */
const PORT = Number(process.env.BENCH_PORT ?? 8124);
const DATA_DIR = path.join(REPO, '.data-bench');

async function main() {
  const config = loadConfig({ ...process.env, PORT: String(PORT), DATA_DIR, SEED_WHEN_EMPTY: 'large', LOG_LEVEL: 'warn', DATABASE_URL: '' });
  const server = await startServer(config);
  try {
    const counts = await (await fetch(`${server.url}/api/common/exhibition/getExhibitionIntro`)).json() as { data: { exhibitorCount: number; productCount: number } };
    rmSync(path.join(REPO, '.cache'), { recursive: true, force: true });
    rmSync(path.join(REPO, 'public'), { recursive: true, force: true });

    const cold = await timedBuild(server.url, config.siteUrl, await siteFingerprint(server.engine.db, config.siteUrl), 'cold');
    // Gatsby resets its cache on the build after a cold one ("plugins have changed"): the running
    // site is past that point, so the steady state is measured from the third build on.
    const unchanged = await timedBuild(server.url, config.siteUrl, await siteFingerprint(server.engine.db, config.siteUrl), 'unchanged');
    const secret = readFileSync(path.join(DATA_DIR, ADMIN_SECRET_FILE), 'utf8').trim();
    const renamed = await fetch(`${server.url}/api/admin/exhibitors/1/name`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ADMIN_SECRET_HEADER]: secret },
      body: JSON.stringify({ nameEn: `Benchmark Bakery ${Date.now()}` }),
    });
    if (!renamed.ok) throw new Error(`renaming the exhibitor failed: ${renamed.status}`);
    const warm = await timedBuild(server.url, config.siteUrl, await siteFingerprint(server.engine.db, config.siteUrl), 'one-change');
    // Nothing changed since: the rebuild worker compares fingerprints and does not build at all
    // (rebuild.ts); an editor's forced rebuild runs Gatsby anyway.
    const checkAt = Date.now();
    const fingerprint = await siteFingerprint(server.engine.db, config.siteUrl);
    if ((await builtFingerprint(PUBLIC_DIR)) !== fingerprint) throw new Error('the site built last is not the one of the current fingerprint');
    const check = { seconds: (Date.now() - checkAt) / 1000, peakMiB: 0 };
    const forced = await timedBuild(server.url, config.siteUrl, fingerprint, 'forced');
    const pages = Number(execFileSync('bash', ['-c', `find "${path.join(REPO, 'public')}" -name index.html | wc -l`]).toString().trim());
    report({ cold, unchanged, warm, check, forced, pages, exhibitors: counts.data.exhibitorCount, products: counts.data.productCount });
  } finally {
    await server.close();
  }
}

interface Timing {
  seconds: number;
  peakMiB: number;
}

async function timedBuild(serverUrl: string, siteUrl: string, fingerprint: string, name: string): Promise<Timing> {
  const started = Date.now();
  const logFile = path.join(DATA_DIR, `build-${name}.log`);
  writeFileSync(logFile, '');
  const build = runGatsbyBuild(`${serverUrl}/api`, siteUrl, fingerprint, (line) => appendFileSync(logFile, `${line}\n`));
  let peak = 0;
  const sampler = setInterval(() => {
    const pid = build.pid();
    if (pid) peak = Math.max(peak, treeRssKiB(pid));
  }, 500);
  try {
    await build.done;
  } finally {
    clearInterval(sampler);
    build.release();
  }
  return { seconds: (Date.now() - started) / 1000, peakMiB: Math.round(peak / 1024) };
}

/** Resident memory of a process and all its descendants, in KiB. */
function treeRssKiB(root: number): number {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=']).toString().trim().split('\n').map((line) => line.trim().split(/\s+/).map(Number));
  const inTree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of table) if (pid !== undefined && ppid !== undefined && inTree.has(ppid) && !inTree.has(pid)) { inTree.add(pid); grew = true; }
  }
  return table.filter(([pid]) => pid !== undefined && inTree.has(pid)).reduce((sum, [, , rss]) => sum + (rss ?? 0), 0);
}

function report(r: { cold: Timing; unchanged: Timing; warm: Timing; check: Timing; forced: Timing; pages: number; exhibitors: number; products: number }) {
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const section = `## Build benchmark (\`npm run bench:build\`), ${new Date().toISOString().slice(0, 10)}

Machine: ${machine}. Build logs: \`.data-bench/build-*.log\`. Large seed: ${r.exhibitors} exhibitors and ${r.products} products per language (Chinese counts), ${r.pages} HTML pages.

| Build | Time | Peak memory (build process tree) | Target |
|---|---|---|---|
| Full cold build (no \`.cache\`) | ${r.cold.seconds.toFixed(0)} s | ${r.cold.peakMiB} MiB | ≤ 190 s, ≤ 2048 MiB |
| Next build, nothing changed (Gatsby resets its cache once after a cold build) | ${r.unchanged.seconds.toFixed(0)} s | ${r.unchanged.peakMiB} MiB | |
| Rebuild after renaming one exhibitor | ${r.warm.seconds.toFixed(0)} s | ${r.warm.peakMiB} MiB | ≤ 15 s from the save to the served page (bench:freshness) |
| Nothing changed: the worker's fingerprint check, no build | ${r.check.seconds.toFixed(1)} s | | ≤ 10 s |
| Nothing changed, Gatsby run anyway (a forced rebuild) | ${r.forced.seconds.toFixed(0)} s | ${r.forced.peakMiB} MiB | |

Machine load (\`uptime\`) at the end: ${os.loadavg().map((n) => n.toFixed(1)).join(', ')}. Each build's step times: \`grep step: .data-bench/build-*.log\`.
`;
  const file = path.join(REPO, 'docs/performance.md');
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text = '# Performance\n\nFigures from the benchmarks, with the machine they ran on. Benchmarks are never timed tests.\n\n';
  }
  text = text.replace(/## Build benchmark[\s\S]*?(?=\n## |$)/, '').trimEnd();
  writeFileSync(file, `${text}\n\n${section}`);
  console.log(section);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
