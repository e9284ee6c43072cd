import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { showDate } from '@expo/contract';
import { createScratchDatabase } from '../server/test/scratch-database';
import { installNginx } from './deploy/nginx';
import { installPgbouncer } from './deploy/pgbouncer';
import { cleanUpEverything, cleanUpOnSignals, onCleanUp } from './deploy/clean-up';
import { startStack, type Stack } from './deploy/stack';
import { editorToken, startApprovals, type Approval } from './show/approvals';
import { ARTILLERY_VERSION, bundleProcessor, installArtillery, runArtilleryStep } from './show/artillery';
import { castShow, fillPastHour, planMeetings } from './show/cast';
import { driveShow, type EndpointFigures } from './show/drive';
import { ARRIVALS_PER_SECOND, castFor, SHOW_REQUESTS, showRates, type ShowRequest } from './show/mix';
import { ShowCursor, type Acknowledged } from './show/requests';
import { groupPids, startSampling, treePids, type Sampled } from './show/samplers';
import { writesMissing } from './show/writes-found';

/**
 * `npm run bench:show` (issue 33, item 2): the opening morning's mix (scripts/show/mix.ts) through
 * the shipped layout (scripts/deploy/stack.ts: nginx, two API processes, the worker, PgBouncer in
 * transaction mode, PostgreSQL) at 1×, 2× and 3× of its rate, with an editor's approval a minute
 * built and published meanwhile, then the top rate again with kill -9 of one API process halfway
 * (it stays down for the rest of the step: the other carries the load). Artillery drives the load
 * (installed on first use, outside the repository: show/artillery.ts); BENCH_SHOW_CLIENT=own uses
 * our own client (show/drive.ts, the deploy test's) instead. Reports, per step and endpoint:
 * requests, errors, p50/p95/p99, PostgreSQL connections in use, CPU per part, the saturation point;
 * then whether every acknowledged write is in the database. Not a timed test: the figures move with
 * the machine's load (printed beside them).
 *
 * Settings: BENCH_SHOW_STEPS ("1,2,3"), BENCH_SHOW_SECONDS (90 per step), BENCH_SHOW_VISITORS
 * (100000 registrations), BENCH_SHOW_KEEP_LOGS (a directory to copy the parts' logs to at the end), BENCH_SHOW_PORT (8520: nginx, then the API processes), BENCH_SHOW_PGBOUNCER_PORT
 * (6450), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test), BENCH_SHOW_SEED (small).
 */
const STEPS = (process.env.BENCH_SHOW_STEPS ?? '1,2,3').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SHOW_SECONDS ?? 90);
const VISITORS = Number(process.env.BENCH_SHOW_VISITORS ?? 100_000);
const PORT = Number(process.env.BENCH_SHOW_PORT ?? 8520);
const PGBOUNCER_PORT = Number(process.env.BENCH_SHOW_PGBOUNCER_PORT ?? 6450);
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SEED = process.env.BENCH_SHOW_SEED ?? 'small';
const CLIENT = process.env.BENCH_SHOW_CLIENT === 'own' ? 'own' : 'artillery';
/** Saturation: gate scans' p99 over this, or more errors than SATURATED_ERRORS of the requests. */
const SATURATED_P99_MS = 1000;
const SATURATED_ERRORS = 0.001;

interface StepReport {
  name: string;
  multiplier: number;
  killed: string | null;
  figures: Record<ShowRequest, EndpointFigures>;
  failures: Map<string, number>;
  sampled: Sampled;
  load: string;
  unsent: number;
}

