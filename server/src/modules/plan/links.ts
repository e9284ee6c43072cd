import { randomBytes } from 'node:crypto';
import type { Language, PlanLink } from '@expo/contract';
import type { Db } from '../../db/engine';

/** The plan's two secret links: a read-only share link and a calendar feed. */
export type LinkKind = 'share' | 'feed';
const COLUMN = { share: 'share_token', feed: 'feed_token' } as const;

/** A new secret: 32 random bytes, URL-safe (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the token shape must be before the database is asked (anything else is simply not found). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function readLinks(db: Db, memberId: number): Promise<{ share: PlanLink; feed: PlanLink }> {
  const row = await db.selectFrom('visit_plan_link').select(['share_token', 'feed_token']).where('member_id', '=', memberId).executeTakeFirst();
  const link = (token: string | null | undefined): PlanLink => ({ on: Boolean(token), token: token ?? null });
  return { share: link(row?.share_token), feed: link(row?.feed_token) };
}

/**
 * Turns a link on (keeping its token when it is on already, so a repeated call changes nothing) or
 * off (the token is dropped: the old URL answers 404 from then on; on again makes a new one).
 * The feed remembers the language it was turned on in: calendar apps send no language of their own.
 */
export async function setLink(db: Db, memberId: number, kind: LinkKind, on: boolean, lang: Language): Promise<PlanLink> {
  const column = COLUMN[kind];
  const token = on ? newToken() : null;
  await db.insertInto('visit_plan_link')
    .values({ member_id: memberId, [column]: token, ...(kind === 'feed' && on ? { feed_lang: lang } : {}) })
    .onConflict((oc) => oc.column('member_id').doUpdateSet((eb) => ({
      // One statement, so two parallel "on" calls keep one token: the first one's.
      [column]: on ? eb.fn.coalesce(eb.ref(`visit_plan_link.${column}`), eb.val(token)) : null,
      ...(kind === 'feed' && on ? { feed_lang: lang } : {}),
    })))
    .execute();
  const links = await readLinks(db, memberId);
  return links[kind];
}

/** The member (and the feed's language) behind a link's token; undefined when no link has it. */
export async function memberOfToken(db: Db, kind: LinkKind, token: string): Promise<{ memberId: number; lang: Language } | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = await db.selectFrom('visit_plan_link').select(['member_id', 'feed_lang']).where(COLUMN[kind], '=', token).executeTakeFirst();
  return row ? { memberId: row.member_id, lang: row.feed_lang } : undefined;
}
