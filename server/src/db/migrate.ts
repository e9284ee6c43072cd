import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from './engine';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** The migrations this code knows, in the order they apply. */
export async function knownMigrations(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort().map((f) => f.replace(/\.sql$/, ''));
}

/** The known migrations a database has not applied; null when it has none of ours (no schema_migration table). */
export async function pendingMigrations(db: Db): Promise<string[] | null> {
  const table = await sql<{ name: string | null }>`SELECT to_regclass('schema_migration')::text AS name`.execute(db);
  if (!table.rows[0]?.name) return null;
  const applied = new Set((await db.selectFrom('schema_migration').select('version').execute()).map((r) => r.version));
  return (await knownMigrations()).filter((version) => !applied.has(version));
}

const MIGRATION_LOCK = 727274;

/**
 * Applies the versioned SQL files in migrations/ that have not run yet, in name order, each in
 * its own transaction. Safe to run twice and from two processes at once: every step holds a
 * transaction-scoped advisory lock (PgBouncer's transaction pooling keeps no session lock).
 */
export async function migrate(db: Db): Promise<string[]> {
  // Under the lock too: two CREATE TABLE IF NOT EXISTS at once on an empty database can both
  // try to create it (duplicate key in pg_type), as two processes starting together did.
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK)})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migration (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(trx);
  });
  const applied: string[] = [];
  for (const version of await knownMigrations()) {
    const file = `${version}.sql`;
    const ran = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK)})`.execute(trx);
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
