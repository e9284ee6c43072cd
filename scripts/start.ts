import { ConfigError, loadConfig } from '../server/src/config';
import { DataDirLockedError } from '../server/src/db/lock';
import { startServer } from '../server/src/server';
import { PUBLIC_DIR, builtFingerprint, runGatsbyBuild, siteFingerprint, type BuildHandle } from './lib/site-build';

/**
 * `npm start`: the whole product on one port. Prepares the database (migrate, seed when empty),
 * serves the API and the built site, and builds the site when its code or content changed
 * since the last build.
 */
async function main() {
  const config = loadConfig({ ...process.env, SITE_DIR: process.env.SITE_DIR ?? PUBLIC_DIR });
  const server = await startServer(config);
  const publicUrl = `http://${config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  let build: BuildHandle | null = null;

  const stop = async (signal: string) => {
    console.log(`\n${signal}: stopping…`);
    build?.child.kill('SIGTERM');
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  console.log(`Content API ready at ${publicUrl}/api (database: ${server.engine.kind})`);
  const fingerprint = await siteFingerprint(server.engine.db, config.dataDir);
  if ((await builtFingerprint(config.siteDir ?? PUBLIC_DIR)) === fingerprint) {
    console.log(`The site is up to date. Open ${publicUrl}`);
    return;
  }
  console.log('Building the site (content or code changed since the last build)…');
  const started = Date.now();
  build = runGatsbyBuild(`${server.url}/api`, config.siteUrl, fingerprint);
  try {
    await build.done;
    console.log(`Site built in ${Math.round((Date.now() - started) / 1000)} s. Open ${publicUrl}`);
  } catch (error) {
    console.error(`The site build failed; the API keeps running.\n${error instanceof Error ? error.message : error}`);
  } finally {
    build = null;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
