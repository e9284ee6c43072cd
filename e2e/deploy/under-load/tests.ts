import { readFileSync, statSync } from 'node:fs';
import pg from 'pg';
import type { ApiPart, Stack } from '../../../scripts/deploy/stack';
import { invariantProblems } from './invariants';
import { MarkWrites, startMarkLoad, type LoadResult } from './mark-load';
import { signUpMembers } from './members';
import { showMixAtLowRate } from './show-mix';

/**
 * The deploy tests that need the API processes in their hands (issue 27): run by scripts/test.ts
 * after the Playwright deploy specs, on the same layout (nginx, two API processes, PostgreSQL).
 *
 * - kill -9 under load: through nginx, members' writes; one API process is killed (its whole
 *   process group) KILL_AFTER_MS into them and started again, and the writes go on for
 *   AFTER_BACK_MS once nginx sends it requests again. Every acknowledged write is in the
 *   database, nothing is half-done, and only requests that API process had taken failed.
 * - Rolling restart: under reads and writes through nginx, each API process in turn gets SIGTERM,
 *   exits 0, starts again and takes requests again, and not one request fails.
 * - A crowd (issue 33, item 4): 500 clients writing through nginx while 500 more connect straight
 *   to PgBouncer (the pools of 50 more API processes): nothing fails, no part meets "too many
 *   connections", and PostgreSQL never holds more connections to the database than PgBouncer's pool.
 * - The show morning's mix (issue 33, show-mix.ts) at a low rate while an editor's approval is built and published.
 */
// The kill needs writes in flight on both processes (10 clients write hundreds a second: 2 s is
// plenty), and writes after the restart through both again (the wait for it proves one answered).
const KILL_AFTER_MS = 2_000;
const AFTER_BACK_MS = 1_000;
const CONNECTIONS = 10;
const MEMBERS = 16;
const CROWD = 500;
const CROWD_MS = 3_000;

export interface LoadTestsOptions {
  stack: Stack;
  databaseUrl: string;
  captchaAnswer: string;
  log: (line: string) => void;
}

