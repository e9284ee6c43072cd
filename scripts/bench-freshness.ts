import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { ADMIN_SECRET_FILE, ADMIN_SECRET_HEADER } from '../server/src/lib/secrets';
import { startServer } from '../server/src/server';
import { REPO } from '../server/src/site/build';
import { RebuildWorker } from '../server/src/site/rebuild';
import { servedReleases } from '../server/src/site/release-target';
import { SiteDirectory } from '../server/src/site/site-dir';

/**
 * `npm run bench:freshness -- --scale small|large`: time from saving an edit (an exhibitor renamed
 * through the admin API, as an editor's save) to the new name being served on its static page,
 * with the product running as `npm start` runs it. Writes the figure to docs/performance.md.
 */
const scaleAt = process.argv.indexOf('--scale');
const SCALE = (scaleAt > 0 ? process.argv[scaleAt + 1] : 'small') as 'small' | 'large';
const PORT = Number(process.env.BENCH_PORT ?? 8125);
const DATA_DIR = path.join(REPO, `.data-fresh-${SCALE}`);

async function main() {
  if (!['small', 'large'].includes(SCALE)) throw new Error('--scale must be small or large');
  const config = loadConfig({ ...process.env, PORT: String(PORT), DATA_DIR, SEED_WHEN_EMPTY: SCALE, LOG_LEVEL: 'warn', DATABASE_URL: '' });
  const site = new SiteDirectory(undefined);
  const server = await startServer(config, () => {}, site);
  let ready!: () => void;
  const upToDate = new Promise<void>((resolve) => (ready = resolve));
  const worker = new RebuildWorker({
    db: server.engine.db, apiUrl: `${server.url}/api`, siteUrl: config.siteUrl, target: servedReleases(config.releasesDir, site),
    log: (line) => {
      appendFileSync(path.join(DATA_DIR, 'build.log'), `${new Date().toISOString()} ${line}\n`);
      if (!line.startsWith('[build]') || /gatsby-source-exhibition|Done building/.test(line)) console.log(line);
      if (/up to date|switched in/.test(line)) ready();
    },
  });
  try {
    await worker.start();
    await upToDate;
    const secret = readFileSync(path.join(DATA_DIR, ADMIN_SECRET_FILE), 'utf8').trim();
    const name = `Fresh Bakery ${Date.now()}`;
    const saved = Date.now();
    const response = await fetch(`${server.url}/api/admin/exhibitors/1/name`, {
      method: 'POST', headers: { 'content-type': 'application/json', [ADMIN_SECRET_HEADER]: secret }, body: JSON.stringify({ nameEn: name }),
    });
    if (!response.ok) throw new Error(`the edit failed: ${response.status}`);
    for (;;) {
      const page = await fetch(`${server.url}/en/exhibitors/1/`).then((r) => r.text());
      if (page.includes(name)) break;
      if (Date.now() - saved > 15 * 60_000) throw new Error('the change was not served within 15 minutes');
      await new Promise((r) => setTimeout(r, 500));
    }
    report((Date.now() - saved) / 1000);
  } finally {
    await worker.stop();
    await server.close();
  }
}

function report(seconds: number) {
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const heading = `## Freshness benchmark, ${SCALE} seed`;
  const section = `${heading} (\`npm run bench:freshness -- --scale ${SCALE}\`), ${new Date().toISOString().slice(0, 10)}

Machine: ${machine}. From saving an exhibitor's new name to the new name being served on its static page (quiet period, build, release switch): **${seconds.toFixed(0)} s** (target ≤ 60 s on the large seed).
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
