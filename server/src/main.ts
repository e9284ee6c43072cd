import { loadConfig } from './config';
import { STOP_GRACE_MS, stopOnSignals } from './lib/graceful-stop';
import { exitOnStartupFailure } from './lib/startup-failure';
import { startServer } from './server';

async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  console.log(`Content API listening at ${server.url}/api`);
  const stop = async (signal: NodeJS.Signals) => {
    console.log(`${signal}: no new connections; finishing the requests in flight (at most ${STOP_GRACE_MS / 1000} s)…`);
    await server.close();
    console.log('Stopped: requests answered, database closed.');
  };
  stopOnSignals(stop);
}

main().catch(exitOnStartupFailure);
