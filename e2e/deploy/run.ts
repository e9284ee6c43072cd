import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { cleanUpOnSignals } from '../../scripts/deploy/clean-up';
import { DEPLOY_CAPTCHA, startTestLayout } from '../../scripts/deploy/test-layout';
import { playwrightCounts, stepTimer } from '../../scripts/test-timings';
import { runLoadTests } from './under-load/tests';

/**
 * The deploy tests, run by scripts/test.ts as a process of their own: starts the layout of
 * `npm run deploy:check` (nginx, two API processes and a worker on PostgreSQL), runs the Playwright
 * specs of e2e/deploy against it, then the tests that stop, kill and start its API processes
 * (under-load/), and stops it. Writes the counts and each step's seconds to the file named by
 * DEPLOY_RESULT (JSON), the Playwright report to DEPLOY_JSON_REPORT.
 */
const REPO = path.resolve(__dirname, '../..');

export interface DeployResult {
  passed: number;
  failed: number;
  /** Step → wall seconds. */
  steps: Record<string, number>;
}

async function main() {
  const steps: Record<string, number> = {};
  const timed = stepTimer(steps);
  // Interrupted (Ctrl-C, a CI timeout): the layout's processes, database and files go too.
  cleanUpOnSignals();
  const started = await timed('layout start', () => startTestLayout((line) => console.log(`[layout] ${line}`)));
  let result: DeployResult;
  try {
    const report = process.env.DEPLOY_JSON_REPORT ?? path.join(REPO, 'test-results/deploy.json');
    const code = await timed('specs', () => playwright(report, {
      DEPLOY_LAYOUT: JSON.stringify(started.layout),
      E2E_BASE_URL: started.layout.nginxUrl,
      E2E_CAPTCHA: DEPLOY_CAPTCHA,
      E2E_JSON_REPORT: report,
    }));
    const specs = playwrightCounts(report, code);
    // Then the tests that stop, kill and start the API processes, on the same layout (last: they restart them).
    console.log('\nUnder load (e2e/deploy/under-load):');
    const load = await timed('under load', () => runLoadTests({ stack: started.stack, databaseUrl: started.databaseUrl, captchaAnswer: DEPLOY_CAPTCHA, log: (line) => console.log(line) }))
      .catch((error: unknown) => {
        console.error(`The tests under load could not run: ${error instanceof Error ? error.stack : String(error)}`);
        return { passed: 0, failed: 1 };
      });
    result = { passed: specs.passed + load.passed, failed: specs.failed + load.failed, steps };
  } finally {
    await started.stop();
  }
  const out = process.env.DEPLOY_RESULT;
  if (out) writeFileSync(out, JSON.stringify(result));
  process.exit(result.failed > 0 ? 1 : 0);
}

function playwright(report: string, env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/deploy/playwright.config.ts'], { cwd: REPO, env: { ...process.env, ...env, E2E_JSON_REPORT: report }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

main().catch((error: unknown) => {
  console.error(`The deploy tests could not run: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
