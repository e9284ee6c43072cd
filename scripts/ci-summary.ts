import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { failedTests, fileTimings, partTable, readJson, readPartTimings, slowestFiles, type Baseline, type FailedTest, type FileTiming } from './test-timings';

/**
 * The end of `.ci/run`: where its time went. Each part's wall time (the steps `.ci/run` timed
 * itself, then each test run's parts from its reports directory) beside the baseline in
 * .ci/baseline.json, a warning line for each part that grew by more than 20 %, and the 15 slowest
 * test files across all parts; last, each failed test with the first line of its reason.
 *
 *   tsx scripts/ci-summary.ts --step install=63 --run =.test-reports/ci --wall 1200
 *
 * A run's label (before `=`) is added to its part names. `--wall`: the run's own time, beside the
 * parts' sum (parts of one group run side by side).
 * With `--write-baseline`, the parts measured become the new baseline (after a change that makes
 * a part slower or faster on purpose; say which machine in its `measured` line).
 */
const REPO = path.resolve(__dirname, '..');
const SLOWEST = 15;

const parts: Record<string, number> = {};
const cpu: Record<string, number> = {};
const files: FileTiming[] = [];
const failed: FailedTest[] = [];
const args = process.argv.slice(2).filter((arg) => arg !== '--write-baseline');
/** The whole run's wall seconds: less than the parts' sum where parts ran side by side. */
let wall: number | undefined;
for (let i = 0; i < args.length; i += 2) {
  const [flag, value = ''] = [args[i], args[i + 1]];
  if (flag === '--wall') {
    wall = Number(value);
    continue;
  }
  const at = value.indexOf('=');
  const [label, rest] = [value.slice(0, at), value.slice(at + 1)];
  if (flag === '--step') parts[label] = Number(rest);
  else if (flag === '--run') {
    const dir = path.resolve(REPO, rest);
    const timings = readPartTimings(dir);
    for (const [part, seconds] of Object.entries(timings.parts)) parts[label ? `${part} ${label}` : part] = seconds;
    for (const [part, share] of Object.entries(timings.cpu ?? {})) cpu[label ? `${part} ${label}` : part] = share;
    for (const part of ['unit', 'api', 'e2e', 'deploy', 'api-postgres']) {
      const [name, report] = [label ? `${part} ${label}` : part, path.join(dir, `${part}.json`)];
      files.push(...fileTimings(name, report, REPO));
      failed.push(...failedTests(name, report, REPO));
    }
  }
}

const BASELINE = path.join(REPO, '.ci/baseline.json');
const baseline = readJson<Baseline>(BASELINE);
const { lines, warnings } = partTable(parts, baseline, cpu);
console.log(`\nWhere the time went (wall seconds; baseline measured ${baseline?.measured ?? 'never'}; cpu busy: the share of the machine's cores in use meanwhile):`);
for (const line of lines) console.log(`  ${line}`);
if (wall !== undefined) console.log(`  ${'wall (parts overlap)'.padEnd(22)}${String(wall).padStart(9)}`);
console.log(`\nThe ${SLOWEST} slowest test files (a file's own time; e2e runs two files at once):`);
for (const line of slowestFiles(files, SLOWEST)) console.log(`  ${line}`);
for (const warning of warnings) console.log(warning);
if (failed.length > 0) {
  console.log(`\nFailed (${failed.length}):`);
  for (const test of failed) console.log(`  ${test.part.padEnd(14)} ${test.file} › ${test.title}\n    ${test.reason.slice(0, 500)}`);
}

if (process.argv.includes('--write-baseline')) {
  const rounded = Object.fromEntries(Object.entries(parts).map(([name, seconds]) => [name, Math.round(seconds)]));
  const written: Baseline = { measured: `${new Date().toISOString().slice(0, 10)}, .ci/run on a 2-core machine`, parts: rounded };
  writeFileSync(BASELINE, `${JSON.stringify(written, null, 2)}\n`);
  console.log(`Wrote ${path.relative(REPO, BASELINE)}.`);
}
