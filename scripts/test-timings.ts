import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
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
  /**
   * Part name → how busy the machine's cores were while it ran (0–1, all processes): a part well
   * under 1 leaves a core idle for another part beside it; one near 1 gains nothing from company.
   */
  cpu?: Record<string, number>;
}

export interface FileTiming {
  part: string;
  file: string;
  seconds: number;
}

/** The machine's CPU time so far, busy and in all, summed over its cores (os.cpus(): /proc/stat on Linux). */
function cpuTimes(): { busy: number; all: number } {
  return os.cpus().reduce(
    (sum, { times }) => {
      const all = times.user + times.nice + times.sys + times.idle + times.irq;
      return { busy: sum.busy + all - times.idle, all: sum.all + all };
    },
    { busy: 0, all: 0 },
  );
}

/**
 * A stopwatch that records each step's wall seconds into `into`, under the step's name, and how
 * busy the machine's cores were meanwhile into `busy`.
 */
export function stepTimer(into: Record<string, number>, busy: Record<string, number> = {}) {
  return async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const cpuAtStart = cpuTimes();
    try {
      return await step();
    } finally {
      into[name] = (performance.now() - start) / 1000;
      const cpuAtEnd = cpuTimes();
      const all = cpuAtEnd.all - cpuAtStart.all;
      if (all > 0) busy[name] = (cpuAtEnd.busy - cpuAtStart.busy) / all;
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
  specs?: { file: string; title: string; tests: { results: { duration: number; status?: string; error?: { message?: string; location?: { file: string; line: number } } }[] }[] }[];
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

const messageLines = (message = '') =>
  message
    // eslint-disable-next-line no-control-regex -- terminal colour codes in the runners' messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const firstLine = (message = '') => messageLines(message)[0] ?? '';

/**
 * A Playwright failure in one line: its first line, the locator it waited for and the line of the
 * spec it failed at ("toBeVisible() failed" alone does not say which of a story's steps it was).
 */
function playwrightReason(error: { message?: string; location?: { file: string; line: number } } | undefined, repo: string): string {
  const lines = messageLines(error?.message);
  const locator = lines.find((line) => line.startsWith('Locator:'));
  // What was expected and received (a deep-equality diff's first lines): a failure that comes and
  // goes must be readable from the one log that caught it.
  const end = lines.findIndex((line, i) => i > 0 && /^(Call log:|at |Locator:)/.test(line));
  const detail = lines.slice(1, end === -1 ? undefined : end).slice(0, 8).join(' / ').slice(0, 500);
  const at = error?.location ? `at ${path.relative(repo, error.location.file)}:${error.location.line}` : '';
  return [lines[0] ?? '', detail, locator, at].filter(Boolean).join(' | ');
}

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
        found.push({ part, file: path.join(dir, spec.file), title: spec.title, reason: `${result.status ?? 'failed'}: ${playwrightReason(result.error, repo)}` });
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
export function partTable(parts: Record<string, number>, baseline: Baseline | null, cpu: Record<string, number> = {}): { lines: string[]; warnings: string[] } {
  const lines = [`${'part'.padEnd(22)}${'seconds'.padStart(9)}${'baseline'.padStart(10)}${'cpu busy'.padStart(10)}`];
  const warnings: string[] = [];
  let total = 0;
  for (const [name, seconds] of Object.entries(parts)) {
    // A part's own steps ("e2e: site build") are in the part's time already.
    if (!name.includes(':')) total += seconds;
    const base = baseline?.parts[name];
    const busy = cpu[name] === undefined ? '-' : `${Math.round(cpu[name]! * 100)} %`;
    lines.push(`${(name.includes(':') ? `  ${name}` : name).padEnd(22)}${seconds.toFixed(0).padStart(9)}${(base === undefined ? '-' : base.toFixed(0)).padStart(10)}${busy.padStart(10)}`);
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
