import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openEngine } from './engine';
import { migrate } from './migrate';
import { seedContent } from '../seed';
import { SessionStore } from '../modules/auth/sessions';
import { createScratchDatabase } from '../../test/scratch-database';

// `kill -9` of the API in the middle of acknowledged writes (issue 15): every write the API
// answered 200 is there after a restart, on the embedded engine (a data directory on disk) and on
// PostgreSQL. The writes are collections of distinct products by one member, in parallel.

const usePostgres = Boolean(process.env.DATABASE_URL);
const TSX = path.resolve(__dirname, '../../../node_modules/.bin/tsx');
const MAIN = path.resolve(__dirname, '../main.ts');
const WRITERS = 8;
const KILLS = 2;

let dataDir: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let token: string;
let productIds: number[];
let child: ChildProcess | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-durability-'));
  scratch = usePostgres ? await createScratchDatabase(process.env.DATABASE_URL!, 'expo_durability') : undefined;
  const engine = await openEngine({ databaseUrl: scratch?.url, dataDir: `${dataDir}/pg` });
  await migrate(engine.db);
  await seedContent(engine.db, 'small');
  const { id } = await engine.db.insertInto('member').values({ mobile: '13800990001', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
  token = await new SessionStore(engine.db).create(id);
  productIds = (await engine.db.selectFrom('product').select('id').orderBy('id').limit(600).execute()).map((row) => row.id);
  await engine.close();
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null) killServer('SIGKILL');
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

test(`every acknowledged write survives ${KILLS} kill -9 of the API (${usePostgres ? 'PostgreSQL' : 'embedded engine'})`, async () => {
  const acknowledged = new Set<number>();
  const queue = [...productIds];
  for (let round = 0; round < KILLS; round += 1) {
    const url = await startServer();
    // Writers collect products until the process dies under them; a kill lands mid-stream.
    const writers = Array.from({ length: WRITERS }, () => collectUntilDown(url, queue, acknowledged));
    await waitFor(() => acknowledged.size >= (round + 1) * 60);
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    killServer('SIGKILL');
    await Promise.all([exited, ...writers, groupGone(child!.pid!)]);
  }
  expect(acknowledged.size).toBeGreaterThanOrEqual(KILLS * 60);

  const url = await startServer();
  const kept = await collectedIds(url);
  const lost = [...acknowledged].filter((id) => !kept.has(id));
  expect(lost).toEqual([]);
  const stopped = new Promise((resolve) => child!.once('exit', resolve));
  killServer('SIGTERM');
  await stopped;
}, 300_000);

/** Posts collections one after another until the server stops answering. */
async function collectUntilDown(url: string, queue: number[], acknowledged: Set<number>) {
  for (;;) {
    const targetId = queue.shift();
    if (targetId === undefined) return;
    try {
      const response = await fetch(`${url}/api/member/mark`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ targetType: 'product', targetId, mark: 'collect', on: true }),
      });
      const body = (await response.json()) as { code: number };
      if (body.code === 200) acknowledged.add(targetId);
    } catch {
      return; // the process is gone: whatever was not answered may or may not be there
    }
  }
}

async function collectedIds(url: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${url}/api/member/collect/product?pageNum=${page}&pageSize=100`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { code: number; data: { rows: Array<{ id: number }>; total: number } };
    expect(body.code).toBe(200);
    for (const row of body.data.rows) ids.add(row.id);
    if (body.data.rows.length < 100) return ids;
  }
}

async function waitFor(done: () => boolean) {
  const until = Date.now() + 120_000;
  while (!done()) {
    if (Date.now() > until) throw new Error('the writes did not come in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** tsx runs the server in a child process: the signal goes to the whole group, as kill -9 of the server. */
function killServer(signal: NodeJS.Signals) {
  if (child?.pid) process.kill(-child.pid, signal);
}

/** Until no process of the group is left (the server under tsx is reaped a moment after tsx). */
async function groupGone(pgid: number) {
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    if (Date.now() > until) throw new Error(`process group ${pgid} is still there`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The API process (tsx src/main.ts) on the test's database; its URL once it listens. */
function startServer(): Promise<string> {
  child = spawn(TSX, [MAIN], {
    env: {
      ...process.env, DATABASE_URL: scratch?.url ?? '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn',
      SEED_WHEN_EMPTY: 'none', REBUILDS: 'off', SITE_DIR: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const started = child;
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(/listening at (http:\/\/[^\s]+)\/api/)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    started.stdout!.on('data', read);
    started.stderr!.on('data', read);
    started.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal !== 'SIGKILL' && signal !== 'SIGTERM') reject(new Error(`the server stopped (${code}):\n${output}`));
    });
  });
}
