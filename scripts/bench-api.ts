import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { loadConfig } from '../server/src/config';
import { startServer } from '../server/src/server';
import { productionSecrets } from '../server/test/production-secrets';
import { createScratchDatabase } from '../server/test/scratch-database';
import { measureLoad, medianLoad, type Load } from './load';

/**
 * `npm run bench:api`: the public API's cached reads against a bare Fastify route that sends the
 * same JSON bytes, on PGlite and on PostgreSQL, in one run. Each engine gets a child process that
 * serves the product (small seed, in a data directory or a scratch database of its own, removed
 * afterwards) and the bare routes; this process loads them with autocannon. Writes the figures to
 * the "Public API" section of docs/performance.md. Not a timed test: the figures move with the load
 * of the machine.
 *
 * The product runs as deployed: the log level is LOG_LEVEL's (the default, info, unless set), and
 * its log goes to a file, as a service's stdout goes to a journal, not through this process.
 *
 * Settings: BENCH_SECONDS (10 per run), BENCH_CONNECTIONS (20), BENCH_PORT (8410; the bare server
 * takes the next port), BENCH_DATABASE_URL (the PostgreSQL server, default
 * postgres://postgres@127.0.0.1:5432/test; "off" skips PostgreSQL).
 */
const REPO = path.resolve(__dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 8410);
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const FIRST_READS = 50;
/** Each bare and cached figure is the median of this many alternating rounds of SECONDS / ROUNDS. */
const ROUNDS = 3;

const TARGETS = [
  { name: 'exhibitor detail', path: '/api/common/exhibitor/1' },
  { name: 'exhibitor list of 20', path: '/api/common/exhibitor/list?pageSize=20' },
] as const;
const ENCODINGS = [
  { name: 'identity', headers: {} },
  { name: 'gzip', headers: { 'accept-encoding': 'gzip' } },
] as const;

interface TargetFigures {
  target: string;
  bytes: number;
  byEncoding: { encoding: string; bare: Load; cached: Load }[];
  /** The cache bypassed (an Authorization header that names no session): every read queries the database. */
  uncached: Load;
  /** Latency of a read whose URL was never asked before (a cache miss), median and worst of FIRST_READS. */
  firstRead: { median: number; max: number };
}

interface EngineFigures {
  engine: string;
  targets: TargetFigures[];
  /** Bytes the product wrote to its log (stdout) during the whole run. */
  logBytes: number;
}

async function main() {
  if (process.argv[2] === '--serve') return serve(process.argv[3] ?? '');
  const load = os.loadavg().map((n) => n.toFixed(2)).join(', ');
  const logLevel = loadConfig({ LOG_LEVEL: process.env.LOG_LEVEL }).logLevel;
  const results: EngineFigures[] = [];
  results.push(await benchEngine('PGlite', ''));
  if (PG_SERVER !== 'off') {
    const scratch = await createScratchDatabase(PG_SERVER, 'bench_api');
    try {
      results.push(await benchEngine('PostgreSQL', scratch.url));
    } finally {
      await scratch.drop();
    }
  }
  report(results, load, logLevel);
}

/** Runs every load of one engine against a child process serving the product and the bare routes. */
async function benchEngine(engine: string, databaseUrl: string): Promise<EngineFigures> {
  console.log(`\n=== ${engine} ===`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const logFile = `${dataDir}.log`;
  const logFd = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...process.execArgv, __filename, '--serve', JSON.stringify({ dataDir, databaseUrl })], {
    stdio: ['ignore', logFd, 'inherit', 'ipc'],
  });
  closeSync(logFd);
  let logBytes = 0;
  try {
    const { product, bare } = await childReady(child);
    const targets: TargetFigures[] = [];
    for (const [i, target] of TARGETS.entries()) {
      const bytes = (await fetchOk(`${product}${target.path}`)).length;
      const byEncoding = [];
      for (const encoding of ENCODINGS) {
        // Bare and cached take turns, so a burst of load from elsewhere on the machine hits both.
        const bareRounds: Load[] = [];
        const cachedRounds: Load[] = [];
        for (let round = 1; round <= ROUNDS; round += 1) {
          bareRounds.push(await run(`bare ${target.name}, ${encoding.name} (${round})`, `${bare}/bare/${i}`, encoding.headers, SECONDS / ROUNDS));
          cachedRounds.push(await run(`cached ${target.name}, ${encoding.name} (${round})`, `${product}${target.path}`, encoding.headers, SECONDS / ROUNDS));
        }
        byEncoding.push({ encoding: encoding.name, bare: medianLoad(bareRounds), cached: medianLoad(cachedRounds) });
      }
      const uncached = await run(`uncached ${target.name}`, `${product}${target.path}`, { authorization: 'bench' });
      targets.push({ target: target.name, bytes, byEncoding, uncached, firstRead: await firstReads(`${product}${target.path}`) });
    }
    logBytes = statSync(logFile).size;
    console.log(`  the product's log: ${logBytes} bytes`);
    return { engine, targets, logBytes };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(logFile, { force: true });
  }
}

function run(label: string, url: string, headers: Record<string, string>, seconds = SECONDS): Promise<Load> {
  return measureLoad(label, url, { connections: CONNECTIONS, seconds, headers });
}

