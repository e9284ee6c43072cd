import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bumpContentVersion } from '../db/content-version';
import type { Engine } from '../db/engine';
import { scratchEngine, type ScratchEngine } from '../../test/scratch-engine';
import { LEASE_MS, RENEW_MS } from './build-lease';
import { until as waitUntil } from '../../test/until';

// Two `npm run worker` processes on one PostgreSQL database, publishing to one PUBLISH_DIR, with
// a stand-in for gatsby build (test/stand-in-worker.ts; 3 s a build): one builds, the other waits;
// kill -9 of the building one in the middle of a build ends its build too, the other takes the
// lease within 30 s and publishes the change; no two builds ever overlap. PostgreSQL only: the
// embedded database belongs to one process.

const usePostgres = Boolean(process.env.DATABASE_URL);
const TSX = path.resolve(__dirname, '../../../node_modules/.bin/tsx');
const ENTRY = path.resolve(__dirname, '../../test/stand-in-worker.ts');
const BUILD_MS = 3000;
const LEADS = /This worker \(\S+\) holds the build lease/;

interface WorkerProcess {
  child: ChildProcess;
  output(): string;
  /** The pid of the Node process that runs the worker (tsx runs it as its child). */
  pid(): number;
}

let scratch: ScratchEngine;
let engine: Engine;
let root: string;
const workers: WorkerProcess[] = [];

function startWorker(name: string): WorkerProcess {
  const env = {
    ...process.env, NODE_ENV: 'test', DATABASE_URL: scratch.url, API_URL: 'http://127.0.0.1:9/api', PUBLISH_DIR: path.join(root, 'publish'),
    STAND_IN_LOG: path.join(root, 'builds.log'), STAND_IN_ROOT: path.join(root, 'out'), STAND_IN_BUILD_MS: String(BUILD_MS), STAND_IN_HOLD: path.join(root, 'hold'),
  };
  const child = spawn(TSX, [ENTRY], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const read = (chunk: Buffer) => (output += chunk.toString().replace(/^/gm, `[${name}] `));
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  const worker = { child, output: () => output, pid: () => Number(output.match(/\(pid (\d+)\)/)?.[1]) };
  workers.push(worker);
  return worker;
}

/** Until `value` is truthy; a failure shows every worker's output. */
const until = <T>(value: () => T | Promise<T>, ms: number, what: string) =>
  waitUntil(value, ms, what, { detail: () => workers.map((w) => w.output()).join('\n') });

/** The builds of the stand-in log: by which worker, from when to when, and how each ended. */
function builds(): { worker: number; pid: number; start: number; end: number | null; ended: string | null }[] {
  const file = path.join(root, 'builds.log');
  const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : [];
  const byPid = new Map<number, { worker: number; pid: number; start: number; end: number | null; ended: string | null }>();
  for (const line of lines) {
    const [what, worker, pid, at] = line.split(' ');
    if (what === 'start') byPid.set(Number(pid), { worker: Number(worker), pid: Number(pid), start: Number(at), end: null, ended: null });
    else Object.assign(byPid.get(Number(pid))!, { end: Number(at), ended: what });
  }
  return [...byPid.values()].sort((a, b) => a.start - b.start);
}

const published = () => {
  try {
    return readlinkSync(path.join(root, 'publish', 'current'));
  } catch {
    return '';
  }
};

(usePostgres ? describe : describe.skip)('two rebuild workers on one PostgreSQL database', () => {
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'expo-workers-'));
    mkdirSync(path.join(root, 'out'));
    scratch = await scratchEngine(process.env.DATABASE_URL!, 'expo_workers');
    engine = scratch.engine;
  }, 60_000);

  afterAll(async () => {
    for (const worker of workers) {
      try {
        process.kill(-worker.child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await scratch?.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('kill -9 of the building worker: its build ends with it, the other takes over within 30 s and publishes the change, never two builds at once', async () => {
    const a = startWorker('a');
    await until(() => LEADS.test(a.output()), 60_000, 'worker a leads');
    const b = startWorker('b');
    await until(() => b.output().includes('Another worker holds the build lease'), 60_000, 'worker b waits');
    const first = await until(() => published(), 30_000, 'the first release is published');
    expect(builds().map((build) => build.worker)).toEqual([a.pid()]);

    // Worker a's second build is held until it is killed: on a loaded machine the kill could
    // otherwise come after a build of BUILD_MS had ended (seen once in CI).
    writeFileSync(path.join(root, 'hold'), '');
    await bumpContentVersion(engine.db);
    const second = await until(() => builds()[1], 30_000, 'worker a starts the second build');
    expect(second.worker).toBe(a.pid());
    await new Promise((resolve) => setTimeout(resolve, BUILD_MS / 3));
    const killed = Date.now();
    process.kill(a.pid(), 'SIGKILL');
    rmSync(path.join(root, 'hold'));

    await until(() => LEADS.test(b.output()), 30_000, 'worker b takes the lease');
    const tookOver = Date.now() - killed;
    const next = await until(() => published() !== first && published(), 30_000, 'worker b publishes the change');
    console.log(`worker b took the lease ${tookOver} ms after worker a was killed; published ${Date.now() - killed} ms after`);
    expect(tookOver).toBeLessThan(30_000);
    expect(tookOver).toBeLessThanOrEqual(LEASE_MS + RENEW_MS + 1000);

    const all = builds();
    expect(all.map((build) => [build.worker, build.ended])).toEqual([[a.pid(), 'end'], [a.pid(), 'abandoned'], [b.pid(), 'end']]);
    // Worker a's stand-in ended (with it) long before worker b started building.
    expect(all[1]!.end! - killed).toBeLessThan(2000);
    for (let i = 1; i < all.length; i += 1) expect(all[i]!.start).toBeGreaterThan(all[i - 1]!.end!);
    expect(readFileSync(path.join(root, 'publish', next, 'build-stamp.json'), 'utf8')).toContain('fingerprint');
    const history = await engine.db.selectFrom('site_build').select(['status', 'error']).orderBy('id').execute();
    expect(history).toEqual([
      { status: 'succeeded', error: null },
      { status: 'failed', error: 'interrupted: the worker stopped during the build' },
      { status: 'succeeded', error: null },
    ]);

    // Stopped by SIGTERM, b gives the lease up at once (and exits 0).
    const exited = new Promise((resolve) => b.child.once('exit', resolve));
    process.kill(b.pid(), 'SIGTERM');
    expect(await exited).toBe(0);
    expect(await engine.db.selectFrom('build_lease').selectAll().execute()).toEqual([]);
  }, 180_000);
});
