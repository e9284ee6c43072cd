import type { Engine } from '../../db/engine';
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
// the embedded engine belongs to one process.

const usePostgres = Boolean(process.env.DATABASE_URL);

(usePostgres ? describe : describe.skip)('limits over two API processes on one PostgreSQL', () => {
  let scratch: ScratchEngine;
  let engine: Engine;
  let ctx: BurstContext;
  let processes: ServerProcess[] = [];

  beforeAll(async () => {
    scratch = await scratchEngine(process.env.DATABASE_URL!, 'expo_limits', { seed: true });
    engine = scratch.engine;
    processes = await Promise.all([0, 1].map(() => startServerProcess({
      DATABASE_URL: scratch.url, CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER, CAPTCHA_PER_IP_PER_MINUTE: '100000',
    })));
    ctx = { clients: processes.map((server) => httpClient(server.url)), db: engine.db };
  }, 180_000);

  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop('SIGTERM')));
    await scratch?.close();
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
