import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pgbouncerMissing, startPgbouncer, type RunningPgbouncer } from '../../../../scripts/deploy/pgbouncer';
import type { Engine } from '../../db/engine';
import { freePort } from '../../../test/free-port';
import { scratchEngine, type ScratchEngine } from '../../../test/scratch-engine';
import { startServerProcess, type ServerProcess } from '../../../test/server-process';
import { CAPTCHA_ANSWER } from '../../../test/accounts';
import {
  bindingLockHolds, captchaIsSingleUse, editorSignInLockHolds, httpClient, memberSignInLockHolds, sixtyGuessesCountFive,
  thirtyCodeRequestsSendOneMessage, type BurstContext,
} from '../../../test/bursts';
import { fiftySavesOneWins, productLimitHolds, submissionsPerHourHold } from '../../../test/centre-bursts';
import { fiftyScansOneAdmission, gateAndBadge } from '../../../test/visitor-bursts';
import { capacityAndAcceptsHold, fiftyInvitesOneVisitor, fiftyRequestsOneSlot, onePersonOneMeetingAtATime, openRequestLimitHolds } from '../../../test/meeting-bursts';

// The bursts of limits.test.ts split over TWO real server processes (as behind a load balancer)
// on one PostgreSQL database: no limit may be kept in one process's memory. PostgreSQL only:
// the embedded engine belongs to one process. Where PgBouncer is installed the processes reach
// the database through it in transaction mode, as in the shipped layout (deploy/pgbouncer): a
// server connection is theirs for one transaction only, so every lock a limit takes must be
// transaction-scoped (pgbouncer.test.ts checks the code for session state).

const usePostgres = Boolean(process.env.DATABASE_URL);
const throughPgbouncer = pgbouncerMissing() === null;

(usePostgres ? describe : describe.skip)(`limits over two API processes on one PostgreSQL${throughPgbouncer ? ', through PgBouncer in transaction mode' : ''}`, () => {
  let scratch: ScratchEngine;
  let engine: Engine;
  let ctx: BurstContext;
  let processes: ServerProcess[] = [];
  let dir: string | undefined;
  let bouncer: RunningPgbouncer | undefined;

  beforeAll(async () => {
    scratch = await scratchEngine(process.env.DATABASE_URL!, 'expo_limits', { seed: true });
    engine = scratch.engine;
    let url = scratch.url;
    if (throughPgbouncer) {
      dir = mkdtempSync(path.join(tmpdir(), 'expo-limits-'));
      const database = new URL(scratch.url).pathname.slice(1);
      bouncer = await startPgbouncer(path.join(dir, 'pgbouncer'), { port: await freePort(), logFile: path.join(dir, 'pgbouncer.log'), databases: { [database]: scratch.url } });
      url = bouncer.url(database);
    }
    processes = await Promise.all([0, 1].map(() => startServerProcess({
      DATABASE_URL: url, CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER, CAPTCHA_PER_IP_PER_MINUTE: '100000',
    })));
    ctx = { clients: processes.map((server) => httpClient(server.url)), db: engine.db };
  }, 180_000);

  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop('SIGTERM')));
    await bouncer?.stop();
    await scratch?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  test('30 code requests for one number: one answered, one message sent', () => thirtyCodeRequestsSendOneMessage(ctx));
  test('60 parallel wrong guesses count as 5 tries, and the right code is refused after them', () => sixtyGuessesCountFive(ctx));
  test('100 parallel wrong member sign-ins: 5 tried, then the right password is refused while locked', () => memberSignInLockHolds(ctx), 60_000);
  test('100 parallel wrong editor sign-ins: 5 tried, then the right password is refused while locked', () => editorSignInLockHolds(ctx), 60_000);
  test('100 parallel wrong binding tries: 10 tried, then the right password is refused while locked', () => bindingLockHolds(ctx), 60_000);
  test('one captcha answers one request of a burst of 30', () => captchaIsSingleUse(ctx));
  test('exhibitor centre: 50 parallel saves over one draft version, one written', () => fiftySavesOneWins(ctx), 60_000);
  test('exhibitor centre: the product limit holds under 40 parallel creations', () => productLimitHolds(ctx), 60_000);
  test('exhibitor centre: the hourly submissions hold under a burst', () => submissionsPerHourHold(ctx), 60_000);
  test('entrance: 50 parallel scans of one badge at one gate admit it once', async () => {
    const { gate, token } = await gateAndBadge(ctx);
    await fiftyScansOneAdmission(ctx, token, gate);
  }, 60_000);
  test('meetings: 50 parallel requests for one slot of capacity 1, one holds it', () => fiftyRequestsOneSlot(ctx), 60_000);
  test('meetings: capacity 3 under 50 requests; 50 parallel accepts accept each once', () => capacityAndAcceptsHold(ctx), 60_000);
  test('meetings: one visitor asks 50 exhibitors for one time at once, one request', () => onePersonOneMeetingAtATime(ctx), 60_000);
  test('meetings: 50 teams invite one visitor to one time at once, one invitation', () => fiftyInvitesOneVisitor(ctx), 60_000);
  test('meetings: the open-request limit holds under 30 parallel requests', () => openRequestLimitHolds(ctx), 60_000);
});
