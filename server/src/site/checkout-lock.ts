import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { processIsAlive } from '../lib/process-alive';

/**
 * One builder per checkout: `gatsby build` writes the checkout's `.cache` and `public`, so two
 * builders in one working directory (say `npm start` and `deploy:check`'s worker, each with its own
 * database, whose build leases cannot see each other) broke each other's builds. A builder holds
 * this lock from the build's start until its output was copied out; another one waits for it,
 * saying which process it waits for. A lock left by a process that is gone is taken over.
 */
export interface CheckoutLockHolder {
  pid: number;
  /** what builds: the API it builds from */
  holder: string;
  token: string;
  since: string;
}

export interface CheckoutLockOptions {
  file: string;
  holder: string;
  log: (line: string) => void;
  /** true once the build was called off: the wait ends without the lock */
  cancelled?: () => boolean;
  pollMs?: number;
}

export class CheckoutLockCancelled extends Error {}

/** Waits for the checkout's build lock and takes it; the answer frees it. */
export async function lockCheckout({ file, holder, log, cancelled = () => false, pollMs = 2000 }: CheckoutLockOptions): Promise<() => void> {
  const mine: CheckoutLockHolder = { pid: process.pid, holder, token: randomUUID(), since: new Date().toISOString() };
  let told = false;
  for (;;) {
    if (cancelled()) throw new CheckoutLockCancelled('the build was called off while it waited for the checkout');
    if (tryTake(file, mine)) return () => free(file, mine.token);
    const other = readHolder(file);
    if (other && !told) {
      log(`Another build of this checkout is running (process ${other.pid}, building from ${other.holder}, since ${other.since}): this build waits for it to finish.`);
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

function tryTake(file: string, mine: CheckoutLockHolder): boolean {
  const other = readHolder(file);
  if (other && processIsAlive(other.pid)) return false;
  // Gone, or left by a process that is gone: removed, then created exclusively (of two takers, one wins).
  if (other) rmSync(file, { force: true });
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, JSON.stringify(mine));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function free(file: string, token: string): void {
  if (readHolder(file)?.token === token) rmSync(file, { force: true });
}

function readHolder(file: string): CheckoutLockHolder | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CheckoutLockHolder;
  } catch {
    return null;
  }
}
