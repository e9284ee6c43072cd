import { exitOnStartupFailure } from '../server/src/lib/startup-failure';
import { runWorkerProcess } from '../server/src/site/worker';

/** `npm run worker`: see server/src/site/worker.ts and docs/operations.md. */
runWorkerProcess(process.env).catch(exitOnStartupFailure);
