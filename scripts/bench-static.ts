import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { copyFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig } from '../server/src/config';
import { startServer } from '../server/src/server';
import { productionSecrets } from '../server/test/production-secrets';
import { wantsTwins, writeTwins } from '../server/src/site/precompress';
import { makeRelease } from '../server/src/site/release';
import { measureLoad, medianLoad, type Load } from './load';

/**
 * `npm run bench:static`: the product's file server against nginx on the same release, in one run.
 * The newest complete release under ~/.cache/bakery-expo-releases (or BENCH_SITE_DIR) is copied to
 * a temporary directory the way the rebuild worker makes a release (timing the compression into
 * brotli and gzip twins), then served by the product (a child process, as `SITE_DIR=… npm start
 * -w server` serves it) and by Debian's nginx (`gzip_static on`, one worker; installed with
 * apt-get when missing, started with a config of its own and stopped afterwards). Each is loaded
 * with autocannon, gzip accepted, for one HTML page and the largest JavaScript file. Writes the
 * figures to the "Static files" section of docs/performance.md. Not a timed test: the figures
 * move with the load of the machine.
 *
 * Settings: BENCH_SECONDS (10 per figure), BENCH_CONNECTIONS (20), BENCH_PORT (8510; nginx takes
 * the next port), BENCH_SITE_DIR (a built site instead of the newest release), BENCH_PAGE (/).
 */
const REPO = path.resolve(__dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 8510);
const PAGE = process.env.BENCH_PAGE ?? '/';
const RELEASES = path.join(os.homedir(), '.cache', 'bakery-expo-releases');
const NGINX = '/usr/sbin/nginx';
/** Each figure is the median of this many alternating rounds of SECONDS / ROUNDS. */
const ROUNDS = 3;
/** Files a one-exhibitor edit rewrites (the freshness benchmark: 42). */
const ONE_EDIT_FILES = 42;
const GZIP = { 'accept-encoding': 'gzip' };

interface Figures {
  target: string;
  url: string;
  bytes: number;
  product: Load;
  nginx: Load;
}

interface Compression {
  files: number;
  compressible: number;
  megabytes: number;
  fullSeconds: number;
  unchangedSeconds: number;
  oneEditMs: number;
}

