import { defineConfig } from '@playwright/test';

// The deploy tests: the layout of `npm run deploy:check` (nginx in front of two API processes and
// a worker on PostgreSQL), started by scripts/test.ts, which passes it in DEPLOY_LAYOUT. One
// worker, files in order: the last one makes an editor's change, which switches the release.
export default defineConfig({
  testDir: '.',
  timeout: 120_000,
  workers: 1,
  fullyParallel: false,
  retries: 0,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/deploy-report.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
    trace: 'off',
    serviceWorkers: 'block',
  },
});
