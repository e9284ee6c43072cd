/**
 * The end-to-end run's product (scripts/test.ts): its port, and the public URL its pages name
 * themselves by. structure-site.test.ts builds with the same URL: it is in the i18n plugin's
 * options, which go into the bundles, so the e2e build after it finds webpack's cache warm.
 */
export const E2E_PORT = process.env.E2E_PORT ?? '8123';
export const E2E_SITE_URL = `http://127.0.0.1:${E2E_PORT}`;
