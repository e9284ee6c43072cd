import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/engine';

// The site's secrets live where every API process started from the same settings finds the same
// value: in a variable (ADMIN_SECRET, POLYV_SECRET, BADGE_SECRET), or, when it is unset, as one
// random value kept in the database (`app_secret`), made by whichever process needs it first.
// Nothing secret is kept in one process's files: DATA_DIR/admin.secret is only a copy, written by
// the process that holds the embedded database, for the command-line tools on its machine.

/** The names of the generated secrets in `app_secret` (the RSA key pair has its own, rsa.ts). */
export type StoredSecretName = 'admin' | 'polyv' | 'badge';

/** The secret stored under `name` (base64 of 32 random bytes), made on first use; every process reads the same one. */
export async function storedSecret(db: Db, name: StoredSecretName): Promise<string> {
  await db.insertInto('app_secret').values({ name, value: randomBytes(32).toString('base64') }).onConflict((oc) => oc.column('name').doNothing()).execute();
  // Another process may have stored it first: read back whichever value won.
  const row = await db.selectFrom('app_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

/** A secret's setting when given, else the database's: read once per process, on first use. */
export function sharedSecret(db: Db, name: StoredSecretName, configured: string | undefined): () => Promise<string> {
  let value: Promise<string> | undefined;
  return () => (value ??= configured ? Promise.resolve(configured) : storedSecret(db, name));
}

export const ADMIN_SECRET_FILE = 'admin.secret';
export const ADMIN_SECRET_HEADER = 'x-admin-secret';

/**
 * The copy of the admin secret for the command-line tools beside the process that holds the
 * embedded database (they cannot open it while it runs, so they call its local admin API).
 * Readable by its owner only; rewritten at every start.
 */
export function writeAdminSecretFile(dataDir: string, secret: string): void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, ADMIN_SECRET_FILE);
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
}