async function main() {
  const log = (line: string) => console.log(`  ${line}`);
  cleanUpOnSignals();
  installNginx(log);
  installPgbouncer(log);
  const tool = CLIENT === 'artillery' ? installArtillery(log) : null;
  const database = await createScratchDatabase(SERVER, 'bench_show');
  onCleanUp('dropping the scratch database', () => database.drop());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-show-'));
  onCleanUp(`removing ${dir}`, async () => rmSync(dir, { recursive: true, force: true }));
  if (process.env.BENCH_SHOW_KEEP_LOGS) onCleanUp('keeping the logs', async () => cpSync(path.join(dir, 'logs'), process.env.BENCH_SHOW_KEEP_LOGS!, { recursive: true }));
  console.log(`bench:show: the layout in ${dir}, ${SEED} seed; steps ${STEPS.map((m) => `${m}×`).join(', ')} of ${SECONDS} s, then ${Math.max(...STEPS)}× with kill -9; load generator: ${tool ? `Artillery ${ARTILLERY_VERSION}` : 'our own client'} on the same machine`);
  const stack = await startStack({ port: PORT, pgbouncerPort: PGBOUNCER_PORT, dir, databaseUrl: database.url, nodeEnv: 'production', log, apiEnv: { SEED_WHEN_EMPTY: SEED } });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  onCleanUp('closing the bench connection', () => db.end());

  // The gate admits visitor badges on the show's days only (issue 34), and this is production (no
  // GATE_TEST_DAY): the bench's show opens today, China time, before its visitors are registered.
  await db.query('UPDATE exhibition SET start_date = $1::date, end_date = $1::date + 3 WHERE id = (SELECT min(id) FROM exhibition)', [showDate(Date.now())]);
  const plan = [...STEPS, Math.max(...STEPS)].map((multiplier) => ({ multiplier, seconds: SECONDS }));
  const cast = await planMeetings(`${stack.nginxUrl}/api`, await castShow(db, castFor(plan, VISITORS), stack.badgeSecret, log));
  const castFile = path.join(dir, 'cast.json');
  writeFileSync(castFile, JSON.stringify(cast));
  const processor = tool ? await bundleProcessor(dir) : '';
  log(`the hour before at 1×: ${await fillPastHour(db, cast, showRates(1).gateScan)} gate scans and their limits' events`);
  await db.query('ANALYZE');
  const cursor = new ShowCursor(cast);
  const acknowledged: Acknowledged[] = [];
  const approvals = startApprovals({ url: stack.nginxUrl, editorToken: await editorToken(stack.nginxUrl, stack.apis[0]!.url, stack.adminSecret), teams: cast.approvals, log });

  const reports: StepReport[] = [];
  for (const [index, { multiplier }] of plan.entries()) {
    const kill = index === plan.length - 1;
    const name = `${multiplier}x${kill ? '-kill' : ''}`;
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(`Step ${name}: ${Math.round(SHOW_REQUESTS.reduce((s, k) => s + showRates(multiplier)[k], 0))} requests a second for ${SECONDS} s (load average before: ${load})`);
    const sampler = startSampling(db, new URL(database.url).pathname.slice(1), partsOf(stack));
    let killed: string | null = null;
    const killer = kill ? setTimeout(() => {
      const victim = stack.apis[1]!;
      killed = `${victim.name} killed (SIGKILL) after ${SECONDS / 2} s`;
      void victim.process.stop('SIGKILL').then(() => log(`${victim.name}: ${victim.process.ended()} at ${SECONDS / 2} s; the other API process carries the rest of the step`));
    }, (SECONDS / 2) * 1000) : null;
    const from = cursor.position();
    const step = tool
      ? await runArtilleryStep(tool, { dir, name, url: stack.nginxUrl, castFile, processor, multiplier, seconds: SECONDS, from })
      : await driveShow({ url: stack.nginxUrl, cursor, rates: showRates(multiplier), seconds: SECONDS });
    if (tool && 'sent' in step) for (const kind of SHOW_REQUESTS) for (let i = 0; i < step.sent[kind]; i += 1) cursor.call(kind);
    if (killer) clearTimeout(killer);
    const sampled = await sampler.stop();
    acknowledged.push(...step.acknowledged);
    const report: StepReport = { name, multiplier, killed, figures: step.figures, failures: step.failures, sampled, load: `${load} → ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`, unsent: step.unsent };
    reports.push(report);
    printStep(report);
    for (const api of stack.apis) if (api.process.ended() && !(kill && api === stack.apis[1])) console.log(`${api.name} ${api.process.ended()} during the step (not by this bench): its log ${api.process.logFile}`);
    if (kill && stack.apis[1]!.process.ended()) await stack.apis[1]!.start();
  }
  const approved = await approvals.stop(120_000);
  const missing = await writesMissing(db, acknowledged);
  printSummary(reports, approved, acknowledged.length, missing);
  await cleanUpEverything();
  process.exit(0);
}

