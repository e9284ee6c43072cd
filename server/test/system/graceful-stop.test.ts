import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SessionStore } from '../../src/modules/auth/sessions';
import { processDatabase, type ProcessDatabase } from '../database-templates';
import { startServerProcess, type ServerProcess } from '../server-process';
import { until } from '../until';
import { STOP_GRACE_MS } from '../../src/lib/graceful-stop';

// SIGTERM to a real API process (tsx src/main.ts), on the embedded engine or on PostgreSQL: it
// stops accepting at once, a write in flight still gets its answer and is kept, the process closes
// its database and exits 0; a request that does not finish is cut after STOP_GRACE_MS.

let dataDir: string;
let database: ProcessDatabase | undefined;
let token: string;
let memberId: number;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-stop-'));
  database = await processDatabase(process.env.DATABASE_URL, 'expo_stop', dataDir, { seed: false });
  const engine = await database.open();
  memberId = (await engine.db.insertInto('member').values({ mobile: '13800770001', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow()).id;
  token = await new SessionStore(engine.db).create(memberId);
  await engine.close();
}, 120_000);

afterEach(async () => {
  await server?.stop('SIGKILL');
  server = undefined;
});

afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A raw connection to the server that has sent the headers of `POST path` and the first half of its JSON body. */
async function requestInFlight(url: string, route: string, payload: object) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)));
  const body = JSON.stringify(payload);
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST ${route} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  return { finish: () => socket.write(body.slice(half)), ended };
}

/** Whether a new connection to the server is refused. */
function refused(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

test('on SIGTERM a write in flight is answered and kept, new connections are refused, and the process exits 0', async () => {
  const running = (server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: database!.url ?? '' }));
  const slow = await requestInFlight(running.url, '/api/member/updateProfile', { nickname: 'Stops gracefully' });
  await new Promise((resolve) => setTimeout(resolve, 300)); // the server has read the headers
  const signalled = Date.now();
  running.signal('SIGTERM');
  await until(() => refused(running.url), 3000, 'new connections refused', { everyMs: 50 });
  slow.finish();
  const answer = await slow.ended;
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 200 });
  expect(await running.exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(STOP_GRACE_MS);
  expect(running.output()).toMatch(/SIGTERM: no new connections[\s\S]*Stopped: requests answered, database closed\./);

  const engine = await database!.open();
  try {
    expect((await engine.db.selectFrom('member').select('nickname').where('id', '=', memberId).executeTakeFirstOrThrow()).nickname).toBe('Stops gracefully');
  } finally {
    await engine.close();
  }
}, 120_000);

test(`a request that never finishes is cut after ${STOP_GRACE_MS / 1000} s, and the process still exits 0`, async () => {
  const running = (server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: database!.url ?? '' }));
  const stuck = await requestInFlight(running.url, '/api/member/updateProfile', { nickname: 'Never sent whole' });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const signalled = Date.now();
  running.signal('SIGTERM');
  expect(await stuck.ended).toBe('');
  expect(await running.exited).toBe(0);
  const took = Date.now() - signalled;
  expect(took).toBeGreaterThanOrEqual(STOP_GRACE_MS - 100);
  expect(took).toBeLessThan(STOP_GRACE_MS + 5000);
}, 120_000);
