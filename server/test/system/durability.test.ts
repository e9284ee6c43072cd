import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SessionStore } from '../../src/modules/auth/sessions';
import { processDatabase, type ProcessDatabase } from '../database-templates';
import { startServerProcess, type ServerProcess } from '../server-process';

// `kill -9` of the API in the middle of acknowledged writes (issue 15): every write the API
// answered 200 is there after a restart, on the embedded engine (a data directory on disk) and on
// PostgreSQL. The writes are collections of distinct products by one member, in parallel.

const usePostgres = Boolean(process.env.DATABASE_URL);
const WRITERS = 8;
const KILLS = 2;

let dataDir: string;
let database: ProcessDatabase | undefined;
let token: string;
let productIds: number[];
let server: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-durability-'));
  database = await processDatabase(process.env.DATABASE_URL, 'expo_durability', dataDir, { seed: true });
  const engine = await database.open();
  const { id } = await engine.db.insertInto('member').values({ mobile: '13800990001', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
  token = await new SessionStore(engine.db).create(id);
  productIds = (await engine.db.selectFrom('product').select('id').orderBy('id').limit(600).execute()).map((row) => row.id);
  await engine.close();
}, 180_000);

afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

test(`every acknowledged write survives ${KILLS} kill -9 of the API (${usePostgres ? 'PostgreSQL' : 'embedded engine'})`, async () => {
  const acknowledged = new Set<number>();
  const queue = [...productIds];
  for (let round = 0; round < KILLS; round += 1) {
    server = await startServer();
    // Writers collect products until the process dies under them; a kill lands mid-stream.
    const writers = Array.from({ length: WRITERS }, () => collectUntilDown(server!.url, queue, acknowledged));
    await waitFor(() => acknowledged.size >= (round + 1) * 60);
    await Promise.all([server.stop('SIGKILL'), ...writers]);
  }
  expect(acknowledged.size).toBeGreaterThanOrEqual(KILLS * 60);

  server = await startServer();
  const kept = await collectedIds(server.url);
  const lost = [...acknowledged].filter((id) => !kept.has(id));
  expect(lost).toEqual([]);
  await server.stop('SIGTERM');
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

function startServer() {
  return startServerProcess({ DATABASE_URL: database?.url ?? '', DATA_DIR: dataDir });
}
