import { ConfigError, loadConfig } from '../config';
import { openEngine } from '../db/engine';
import { migrate } from '../db/migrate';
import { stopOnSignals } from '../lib/graceful-stop';
import type { SiteBuilder } from './build';
import { BuildLease, LEASE_MS, RENEW_MS } from './build-lease';
import { RebuildWorker } from './rebuild';
import { publishedReleases } from './release-target';

/**
 * `npm run worker`: the rebuild worker on its own, for deployments with several API processes
 * (started with REBUILDS=off) on a PostgreSQL server. It builds the site from API_URL and
 * publishes each release to PUBLISH_DIR (PUBLISH_DIR/current is the live one) for a web server or
 * CDN. Several may run: the one holding the build lease builds, another takes over when it stops
 * (see docs/operations.md). `build` replaces `gatsby build` in tests.
 */
export async function runWorkerProcess(env: NodeJS.ProcessEnv, build?: SiteBuilder): Promise<void> {
  const config = loadConfig(env);
  const missing = [
    !config.databaseUrl && 'DATABASE_URL (a PostgreSQL server: the embedded database belongs to `npm start`, which runs the worker itself)',
    !config.apiUrl && 'API_URL (the content API the build reads, e.g. http://10.0.0.5:8000/api)',
    !config.publishDir && 'PUBLISH_DIR (where releases are published)',
  ].filter(Boolean);
  if (missing.length) throw new ConfigError(`npm run worker needs:\n  - ${missing.join('\n  - ')}`);

  const engine = await openEngine({ databaseUrl: config.databaseUrl, dataDir: '' });
  await migrate(engine.db);
  const lease = new BuildLease(engine.db);
  const worker = new RebuildWorker({ db: engine.db, apiUrl: config.apiUrl!, siteUrl: config.siteUrl, target: publishedReleases(config.publishDir!), lease, build });
  stopOnSignals(async (signal) => {
    console.log(`\n${signal}: stopping the worker (a build under way is stopped; the build lease goes to another worker at once)…`);
    await worker.stop();
    await engine.close();
  });
  console.log(`Rebuild worker ${lease.holder} (pid ${process.pid}): content from ${config.apiUrl}, releases in ${config.publishDir}/releases, live at ${config.publishDir}/current`);
  console.log(`Build lease: its holder renews it every ${RENEW_MS / 1000} s; another worker takes it ${LEASE_MS / 1000} s after the last renewal.`);
  await worker.start();
}
