import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { NODE_WITH_TSX, groupGone, signalGroup } from '../../server/test/child-processes';
import { onCleanUp } from './clean-up';

const REPO = path.resolve(__dirname, '../..');

/** One Node part of the layout (an API process, the worker), run as its npm script runs it. */
export interface PartProcess {
  name: string;
  pid: number;
  logFile: string;
  /** Whether it has ended (and how), or null while it runs. */
  ended(): string | null;
  /** Calls `watch` with each line it writes (and with what it wrote already). */
  watch(watch: (line: string) => void): void;
  /** The last lines of its log. */
  tail(lines?: number): string;
  /** Signals its whole process group and waits until none of it is left. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `node --import tsx <script>` from the repository with `env` in its own process group (so
 * that it can be stopped whole: the script and what it runs, such as the worker's build), its output in
 * `logFile`. Stopped by stop(), or by the run's clean-up when the run is interrupted.
 */
export function startPart(name: string, script: string, env: Record<string, string>, logFile: string): PartProcess {
  const child = spawn(process.execPath, [...NODE_WITH_TSX, path.join(REPO, script)], { cwd: REPO, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  // Appended to: a part started again (a restart) keeps its earlier runs' lines.
  const log = createWriteStream(logFile, { flags: 'a' });
  const lines: string[] = [];
  const watchers: ((line: string) => void)[] = [];
  let partial = '';
  const read = (chunk: Buffer) => {
    log.write(chunk);
    const text = partial + chunk.toString();
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      lines.push(line);
      for (const watcher of watchers) watcher(line);
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  let end: string | null = null;
  const exited = new Promise<void>((resolve) => child.once('exit', (code, signal) => {
    end = signal ? `stopped by ${signal}` : `exited with code ${code}`;
    log.end();
    resolve();
  }));
  const part: PartProcess = {
    name,
    pid: child.pid!,
    logFile,
    ended: () => end,
    watch(watcher) {
      watchers.push(watcher);
      for (const line of lines) watcher(line);
    },
    tail: (count = 30) => (lines.length ? lines : readFileSync(logFile, 'utf8').split('\n')).slice(-count).join('\n'),
    async stop(signal = 'SIGTERM') {
      forget();
      if (end === null) {
        signalGroup(child.pid!, signal);
        const timer = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      await groupGone(child.pid!, 'kill');
    },
  };
  const forget = onCleanUp(`stopping ${name}`, () => part.stop());
  return part;
}
