import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { NODE_WITH_TSX, groupGone, signalGroup } from './child-processes';
import { SEED_SHOW_FIRST_DAY } from '../src/seed/site';

const MAIN = path.resolve(__dirname, '../src/main.ts');

/** The settings every test server process shares: a port the system picks, no seed, no rebuilds. */
const BASE_ENV = { PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_WHEN_EMPTY: 'none', REBUILDS: 'off', SITE_DIR: '' };
/** A test process's gates admit on the seeded show's first day (GATE_TEST_DAY exists under NODE_ENV=test only). */
const TEST_ONLY_ENV = { GATE_TEST_DAY: SEED_SHOW_FIRST_DAY };

export interface ServerProcess {
  url: string;
  /** Signals the whole process group and waits until none of it is left. */
  stop(signal: NodeJS.Signals): Promise<void>;
  /** Signals the whole process group and returns at once. */
  signal(signal: NodeJS.Signals): void;
  /** The process's exit code (null when a signal ended it), once it has exited. */
  exited: Promise<number | null>;
  /** What it printed so far (stdout and stderr). */
  output(): string;
}

/** A real API process (src/main.ts) in its own process group; resolves with its URL once it listens. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const settings = { ...BASE_ENV, ...env };
  const child = spawn(process.execPath, [...NODE_WITH_TSX, MAIN], { env: { ...process.env, ...(settings.NODE_ENV === 'test' ? TEST_ONLY_ENV : {}), ...settings }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(/listening at (http:\/\/[^\s]+)\/api/)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ url, stop: (signal) => stopGroup(child, signal), signal: (signal) => signalGroup(child.pid!, signal), exited, output: () => output });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal !== 'SIGKILL' && signal !== 'SIGTERM') reject(new Error(`the server stopped (${code}):\n${output}`));
    });
  });
}

async function stopGroup(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  const pgid = child.pid!;
  const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
  signalGroup(pgid, signal);
  await exited;
  await groupGone(pgid, 'throw');
}
