import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exitOnStartupFailure } from '../src/lib/startup-failure';
import { spawnBuildProcess, type SiteBuilder } from '../src/site/build';
import { runWorkerProcess } from '../src/site/worker';

// `npm run worker` with a stand-in for `gatsby build` (for worker-takeover.test.ts): a Node
// process started the way the real build is (spawnBuildProcess: it ends with its worker) that
// takes STAND_IN_BUILD_MS, writes a one-page site with the build's stamp, and appends to
// STAND_IN_LOG when it starts and when it ends: finished, or abandoned when it exits before. While
// the file STAND_IN_HOLD names exists, a build does not finish (a test holds one it will kill).

const SCRIPT = `
const fs = require('node:fs');
const path = require('node:path');
const { STAND_IN_LOG: log, STAND_IN_OUT: out, STAND_IN_FINGERPRINT: fingerprint, STAND_IN_BUILD_MS: ms, STAND_IN_WORKER: worker, STAND_IN_HOLD: hold } = process.env;
const note = (what) => fs.appendFileSync(log, what + ' ' + worker + ' ' + process.pid + ' ' + Date.now() + '\\n');
let finished = false;
process.on('exit', () => { if (!finished) note('abandoned'); });
note('start');
const finish = () => {
  if (hold && fs.existsSync(hold)) return setTimeout(finish, 50);
  fs.writeFileSync(path.join(out, 'index.html'), '<!doctype html><title>stand-in</title>' + fingerprint);
  fs.writeFileSync(path.join(out, 'match-paths.json'), '[]');
  fs.writeFileSync(path.join(out, 'build-stamp.json'), JSON.stringify({ fingerprint }));
  finished = true;
  note('end');
};
setTimeout(finish, Number(ms));
`;

const standInBuild: SiteBuilder = (_apiUrl, _siteUrl, fingerprint, log) => {
  const out = mkdtempSync(path.join(process.env.STAND_IN_ROOT ?? os.tmpdir(), 'build-'));
  const env = { STAND_IN_OUT: out, STAND_IN_FINGERPRINT: fingerprint, STAND_IN_WORKER: String(process.pid) };
  const { child, done } = spawnBuildProcess('stand-in build', ['-e', SCRIPT], env, log);
  return { done, dir: out, stop: () => child.kill('SIGTERM'), pid: () => child.pid, release: () => {} };
};

runWorkerProcess(process.env, standInBuild).catch(exitOnStartupFailure);
