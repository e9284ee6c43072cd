import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { openEngine, type Engine } from '../../db/engine';
import { migrate } from '../../db/migrate';
import { seedContent } from '../../seed';
import { createScratchDatabase } from '../../../test/scratch-database';
import { CAPTCHA_ANSWER } from '../../../test/accounts';
import {
  bindingLockHolds, captchaIsSingleUse, editorSignInLockHolds, httpClient, memberSignInLockHolds, sixtyGuessesCountFive,
  thirtyCodeRequestsSendOneMessage, type BurstContext,
} from '../../../test/bursts';

// The bursts of limits.test.ts split over TWO real server processes (as behind a load balancer)
// on one PostgreSQL database: no limit may be kept in one process's memory. PostgreSQL only:
// the embedded engine belongs to one process.

const usePostgres = Boolean(process.env.DATABASE_URL);
const TSX = path.resolve(__dirname, '../../../../node_modules/.bin/tsx');
const MAIN = path.resolve(__dirname, '../../main.ts');

(usePostgres ? describe : describe.skip)('limits over two API processes on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let engine: Engine;
  let ctx: BurstContext;
  const processes: ChildProcess[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'expo_limits');
    engine = await openEngine({ databaseUrl: scratch.url, dataDir: 'memory://' });
    await migrate(engine.db);
    await seedContent(engine.db, 'small');
    const urls = await Promise.all([0, 1].map(() => startProcess(scratch.url)));
    ctx = { clients: urls.map(httpClient), db: engine.db };
  }, 180_000);

  afterAll(async () => {
    await Promise.all(processes.map((child) => stopProcess(child)));
    await engine?.close();
    await scratch?.drop();
  }, 60_000);

  test('30 code requests for one number: one answered, one message sent', () => thirtyCodeRequestsSendOneMessage(ctx));
  test('60 parallel wrong guesses count as 5 tries, and the right code is refused after them', () => sixtyGuessesCountFive(ctx));
  test('100 parallel wrong member sign-ins: 5 tried, then the right password is refused while locked', () => memberSignInLockHolds(ctx), 60_000);
  test('100 parallel wrong editor sign-ins: 5 tried, then the right password is refused while locked', () => editorSignInLockHolds(ctx), 60_000);
  test('100 parallel wrong binding tries: 10 tried, then the right password is refused while locked', () => bindingLockHolds(ctx), 60_000);
  test('one captcha answers one request of a burst of 30', () => captchaIsSingleUse(ctx));

  /** A server process (tsx src/main.ts) on the database, on a port the system picks; its URL once it listens. */
  function startProcess(databaseUrl: string): Promise<string> {
    const child = spawn(TSX, [MAIN], {
      env: {
        ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn',
        CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER, CAPTCHA_PER_IP_PER_MINUTE: '100000', SEED_WHEN_EMPTY: 'none', REBUILDS: 'off', SITE_DIR: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    processes.push(child);
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
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
    });
  }
});

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
