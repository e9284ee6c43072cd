import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { requireProductionSecrets, type Config } from './config';
import { openEngine, type Engine } from './db/engine';
import { acquireLock } from './db/lock';
import { migrate } from './db/migrate';
import { closeGracefully } from './lib/graceful-stop';
import { storedSecret, writeAdminSecretFile } from './lib/secrets';
import { isContentEmpty, seedContent } from './seed';
import { exhibitorPasswordsFor } from './seed/exhibitor-logins';
import type { SiteDirectory } from './site/site-dir';

export interface RunningServer {
  app: FastifyInstance;
  engine: Engine;
  url: string;
  /** Stops listening, lets the requests in flight finish (at most STOP_GRACE_MS), then closes the database. */
  close(): Promise<void>;
}

/**
 * Opens the database (holding the DATA_DIR lock for the embedded engine), migrates, seeds an
 * empty database, and listens. Used by main.ts and by the start script.
 */
export async function startServer(config: Config, log: (msg: string) => void = console.log, site?: SiteDirectory): Promise<RunningServer> {
  requireProductionSecrets(config);
  mkdirSync(config.dataDir, { recursive: true });
  const lock = config.databaseUrl ? null : acquireLock(config.dataDir);
  let engine: Engine | undefined;
  try {
    engine = await openEngine({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pg` });
    const applied = await migrate(engine.db);
    if (applied.length) log(`Database migrated: ${applied.join(', ')}`);
    if (await isContentEmpty(engine.db)) await seedWhenEmpty(engine, config, log);
    const adminSecret = config.adminSecret ?? (await storedSecret(engine.db, 'admin'));
    // The tools beside the embedded database call this process; on PostgreSQL they open the database themselves.
    if (lock) writeAdminSecretFile(config.dataDir, adminSecret);
    const app = await buildApp({ config, engine, site, adminSecret });
    const address = await app.listen({ port: config.port, host: config.host });
    const url = address.replace('[::1]', 'localhost');
    lock?.setUrl(url);
    const opened = engine;
    return {
      app,
      engine: opened,
      url,
      async close() {
        await closeGracefully(app);
        await opened.close();
        lock?.release();
      },
    };
  } catch (error) {
    await engine?.close();
    lock?.release();
    throw error;
  }
}

/** What an empty database gets at start (SEED_WHEN_EMPTY): the structure alone in production, the demo elsewhere. */
async function seedWhenEmpty(engine: Engine, config: Config, log: (msg: string) => void): Promise<void> {
  if (config.seedWhenEmpty === 'none') {
    log('Empty database: nothing loaded (SEED_WHEN_EMPTY=none). The site cannot be built before the database holds the exhibition: '
      + 'load your own data, or start once with SEED_WHEN_EMPTY=structure (the site\'s structure, no demo content) or small (the demo).');
    return;
  }
  log(config.seedWhenEmpty === 'structure'
    ? 'Empty database: loading the site\'s structure (no exhibitors, products, news, events, members or demo logins)…'
    : `Empty database: loading the ${config.seedWhenEmpty} demo content…`);
  await seedContent(engine.db, config.seedWhenEmpty, log, exhibitorPasswordsFor(config));
}
