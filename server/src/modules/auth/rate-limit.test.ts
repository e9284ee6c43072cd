import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { Engine } from '../../db/engine';
import { databaseCopy } from '../../../test/database-templates';
import { RateLimiter, type Limit } from './rate-limit';

// The rate limiter's `take` (issue 33, item 7): its decisions, its atomicity under parallel takes
// (PostgreSQL: PGlite has one connection), and its round trips. The show-morning load found every
// scan's transaction holding its PgBouncer connection while the API process waited for the CPU
// between statements; a gate scan's three limits took nine statements inside the transaction.

let engine: Engine;
let close: () => Promise<void>;

beforeAll(async () => {
  const copy = await databaseCopy(process.env.DATABASE_URL, 'expo_rate', { seed: false });
  engine = copy.engine;
  close = copy.close;
}, 120_000);
afterAll(() => close());

const limitsOf = (name: string): Limit[] => [
  { key: `${name}:account`, windowSeconds: 3600, max: 5 },
  { key: `${name}:device:minute`, windowSeconds: 60, max: 3 },
  { key: `${name}:device`, windowSeconds: 3600, max: 4 },
];

test('takes until the first limit in order is reached, records one event per key, and gives back what it released', async () => {
  const limiter = new RateLimiter(engine.db);
  const limits = limitsOf('decide');
  const taken = [];
  for (let i = 0; i < 3; i += 1) taken.push(await limiter.take(limits));
  expect(taken.map((d) => d.ok)).toEqual([true, true, true]);
  expect(taken[2]).toMatchObject({ ok: true, counts: { 'decide:account': 2, 'decide:device:minute': 2, 'decide:device': 2 } });
  expect(Object.keys((taken[0] as { events: object }).events).sort()).toEqual(['decide:account', 'decide:device', 'decide:device:minute']);
  const refused = await limiter.take(limits);
  expect(refused).toMatchObject({ ok: false, limit: { key: 'decide:device:minute' } });
  expect((refused as { waitSeconds: number }).waitSeconds).toBeGreaterThanOrEqual(55);
  // A refusal records nothing.
  expect(await limiter.count('decide:account', 3600)).toBe(3);
  await limiter.release(Object.values((taken[2] as { events: Record<string, number> }).events));
  expect(await limiter.count('decide:device:minute', 60)).toBe(2);
  expect((await limiter.take(limits)).ok).toBe(true);
});

test('a take of three limits runs two statements inside its transaction, not one per key and limit', async () => {
  const statements: string[] = [];
  const counting: KyselyPlugin = {
    transformQuery: ({ node }: PluginTransformQueryArgs): RootOperationNode => {
      statements.push(node.kind);
      return node;
    },
    transformResult: async ({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => result,
  };
  const limiter = new RateLimiter(engine.db.withPlugin(counting));
  expect((await limiter.take(limitsOf('trips'))).ok).toBe(true);
  expect(statements).toHaveLength(2);
});

(process.env.DATABASE_URL ? test : test.skip)('50 parallel takes on PostgreSQL: exactly the allowed number get through, each limit counted once per take', async () => {
  const limiter = new RateLimiter(engine.db);
  const limits: Limit[] = [{ key: 'burst:account', windowSeconds: 3600, max: 12 }, { key: 'burst:device', windowSeconds: 60, max: 20 }];
  const decisions = await Promise.all(Array.from({ length: 50 }, () => limiter.take(limits)));
  expect(decisions.filter((d) => d.ok)).toHaveLength(12);
  expect(await limiter.count('burst:account', 3600)).toBe(12);
  expect(await limiter.count('burst:device', 60)).toBe(12);
});
