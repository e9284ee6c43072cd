import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ConfigError, loadConfig } from '../../src/config';
import type { Db, Engine } from '../../src/db/engine';
import { SessionStore } from '../../src/modules/auth/sessions';
import { startServer } from '../../src/server';
import { scratchEngine, type ScratchEngine } from '../scratch-engine';
import { productionSecrets } from '../production-secrets';
import { startServerProcess, type ServerProcess } from '../server-process';
import { ADMIN_SECRET_FILE, ADMIN_SECRET_HEADER, storedSecret } from '../../src/lib/secrets';

// No secret lives in one process's files (issue 27, item 3): two API processes started from the
// same settings on one PostgreSQL database sign the same live-stream URLs and take the same admin
// key, whether the secrets are variables or the database's; the process that holds the embedded
// database copies the admin key to DATA_DIR for the command-line tools, which keep working; under
// NODE_ENV=production a process refuses to start without the secrets others must know.

const usePostgres = Boolean(process.env.DATABASE_URL);
const TSX = path.resolve(__dirname, '../../../node_modules/.bin/tsx');

/** The signature Polyv's external authorisation checks: md5(secret + userid + secret + ts). */
function signedBy(secret: string, watchUrl: string): boolean {
  const url = new URL(watchUrl);
  const [userId, ts, sign] = ['userid', 'ts', 'sign'].map((name) => url.searchParams.get(name) ?? '');
  return sign === createHash('md5').update(`${secret}${userId}${secret}${ts}`).digest('hex');
}

let members = 0;
async function memberWithNickname(db: Db): Promise<{ id: number; token: string }> {
  members += 1;
  const { id } = await db.insertInto('member').values({ mobile: `1380077${String(members).padStart(4, '0')}`, password_hash: 'x', nickname: 'Watcher' }).returning('id').executeTakeFirstOrThrow();
  return { id, token: await new SessionStore(db).create(id) };
}

async function membersOnlyLive(db: Db): Promise<number> {
  return (await db.selectFrom('live').select('id').where('live_type', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
}

async function getJson(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: { code: number; data: unknown } }> {
  const res = await fetch(url, { headers });
  return { status: res.status, body: (await res.json()) as { code: number; data: unknown } };
}

(usePostgres ? describe : describe.skip)('two API processes on one PostgreSQL database agree on the secrets', () => {
  let scratch: ScratchEngine;
  let engine: Engine;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    scratch = await scratchEngine(process.env.DATABASE_URL!, 'expo_secrets', { seed: true });
    engine = scratch.engine;
  }, 120_000);
  afterAll(async () => {
    await scratch?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** Two processes with the same settings, each with a data directory of its own (as on two machines). */
  async function twoProcesses(env: Record<string, string>): Promise<ServerProcess[]> {
    return Promise.all([0, 1].map(() => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-secrets-'));
      dataDirs.push(dataDir);
      return startServerProcess({ DATABASE_URL: scratch.url, DATA_DIR: dataDir, ...env });
    }));
  }

  async function agree(processes: ServerProcess[], polyvSecret: string, adminSecret: string) {
    const member = await memberWithNickname(engine.db);
    const live = await membersOnlyLive(engine.db);
    for (const server of processes) {
      const watch = await getJson(`${server.url}/api/polyv/watch/${member.id}/${live}`, { authorization: `Bearer ${member.token}` });
      expect(watch.body.code).toBe(200);
      expect(signedBy(polyvSecret, watch.body.data as string)).toBe(true);
      expect((await getJson(`${server.url}/api/admin/outbox?limit=1`, { [ADMIN_SECRET_HEADER]: adminSecret })).status).toBe(200);
      expect((await getJson(`${server.url}/api/admin/outbox?limit=1`, { [ADMIN_SECRET_HEADER]: `${adminSecret.slice(0, -1)}x` })).status).toBe(403);
    }
  }

  test('unset, the secrets are the database\'s: one signs what the other would, one admin key opens both, no secret file is written', async () => {
    const processes = await twoProcesses({});
    try {
      await agree(processes, await storedSecret(engine.db, 'polyv'), await storedSecret(engine.db, 'admin'));
      for (const dir of dataDirs) expect(existsSync(path.join(dir, ADMIN_SECRET_FILE))).toBe(false);
    } finally {
      await Promise.all(processes.map((server) => server.stop('SIGTERM')));
    }
  }, 120_000);

  test('set, the variables are used on both (and the database\'s admin key opens neither)', async () => {
    const secrets = productionSecrets();
    const processes = await twoProcesses(secrets);
    try {
      await agree(processes, secrets.POLYV_SECRET, secrets.ADMIN_SECRET);
      const stored = await storedSecret(engine.db, 'admin');
      for (const server of processes) expect((await getJson(`${server.url}/api/admin/outbox?limit=1`, { [ADMIN_SECRET_HEADER]: stored })).status).toBe(403);
    } finally {
      await Promise.all(processes.map((server) => server.stop('SIGTERM')));
    }
  }, 120_000);
});

describe('the embedded database', () => {
  test('its server copies the database\'s admin key to DATA_DIR (owner only), and the command-line tools call the server with it', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-secrets-embedded-'));
    const env = { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: '', SEED_WHEN_EMPTY: 'none' };
    const server = await startServer(loadConfig(env), () => undefined);
    try {
      const file = path.join(dataDir, ADMIN_SECRET_FILE);
      expect(readFileSync(file, 'utf8')).toBe(await storedSecret(server.engine.db, 'admin'));
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const { stdout } = await promisify(execFile)(TSX, [path.resolve(__dirname, '../../src/cli/outbox.ts')], { env: { ...process.env, ...env } });
      expect(stdout).toContain('The outbox is empty.');
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('NODE_ENV=production', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-secrets-production-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('an API process refuses to start without ADMIN_SECRET and POLYV_SECRET, naming each (exit code 2)', async () => {
    const refused = startServerProcess({ NODE_ENV: 'production', DATA_DIR: dataDir });
    await expect(refused).rejects.toThrow(/the server stopped \(2\)[\s\S]*NODE_ENV=production needs[\s\S]*ADMIN_SECRET: [\s\S]*POLYV_SECRET: /);
  }, 60_000);

  test('a missing secret is named alone; with both it starts; outside production neither is asked for', async () => {
    const { ADMIN_SECRET, POLYV_SECRET } = productionSecrets();
    const start = (env: Record<string, string>) => startServer(loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: '', NODE_ENV: 'production', ...env }), () => undefined);
    await expect(start({ ADMIN_SECRET })).rejects.toThrow(ConfigError);
    await expect(start({ ADMIN_SECRET })).rejects.toThrow(/^(?![\s\S]*ADMIN_SECRET:)[\s\S]*POLYV_SECRET: /);
    await expect(start({ POLYV_SECRET })).rejects.toThrow(/^(?![\s\S]*POLYV_SECRET:)[\s\S]*ADMIN_SECRET: /);
    for (const env of [{ ADMIN_SECRET, POLYV_SECRET }, { NODE_ENV: 'development' }] as Record<string, string>[]) {
      const running = await start(env);
      await running.close();
    }
    expect(() => loadConfig({ ADMIN_SECRET: 'short' })).toThrow(/ADMIN_SECRET must have at least 32 characters/);
  }, 120_000);
});