async function main() {
  if (process.argv[2] === '--serve') return serve(process.argv[3] ?? '');
  const load = os.loadavg().map((n) => n.toFixed(2)).join(', ');
  const source = process.env.BENCH_SITE_DIR ? path.resolve(process.env.BENCH_SITE_DIR) : newestRelease();
  console.log(`Release: ${source}`);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-static-'));
  let child: ChildProcess | undefined;
  let nginxPid: string | undefined;
  try {
    const { site, compression } = await prepareRelease(source, scratch);
    const largestJs = readdirSync(site).filter((name) => name.endsWith('.js')).sort((a, b) => statSync(path.join(site, b)).size - statSync(path.join(site, a)).size)[0];
    if (!largestJs) throw new Error(`${site} has no JavaScript file`);
    const targets = [{ name: `HTML page ${PAGE}`, path: PAGE }, { name: 'largest JS file', path: `/${largestJs}` }];

    child = spawn(process.execPath, [...process.execArgv, __filename, '--serve', JSON.stringify({ site, dataDir: path.join(scratch, 'data') })], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const product = await childReady(child);
    const nginx = `http://127.0.0.1:${PORT + 1}`;
    nginxPid = startNginx(site, path.join(scratch, 'nginx'));
    await waitFor(`${nginx}${PAGE}`);

    const figures: Figures[] = [];
    for (const target of targets) {
      const bytes = await sameAnswer(`${product}${target.path}`, `${nginx}${target.path}`);
      const productRounds: Load[] = [];
      const nginxRounds: Load[] = [];
      // The two servers take turns, so a burst of load from elsewhere on the machine hits both.
      for (let round = 1; round <= ROUNDS; round += 1) {
        productRounds.push(await run(`product ${target.name} (${round})`, `${product}${target.path}`));
        nginxRounds.push(await run(`nginx ${target.name} (${round})`, `${nginx}${target.path}`));
      }
      figures.push({ target: target.name, url: target.path, bytes, product: medianLoad(productRounds), nginx: medianLoad(nginxRounds) });
    }
    report(figures, compression, load, source);
  } finally {
    if (nginxPid) await stopNginx(nginxPid);
    if (child) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child!.once('exit', resolve));
    }
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The newest release with a page and a build stamp, in any data directory's folder. */
function newestRelease(): string {
  const candidates = readdirSync(RELEASES, { withFileTypes: true }).filter((d) => d.isDirectory()).flatMap((d) =>
    readdirSync(path.join(RELEASES, d.name)).map((name) => path.join(RELEASES, d.name, name)))
    .filter((dir) => existsSync(path.join(dir, 'index.html')) && existsSync(path.join(dir, 'build-stamp.json')));
  const builtAt = (dir: string) => (JSON.parse(readFileSync(path.join(dir, 'build-stamp.json'), 'utf8')) as { builtAt: string }).builtAt;
  const newest = candidates.sort((a, b) => builtAt(a).localeCompare(builtAt(b))).at(-1);
  if (!newest) throw new Error(`No built release under ${RELEASES}: run npm start once, or set BENCH_SITE_DIR`);
  return newest;
}

/**
 * Makes two releases of the source as the rebuild worker does: the first compresses every text
 * file (a cold build, or the first release after twins were introduced), the second shares
 * everything with it (a build that changed nothing). Then times the twins of ONE_EDIT_FILES pages
 * and page-data files, what a one-record edit rewrites.
 */
async function prepareRelease(source: string, scratch: string): Promise<{ site: string; compression: Compression }> {
  const first = path.join(scratch, 'first');
  const site = path.join(scratch, 'site');
  let started = performance.now();
  const copy = await makeRelease(source, first);
  const fullSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await makeRelease(source, site, first);
  const unchangedSeconds = (performance.now() - started) / 1000;
  const compressibleFiles = listFiles(site).filter((file) => wantsTwins(file, statSync(file).size));
  const megabytes = compressibleFiles.reduce((sum, file) => sum + statSync(file).size, 0) / 1e6;
  console.log(`Release made: ${copy.copied} files, ${copy.compressed} compressed (${megabytes.toFixed(1)} MB) in ${fullSeconds.toFixed(1)} s; unchanged release in ${unchangedSeconds.toFixed(1)} s`);

  const edited = path.join(scratch, 'edited');
  mkdirSync(edited);
  const pages = compressibleFiles.filter((file) => /\/exhibitors\/\d+\/(index\.html|page-data\.json)$/.test(file)).slice(0, ONE_EDIT_FILES);
  const copies = await Promise.all(pages.map(async (file, i) => {
    const target = path.join(edited, `${i}-${path.basename(file)}`);
    await copyFile(file, target);
    return target;
  }));
  started = performance.now();
  await Promise.all(copies.map(async (file) => writeTwins(file, await stat(file))));
  const oneEditMs = performance.now() - started;
  console.log(`Twins of ${copies.length} exhibitor pages and page-data files: ${oneEditMs.toFixed(0)} ms`);
  rmSync(first, { recursive: true, force: true });
  return { site, compression: { files: copy.copied, compressible: copy.compressed, megabytes, fullSeconds, unchangedSeconds, oneEditMs } };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(file) : entry.isFile() ? [file] : [];
  });
}

/** nginx as a static file server of the release, with the settings a deployment would have. */
function startNginx(site: string, prefix: string): string {
  if (!existsSync(NGINX)) {
    console.log('Installing nginx-light with apt-get…');
    execFileSync('apt-get', ['install', '-y', 'nginx-light'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  const pidFile = path.join(prefix, 'nginx.pid');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${prefix}/temp/${kind};`).join('\n');
  writeFileSync(conf, `# One worker, as the product is one Node process.
worker_processes 1;
${process.getuid?.() === 0 ? 'user root;' : ''}
pid ${pidFile};
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
${temp}
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${PORT + 1};
    root ${site};
    location / {
      try_files $uri $uri/index.html =404;
      add_header Cache-Control "public, max-age=0, must-revalidate";
    }
    location ~ "-[0-9a-f]{16,}\\.(js|css)$" {
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
  }
}
`);
  execFileSync(NGINX, ['-t', '-q', '-c', conf, '-p', prefix], { stdio: 'inherit' });
  execFileSync(NGINX, ['-c', conf, '-p', prefix], { stdio: 'inherit' });
  return pidFile;
}

/** Stops the nginx this run started (its master, by the pid file), and waits until it is gone. */
async function stopNginx(pidFile: string) {
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : NaN;
  if (!Number.isInteger(pid)) return;
  process.kill(pid, 'SIGQUIT');
  for (let i = 0; i < 50; i += 1) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function waitFor(url: string) {
  for (let i = 0; i < 50; i += 1) {
    if (await fetch(url).then((res) => res.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} does not answer`);
}

/** Both servers send the same compressed bytes (the gzip twin); returns their size. */
async function sameAnswer(productUrl: string, nginxUrl: string): Promise<number> {
  const [product, nginx] = await Promise.all([productUrl, nginxUrl].map(async (url) => {
    const res = await fetch(url, { headers: GZIP });
    await res.arrayBuffer();
    if (!res.ok || res.headers.get('content-encoding') !== 'gzip') throw new Error(`${url}: HTTP ${res.status}, ${res.headers.get('content-encoding') ?? 'not compressed'}`);
    return Number(res.headers.get('content-length'));
  }));
  if (product !== nginx) throw new Error(`${productUrl} sends ${product} bytes, ${nginxUrl} ${nginx}`);
  return product!;
}

function run(label: string, url: string): Promise<Load> {
  return measureLoad(label, url, { connections: CONNECTIONS, seconds: SECONDS / ROUNDS, headers: GZIP });
}

function childReady(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve(line.slice(6));
      else console.log(`  [server] ${line}`);
    });
    child.once('exit', (code) => reject(new Error(`the server process ended (${code})`)));
  });
}

