import { buildHistory, requestRebuild } from '../modules/console/builds';
import { runCli, withTarget } from './admin-client';

/**
 * `npm run rebuild`: asks for a rebuild now, through the running server (embedded database) or as
 * a request in the PostgreSQL database (DATABASE_URL), which the worker takes wherever it runs;
 * `-- --history` lists builds.
 */
runCli(async () => {
  const history = process.argv.includes('--history');
  await withTarget(async (target, config) => {
    if (history) {
      const builds = target.kind === 'server' ? await target.call<Awaited<ReturnType<typeof buildHistory>>>('GET', '/builds') : await buildHistory(target.db);
      if (!builds.length) console.log('No builds yet.');
      for (const b of builds) console.log(`#${b.id}  ${b.startedAt}  ${b.status.padEnd(9)} ${b.seconds ?? '…'} s  ${b.trigger}${b.error ? `\n    ${b.error.split('\n')[0]}` : ''}`);
      return;
    }
    if (target.kind !== 'server' && !config.databaseUrl) throw new Error('No server is running: `npm start` builds the site when it starts.');
    const answer = target.kind === 'server' ? await target.call<{ building: boolean }>('POST', '/rebuild') : await requestRebuild(target.db, 'requested by hand');
    console.log(answer.building ? 'A build is running; another one follows it.' : 'The rebuild starts in a few seconds (npm run rebuild -- --history shows it).');
  });
});
