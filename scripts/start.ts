import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { STOP_GRACE_MS, stopOnSignals } from '../server/src/lib/graceful-stop';
import { exitOnStartupFailure } from '../server/src/lib/startup-failure';
import { startServer } from '../server/src/server';
import { BuildLease } from '../server/src/site/build-lease';
import { RebuildWorker } from '../server/src/site/rebuild';
import { servedReleases } from '../server/src/site/release-target';
import { SiteDirectory } from '../server/src/site/site-dir';

/**
 * `npm start`: the whole product on one port. Prepares the database (migrate, seed when empty),
 * serves the API and the latest built site, builds the site when its code or content changed,
 * and rebuilds it after every content change (the new release is switched in when complete).
 */
async function main() {
  const config = loadConfig(process.env);
  // Releases used to live in DATA_DIR/site, inside the repository (see RELEASES_DIR).
  const legacyReleases = path.join(config.dataDir, 'site');
  if (existsSync(legacyReleases)) {
    console.log(`Removing the old site releases in ${legacyReleases} (releases are now kept in ${config.releasesDir}).`);
    rmSync(legacyReleases, { recursive: true, force: true });
  }
  const site = new SiteDirectory(undefined);
  const server = await startServer(config, console.log, site);
  const publicUrl = `http://${['127.0.0.1', '0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host}:${config.port}`;
  const worker = new RebuildWorker({
    db: server.engine.db,
    apiUrl: `${server.url}/api`,
    siteUrl: config.siteUrl,
    target: servedReleases(config.releasesDir, site),
    // On PostgreSQL a worker (npm run worker, or another npm start) may build beside this process: one builds at a time.
    lease: server.engine.kind === 'postgres' ? new BuildLease(server.engine.db) : undefined,
    log: (line) => console.log(line.startsWith('[build]') ? line : `${line}${/built|up to date/.test(line) ? ` Open ${publicUrl}` : ''}`),
  });

  stopOnSignals(async (signal) => {
    console.log(`\n${signal}: stopping (the requests in flight finish first, at most ${STOP_GRACE_MS / 1000} s)…`);
    await worker.stop();
    await server.close();
  });

  console.log(`Content API ready at ${publicUrl}/api (database: ${server.engine.kind})`);
  if (config.rebuilds) await worker.start();
  else console.log('REBUILDS=off: this process does not build the site (npm run worker does).');
}

main().catch(exitOnStartupFailure);
