import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { NODE_WITH_TSX } from '../server/test/child-processes';
import { E2E_PORT, E2E_SITE_URL } from '../server/test/e2e-site';
import { SEED_SHOW_FIRST_DAY } from '../server/src/seed/site';
import { deployTestsMissing } from './deploy/test-layout';
import { playwrightCounts, readJson, stepTimer, writePartTimings } from './test-timings';

/**
 * `npm test`: the lint (ESLint, with the site's layer boundaries), unit tests (site, jest), API tests (server, jest, real database engine), the
 * end-to-end tests (Playwright in Chromium against the started product), and the deploy tests
 * (Playwright against nginx, two API processes and a worker on PostgreSQL). Ends with one line
 * `N passed, N failed`. `npm test -- --only=lint|unit|api|e2e|deploy|api-postgres` runs one part
 * (api-postgres: with API_POSTGRES_URL).
 */
const REPO = path.resolve(__dirname, '..');
// TEST_REPORTS_DIR: .ci/run keeps each of its runs' reports apart, for its summary of where the time went.
const REPORTS = path.resolve(REPO, process.env.TEST_REPORTS_DIR ?? '.test-reports');
/** Each part's wall seconds (a part may time its own steps: the e2e site build apart from its tests). */
const timings: Record<string, number> = {};
const busy: Record<string, number> = {};
const timed = stepTimer(timings, busy);
const E2E_CAPTCHA = 'e2e1';
/**
 * The API tests once more on a PostgreSQL server (.ci/run sets it; the README's run keeps to the
 * embedded engine), beside the deploy tests: those leave about 40 % of the cores idle while their
 * layout waits on builds, restarts and timed load. API_POSTGRES_NODE: the Node binary to run them
 * under (.ci/run's current LTS), else this one.
 */
const API_POSTGRES_URL = process.env.API_POSTGRES_URL;
const API_POSTGRES_NODE = process.env.API_POSTGRES_NODE ?? process.execPath;
const API_JEST_ARGS = ['-c', 'server/jest.config.js', '--maxWorkers=2'];
const API_NODE_OPTIONS = '--experimental-vm-modules --no-warnings';

interface Counts {
  passed: number;
  failed: number;
}

const RUNNERS: Record<string, () => Promise<Counts>> = {
  lint,
  unit: () => jest('unit', ['-c', 'jest.config.js']),
  api: () => jest('api', API_JEST_ARGS, { NODE_OPTIONS: API_NODE_OPTIONS }),
  e2e: e2e,
  deploy,
  'api-postgres': () => jest('api-postgres', API_JEST_ARGS, {
    NODE_OPTIONS: API_NODE_OPTIONS,
    DATABASE_URL: API_POSTGRES_URL!,
    // The processes the tests start run under the same Node (they take `node` from PATH or process.execPath).
    PATH: `${path.dirname(API_POSTGRES_NODE)}${path.delimiter}${process.env.PATH ?? ''}`,
  }, API_POSTGRES_NODE),
};

/**
 * The parts in order; the parts of one group run at once. Lint (one process, one core) beside the
 * unit tests (one jest worker on two cores) saves its whole time; the API and e2e parts fill both
 * cores. The deploy tests do not, so the API tests on PostgreSQL (when asked for) run beside them.
 */
const ORDER: (keyof typeof RUNNERS)[][] = [['lint', 'unit'], ['api'], ['e2e'], API_POSTGRES_URL ? ['deploy', 'api-postgres'] : ['deploy']];

