import { defineConfig } from '@playwright/test';

// End-to-end tests against the running product (scripts/test.ts starts it); Debian's Chromium.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  workers: 2,
  retries: 0,
  // A loaded CI machine (both cores busy with the product and two browsers) can take several
  // seconds for a client-side navigation that loads a new page chunk: 10 s per expectation.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/report.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8123',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
    trace: 'off',
    // The site's service worker answers pages from its caches and hides requests from page.route;
    // only tests/offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
});
