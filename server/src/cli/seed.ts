import { seedContent, SEED_KINDS, type SeedKind, type SeedSummary } from '../seed';
import { runCli, withTarget } from './admin-client';

/** `npm run seed -- --scale structure|small|large`: replaces all content with that seed (structure: no demo content). */
runCli(async () => {
  const at = process.argv.indexOf('--scale');
  const scale = (at > 0 ? process.argv[at + 1] : 'small') as SeedKind;
  if (!SEED_KINDS.includes(scale)) {
    console.error(`--scale must be one of ${SEED_KINDS.join(', ')} (got "${scale}")`);
    process.exit(2);
  }
  const summary = await withTarget((target) =>
    target.kind === 'server' ? target.call<SeedSummary>('POST', '/seed', { scale }) : seedContent(target.db, scale, console.log),
    { mayCreate: true },
  );
  console.log(`Seeded ${scale}: ${Object.entries(summary).map(([table, n]) => `${table} ${n}`).join(', ')}`);
});