export async function runLoadTests({ stack, databaseUrl, captchaAnswer, log }: LoadTestsOptions): Promise<{ passed: number; failed: number }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const members = await signUpMembers(stack.nginxUrl, db, captchaAnswer, MEMBERS);
    const { rows: targets } = await db.query<{ targetType: 'exhibitor' | 'product'; targetId: number }>(
      `SELECT 'exhibitor' AS "targetType", id AS "targetId" FROM exhibitor UNION ALL SELECT 'product', id FROM product ORDER BY 1, 2`);
    const writes = new MarkWrites(members, targets);
    const tests: [string, () => Promise<void>][] = [
      [`${CROWD} clients through nginx and ${CROWD} more at PgBouncer: none fails, PostgreSQL holds no more than the pool`, () => crowd(stack, db, writes, log)],
      ['the show morning\'s mix at a low rate while an editor\'s approval is built and published: no request fails, every acknowledged write is stored, an editor\'s approval goes through', () => showMixAtLowRate(stack, db, log)],
      ['kill -9 of an API process under load: no acknowledged write lost, nothing half-done', () => killUnderLoad(stack, db, writes, log)],
      ['rolling restart with SIGTERM under load: no request fails', () => rollingRestart(stack, db, writes, log)],
    ];
    let passed = 0;
    let failed = 0;
    for (const [name, test] of tests) {
      const started = Date.now();
      try {
        await test();
        passed += 1;
        log(`  ✓ ${name} (${seconds(Date.now() - started)})`);
      } catch (error) {
        failed += 1;
        log(`  ✘ ${name} (${seconds(Date.now() - started)})\n${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return { passed, failed };
  } finally {
    await db.end();
  }
}

async function killUnderLoad(stack: Stack, db: pg.Client, writes: MarkWrites, log: (line: string) => void): Promise<void> {
  const victim = stack.apis[1]!;
  const load = startMarkLoad({ nginxUrl: stack.nginxUrl, writes, connections: CONNECTIONS, reads: false });
  const started = Date.now();
  let result: LoadResult;
  let killedAt = 0;
  try {
    await sleep(KILL_AFTER_MS);
    killedAt = Date.now();
    await victim.process.stop('SIGKILL');
    log(`${victim.name}: killed (SIGKILL to its process group) after ${seconds(killedAt - started)} of load, ${victim.process.ended()}`);
    const logFrom = statSync(stack.nginx.accessLog).size;
    await victim.start();
    await takesRequestsAgain(victim, stack.nginx.accessLog, logFrom);
    log(`${victim.name}: started again, nginx sends it requests again ${seconds(Date.now() - killedAt)} after the kill`);
    await sleep(AFTER_BACK_MS);
  } finally {
    result = await load.stop();
  }
  log(summary(result));
  const problems = await invariantProblems(db, writes.members.map((m) => m.id), result.acknowledged);
  const before = result.acknowledged.filter((w) => w.at < killedAt).length;
  const after = result.acknowledged.length - before;
  if (before === 0 || after === 0) problems.push(`the kill was not under load: ${before} writes acknowledged before it, ${after} after`);
  // Only what the killed process had taken can fail (nginx answers 502): a request in flight on one
  // of nginx's connections to it, or sent on an idle one before nginx saw it close; at most one per
  // connection of each nginx worker (2). New connections to it are refused, and nginx sends those
  // requests to the other process.
  const failedWrites = [...result.failures.values()].reduce((sum, n) => sum + n, 0);
  const other = [...result.failures.keys()].filter((kind) => kind !== 'HTTP 502 POST /api/member/mark');
  if (other.length) problems.push(`failures other than nginx's 502 for a request the killed process had taken: ${other.join(', ')}`);
  if (failedWrites > 2 * CONNECTIONS) problems.push(`${failedWrites} requests failed: more than the killed process can have taken (${2 * CONNECTIONS})`);
  if (problems.length) throw new Error(problems.join('\n'));
}

async function crowd(stack: Stack, db: pg.Client, writes: MarkWrites, log: (line: string) => void): Promise<void> {
  const pool = stack.pgbouncer.poolSize;
  let most = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      most = Math.max(most, rows[0]!.n);
      await sleep(20);
    }
  })();
  const load = startMarkLoad({ nginxUrl: stack.nginxUrl, writes, connections: CROWD, reads: false });
  const direct = Array.from({ length: CROWD }, () => new pg.Client({ connectionString: stack.pooledDatabaseUrl }));
  // Each holds a PostgreSQL connection for 50 ms of its transaction: 500 of them are about 1.3 s of the pool.
  const directRuns = Promise.allSettled(direct.map(async (client) => {
    await client.connect();
    await client.query('BEGIN');
    await client.query('SELECT pg_sleep(0.05)');
    await client.query('SELECT count(*) FROM member_mark');
    await client.query('COMMIT');
  }));
  let result: LoadResult;
  let directResults: PromiseSettledResult<void>[];
  try {
    await sleep(CROWD_MS);
  } finally {
    result = await load.stop();
    directResults = await directRuns;
    sampling = false;
    await sampler;
    await Promise.all(direct.map((client) => client.end().catch(() => undefined)));
  }
  const directFailures = directResults.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => String(r.reason));
  log(`${summary(result)}; ${CROWD - directFailures.length} of ${CROWD} transactions straight at PgBouncer done; PostgreSQL connections to the database at most ${most} (PgBouncer's pool: ${pool})`);
  const problems: string[] = [];
  for (const [kind, count] of result.failures) problems.push(`${count} × ${kind}`);
  if (result.sent !== result.answered) problems.push(`${result.sent - result.answered} of ${result.sent} requests got no answer`);
  if (result.acknowledged.length < CROWD) problems.push(`only ${result.acknowledged.length} writes acknowledged: the crowd was not at once`);
  if (directFailures.length) problems.push(`${directFailures.length} transactions at PgBouncer failed, e.g. ${directFailures[0]}`);
  if (most > pool) problems.push(`PostgreSQL held ${most} connections to the database, more than PgBouncer's pool (${pool})`);
  for (const file of [...stack.apis.map((api) => api.process.logFile), stack.worker.logFile]) {
    if (/too many (connections|clients)/i.test(readFileSync(file, 'utf8'))) problems.push(`${file} says "too many connections"`);
  }
  problems.push(...(await invariantProblems(db, writes.members.map((m) => m.id), result.acknowledged)));
  if (problems.length) throw new Error(problems.join('\n'));
}