/** Reads of URLs never asked before (a query parameter the route ignores), one at a time. */
async function firstReads(url: string) {
  const times: number[] = [];
  for (let i = 0; i < FIRST_READS; i += 1) {
    const started = performance.now();
    await fetchOk(`${url}${url.includes('?') ? '&' : '?'}first=${i}-${Date.now()}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, max: times[times.length - 1]! };
}

async function fetchOk(url: string): Promise<Buffer> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

function childReady(child: ChildProcess): Promise<{ product: string; bare: string }> {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as { product: string; bare: string }));
    child.once('exit', (code) => reject(new Error(`the server process ended (${code})`)));
  });
}

/**
 * The child: the product (as `npm start` serves the API, without the site) and, on the next port,
 * a bare Fastify with the same compression whose routes send the product's answers as fixed bytes.
 */
async function serve(options: string) {
  const { dataDir, databaseUrl } = JSON.parse(options) as { dataDir: string; databaseUrl: string };
  const config = loadConfig({
    ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl,
    SEED_WHEN_EMPTY: 'small', SITE_DIR: '', NODE_ENV: 'production', ...productionSecrets(),
  });
  const server = await startServer(config, (line) => console.log(line));
  const bare = Fastify({ logger: false });
  await bare.register(compress, { global: true, threshold: 1024 });
  for (const [i, target] of TARGETS.entries()) {
    const body = (await fetchOk(`${server.url}${target.path}`)).toString();
    bare.get(`/bare/${i}`, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  }
  const bareUrl = await bare.listen({ port: PORT + 1, host: '127.0.0.1' });
  process.send!({ product: server.url, bare: bareUrl });
  process.once('SIGTERM', () => {
    void Promise.all([bare.close(), server.close()]).then(() => process.exit(0));
  });
}


function report(results: EngineFigures[], load: string, logLevel: string) {
  const cpu = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model ?? 'CPU';
  const nproc = execFileSync('nproc').toString().trim();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO }).toString().trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: REPO }).toString().trim() ? ' (with uncommitted changes in the tree)' : '';
  const pct = (a: number, b: number) => `${Math.round((100 * a) / b)} %`;
  const rows = results.flatMap(({ engine, targets }) => targets.flatMap((t) => t.byEncoding.map(({ encoding, bare, cached }) =>
    `| ${engine} | ${t.target} (${t.bytes} B) | ${encoding} | ${bare.rps.toFixed(0)} | ${bare.p99} ms | ${cached.rps.toFixed(0)} | ${cached.p99} ms | **${pct(cached.rps, bare.rps)}** |`)));
  const uncachedRows = results.flatMap(({ engine, targets }) => targets.map((t) => {
    const cached = t.byEncoding.find((e) => e.encoding === 'identity')!.cached;
    return `| ${engine} | ${t.target} | ${t.uncached.rps.toFixed(0)} | ${t.uncached.p99} ms | ${pct(t.uncached.rps, cached.rps)} | ${t.firstRead.median.toFixed(1)} ms | ${t.firstRead.max.toFixed(1)} ms |`;
  }));
  const section = `## Public API (\`npm run bench:api\`), ${new Date().toISOString().slice(0, 10)}

Machine: \`nproc\` ${nproc}, ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, code at ${commit}${dirty}.
Load average before the run: ${load}. **The machine is shared and was busy** (other builds and
tests on its two cores), and autocannon runs on the same cores as the servers: read the ratios,
measured minutes apart in one run, rather than the absolute figures.

autocannon, ${CONNECTIONS} connections, ${SECONDS} s per figure (bare and cached: the median of
${ROUNDS} alternating rounds of ${(SECONDS / ROUNDS).toFixed(1)} s), small seed, on 127.0.0.1. *Bare*: a
Fastify route (with the product's \`@fastify/compress\` settings) sending the product's answer as
fixed bytes, the ceiling for any route. *Cached*: the product's route, anonymous, answered from the
public cache (the ETag and Cache-Control headers included), served as deployed: \`NODE_ENV=production\`,
\`LOG_LEVEL=${logLevel}\`, its log written to a file (${results.map((r) => `${r.engine}: ${formatBytes(r.logBytes)}`).join(', ')} in the whole run). In gzip runs the bare route compresses
every answer, as \`@fastify/compress\` does; the product's cache keeps its compressed copy. Answers
under 1 KB (the detail here) are below the compression threshold: both send them uncompressed.
Target: cached at least 50 % of bare.

| Engine | Call | Encoding | Bare req/s | Bare p99 | Cached req/s | Cached p99 | Cached / bare |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Uncached: the same route with the cache bypassed (an \`Authorization\` header that names no
session, so every read runs the queries and the serialisation), and the first read of a URL
(${FIRST_READS} reads of never-asked URLs one after the other: a miss, then stored).

| Engine | Call | Uncached req/s | Uncached p99 | Uncached / cached | First read, median | First read, worst |
|---|---|---|---|---|---|---|
${uncachedRows.join('\n')}
`;
  const file = path.join(REPO, 'docs/performance.md');
  // In place, so the notes that follow the section (the profile's findings) stay beside it.
  const previous = /\n## Public API \(`npm run bench:api`\)[\s\S]*?(?=\n## |$)/;
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, previous.test(text) ? text.replace(previous, `\n${section}`) : `${text.trimEnd()}\n\n${section}`);
  console.log(`\n${section}`);
}

function formatBytes(bytes: number): string {
  return bytes < 10 * 1024 ? `${bytes} B` : bytes < 10 * 2 ** 20 ? `${Math.round(bytes / 1024)} KB` : `${Math.round(bytes / 2 ** 20)} MB`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
