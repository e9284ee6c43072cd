import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { CATALOGUE_KINDS, CATALOGUE_PATHS, CATALOGUE_SHEETS, columnHeading, fillPath, underEditor, type ImportStatus } from '@expo/contract';
import { ADMIN_SECRET_HEADER } from '../server/src/lib/secrets';
import { REPO } from '../server/src/site/build';

/**
 * `npm run bench:catalogue [-- --engine pglite|postgres]`: the organiser's whole catalogue in one
 * .xlsx (the large seed's: 2,600 exhibitors, 10,400 products, their booths, halls and categories),
 * exported from a product running the large seed (its picture columns emptied: they name the
 * source's media), then imported into a product that has only the
 * structure seed: the dry run, the apply, and the same file again (unchanged: nothing written).
 * Each API process runs as `npm start -w server` runs it, without the site; its peak memory is read from /proc. Figures go
 * to docs/performance.md. Targets (issue 32): dry run and apply ≤ 60 s each, peak ≤ 1 GB, the
 * unchanged re-import ≤ 30 s with no write.
 */
const engineAt = process.argv.indexOf('--engine');
const ENGINES = (engineAt > 0 ? [process.argv[engineAt + 1]] : ['pglite', 'postgres']) as ('pglite' | 'postgres')[];
const WORK = path.join(REPO, '.data-bench-catalogue');
const SECRET = 'bench-catalogue-admin-secret-0123456789';
const PORT = Number(process.env.BENCH_PORT ?? 8126);
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
const BENCH_DATABASE = 'bench_catalogue';

interface Api {
  process: ChildProcess;
  call(method: 'GET' | 'POST', route: string, body?: Buffer): Promise<Response>;
  peakMiB(): number;
  /** the process's resident memory now */
  residentMiB(): number;
  stop(): Promise<void>;
}

/** An API process of its own (server/src/main.ts), on a new embedded database or the bench database on PostgreSQL. */
async function startApi(name: string, seed: 'large' | 'structure', engine: 'pglite' | 'postgres'): Promise<Api> {
  const dataDir = path.join(WORK, name);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const env = {
    ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_WHEN_EMPTY: seed, LOG_LEVEL: 'warn', ADMIN_SECRET: SECRET, NODE_ENV: 'development',
    DATABASE_URL: engine === 'postgres' ? `${POSTGRES}/${BENCH_DATABASE}` : '',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO, 'server/src/main.ts')], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the API stopped (exit ${code})`)));
  });
  const base = `http://127.0.0.1:${PORT}/api/admin`;
  return {
    process: child,
    call: (method, route, body) => fetch(`${base}${route}`, { method, headers: { [ADMIN_SECRET_HEADER]: SECRET, ...(body ? { 'content-type': 'application/octet-stream' } : {}) }, body: body ? new Uint8Array(body) : undefined }),
    peakMiB: () => memory(child.pid!, 'VmHWM'),
    residentMiB: () => memory(child.pid!, 'VmRSS'),
    stop: () => new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

function memory(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  return Math.round(Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0) / 1024);
}

async function importOnce(api: Api, file: Buffer, mode: 'check' | 'apply', checked?: string): Promise<{ status: ImportStatus; seconds: number }> {
  const id = randomUUID();
  const query = new URLSearchParams({ name: 'catalogue.xlsx', mode, ...(checked ? { checked } : {}) });
  const started = Date.now();
  const response = await api.call('POST', `${fillPath(underEditor(CATALOGUE_PATHS.import), { id })}?${query}`, file);
  const envelope = (await response.json()) as { code: number; msg: string; data: ImportStatus };
  const seconds = (Date.now() - started) / 1000;
  if (envelope.code !== 200) throw new Error(`${mode} answered ${envelope.code}: ${envelope.msg}`);
  return { status: envelope.data, seconds };
}