async function rollingRestart(stack: Stack, db: pg.Client, writes: MarkWrites, log: (line: string) => void): Promise<void> {
  const load = startMarkLoad({ nginxUrl: stack.nginxUrl, writes, connections: CONNECTIONS, reads: true });
  let result: LoadResult;
  const problems: string[] = [];
  try {
    // Both in: nginx leaves out a process that refused a connection (an earlier test) for a while.
    const logFrom = statSync(stack.nginx.accessLog).size;
    for (const api of stack.apis) await takesRequestsAgain(api, stack.nginx.accessLog, logFrom);
    for (const api of stack.apis) {
      const answeredBefore = load.answered();
      const stopping = Date.now();
      await api.process.stop('SIGTERM');
      const ended = api.process.ended();
      log(`${api.name}: SIGTERM, ${ended} after ${seconds(Date.now() - stopping)}`);
      if (ended !== 'exited with code 0') problems.push(`${api.name} ${ended} on SIGTERM (expected: exited with code 0)`);
      const logFrom = statSync(stack.nginx.accessLog).size;
      await api.start();
      await takesRequestsAgain(api, stack.nginx.accessLog, logFrom);
      log(`${api.name}: started again, nginx sends it requests again ${seconds(Date.now() - stopping)} after SIGTERM (${load.answered() - answeredBefore} answers meanwhile)`);
    }
    await sleep(1000);
  } finally {
    result = await load.stop();
  }
  log(summary(result));
  for (const [kind, count] of result.failures) problems.push(`${count} × ${kind}`);
  if (result.sent !== result.answered) problems.push(`${result.sent - result.answered} of ${result.sent} requests got no answer`);
  problems.push(...(await invariantProblems(db, writes.members.map((m) => m.id), result.acknowledged)));
  if (problems.length) throw new Error(problems.join('\n'));
}

/**
 * Until nginx has sent a request to the API process (since `from` in its access log) and it
 * answered: nginx leaves out a server that refused a connection for fail_timeout (10 s), and the
 * next process must not stop before this one is back in (docs/operations.md, "Rolling restart").
 */
async function takesRequestsAgain(api: ApiPart, accessLog: string, from: number): Promise<void> {
  const host = new URL(api.url).host;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const lines = readFileSync(accessLog).subarray(from).toString().split('\n');
    if (lines.some((line) => lastUpstream(line) === `${host} 200`)) return;
    if (Date.now() > deadline) throw new Error(`nginx sent no request to ${api.name} within 30 s of its start`);
    await sleep(250);
  }
}

/** The server that answered an access-log line, and its status ("127.0.0.1:8245 200"), from `upstream=a, b s1, s2`. */
function lastUpstream(line: string): string | undefined {
  const match = /upstream=((?:\S+, )*\S+) ((?:\S+, )*\S+) /.exec(line);
  if (!match) return undefined;
  return `${match[1]!.split(', ').at(-1)} ${match[2]!.split(', ').at(-1)}`;
}

function summary(result: LoadResult): string {
  const failures = [...result.failures].map(([kind, count]) => `${count} × ${kind}`).join(', ') || 'none';
  return `load: ${result.sent} requests sent, ${result.answered} answered, ${result.acknowledged.length} writes acknowledged; failures: ${failures}`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
