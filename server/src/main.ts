import { loadConfig } from './config';
import { exitOnStartupFailure } from './lib/startup-failure';
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

main().catch(exitOnStartupFailure);