/** The content version: an import that writes nothing leaves it as it was, an apply bumps it once. */
async function contentVersion(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/common/content/changes?since=0`);
  return ((await response.json()) as { data: { version: number } }).data.version;
}

interface Result {
  engine: string;
  check: number;
  apply: number;
  again: number;
  counts: string;
  againCounts: string;
  /** content versions the apply moved, and the unchanged file's check and apply */
  applyBumps: number;
  againBumps: number;
  peakMiB: number;
  /** resident before the first import, and the peak before it (start-up, migrations, seed) */
  readyMiB: number;
  readyPeakMiB: number;
}

async function main() {
  mkdirSync(WORK, { recursive: true });
  const file = path.join(WORK, 'catalogue.xlsx');
  console.log('Exporting the large seed’s catalogue…');
  const source = await startApi('source', 'large', 'pglite');
  let bytes: Buffer;
  try {
    const response = await source.call('GET', `${underEditor(CATALOGUE_PATHS.export)}?format=xlsx`);
    if (!response.ok) throw new Error(`the export answered ${response.status}`);
    bytes = await withoutPictures(Buffer.from(await response.arrayBuffer()));
    writeFileSync(file, bytes);
  } finally {
    await source.stop();
  }
  console.log(`The file: ${(bytes.length / 1024 / 1024).toFixed(1)} MB`);

  const results: Result[] = [];
  for (const engine of ENGINES) {
    if (engine === 'postgres') await recreateBenchDatabase();
    const api = await startApi(`target-${engine}`, 'structure', engine);
    const readyMiB = api.residentMiB();
    const readyPeakMiB = api.peakMiB();
    try {
      console.log(`${engine}: dry run…`);
      const check = await importOnce(api, bytes, 'check');
      if (check.status.counts.refused) throw new Error(`${check.status.counts.refused} rows refused: ${JSON.stringify(check.status.report.rows.slice(0, 3))}`);
      console.log(`${engine}: apply…`);
      const start = await contentVersion();
      const apply = await importOnce(api, bytes, 'apply', check.status.id);
      const applied = await contentVersion();
      console.log(`${engine}: the same file again, checked and applied…`);
      const againCheck = await importOnce(api, bytes, 'check');
      const againApply = await importOnce(api, bytes, 'apply', againCheck.status.id);
      const describe = (s: ImportStatus) => `${s.counts.created} created, ${s.counts.updated} updated, ${s.counts.unchanged} unchanged, ${s.counts.refused} refused`;
      results.push({
        engine, check: check.seconds, apply: apply.seconds, again: againCheck.seconds + againApply.seconds, counts: describe(apply.status), againCounts: describe(againApply.status),
        applyBumps: applied - start, againBumps: (await contentVersion()) - applied, peakMiB: api.peakMiB(), readyMiB, readyPeakMiB,
      });
      console.log(results.at(-1));
    } finally {
      await api.stop();
    }
  }
  report(bytes.length, results);
}

/**
 * The export names its pictures by the source database's media ids, which the target does not
 * have (an organiser's file names them by file name, in a .zip): the picture columns are emptied.
 */
async function withoutPictures(bytes: Buffer): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as never);
  const pictures = new Set(['logo', 'photos'].flatMap((name) => CATALOGUE_KINDS.flatMap((kind) => CATALOGUE_SHEETS[kind].columns.filter((c) => c.name === name).map((c) => columnHeading(c)))));
  workbook.eachSheet((sheet) => {
    sheet.getRow(1).eachCell((cell, column) => {
      if (!pictures.has(String(cell.value))) return;
      sheet.getColumn(column).eachCell((value, row) => {
        if (row > 1) value.value = null;
      });
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function recreateBenchDatabase() {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: `${POSTGRES}/postgres` });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  } finally {
    await client.end();
  }
}

function report(fileBytes: number, results: Result[]) {
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const heading = '## Catalogue import benchmark';
  const rows = results.map((r) => `| ${r.engine} | ${r.check.toFixed(1)} s | ${r.apply.toFixed(1)} s (${r.counts}; content version +${r.applyBumps}) | ${r.again.toFixed(1)} s (${r.againCounts}; content version +${r.againBumps}) | ${r.peakMiB} MiB (ready: ${r.readyMiB} MiB, peak ${r.readyPeakMiB} MiB) |`);
  const section = `${heading} (\`npm run bench:catalogue\`), ${new Date().toISOString().slice(0, 10)}

Machine: ${machine}. The large seed's catalogue exported as one .xlsx (${(fileBytes / 1024 / 1024).toFixed(1)} MB), imported through the
local admin API into a product with the structure seed only; each API process on its own (\`server/src/main.ts\`, no site); peak memory is the
process's VmHWM. Targets: dry run and apply ≤ 60 s each, peak ≤ 1,024 MiB, the unchanged file again ≤ 30 s with no write
(its content version does not move; the apply's moves once: one rebuild).

| Engine | Dry run | Apply | Same file again (check + apply) | Peak memory (before the first import) |
| --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
  const doc = path.join(REPO, 'docs/performance.md');
  const text = readFileSync(doc, 'utf8');
  const pattern = new RegExp(`${heading}[\\s\\S]*?(?=\\n## |$)`);
  writeFileSync(doc, `${text.replace(pattern, '').trimEnd()}\n\n${section}`);
  console.log(section);
}

main().then(() => process.exit(0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
