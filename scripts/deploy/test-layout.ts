import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SEED_SHOW_FIRST_DAY } from '../../server/src/seed/site';
import { createScratchDatabase } from '../../server/test/scratch-database';
import { cleanUpEverything, onCleanUp } from './clean-up';
import { nginxMissing } from './nginx';
import { pgbouncerMissing } from './pgbouncer';
import { startStack, type Stack } from './stack';

/**
 * The layout the deploy tests (e2e/deploy) run against: deploy:check's, with NODE_ENV=test (the
 * sign-up stories answer every captcha with E2E_CAPTCHA) and the product's own file server on the
 * same release beside it, to compare with nginx. Ports: DEPLOY_TEST_PORT (8144) and the next three;
 * PgBouncer's DEPLOY_TEST_PGBOUNCER_PORT (6144).
 */
const SERVER = process.env.DEPLOY_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = Number(process.env.DEPLOY_TEST_PORT ?? 8144);
const PGBOUNCER_PORT = Number(process.env.DEPLOY_TEST_PGBOUNCER_PORT ?? 6144);
export const DEPLOY_CAPTCHA = 'dpl1';

/** What the tests read from DEPLOY_LAYOUT (JSON). */
export interface DeployLayout {
  nginxUrl: string;
  /** ADMIN_SECRET of the API processes */
  adminSecret: string;
  apis: { name: string; url: string; dataDir: string }[];
  productUrl: string;
  publishDir: string;
  accessLog: string;
  logDir: string;
  brotli: boolean;
}

/** Why the deploy tests cannot run on this machine (no nginx, no PgBouncer, no PostgreSQL), or null. */
export async function deployTestsMissing(): Promise<string | null> {
  const program = nginxMissing() ?? pgbouncerMissing();
  if (program) return program;
  const client = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return `PostgreSQL does not answer at ${SERVER} (DEPLOY_DATABASE_SERVER): ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface StartedLayout {
  layout: DeployLayout;
  /** The parts themselves, for the tests that stop, kill and start API processes (e2e/deploy/under-load). */
  stack: Stack;
  /** The scratch database on the PostgreSQL server itself (the parts go through PgBouncer: stack.pooledDatabaseUrl). */
  databaseUrl: string;
  stop(): Promise<void>;
}

/** Starts the layout; stop() undoes everything (so does the run's clean-up when it is interrupted). */
export async function startTestLayout(log: (line: string) => void): Promise<StartedLayout> {
  const database = await createScratchDatabase(SERVER, 'deploy_test');
  onCleanUp('dropping the scratch database', () => database.drop());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
  onCleanUp(`removing ${dir}`, async () => rmSync(dir, { recursive: true, force: true }));
  const stack = await startStack({
    port: PORT, pgbouncerPort: PGBOUNCER_PORT, dir, databaseUrl: database.url, nodeEnv: 'test', referenceServer: true, log,
    // Every story comes from 127.0.0.1: the per-IP captcha limit is lifted.
    apiEnv: { CAPTCHA_TEST_ANSWER: DEPLOY_CAPTCHA, CAPTCHA_PER_IP_PER_MINUTE: '1000', GATE_TEST_DAY: SEED_SHOW_FIRST_DAY },
  }).catch(async (error: unknown) => {
    await cleanUpEverything(log);
    throw error;
  });
  const layout: DeployLayout = {
    nginxUrl: stack.nginxUrl,
    adminSecret: stack.adminSecret,
    apis: stack.apis.map(({ name, url, dataDir }) => ({ name, url, dataDir })),
    productUrl: stack.reference!.url,
    publishDir: stack.publishDir,
    accessLog: stack.nginx.accessLog,
    logDir: path.join(dir, 'logs'),
    brotli: stack.nginx.brotli,
  };
  return { layout, stack, databaseUrl: database.url, stop: () => cleanUpEverything(log) };
}
