import { openEngine, type Engine } from '../db/engine';
import { migrate } from '../db/migrate';
import { createScratchDatabase } from '../../test/scratch-database';
import { BuildLease, LEASE_MS, RENEW_MS } from './build-lease';

// The build lease on its own, on the embedded engine or (with DATABASE_URL) on PostgreSQL, with a
// short lease so that expiry is quick to see. worker-takeover.test.ts runs it in real workers.

const SHORT = { leaseMs: 1500, safetyMs: 300 };
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let engine: Engine;

beforeAll(async () => {
  scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, 'expo_lease') : undefined;
  engine = await openEngine({ databaseUrl: scratch?.url, dataDir: 'memory://' });
  await migrate(engine.db);
});
afterAll(async () => {
  await engine.close();
  await scratch?.drop();
});
afterEach(() => engine.db.deleteFrom('build_lease').execute());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a worker takes over within 30 s of the last renewal: the lease lasts LEASE_MS, tried every RENEW_MS', () => {
  expect(LEASE_MS + RENEW_MS).toBeLessThanOrEqual(30_000);
  expect(RENEW_MS * 2).toBeLessThan(LEASE_MS); // the holder may miss one renewal without losing it
});

test('one holder at a time: renewed by its holder, taken by another only once expired, and handed over at once when released', async () => {
  const [a, b] = [new BuildLease(engine.db, SHORT), new BuildLease(engine.db, SHORT)];
  expect(await a.claim()).toBe(true);
  expect(a.held).toBe(true);
  expect(await b.claim()).toBe(false);
  expect(b.held).toBe(false);
  await pause(800);
  expect(await a.claim()).toBe(true); // renewed: its time starts again
  await pause(800);
  expect(await b.claim()).toBe(false);
  expect((await a.current())?.holder).toBe(a.holder);

  await pause(SHORT.leaseMs + 200); // a stops renewing (it died)
  expect(a.held).toBe(false); // by its own clock it gave up before the lease expired
  expect(await b.claim()).toBe(true);
  expect(await a.claim()).toBe(false);

  await b.release();
  expect(b.held).toBe(false);
  expect(await a.claim()).toBe(true);
});

test('the holder counts its lease as lost before it expires in the database', async () => {
  const a = new BuildLease(engine.db, SHORT);
  expect(await a.claim()).toBe(true);
  const { expiresAt } = (await a.current())!;
  expect(a.held).toBe(true);
  while (a.held) await pause(20);
  expect(Date.now()).toBeLessThan(expiresAt.getTime());
});

test('twenty workers claim at once: exactly one holds the lease', async () => {
  const leases = Array.from({ length: 20 }, () => new BuildLease(engine.db, SHORT));
  const answers = await Promise.all(leases.map((lease) => lease.claim()));
  expect(answers.filter(Boolean)).toHaveLength(1);
  expect((await leases[0]!.current())?.holder).toBe(leases[answers.indexOf(true)]!.holder);
});
