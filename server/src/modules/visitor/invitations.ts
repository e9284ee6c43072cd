import { randomInt } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { ApiCode, INVITATION_LIMITS, messageText, type Invitation, type InvitationCreate, type Language, type SourceKind } from '@expo/contract';
import type { Db } from '../../db/engine';
import type { Database } from '../../db/schema';
import { ApiError, invalidField } from '../../lib/envelope';
import { inLanguage } from '../../lib/in-language';
import { iso } from '../content/query';

// Invitations (issue 34, item 1; docs/visitors.md, "Sources and invitations"): who a source is,
// making its links and codes under the exhibitor's cap, a code's use at registration (once, under
// parallel requests), and the counts the team and the organiser read.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 16 characters of Crockford's base 32, each 5 random bits: 80 bits (INVITATION_CODE_PATTERN). */
export function newInvitationCode(): string {
  return Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Who an invitation credits. */
export type SourceOwner = { kind: 'exhibitor'; exhibitorId: number; memberId: number } | { kind: 'media'; mediaPartnerId: number; editor: string } | { kind: 'campaign'; campaign: string; editor: string };

/**
 * Makes a shared link (one code, `cap` uses) or a batch of `cap` single-use codes. An exhibitor's
 * single-use codes are counted against INVITATION_LIMITS.codesPerExhibitor under a lock on its
 * quota row, so parallel requests never pass the cap together.
 */
export async function createInvitation(db: Db, lang: Language, owner: SourceOwner, input: InvitationCreate & { label: string }): Promise<{ id: number; codes: string[] }> {
  return db.transaction().execute((trx) => insertInvitation(trx, lang, owner, input));
}

/** createInvitation inside a transaction of the caller's; with `emails`, an e-mail send: one single-use code per address. */
export async function insertInvitation(trx: Transaction<Database>, lang: Language, owner: SourceOwner, input: InvitationCreate & { label: string }, emails: string[] = []): Promise<{ id: number; codes: string[] }> {
  const singles = input.kind === 'batch' ? input.cap : emails.length;
  if (owner.kind === 'exhibitor' && singles > 0) await reserveCodes(trx, lang, owner.exhibitorId, singles);
  const kind = emails.length ? 'mail' : input.kind;
  const { id } = await trx.insertInto('invitation').values({
    source_kind: owner.kind,
    exhibitor_id: owner.kind === 'exhibitor' ? owner.exhibitorId : null,
    media_partner_id: owner.kind === 'media' ? owner.mediaPartnerId : null,
    campaign: owner.kind === 'campaign' ? owner.campaign : null,
    kind, label: input.label, cap: kind === 'mail' ? emails.length : input.cap,
    made_by_member: owner.kind === 'exhibitor' ? owner.memberId : null,
    made_by_editor: owner.kind === 'exhibitor' ? null : owner.editor,
  }).returning('id').executeTakeFirstOrThrow();
  const exhibitorId = owner.kind === 'exhibitor' ? owner.exhibitorId : null;
  const rows = kind === 'link'
    ? [{ code: newInvitationCode(), invitation_id: id, exhibitor_id: exhibitorId, max_uses: input.cap, email: null }]
    : Array.from({ length: kind === 'mail' ? emails.length : input.cap }, (_, i) => ({ code: newInvitationCode(), invitation_id: id, exhibitor_id: exhibitorId, max_uses: 1, email: emails[i] ?? null }));
  // 80 random bits: a repeated code is as likely as guessing one; the primary key would refuse it.
  for (let start = 0; start < rows.length; start += 500) await trx.insertInto('invitation_code').values(rows.slice(start, start + 500)).execute();
  return { id, codes: rows.map((r) => r.code) };
}

/** Takes `n` of the exhibitor's single-use codes, or refuses naming how many are left. */
async function reserveCodes(trx: Transaction<Database>, lang: Language, exhibitorId: number, n: number): Promise<void> {
  const cap = INVITATION_LIMITS.codesPerExhibitor;
  await trx.insertInto('invitation_quota').values({ exhibitor_id: exhibitorId }).onConflict((oc) => oc.column('exhibitor_id').doNothing()).execute();
  const taken = await trx.updateTable('invitation_quota').set({ codes: sql<number>`codes + ${n}` })
    .where('exhibitor_id', '=', exhibitorId).where(sql<boolean>`codes + ${n} <= ${cap}`).returning('codes').executeTakeFirst();
  if (taken) return;
  const { codes } = await trx.selectFrom('invitation_quota').select('codes').where('exhibitor_id', '=', exhibitorId).executeTakeFirstOrThrow();
  throw invalidField('cap', messageText(lang, 'invitationCodesCap', { n: cap, left: Math.max(0, cap - codes) }));
}

/** A code as the register page and the registration find it, with who it credits. */
export async function invitationOfCode(db: Db, code: string) {
  return db.selectFrom('invitation_code as c').innerJoin('invitation as i', 'i.id', 'c.invitation_id')
    .leftJoin('exhibitor as e', 'e.id', 'i.exhibitor_id').leftJoin('media_partner as p', 'p.id', 'i.media_partner_id')
    .select(['c.code', 'c.uses', 'c.max_uses', 'i.id', 'i.source_kind', 'i.campaign', 'e.name_zh', 'e.name_en', 'p.name_zh as partner_zh', 'p.name_en as partner_en'])
    .where('c.code', '=', code).executeTakeFirst();
}

type CodeRow = NonNullable<Awaited<ReturnType<typeof invitationOfCode>>>;
type Inviter = Pick<CodeRow, 'source_kind' | 'name_zh' | 'name_en' | 'partner_zh' | 'partner_en' | 'campaign'>;

/** Who invites, in the visitor's language (an exhibitor's or partner's name; a campaign credits the show). */
export function inviterName(row: Inviter, lang: Language): string {
  const pick = (zh: string | null, en: string | null) => inLanguage(lang, zh, en);
  if (row.source_kind === 'exhibitor') return pick(row.name_zh, row.name_en);
  if (row.source_kind === 'media') return pick(row.partner_zh, row.partner_en);
  return row.campaign ?? '';
}

/** A registration's code checked before the contact's code is spent: known and not used up (400 naming `invitation`). */
export async function checkInvitation(db: Db, lang: Language, code: string): Promise<string> {
  const row = await invitationOfCode(db, code);
  if (!row) throw invalidField('invitation', messageText(lang, 'invitationUnknown'));
  if (row.uses >= row.max_uses) throw invalidField('invitation', messageText(lang, 'invitationUsedUp'));
  return row.code;
}

/**
 * One use of a code, inside the registration's transaction: one statement that only passes while
 * uses < max_uses, so of parallel registrations with one single-use code exactly one takes it (on
 * PostgreSQL the others wait for its row lock, then find it used). Refuses (the registration rolls
 * back) when none is left.
 */
export async function useInvitation(trx: Transaction<Database>, lang: Language, code: string): Promise<number> {
  const used = await trx.updateTable('invitation_code').set({ uses: sql<number>`uses + 1` })
    .where('code', '=', code).where(sql<boolean>`uses < max_uses`).returning('invitation_id').executeTakeFirst();
  if (!used) throw invalidField('invitation', messageText(lang, 'invitationUsedUp'));
  return used.invitation_id;
}

/** Counts an opening of the register page with a code; the code's row, or nothing. */
export async function openInvitation(db: Db, code: string): Promise<CodeRow | undefined> {
  const opened = await db.updateTable('invitation_code').set({ opened: sql<number>`opened + 1` }).where('code', '=', code).returning('code').executeTakeFirst();
  return opened ? invitationOfCode(db, code) : undefined;
}

/** Invitations with their counts: opened and used from the codes, registered and admitted from the visitors they brought. */
export function invitationsWithCounts(db: Db) {
  return db.selectFrom('invitation as i')
    .leftJoin('exhibitor as e', 'e.id', 'i.exhibitor_id').leftJoin('media_partner as p', 'p.id', 'i.media_partner_id')
    .select(['i.id', 'i.kind', 'i.label', 'i.cap', 'i.created_at', 'i.source_kind', 'i.campaign', 'i.exhibitor_id', 'e.name_zh', 'e.name_en', 'p.name_zh as partner_zh', 'p.name_en as partner_en'])
    .select((eb) => [
      eb.selectFrom('invitation_code as c').whereRef('c.invitation_id', '=', 'i.id').select(sql<number>`coalesce(sum(c.opened), 0)::int`.as('n')).as('opened'),
      eb.selectFrom('invitation_code as c').whereRef('c.invitation_id', '=', 'i.id').select(sql<number>`coalesce(sum(c.uses), 0)::int`.as('n')).as('used'),
      eb.selectFrom('invitation_code as c').whereRef('c.invitation_id', '=', 'i.id').where('i.kind', '=', 'link').select('c.code').limit(1).as('link_code'),
      eb.selectFrom('visitor as v').whereRef('v.invitation_id', '=', 'i.id').select(sql<number>`count(*)::int`.as('n')).as('registered'),
      eb.selectFrom('visitor as v').whereRef('v.invitation_id', '=', 'i.id').where(sql<boolean>`EXISTS (SELECT 1 FROM admission a WHERE a.visitor_id = v.id)`).select(sql<number>`count(*)::int`.as('n')).as('admitted'),
    ]);
}

type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitationsWithCounts>['executeTakeFirstOrThrow']>>;

export function invitationOf(row: InvitationRow, lang: Language, withOwner = false): Invitation {
  return {
    id: row.id, kind: row.kind, label: row.label, cap: row.cap, used: row.used ?? 0, code: row.link_code ?? null,
    opened: row.opened ?? 0, registered: row.registered ?? 0, admitted: row.admitted ?? 0, createdAt: iso(row.created_at),
    ...(withOwner ? { owner: inviterName(row, lang), sourceKind: row.source_kind as SourceKind } : {}),
  };
}

/** The exhibitor's invitation, or a 404 (another exhibitor's is never found). */
export async function teamInvitation(db: Db, lang: Language, exhibitorId: number, id: number): Promise<{ id: number; kind: string }> {
  const row = await db.selectFrom('invitation').select(['id', 'kind']).where('id', '=', id).where('exhibitor_id', '=', exhibitorId).executeTakeFirst();
  if (!row) throw new ApiError(ApiCode.notFound, messageText(lang, 'invitationUnknown'));
  return row;
}
