import type { Category, RunMetrics } from './lighthouse';

/** A page as the bench measures it; `language` picks the reference page it is held against. */
export interface BenchPage {
  path: string;
  url: string;
  language: 'zh' | 'en';
  isReference: boolean;
}

/** Every run of one page, in the order they ran. */
export interface PageRuns {
  page: BenchPage;
  /** HTTP status before Lighthouse ran; 404 = missing, not measured. */
  status: number;
  runs: Array<{ metrics?: RunMetrics; error?: string }>;
}

/** Medians over a page's successful runs. */
export interface Medians {
  performance: number;
  tbtMs: number;
  lcpS: number;
  cls: number;
  jsKb: number;
  jsTransferredKb: number;
  others: Record<Exclude<Category, 'performance'>, number | null>;
  benchmarkIndex: number;
  runs: number;
  failedRuns: number;
}

/** Issue 23's targets, each page against the reference page of its language, same run. */
export const TARGETS = {
  performanceAtLeast: 97,
  performanceBelowReferenceAtMost: 3,
  tbtOverReferenceAtMostMs: 100,
  lcpAtMostS: 1.8,
  clsAtMost: 0.05,
  jsOverReferenceAtMostKb: 15,
} as const;

export interface TargetChecks {
  performance: boolean;
  performanceVsReference: boolean;
  tbt: boolean;
  lcp: boolean;
  cls: boolean;
  js: boolean;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The medians of a page's successful runs, or null when none succeeded. */
export function mediansOf(page: PageRuns): Medians | null {
  const ok = page.runs.flatMap((run) => (run.metrics ? [run.metrics] : []));
  if (ok.length === 0) return null;
  const of = (pick: (m: RunMetrics) => number) => median(ok.map(pick));
  const score = (category: Category) => {
    const values = ok.flatMap((m) => (m.scores[category] === null ? [] : [m.scores[category]]));
    return values.length ? Math.round(median(values)) : null;
  };
  return {
    performance: Math.round(of((m) => m.scores.performance ?? 0)),
    tbtMs: Math.round(of((m) => m.tbtMs)),
    lcpS: round(of((m) => m.lcpMs) / 1000, 2),
    cls: round(of((m) => m.cls), 3),
    jsKb: round(of((m) => m.jsKb), 1),
    jsTransferredKb: round(of((m) => m.jsTransferredKb), 1),
    others: { accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    benchmarkIndex: Math.round(of((m) => m.benchmarkIndex)),
    runs: ok.length,
    failedRuns: page.runs.length - ok.length,
  };
}

export function checkTargets(page: Medians, reference: Medians): TargetChecks {
  return {
    performance: page.performance >= TARGETS.performanceAtLeast,
    performanceVsReference: page.performance >= reference.performance - TARGETS.performanceBelowReferenceAtMost,
    tbt: page.tbtMs <= reference.tbtMs + TARGETS.tbtOverReferenceAtMostMs,
    lcp: page.lcpS <= TARGETS.lcpAtMostS,
    cls: page.cls <= TARGETS.clsAtMost,
    js: page.jsKb <= reference.jsKb + TARGETS.jsOverReferenceAtMostKb,
  };
}

const allMet = (checks: TargetChecks) => Object.values(checks).every(Boolean);
const mark = (ok: boolean) => (ok ? '✓' : '✗');
const signed = (value: number, digits = 0) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(round(value, digits)).toFixed(digits)}`;
const orDash = (value: number | null) => (value === null ? '–' : String(value));

/** One row per page: figures, deltas against its reference page, and a mark at each target. */
export interface Row {
  page: PageRuns;
  medians: Medians | null;
  reference: Medians | null;
}

export function rowsOf(pages: PageRuns[]): Row[] {
  const referenceOf = (language: 'zh' | 'en') => {
    const reference = pages.find((p) => p.page.isReference && p.page.language === language);
    return reference ? mediansOf(reference) : null;
  };
  const references = { zh: referenceOf('zh'), en: referenceOf('en') };
  return pages.map((page) => ({ page, medians: mediansOf(page), reference: page.page.isReference ? null : references[page.page.language] }));
}

/** The columns after the page's name; bIdx: the median benchmarkIndex of its runs. */
const HEADER = ['Page', 'Perf', 'Δ ref', 'TBT ms', 'Δ ref', 'LCP s', 'CLS', 'JS KB', 'Δ ref', 'A11y · BP · SEO', 'Runs', 'bIdx', 'Targets'];

function cellsOf({ page, medians, reference }: Row): string[] {
  const blank = (first: string) => [first, ...Array<string>(HEADER.length - 2).fill('')];
  if (page.status === 404) return blank('page missing (HTTP 404)');
  if (!medians) return blank(`Lighthouse failed: ${page.runs.find((r) => r.error)?.error?.slice(0, 80) ?? ''}`);
  const others = `${orDash(medians.others.accessibility)} · ${orDash(medians.others['best-practices'])} · ${orDash(medians.others.seo)}`;
  const runs = medians.failedRuns ? `${medians.runs} (${medians.failedRuns} failed)` : String(medians.runs);
  if (!reference) {
    return [String(medians.performance), '', String(medians.tbtMs), '', medians.lcpS.toFixed(2), medians.cls.toFixed(3), medians.jsKb.toFixed(1), '', others, runs, String(medians.benchmarkIndex), ''];
  }
  const checks = checkTargets(medians, reference);
  const missed = Object.values(checks).filter((ok) => !ok).length;
  return [
    `${medians.performance} ${mark(checks.performance)}`,
    `${signed(medians.performance - reference.performance)} ${mark(checks.performanceVsReference)}`,
    String(medians.tbtMs),
    `${signed(medians.tbtMs - reference.tbtMs)} ${mark(checks.tbt)}`,
    `${medians.lcpS.toFixed(2)} ${mark(checks.lcp)}`,
    `${medians.cls.toFixed(3)} ${mark(checks.cls)}`,
    medians.jsKb.toFixed(1),
    `${signed(medians.jsKb - reference.jsKb, 1)} ${mark(checks.js)}`,
    others,
    runs,
    String(medians.benchmarkIndex),
    missed === 0 ? 'all' : `${missed} missed`,
  ];
}

const labelOf = (page: BenchPage) => (page.isReference ? `reference ${page.path}` : page.path);

/** The table for the terminal. */
export function printTable(rows: Row[]): void {
  const table = rows.map((row) => [labelOf(row.page.page), ...cellsOf(row)]);
  const widths = HEADER.map((h, i) => Math.max(h.length, ...table.map((cells) => (cells[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((value, i) => (i === 0 ? value.padEnd(widths[i]!) : value.padStart(widths[i]!))).join('  ');
  console.log([line(HEADER), widths.map((w) => '-'.repeat(w)).join('  '), ...table.map(line)].join('\n'));
}

export function markdownTable(rows: Row[]): string {
  const lines = rows.map((row) => {
    const label = row.page.page.isReference ? `**reference \`${row.page.page.path}\`**` : `\`${row.page.page.path}\``;
    return `| ${[label, ...cellsOf(row)].join(' | ')} |`;
  });
  return [`| ${HEADER.join(' | ')} |`, `|${HEADER.map((_, i) => (i === 0 ? '---' : '--:')).join('|')}|`, ...lines].join('\n');
}

/** How many measured product pages meet every target, and the range of each figure. */
export function summaryOf(rows: Row[]): { measured: number; allMet: number; ranges: Record<'performance' | 'tbtMs' | 'lcpS' | 'cls' | 'jsKb', [number, number]> | null } {
  const product = rows.filter((row) => !row.page.page.isReference && row.medians && row.reference);
  const met = product.filter((row) => allMet(checkTargets(row.medians!, row.reference!))).length;
  if (product.length === 0) return { measured: 0, allMet: 0, ranges: null };
  const range = (pick: (m: Medians) => number): [number, number] => {
    const values = product.map((row) => pick(row.medians!));
    return [Math.min(...values), Math.max(...values)];
  };
  return {
    measured: product.length,
    allMet: met,
    ranges: { performance: range((m) => m.performance), tbtMs: range((m) => m.tbtMs), lcpS: range((m) => m.lcpS), cls: range((m) => m.cls), jsKb: range((m) => m.jsKb) },
  };
}
