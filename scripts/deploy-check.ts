import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../server/test/scratch-database';
import { cleanUpEverything, cleanUpOnSignals, onCleanUp } from './deploy/clean-up';
import { installNginx } from './deploy/nginx';
import { installPgbouncer } from './deploy/pgbouncer';
import { startStack, type PartStatus } from './deploy/stack';

/**
 * `npm run deploy:check [-- --keep]`: the layout of docs/operations.md, "Several machines, step by
 * step", on this machine, from the shipped configuration: nginx (deploy/nginx/expo.conf, installed
 * with apt-get when missing), two API processes (`npm start`, REBUILDS=off) and one worker (`npm
 * run worker`) through PgBouncer (deploy/pgbouncer/pgbouncer.ini, installed with apt-get when
 * missing) on a scratch database of the PostgreSQL server at DEPLOY_DATABASE_SERVER (default
 * postgres://postgres@127.0.0.1:5432/test). Waits until the worker has published the site, prints
 * each part's status, and stops everything (with --keep: once you press Ctrl-C). Exit code 0 when
 * every part is well. Ports: DEPLOY_PORT (8140) for nginx, the next two for the API processes;
 * DEPLOY_PGBOUNCER_PORT (6140) for PgBouncer.
 */
const SERVER = process.env.DEPLOY_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = Number(process.env.DEPLOY_PORT ?? 8140);
const PGBOUNCER_PORT = Number(process.env.DEPLOY_PGBOUNCER_PORT ?? 6140);

async function main() {
  const keep = process.argv.includes('--keep');
  const log = (line: string) => console.log(`  ${line}`);
  const startedAt = Date.now();
  cleanUpOnSignals();
  installNginx(log);
  installPgbouncer(log);
  const database = await createScratchDatabase(SERVER, 'deploy_check');
  onCleanUp('dropping the scratch database', () => database.drop());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'deploy-check-'));
  onCleanUp(`removing ${dir}`, async () => rmSync(dir, { recursive: true, force: true }));
  console.log(`Starting the layout in ${dir} (database ${new URL(database.url).pathname.slice(1)} on ${new URL(SERVER).host})…`);
  const stack = await startStack({ port: PORT, pgbouncerPort: PGBOUNCER_PORT, dir, databaseUrl: database.url, nodeEnv: 'production', log });
  const parts = await stack.status();
  console.log(`\nThe site was published ${Math.round((Date.now() - startedAt) / 1000)} s after the start. Status:`);
  printStatus(parts);
  if (keep) {
    console.log(`\nRunning until Ctrl-C: the site at ${stack.nginxUrl}/, logs in ${dir}/logs and ${dir}/nginx/logs.`);
    await new Promise(() => undefined);
  }
  await cleanUpEverything();
  process.exit(parts.every((part) => part.ok) ? 0 : 1);
}

function printStatus(parts: PartStatus[]) {
  const width = Math.max(...parts.map((part) => part.part.length));
  for (const part of parts) console.log(`  ${part.part.padEnd(width)}  ${part.ok ? 'ok  ' : 'FAIL'}  ${part.detail}`);
}

main().catch(async (error: unknown) => {
  console.error(`deploy:check failed: ${error instanceof Error ? error.message : String(error)}`);
  await cleanUpEverything();
  process.exit(1);
});
