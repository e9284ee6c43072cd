import type { FastifyRequest } from 'fastify';
import { ApiCode, messageText } from '@expo/contract';
import type { Db } from '../../db/engine';
import { ApiError } from '../../lib/envelope';
import { bearerToken } from '../../lib/bearer-token';
import { randomToken, sha256 } from '../../lib/hashing';
import { hashPassword } from '../../lib/passwords';

export const EDITOR_SESSION_HOURS = 12;

export interface Editor {
  id: number;
  username: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    editor: Editor | null;
  }
}

/** Editor sessions: like members' (opaque tokens, only the hash stored), in their own table. */
export async function createEditorSession(db: Db, editorId: number): Promise<string> {
  const token = randomToken();
  await db.insertInto('editor_session').values({ token_hash: sha256(token), editor_id: editorId, expires_at: new Date(Date.now() + EDITOR_SESSION_HOURS * 3_600_000) }).execute();
  return token;
}

export async function revokeEditorSession(db: Db, token: string): Promise<void> {
  await db.updateTable('editor_session').set({ revoked_at: new Date() }).where('token_hash', '=', sha256(token)).execute();
}

/** preHandler of editor routes: a live editor session, else 401 (a member's token is not one). */
export function requireEditor(db: Db) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const row = token
      ? await db.selectFrom('editor_session as s').innerJoin('editor as e', 'e.id', 's.editor_id').select(['e.id', 'e.username'])
          .where('s.token_hash', '=', sha256(token)).where('s.revoked_at', 'is', null).where('s.expires_at', '>', new Date()).executeTakeFirst()
      : undefined;
    if (!row) throw new ApiError(ApiCode.unauthorized, messageText(request.lang, 'signIn'));
    request.editor = row;
  };
}

/** Adds an editor account, or sets a new password for an existing one. */
export async function saveEditor(db: Db, username: string, password: string): Promise<{ id: number; created: boolean }> {
  if (!/^[A-Za-z0-9._-]{3,40}$/.test(username)) throw new Error('The username must be 3 to 40 letters, digits, dots, dashes or underscores.');
  if (password.length < 10) throw new Error('An editor password must have at least 10 characters.');
  const passwordHash = await hashPassword(password);
  const existing = await db.selectFrom('editor').select('id').where('username', '=', username).executeTakeFirst();
  if (existing) {
    await db.updateTable('editor').set({ password_hash: passwordHash }).where('id', '=', existing.id).execute();
    await db.updateTable('editor_session').set({ revoked_at: new Date() }).where('editor_id', '=', existing.id).where('revoked_at', 'is', null).execute();
    return { id: existing.id, created: false };
  }
  const { id } = await db.insertInto('editor').values({ username, password_hash: passwordHash }).returning('id').executeTakeFirstOrThrow();
  return { id, created: true };
}
