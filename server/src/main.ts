import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { startServer } from './server';

async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  console.log(`Content API listening at ${server.url}/api`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
