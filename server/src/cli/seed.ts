import { seedContent, SEED_SCALES, type SeedScale, type SeedSummary } from '../seed';
import { runCli, withTarget } from './admin-client';

/** `npm run seed -- --scale small|large`: replaces all content with the seed of that size. */
runCli(async () => {
  const at = process.argv.indexOf('--scale');
  const scale = (at > 0 ? process.argv[at + 1] : 'small') as SeedScale;
  if (!SEED_SCALES.includes(scale)) {
    console.error(`--scale must be one of ${SEED_SCALES.join(', ')} (got "${scale}")`);
    process.exit(2);
  }
  const summary = await withTarget((target) =>
    target.kind === 'server' ? target.call<SeedSummary>('POST', '/seed', { scale }) : seedContent(target.db, scale, console.log),
  );
  console.log(`Seeded ${scale}: ${Object.entries(summary).map(([table, n]) => `${table} ${n}`).join(', ')}`);
});
