import { contentVersion } from './content-version';
import type { Db } from './engine';

type ReadVersion = () => Promise<{ epoch: string; version: number }>;

/** How stale a process's idea of the content version may get when another process saves. */
export const CONTENT_VERSION_MAX_AGE_MS = 1000;

/**
 * This process's view of the content version (epoch and version as one stamp), for caches of
 * content answers. It asks the database at most once per `maxAgeMs`, so a save made through
 * another API process is seen within that bound; `expire()` (called when a change is saved through
 * this process) makes the next caller ask at once, so this process's own saves are seen by its next
 * read. A check that was under way when `expire()` came is not trusted: it may predate the save.
 */
export class ContentVersionWatch {
  private known: { stamp: string; checkedAt: number } | undefined;
  private pending: Promise<string> | undefined;
  private generation = 0;

  private readonly read: ReadVersion;

  /** `source`: the database, or (tests) a function that reads the version. */
  constructor(
    source: Db | ReadVersion,
    private readonly maxAgeMs = CONTENT_VERSION_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.read = typeof source === 'function' ? source : () => contentVersion(source);
  }

  /** The current stamp: at once when checked lately, else after one query shared by concurrent callers. */
  current(): string | Promise<string> {
    if (this.known && this.now() - this.known.checkedAt < this.maxAgeMs) return this.known.stamp;
    return (this.pending ??= this.check());
  }

  /** Content was saved through this process: the next caller reads the version from the database. */
  expire(): void {
    this.generation += 1;
    this.known = undefined;
    this.pending = undefined;
  }

  private async check(): Promise<string> {
    const generation = this.generation;
    // The age counts from before the query: whatever was committed before it started is seen.
    const startedAt = this.now();
    try {
      const { epoch, version } = await this.read();
      const stamp = `${epoch}:${version}`;
      if (generation === this.generation) this.known = { stamp, checkedAt: startedAt };
      return stamp;
    } finally {
      if (generation === this.generation) this.pending = undefined;
    }
  }
}