/** The parts to sample, by their processes now (an API process started again has a new group). */
function partsOf(stack: Stack): Record<string, () => number[]> {
  const parts: Record<string, () => number[]> = {
    ...Object.fromEntries(stack.apis.map((api) => [api.name, () => (api.process.ended() ? [] : groupPids(api.process.pid))])),
    worker: () => groupPids(stack.worker.pid),
    nginx: () => treePids(stack.nginx.pid),
    pgbouncer: () => [stack.pgbouncer.pid],
  };
  return {
    ...parts,
    // This process and what it runs (Artillery), but the layout's parts.
    generator: () => {
      const theirs = new Set(Object.values(parts).flatMap((pids) => pids()));
      return treePids(process.pid).filter((pid) => !theirs.has(pid));
    },
  };
}

function printStep(step: StepReport) {
  const total = Object.values(step.figures).reduce((s, f) => ({ requests: s.requests + f.requests, errors: s.errors + f.errors }), { requests: 0, errors: 0 });
  console.log(`\n### ${step.name}${step.killed ? ` (${step.killed})` : ''}: ${total.requests} requests, ${total.errors} errors (${((100 * total.errors) / Math.max(1, total.requests)).toFixed(3)} %); load average ${step.load}`);
  console.log('| endpoint | requests | errors | p50 ms | p95 ms | p99 ms | max ms |\n|---|---:|---:|---:|---:|---:|---:|');
  for (const f of Object.values(step.figures)) console.log(`| ${f.endpoint} | ${f.requests} | ${f.errors} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.max} |`);
  console.log(`PostgreSQL connections to the database (pg_stat_activity, each second): in use ${step.sampled.connections.busyMean} on average, ${step.sampled.connections.busyMax} at most; ${step.sampled.connections.totalMax} open at most`);
  console.log(`CPU (% of one core, mean over the step): ${Object.entries(step.sampled.cpu).map(([part, cpu]) => `${part} ${cpu}`).join(', ')}`);
  if (step.failures.size) console.log(`Failures: ${[...step.failures].map(([kind, n]) => `${n} × ${kind}`).join('; ')}`);
  if (step.unsent) console.log(`${step.unsent} requests found the cast used up (too small a cast)`);
}

function printSummary(reports: StepReport[], approved: Approval[], acknowledged: number, missing: string[]) {
  const saturated = reports.filter((r) => !r.killed).find((r) => {
    const total = Object.values(r.figures).reduce((s, f) => ({ requests: s.requests + f.requests, errors: s.errors + f.errors }), { requests: 0, errors: 0 });
    return r.figures.gateScan.p99 > SATURATED_P99_MS || total.errors > SATURATED_ERRORS * total.requests;
  });
  console.log(`\nBase rate (1×): ${ARRIVALS_PER_SECOND} arrivals a second. Saturation (gate scan p99 > ${SATURATED_P99_MS} ms or errors > ${SATURATED_ERRORS * 100} %): ${saturated ? `at ${saturated.multiplier}× (${Math.round(saturated.multiplier * ARRIVALS_PER_SECOND)} arrivals a second)` : `not reached up to ${Math.max(...reports.map((r) => r.multiplier))}×`}`);
  console.log(`Approvals: ${approved.map((a) => (a.problem ? `failed (${a.problem})` : a.publishedAfterMs === null ? 'not served' : `${(a.publishedAfterMs / 1000).toFixed(0)} s`)).join(', ')} from approval to the page served by nginx`);
  console.log(`Acknowledged writes: ${acknowledged}; ${missing.length ? `MISSING: ${missing.join('; ')}` : 'every one found in the database'}`);
}

main().catch(async (error: unknown) => {
  console.error(`bench:show failed: ${error instanceof Error ? error.stack : String(error)}`);
  await cleanUpEverything();
  process.exit(1);
});
