import { ConfigError } from '../config';
import { DataDirLockedError } from '../db/lock';

/** Ends a process that could not start: a clear line and exit 2 for settings and a busy data directory. */
export function exitOnStartupFailure(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
}