async function main() {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  if (only && !RUNNERS[only]) {
    console.error(`--only must be one of ${Object.keys(RUNNERS).join(', ')}`);
    process.exit(2);
  }
  if (only === 'api-postgres' && !API_POSTGRES_URL) {
    console.error('--only=api-postgres needs API_POSTGRES_URL (a PostgreSQL server the tests may make databases on)');
    process.exit(2);
  }
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const total: Counts = { passed: 0, failed: 0 };
  for (const group of ORDER) {
    const names = group.filter((name) => !only || only === name);
    if (names.length === 0) continue;
    console.log(`\n=== ${names.join(' and ')} tests ===`);
    const results = await Promise.all(names.map((name) => timed(name, RUNNERS[name]!).catch((error: unknown) => {
      console.error(`The ${name} runner crashed: ${error instanceof Error ? error.message : error}`);
      return { passed: 0, failed: 1 };
    })));
    names.forEach((name, i) => {
      const counts = results[i]!;
      console.log(`--- ${name}: ${counts.passed} passed, ${counts.failed} failed`);
      total.passed += counts.passed;
      total.failed += counts.failed;
    });
  }
  writePartTimings(REPORTS, { parts: timings, cpu: busy });
  console.log(`\n${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed > 0 ? 1 : 0);
}

/** `npm run lint` counts as one test: it passes when ESLint reports no error. */
async function lint(): Promise<Counts> {
  // Its report is printed whole when it ends, not woven into the unit tests' output beside it.
  const eslint = spawn(process.execPath, [path.join(REPO, 'node_modules/eslint/bin/eslint.js'), '.'], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  eslint.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  eslint.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  const code = await new Promise<number>((resolve, reject) => {
    eslint.on('error', reject);
    eslint.on('close', (status) => resolve(status ?? 1));
  });
  process.stdout.write(Buffer.concat(output));
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

async function jest(name: string, args: string[], env: Record<string, string> = {}, node = process.execPath): Promise<Counts> {
  const report = path.join(REPORTS, `${name}.json`);
  const code = await run(node, [path.join(REPO, 'node_modules/jest/bin/jest.js'), ...args, '--json', `--outputFile=${report}`], env);
  const result = readJson<{ numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number }>(report);
  if (!result) return { passed: 0, failed: 1 };
  const failed = result.numFailedTests + result.numRuntimeErrorTestSuites;
  return { passed: result.numPassedTests, failed: failed || (code === 0 ? 0 : 1) };
}

async function e2e(): Promise<Counts> {
  const baseUrl = E2E_SITE_URL;
  const product = spawn(process.execPath, [...NODE_WITH_TSX, path.join(REPO, 'scripts/start.ts')], {
    cwd: REPO,
    // SITE_URL: the pages' absolute links (canonical, hreflang, sitemap) lead to this server, for the crawl.
    // NODE_ENV=test allows CAPTCHA_TEST_ANSWER: the sign-up stories answer every image captcha with it.
    // Every story comes from 127.0.0.1: the per-IP captcha limit is lifted.
    env: { ...process.env, PORT: E2E_PORT, HOST: '127.0.0.1', SITE_URL: baseUrl, DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e', LOG_LEVEL: 'warn', DATABASE_URL: '', NODE_ENV: 'test', CAPTCHA_TEST_ANSWER: E2E_CAPTCHA, CAPTCHA_PER_IP_PER_MINUTE: '1000', GATE_TEST_DAY: SEED_SHOW_FIRST_DAY },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    await timed('e2e: site build', () => new Promise<void>((resolve, reject) => {
      const watch = (chunk: Buffer) => {
        const lines = chunk.toString().split('\n').filter((l) => l && !l.startsWith('[build]'));
        process.stdout.write(lines.map((l) => `[product] ${l}\n`).join(''));
        const text = lines.join('\n');
        if (/Site built|site is up to date/i.test(text)) resolve();
        if (/build failed/i.test(text)) reject(new Error('the site build failed'));
      };
      product.stdout.on('data', watch);
      product.stderr.on('data', watch);
      product.on('exit', (code) => reject(new Error(`the product stopped (exit ${code})`)));
    }));
    const report = path.join(REPORTS, 'e2e.json');
    const code = await timed('e2e: tests', () => run(process.execPath, [path.join(REPO, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts'], {
      E2E_BASE_URL: baseUrl,
      E2E_JSON_REPORT: report,
    }));
    return playwrightCounts(report, code);
  } finally {
    product.kill('SIGTERM');
    await new Promise((resolve) => product.once('exit', resolve).once('error', resolve));
  }
}

/**
 * The deploy tests (e2e/deploy/run.ts, a process of its own: it starts the layout of `npm run
 * deploy:check`, runs the Playwright specs and then the tests under load). They need nginx and a
 * PostgreSQL server: without them they are skipped with the reason, or fail when
 * DEPLOY_TESTS=required (.ci/run).
 */
async function deploy(): Promise<Counts> {
  const missing = await deployTestsMissing();
  if (missing) {
    if (process.env.DEPLOY_TESTS === 'required') {
      console.error(`The deploy tests cannot run (DEPLOY_TESTS=required): ${missing}`);
      return { passed: 0, failed: 1 };
    }
    console.log(`SKIPPED: the deploy tests did not run: ${missing}`);
    return { passed: 0, failed: 0 };
  }
  const resultFile = path.join(REPORTS, 'deploy-result.json');
  await run(process.execPath, [...NODE_WITH_TSX, path.join(REPO, 'e2e/deploy/run.ts')], { DEPLOY_RESULT: resultFile, DEPLOY_JSON_REPORT: path.join(REPORTS, 'deploy.json') });
  const result = readJson<{ passed: number; failed: number; steps: Record<string, number> }>(resultFile);
  if (!result) return { passed: 0, failed: 1 };
  for (const [step, seconds] of Object.entries(result.steps)) timings[`deploy: ${step}`] = seconds;
  return { passed: result.passed, failed: result.failed };
}

function run(command: string, args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO, env: { ...process.env, ...env }, stdio: 'inherit' });
    // A CI timeout's SIGTERM reaches the runner: the running part (the deploy tests clean up their layout) gets it too.
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.once('SIGTERM', forward);
    child.on('error', reject);
    child.on('exit', (code) => {
      process.off('SIGTERM', forward);
      resolve(code ?? 1);
    });
  });
}

void main();
