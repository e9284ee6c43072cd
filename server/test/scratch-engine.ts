import type { Engine } from '../src/db/engine';
import { databaseCopy } from './database-templates';

export interface ScratchEngine {
  /** The scratch database's URL, for the processes a test starts on it. */
  url: string;
  /** The test's own connection to it, migrated. */
  engine: Engine;
  /** Closes the connection and drops the database. */
  close(): Promise<void>;
}

/** A migrated scratch database on the PostgreSQL server at `serverUrl` (with the small demo content when `seed`), and a connection to it. */
export async function scratchEngine(serverUrl: string, prefix: string, { seed = false } = {}): Promise<ScratchEngine> {
  const copy = await databaseCopy(serverUrl, prefix, { seed });
  return { url: copy.url!, engine: copy.engine, close: copy.close };
}
