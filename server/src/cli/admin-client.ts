import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { openEngine, type Db } from '../db/engine';
import { acquireLock, readLiveLock } from '../db/lock';
import { migrate } from '../db/migrate';
import { ADMIN_SECRET_FILE, ADMIN_SECRET_HEADER } from '../lib/secrets';

/**
 * How command-line tools reach the data: through the running server's local admin API when a
 * server holds the embedded database (PGlite lets only one process open it), or by opening the
 * database themselves when none runs (or on PostgreSQL, which many processes may share).
 */
export type Target = { kind: 'server'; call: <T>(method: 'GET' | 'POST', route: string, body?: object) => Promise<T> } | { kind: 'database'; db: Db };

export async function withTarget<T>(run: (target: Target, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const holder = config.databaseUrl ? null : readLiveLock(config.dataDir);
  if (holder) {
    if (!holder.url) throw new Error(`The server (process ${holder.pid}) is starting; try again in a moment.`);
    const secret = readFileSync(path.join(config.dataDir, ADMIN_SECRET_FILE), 'utf8').trim();
    const call = async <R>(method: 'GET' | 'POST', route: string, body?: object): Promise<R> => {
      const response = await fetch(`${holder.url}/api/admin${route}`, {
        method,
        headers: { [ADMIN_SECRET_HEADER]: secret, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const envelope = (await response.json()) as { code: number; msg: string; data: R };
      if (envelope.code !== 200) throw new Error(`The server answered ${envelope.code}: ${envelope.msg}`);
      return envelope.data;
    };
    return run({ kind: 'server', call }, config);
  }
  const lock = config.databaseUrl ? null : acquireLock(config.dataDir);
  const engine = await openEngine({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pg` });
  try {
    await migrate(engine.db);
    return await run({ kind: 'database', db: engine.db }, config);
  } finally {
    await engine.close();
    lock?.release();
  }
}

/** Runs a CLI's main, printing a failure as one clear line. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
