const Sequencer = require('@jest/test-sequencer').default;

/**
 * The API suite's order on a machine that has not run it yet (a CI clone): jest then orders files
 * by size, which started the longest files last (structure-site.test.ts, 4 KB and a whole site
 * build, ran alone at the end while the other worker idled). These files go first, longest first
 * (seconds in a quiet .ci/run). Once jest has timed a run here, its own times order every file.
 */
const LONGEST_FIRST = [
  'src/seed/structure-site.test.ts',
  'src/cli/cli-database.test.ts',
  'src/cli/catalogue-cli.test.ts',
  'src/seed/production-seed.test.ts',
  'src/db/pgbouncer.test.ts',
  'src/modules/auth/limits-processes.test.ts',
  'test/system/shared-secrets.test.ts',
  'src/modules/catalogue/catalogue.test.ts',
  'src/modules/auth/limits.test.ts',
  'src/modules/meeting/meeting.test.ts',
  'test/system/graceful-stop.test.ts',
  'src/lib/input-fuzz.test.ts',
  'src/app.test.ts',
  'src/modules/visitor/visitor.test.ts',
];

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.every((test) => test.duration != null)) return sorted;
    const rank = (test) => {
      const index = LONGEST_FIRST.findIndex((file) => test.path.endsWith(`/server/${file}`));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the rest keep jest's order.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowFirstSequencer;
