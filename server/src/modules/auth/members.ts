import type { Selectable } from 'kysely';
import type { Db } from '../../db/engine';
import type { MemberTable } from '../../db/schema';

export type Member = Selectable<MemberTable>;
export type Identity = { mobile: string } | { email: string };

export function findMember(db: Db, identity: Identity): Promise<Member | undefined> {
  const query = db.selectFrom('member').selectAll();
  return ('mobile' in identity ? query.where('mobile', '=', identity.mobile) : query.where('email', '=', identity.email)).executeTakeFirst();
}

/** Username is a mobile number or an e-mail address. */
export function findByUsername(db: Db, username: string): Promise<Member | undefined> {
  return findMember(db, username.includes('@') ? { email: username.toLowerCase() } : { mobile: username });
}

export async function createMember(db: Db, identity: Identity, passwordHash: string): Promise<number | null> {
  const row = await db
    .insertInto('member')
    .values({ ...identity, password_hash: passwordHash })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function setPassword(db: Db, memberId: number, passwordHash: string): Promise<void> {
  await db.updateTable('member').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', memberId).execute();
}
