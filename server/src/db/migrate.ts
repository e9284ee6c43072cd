import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from './engine';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/**
 * Applies the versioned SQL files in migrations/ that have not run yet, in name order, each in
 * its own transaction. Safe to run twice and from two processes at once (advisory lock).
 */
export async function migrate(db: Db): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migration (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const ran = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(727274)`.execute(trx);
      const done = await trx
        .selectFrom('schema_migration')
        .select('version')
        .where('version', '=', version)
        .executeTakeFirst();
      if (done) return false;
      const text = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
      await sql.raw(text).execute(trx);
      await trx.insertInto('schema_migration').values({ version }).execute();
      return true;
    });
    if (ran) applied.push(version);
  }
  return applied;
}
