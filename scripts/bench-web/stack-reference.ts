import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { REPO } from '../../server/src/site/build';
import { precompressTree } from '../../server/src/site/precompress';
import { siteRoutes } from '../../server/src/site/serve';
import { SiteDirectory } from '../../server/src/site/site-dir';

/**
 * The stack reference (bench/stack-reference/): one page in Chinese and English made with the
 * card's stack alone. It has no packages of its own: they resolve from the repository's
 * node_modules, and its package.json (which `gatsby build` wants) must name the root's versions.
 */
export const REFERENCE_DIR = path.join(REPO, 'bench/stack-reference');
const REFERENCE_PUBLIC = path.join(REFERENCE_DIR, 'public');
const BUILD_TIMEOUT_MS = 10 * 60_000;

/** The reference's pages: its one page in each language. */
export const REFERENCE_PAGES = { zh: '/', en: '/en/' } as const;

interface Manifest {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const readManifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

/**
 * Throws unless every package the reference names has the root package.json's version and the
 * installed copy it resolves to (from the repository's node_modules) is that version.
 */
export function checkReferenceVersions(): void {
  const root = readManifest(path.join(REPO, 'package.json'));
  const reference = readManifest(path.join(REFERENCE_DIR, 'package.json'));
  const problems: string[] = [];
  for (const [name, version] of Object.entries(reference.dependencies ?? {})) {
    const rootVersion = root.dependencies?.[name] ?? root.devDependencies?.[name];
    if (rootVersion !== version) problems.push(`${name} ${version} in the reference, ${rootVersion ?? 'absent'} in the root package.json`);
    const installed = installedManifest(name);
    if (!installed) problems.push(`${name} is not installed (npm install at the repository's root)`);
    else if (installed.version !== version) problems.push(`${name} ${version} wanted, ${installed.version} installed at ${path.relative(REPO, installed.dir)}`);
  }
  if (existsSync(path.join(REFERENCE_DIR, 'node_modules'))) problems.push('bench/stack-reference/node_modules exists: the reference must use the root\'s packages (delete it)');
  if (problems.length > 0) throw new Error(`The stack reference's packages are not the site's:\n  ${problems.join('\n  ')}`);
}

/** The package.json of `name` as Node resolves it from the reference's directory. */
function installedManifest(name: string): { dir: string; version?: string } | null {
  const lookup = createRequire(path.join(REFERENCE_DIR, 'package.json')).resolve.paths(name) ?? [];
  for (const modules of lookup) {
    const dir = path.join(modules, name);
    if (existsSync(path.join(dir, 'package.json'))) return { dir, version: readManifest(path.join(dir, 'package.json')).version };
  }
  return null;
}

/**
 * `gatsby build` in the reference's directory (from scratch for public/, with Gatsby's cache),
 * then the brotli and gzip twins the product writes for its releases.
 */
export async function buildReference(log: (line: string) => void = console.log): Promise<void> {
  rmSync(REFERENCE_PUBLIC, { recursive: true, force: true });
  const started = Date.now();
  await runGatsbyBuildIn(REFERENCE_DIR);
  const compressed = await precompressTree(REFERENCE_PUBLIC);
  log(`Stack reference built in ${Math.round((Date.now() - started) / 1000)} s (${compressed} files compressed).`);
}

function runGatsbyBuildIn(dir: string): Promise<void> {
  const child = spawn(process.execPath, [path.join(REPO, 'node_modules/gatsby/cli.js'), 'build'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString().split('\n').filter((line) => line.trim()));
    tail.splice(0, Math.max(0, tail.length - 30));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGTERM'), BUILD_TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`gatsby build of the stack reference ${signal ? `was stopped (${signal})` : `failed (exit code ${code})`}:\n${tail.join('\n')}`));
    });
  });
}

export interface ServedSite {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the built reference on 127.0.0.1 the way the product serves its releases: the product's
 * own site routes (pre-compressed twins, cache headers, per-page CSP) behind @fastify/compress.
 */
export async function serveReference(port: number): Promise<ServedSite> {
  const app = Fastify({ logger: false });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(siteRoutes, { site: new SiteDirectory(REFERENCE_PUBLIC) });
  const url = await app.listen({ host: '127.0.0.1', port });
  return { url, close: () => app.close() };
}