/** The child: the product serving the release as SITE_DIR (with its API, on an empty database). */
async function serve(options: string) {
  const { site, dataDir } = JSON.parse(options) as { site: string; dataDir: string };
  const config = loadConfig({
    ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '',
    SEED_WHEN_EMPTY: 'none', LOG_LEVEL: 'warn', SITE_DIR: site, NODE_ENV: 'production', ...productionSecrets(),
  });
  const server = await startServer(config, (line) => console.log(line));
  console.log(`READY ${server.url}`);
  process.once('SIGTERM', () => {
    void server.close().then(() => process.exit(0));
  });
}

function report(figures: Figures[], c: Compression, load: string, source: string) {
  const cpu = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model ?? 'CPU';
  const nproc = execFileSync('nproc').toString().trim();
  const nginxName = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim().replace(/^nginx version: /, '');
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO }).toString().trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: REPO }).toString().trim() ? ' (with uncommitted changes in the tree)' : '';
  const pct = (a: number, b: number) => `${Math.round((100 * a) / b)} %`;
  const rows = figures.map((f) =>
    `| ${f.target} (\`${f.url.length > 40 ? `${f.url.slice(0, 37)}…` : f.url}\`, ${(f.bytes / 1024).toFixed(1)} KiB gzip) | ${f.product.rps.toFixed(0)} | ${f.product.p99} ms | ${f.nginx.rps.toFixed(0)} | ${f.nginx.p99} ms | **${pct(f.product.rps, f.nginx.rps)}** |`);
  const section = `## Static files (\`npm run bench:static\`), ${new Date().toISOString().slice(0, 10)}

Machine: \`nproc\` ${nproc}, ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${nginxName}, code at ${commit}${dirty}.
Load average before the run: ${load}. **The machine is shared and was busy** (other builds and
tests on its cores), and autocannon runs on the same cores as the servers: read the ratios,
measured seconds apart in one run, rather than the absolute figures.

The release \`${path.basename(source)}\` (small seed, ${c.files} files) made into a release with
compressed twins, then served by the product (\`SITE_DIR\`, one Node process: @fastify/static
sends the \`.gz\` twin once, later answers come from its copy in memory, see hot-files.ts) and by
nginx (\`gzip_static on\`, one worker, \`sendfile\`, the same files). autocannon, ${CONNECTIONS} connections, gzip accepted, ${SECONDS} s per figure (the median
of ${ROUNDS} alternating rounds), on 127.0.0.1. Both answer with the same bytes. Target: the
product at least 50 % of nginx.

| File | Product req/s | Product p99 | nginx req/s | nginx p99 | Product / nginx |
|---|---|---|---|---|---|
${rows.join('\n')}

Compression at release time (brotli 6 and gzip 6, in the rebuild worker's release step): the
${c.compressible} text files of this release (${c.megabytes.toFixed(1)} MB) took **${c.fullSeconds.toFixed(1)} s**
with the copy (a cold build, or the first release after twins were introduced); a release that
shares every file with the previous one, twins included, took ${c.unchangedSeconds.toFixed(1)} s; the twins of
${ONE_EDIT_FILES} exhibitor pages and page-data files (what a one-exhibitor edit rewrites) took
**${c.oneEditMs.toFixed(0)} ms**.

Before (the issue's run, on-the-fly compression, the whole file read per request): an HTML page at
1,055 req/s against nginx's 2,032. Streaming every answer through @fastify/static alone measured
27–31 % of nginx on the same machine; small files are now answered from memory after their
first request (round 1 of the product includes that warm-up). The large seed has about ten times
as many text files: expect its first release with twins to take about ten times the first
compression figure (estimated, not measured); its one-record rebuilds compress the same few dozen
files.
`;
  const file = path.join(REPO, 'docs/performance.md');
  const text = readFileSync(file, 'utf8').replace(/\n## Static files \(`npm run bench:static`\)[\s\S]*?(?=\n## |$)/, '').trimEnd();
  writeFileSync(file, `${text}\n\n${section}`);
  console.log(`\nWritten to docs/performance.md:\n\n${section}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
