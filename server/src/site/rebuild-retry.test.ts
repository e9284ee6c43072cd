import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseCopy, type DatabaseCopy } from '../../test/database-templates';
import type { SiteBuilder } from './build';
import { RebuildWorker } from './rebuild';
import { publishedReleases } from './release-target';
import { BUILD_STAMP_FILE } from './site-dir';
import { until } from '../../test/until';

// A failed build (the content API down for a moment) is tried again by the worker itself, so
// content saved before the failure is published without another edit; a retry when the served
// release is the current content's builds nothing. A stand-in for gatsby build, in this process.

const RETRY_MS = 200;
const WAIT = { everyMs: 50, detail: () => lines.join('\n') };
let copy: DatabaseCopy;
let root: string;
let worker: RebuildWorker | undefined;
const lines: string[] = [];
/** The fingerprint of each build begun, in order. */
const builds: string[] = [];
let failures = 0;

const standIn: SiteBuilder = (_apiUrl, _siteUrl, fingerprint) => {
  const dir = mkdtempSync(path.join(root, 'build-'));
  const done = (async () => {
    builds.push(fingerprint);
    if (failures > 0) {
      failures -= 1;
      throw new Error('gatsby build failed: the content API answered 503');
    }
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>stand-in</title>');
    writeFileSync(path.join(dir, BUILD_STAMP_FILE), JSON.stringify({ fingerprint }));
  })();
  return { done, dir, stop: () => {}, pid: () => undefined, release: () => {} };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  copy = await databaseCopy(process.env.DATABASE_URL, 'expo_rebuild_retry', { seed: false });
  root = mkdtempSync(path.join(os.tmpdir(), 'expo-rebuild-retry-'));
});
afterAll(async () => {
  await worker?.stop();
  await copy?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

test('a failed build is tried again by itself, waiting RETRY_MS, and the content is published', async () => {
  const target = publishedReleases(path.join(root, 'publish'), (line) => lines.push(line));
  failures = 1;
  worker = new RebuildWorker({
    db: copy.engine.db, apiUrl: 'http://127.0.0.1:9/api', siteUrl: 'http://expo.test', target, build: standIn,
    quietMs: 10, pollMs: 50, retryMs: [RETRY_MS], log: (line) => lines.push(line),
  });
  await worker.start();
  await until(() => target.current() !== undefined, 20_000, 'a release is published after the failed first build', WAIT);
  expect(builds).toHaveLength(2);
  expect(builds[1]).toBe(builds[0]);
  expect(lines.some((line) => line.includes('The site build failed') && line.includes('503'))).toBe(true);
  expect(lines.some((line) => line.startsWith('Building the site (retry after a failed build)'))).toBe(true);
});

test('a retry when the served release is the current content\'s builds nothing', async () => {
  const before = builds.length;
  failures = 1;
  worker!.request('requested by hand', { force: true });
  await until(() => builds.length === before + 1 && lines.filter((line) => line.includes('The site build failed')).length === 2, 20_000, 'the forced build failed', WAIT);
  // The retry comes after RETRY_MS; it finds the served release up to date and does not build.
  await sleep(RETRY_MS * 4);
  expect(builds).toHaveLength(before + 1);
});
