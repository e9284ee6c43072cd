import { loadConfig, ConfigError } from '../server/src/config';
import { openEngine } from '../server/src/db/engine';
import { migrate } from '../server/src/db/migrate';
import { exitOnStartupFailure } from '../server/src/lib/startup-failure';
import { RebuildWorker } from '../server/src/site/rebuild';
import { publishedReleases } from '../server/src/site/release-target';

/**
 * `npm run worker`: the rebuild worker on its own, for deployments with several API processes
 * (started with REBUILDS=off) on a PostgreSQL server. It watches the content version, builds the
 * site from API_URL and publishes each release to PUBLISH_DIR (PUBLISH_DIR/current is the live
 * one) for a web server or CDN. See docs/operations.md. Run one worker per site.
 */
async function main() {
  const config = loadConfig(process.env);
  const missing = [
    !config.databaseUrl && 'DATABASE_URL (a PostgreSQL server: the embedded database belongs to `npm start`, which runs the worker itself)',
    !config.apiUrl && 'API_URL (the content API the build reads, e.g. http://10.0.0.5:8000/api)',
    !config.publishDir && 'PUBLISH_DIR (where releases are published)',
  ].filter(Boolean);
  if (missing.length) throw new ConfigError(`npm run worker needs:\n  - ${missing.join('\n  - ')}`);

  const engine = await openEngine({ databaseUrl: config.databaseUrl, dataDir: '' });
  await migrate(engine.db);
  const worker = new RebuildWorker({ db: engine.db, apiUrl: config.apiUrl!, siteUrl: config.siteUrl, target: publishedReleases(config.publishDir!) });
  const stop = async (signal: string) => {
    console.log(`\n${signal}: stopping the worker…`);
    await worker.stop();
    await engine.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  console.log(`Rebuild worker: content from ${config.apiUrl}, releases in ${config.publishDir}/releases, live at ${config.publishDir}/current`);
  await worker.start();
}

main().catch(exitOnStartupFailure);
