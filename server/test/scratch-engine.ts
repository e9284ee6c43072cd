import { openEngine, type Engine } from '../src/db/engine';
import { migrate } from '../src/db/migrate';
import { seedContent } from '../src/seed';
import { createScratchDatabase } from './scratch-database';

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
  const scratch = await createScratchDatabase(serverUrl, prefix);
  const engine = await openEngine({ databaseUrl: scratch.url, dataDir: 'memory://' });
  const close = async () => {
    await engine.close();
    await scratch.drop();
  };
  try {
    await migrate(engine.db);
    if (seed) await seedContent(engine.db, 'small');
  } catch (error) {
    await close();
    throw error;
  }
  return { url: scratch.url, engine, close };
}
