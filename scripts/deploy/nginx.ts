import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { aptInstall } from './apt';
import { onCleanUp } from './clean-up';
import { brotliModuleInstalled, localNginxConfig, renderNginxSite, type NginxSiteOptions } from '../../server/src/site/nginx-config';

/** Debian's nginx binary (packages nginx-light or nginx). */
export const NGINX = '/usr/sbin/nginx';
/** What .ci/run and deploy:check install: nginx, and the brotli module the shipped configuration uses where it exists. */
export const NGINX_PACKAGES = ['nginx-light', 'libnginx-mod-http-brotli-static'];

/** Why nginx cannot run here, or null when it can. */
export function nginxMissing(): string | null {
  return existsSync(NGINX) ? null : `nginx is not installed (${NGINX}): apt-get install -y ${NGINX_PACKAGES.join(' ')}`;
}

/** Installs nginx with apt-get when it is missing (as root), as .ci/run does. */
export function installNginx(log: (line: string) => void): void {
  aptInstall(nginxMissing(), NGINX_PACKAGES, log);
}

export interface RunningNginx {
  pid: number;
  version: string;
  brotli: boolean;
  siteFile: string;
  accessLog: string;
  /** Reads the configuration again (the release's routes); resolves once nginx has taken it. */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * nginx with the shipped configuration (deploy/nginx/expo.conf, rendered for these settings),
 * run by this user in the foreground of a child process, everything under `prefix`.
 */
export async function startNginx(prefix: string, site: Omit<NginxSiteOptions, 'accessLog' | 'brotli'>): Promise<RunningNginx> {
  const brotli = brotliModuleInstalled();
  for (const dir of ['temp', 'logs']) mkdirSync(path.join(prefix, dir), { recursive: true });
  const accessLog = path.join(prefix, 'logs', 'access.log');
  const siteFile = path.join(prefix, 'expo.conf');
  const mainFile = path.join(prefix, 'nginx.conf');
  writeFileSync(siteFile, renderNginxSite({ ...site, accessLog, brotli }));
  writeFileSync(mainFile, localNginxConfig({ prefix, siteFile, brotli }));
  const args = ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', mainFile];
  const test = spawnSync(NGINX, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  // In the foreground of a child process in a group of its own (like the other parts: a terminal's
  // Ctrl-C goes to the run, which stops it).
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim().replace(/^nginx version: /, '');
  const workers = () => spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).stdout.trim().split('\n').filter(Boolean);
  const nginx: RunningNginx = {
    pid: child.pid!,
    version,
    brotli,
    siteFile,
    accessLog,
    async reload() {
      const before = new Set(workers());
      process.kill(child.pid!, 'SIGHUP');
      // The new configuration is in force once the old workers are gone and new ones run.
      for (let i = 0; i < 200; i += 1) {
        const now = workers();
        if (now.length > 0 && now.every((pid) => !before.has(pid))) return;
        await sleep(50);
      }
      throw new Error(`nginx did not reload:\n${readTail(path.join(prefix, 'error.log'))}`);
    },
    async stop() {
      forget();
      if (child.exitCode !== null) return;
      signal(child.pid!, 'SIGQUIT');
      const timer = setTimeout(() => child.exitCode === null && signal(child.pid!, 'SIGTERM'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const forget = onCleanUp('stopping nginx', () => nginx.stop());
  const pidFile = path.join(prefix, 'nginx.pid');
  for (let i = 0; !existsSync(pidFile); i += 1) {
    if (child.exitCode !== null || i > 100) {
      await nginx.stop();
      throw new Error(`nginx did not start:\n${stderr}${readTail(path.join(prefix, 'error.log'))}`);
    }
    await sleep(50);
  }
  return nginx;
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // gone already
  }
}

function readTail(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-20).join('\n') : '';
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
