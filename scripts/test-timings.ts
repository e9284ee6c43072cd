import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a test run's time went: each part's wall time (written by scripts/test.ts into its reports
 * directory as timings.json) and each test file's time, read from the runners' own JSON reports
 * (jest's testResults, Playwright's suites). `.ci/run` prints the table over both of its runs and
 * warns when a part grew by more than GROWTH_WARNING over the baseline kept in .ci/baseline.json.
 */
export const TIMINGS_FILE = 'timings.json';
/** A part over its baseline by more than this share gets a warning line. */
export const GROWTH_WARNING = 0.2;

export interface PartTimings {
  /** Part name → wall seconds. */
  parts: Record<string, number>;
}

export interface FileTiming {
  part: string;
  file: string;
  seconds: number;
}

/** A stopwatch that records each step's wall seconds into `into`, under the step's name. */
export function stepTimer(into: Record<string, number>) {
  return async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await step();
    } finally {
      into[name] = (performance.now() - start) / 1000;
    }
  };
}

export function writePartTimings(reportsDir: string, timings: PartTimings): void {
  writeFileSync(path.join(reportsDir, TIMINGS_FILE), `${JSON.stringify(timings, null, 2)}\n`);
}

export function readPartTimings(reportsDir: string): PartTimings {
  return readJson<PartTimings>(path.join(reportsDir, TIMINGS_FILE)) ?? { parts: {} };
}

interface JestReport {
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { file: string; title: string; tests: { results: { duration: number; status?: string; error?: { message?: string } }[] }[] }[];
}

export interface FailedTest {
  part: string;
  file: string;
  title: string;
  /** The first line of the failure's message, without terminal colours. */
  reason: string;
}

/** Each test file's seconds in one part's report (jest or Playwright), with paths relative to the repository. */
export function fileTimings(part: string, reportFile: string, repo: string): FileTiming[] {
  const report = readJson<JestReport & { suites?: PlaywrightSuite[] }>(reportFile);
  if (!report) return [];
  if (Array.isArray(report.testResults)) {
    return report.testResults.map((result) => ({ part, file: path.relative(repo, result.name), seconds: (result.endTime - result.startTime) / 1000 }));
  }
  // Playwright: a test's duration summed over its results (retries are off), then per file. Two
  // workers run files side by side, so a file's time is the work it took, not wall time.
  const perFile = new Map<string, number>();
  const visit = (suite: PlaywrightSuite, dir: string) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      const file = path.join(dir, spec.file);
      perFile.set(file, (perFile.get(file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) visit(child, dir);
  };
  const dir = part.startsWith('deploy') ? 'e2e/deploy' : 'e2e/tests';
  for (const suite of report.suites ?? []) visit(suite, dir);
  return [...perFile].map(([file, ms]) => ({ part, file, seconds: ms / 1000 }));
}

const firstLine = (message = '') =>
  message
    // eslint-disable-next-line no-control-regex -- terminal colour codes in the runners' messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean) ?? '';

/**
 * Each failed test in one part's report (jest or Playwright), so that the end of a long CI log
 * names what failed, not only how many.
 */
export function failedTests(part: string, reportFile: string, repo: string): FailedTest[] {
  const report = readJson<JestReport & { suites?: PlaywrightSuite[] }>(reportFile);
  if (!report) return [];
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((result) => {
      const file = path.relative(repo, result.name);
      const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
      // A file that failed to run has no failed test of its own, only its message.
      if (failed.length === 0 && result.message) return [{ part, file, title: '(the file did not run)', reason: firstLine(result.message) }];
      return failed.map((test) => ({ part, file, title: test.fullName, reason: firstLine(test.failureMessages?.[0]) }));
    });
  }
  const found: FailedTest[] = [];
  const dir = part.startsWith('deploy') ? 'e2e/deploy' : 'e2e/tests';
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const result of spec.tests.flatMap((test) => test.results)) {
        if (result.status === 'passed' || result.status === 'skipped') continue;
        found.push({ part, file: path.join(dir, spec.file), title: spec.title, reason: `${result.status ?? 'failed'}: ${firstLine(result.error?.message)}` });
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return found;
}

export interface Baseline {
  /** Part name → seconds, as measured in a recorded run. */
  parts: Record<string, number>;
  measured: string;
}

/** The table of parts (with the baseline beside each) and the warning lines for parts that grew. */
export function partTable(parts: Record<string, number>, baseline: Baseline | null): { lines: string[]; warnings: string[] } {
  const lines = [`${'part'.padEnd(22)}${'seconds'.padStart(9)}${'baseline'.padStart(10)}`];
  const warnings: string[] = [];
  let total = 0;
  for (const [name, seconds] of Object.entries(parts)) {
    // A part's own steps ("e2e: site build") are in the part's time already.
    if (!name.includes(':')) total += seconds;
    const base = baseline?.parts[name];
    lines.push(`${(name.includes(':') ? `  ${name}` : name).padEnd(22)}${seconds.toFixed(0).padStart(9)}${(base === undefined ? '-' : base.toFixed(0)).padStart(10)}`);
    if (base !== undefined && seconds > base * (1 + GROWTH_WARNING)) {
      warnings.push(`WARNING: ${name} took ${seconds.toFixed(0)} s, ${Math.round((seconds / base - 1) * 100)} % over its baseline of ${base.toFixed(0)} s (.ci/baseline.json)`);
    }
  }
  const baseTotal = baseline ? Object.entries(baseline.parts).reduce((sum, [name, seconds]) => (name.includes(':') ? sum : sum + seconds), 0) : undefined;
  lines.push(`${'total'.padEnd(22)}${total.toFixed(0).padStart(9)}${(baseTotal === undefined ? '-' : baseTotal.toFixed(0)).padStart(10)}`);
  return { lines, warnings };
}

export function slowestFiles(files: FileTiming[], count: number): string[] {
  return [...files]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ part, file, seconds }) => `${seconds.toFixed(1).padStart(7)} s  ${part.padEnd(14)} ${file}`);
}

/** A Playwright run's counts from its JSON report; a run that failed without a report counts as one failure. */
export function playwrightCounts(reportFile: string, exitCode: number): { passed: number; failed: number } {
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(reportFile);
  if (!report) return { passed: 0, failed: 1 };
  const failed = report.stats.unexpected + report.stats.flaky;
  return { passed: report.stats.expected, failed: failed || (exitCode === 0 ? 0 : 1) };
}

export function readJson<T>(file: string): T | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}
