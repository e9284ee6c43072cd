import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { filesDir, type Config } from '../config';
import { hashPassword } from '../lib/passwords';

/** The password of the demo exhibitor logins that the README gives, for local use and tests. */
export const SEED_EXHIBITOR_PASSWORD = 'Bakery2027';
/** Where a production seed lists the random passwords of its exhibitor logins, in DATA_DIR. */
export const EXHIBITOR_LOGINS_FILE = 'exhibitor-logins.txt';

/** The README's password for every demo login, or a random one each, listed in `file`. */
export type ExhibitorPasswords = { kind: 'known' } | { kind: 'random'; file: string };

/**
 * Under NODE_ENV=production a published password would let anyone bind an account to a demo
 * exhibitor and read its inquiries, so each login gets a random one; development and tests keep
 * the README's, so the local walk-through and the end-to-end stories can sign in.
 */
export function exhibitorPasswordsFor(config: Pick<Config, 'nodeEnv' | 'dataDir'>): ExhibitorPasswords {
  return config.nodeEnv === 'production' ? { kind: 'random', file: path.join(filesDir(config), EXHIBITOR_LOGINS_FILE) } : { kind: 'known' };
}

export interface ExhibitorLogin {
  exhibitor_id: number;
  username: string;
  password_hash: string;
}

/**
 * The login rows of these exhibitors, and what to do once they are saved: for random passwords,
 * write them to the file (owner-only, replaced whole), since only their hashes are kept.
 */
export async function exhibitorLogins(exhibitorIds: readonly number[], passwords: ExhibitorPasswords) {
  const known = passwords.kind === 'known' ? await hashPassword(SEED_EXHIBITOR_PASSWORD) : undefined;
  const logins = await Promise.all(exhibitorIds.map(async (id) => {
    const password = known ? SEED_EXHIBITOR_PASSWORD : randomBytes(12).toString('base64url');
    return { row: { exhibitor_id: id, username: `exhibitor${id}`, password_hash: known ?? (await hashPassword(password)) }, password };
  }));
  return {
    rows: logins.map((login) => login.row),
    /** After the rows are committed; returns the file written, if any. */
    async saved(): Promise<string | undefined> {
      if (passwords.kind === 'known') return undefined;
      const lines = logins.map(({ row, password }) => `${row.username} ${password}`);
      await mkdir(path.dirname(passwords.file), { recursive: true });
      const partial = `${passwords.file}.${process.pid}.partial`;
      await writeFile(partial, `# Demo exhibitor logins (username password), seeded ${new Date().toISOString()}\n${lines.join('\n')}\n`, { mode: 0o600 });
      await rename(partial, passwords.file);
      return passwords.file;
    },
  };
}
