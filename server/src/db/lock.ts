import { mkdirSync, readFileSync, writeFileSync, rmSync, openSync, closeSync } from 'node:fs';
import path from 'node:path';
import { processIsAlive } from '../lib/process-alive';

/**
 * The embedded database belongs to one process: a second PGlite on the same directory loses
 * writes silently. The server holds `server.lock` in DATA_DIR while it runs; a second opener
 * stops with a clear message, and command-line tools find the running server's address there.
 */
export interface LockInfo {
  pid: number;
  /** http://host:port of the server holding the lock, once it listens. */
  url: string | null;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockInfo,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid}` +
        (holder.url ? ` (server at ${holder.url})` : '') +
        '. Only one process may open it: stop that process first, or use the command-line tools, which talk to the running server.',
    );
  }
}

export function lockPath(dataDir: string): string {
  return path.join(dataDir, 'server.lock');
}

/** Reads the lock of a live holder, or null when the directory is free (a stale lock is ignored). */
export function readLiveLock(dataDir: string): LockInfo | null {
  let info: LockInfo;
  try {
    info = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
  } catch {
    return null;
  }
  return processIsAlive(info.pid) ? info : null;
}

export function acquireLock(dataDir: string): { setUrl(url: string): void; release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  const holder = readLiveLock(dataDir);
  if (holder && holder.pid !== process.pid) throw new DataDirLockedError(dataDir, holder);
  rmSync(file, { force: true });
  // 'wx' fails if another process created the file between our check and now.
  const fd = openSync(file, 'wx');
  const info: LockInfo = { pid: process.pid, url: null, startedAt: new Date().toISOString() };
  writeFileSync(fd, JSON.stringify(info));
  closeSync(fd);
  return {
    setUrl(url) {
      writeFileSync(file, JSON.stringify({ ...info, url }));
    },
    release() {
      const current = readLiveLock(dataDir);
      if (current?.pid === process.pid) rmSync(file, { force: true });
    },
  };
}
