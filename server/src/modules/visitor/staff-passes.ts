import { sql, type Transaction } from 'kysely';
import {
  ApiCode, STAFF_PASS_LIMITS, shownName, badgeDayRange, defaultStaffQuota, formatBadgeNumber, messageText,
  type Language, type StaffPass, type StaffPassHolder, type StaffPassRequest,
} from '@expo/contract';
import type { Db } from '../../db/engine';
import type { Database } from '../../db/schema';
import { ApiError, invalidField } from '../../lib/envelope';
import { readExhibition } from '../../lib/exhibition';
import { iso } from '../content/query';
import { checkEmail, checkMobile } from '../auth/validate';
import { newBadgeNumber, newNonce } from './badge-token';
import { inLanguage } from '../../lib/in-language';
import type { VisitorRow } from './visitors';

// Staff passes (issue 34, item 2; docs/visitors.md, "Staff passes"): badges of kind 'staff' in the
// visitor table, owned by an exhibitor, under its quota. The quota is counted under a lock on the
// exhibitor's row, so parallel additions never pass it together; a hand-over gives the pass a new
// holder, token and number in one statement.

type Trx = Transaction<Database>;

/** A holder as typed: a name, and a mobile or an e-mail (one of them), each checked (400 naming the field). */
export function checkHolder(lang: Language, body: StaffPassHolder): { name: string; mobile: string | null; email: string | null; contact: string } {
  const name = body.name.trim();
  if (!name) throw invalidField('name', messageText(lang, 'noBlank'));
  if ([...name].length > STAFF_PASS_LIMITS.name) throw invalidField('name', messageText(lang, 'maxLength', { n: STAFF_PASS_LIMITS.name }));
  const hasMobile = Boolean(body.mobile?.trim());
  if (hasMobile === Boolean(body.email?.trim())) throw invalidField(hasMobile ? 'email' : 'mobile', messageText(lang, 'mobileOrEmail'));
  const mobile = hasMobile ? checkMobile(lang, body.mobile) : null;
  const email = hasMobile ? null : checkEmail(lang, body.email);
  return { name, mobile, email, contact: mobile ? `m:${mobile}` : `e:${email!}` };
}

/** A pass's contact key: one pass per person and exhibitor (the visitor table's (edition, contact) is unique). */
function staffContact(exhibitorId: number, contact: string): string {
  return `staff:${exhibitorId}:${contact}`;
}

/** The exhibitor's quota: its own when the organiser set one (or a request raised it), else the show's default for its booths' area. */
export async function staffQuota(db: Db | Trx, exhibitorId: number): Promise<number> {
  const own = await db.selectFrom('staff_pass_quota').select('passes').where('exhibitor_id', '=', exhibitorId).executeTakeFirst();
  if (own) return own.passes;
  const show = await readExhibition(db as Db);
  const { area } = await db.selectFrom('booth').select(sql<number>`coalesce(sum(width * height), 0)::int`.as('area')).where('exhibitor_id', '=', exhibitorId).executeTakeFirstOrThrow();
  return defaultStaffQuota(area, { perNineSqm: show.staff_passes_per_9sqm, flat: show.staff_passes_default });
}

/** Passes the exhibitor holds (a revoked one no longer counts). */
export async function staffPassesUsed(db: Db | Trx, exhibitorId: number): Promise<number> {
  const { used } = await db.selectFrom('visitor').select(sql<number>`count(*)::int`.as('used'))
    .where('kind', '=', 'staff').where('exhibitor_id', '=', exhibitorId).where('revoked_at', 'is', null).executeTakeFirstOrThrow();
  return used;
}

/** Waits for the exhibitor's other quota changes (additions, an approval) to finish: its row is the lock. */
async function lockExhibitor(trx: Trx, exhibitorId: number): Promise<{ name_zh: string | null; name_en: string | null }> {
  return trx.selectFrom('exhibitor').select(['name_zh', 'name_en']).where('id', '=', exhibitorId).forUpdate().executeTakeFirstOrThrow();
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** Gives the holder a pass of the exhibitor, or refuses: over the quota, or this person holds one already. */
export async function addStaffPass(db: Db, lang: Language, exhibitorId: number, holder: ReturnType<typeof checkHolder>): Promise<VisitorRow> {
  const show = await readExhibition(db);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const exhibitor = await lockExhibitor(trx, exhibitorId);
        const [quota, used] = [await staffQuota(trx, exhibitorId), await staffPassesUsed(trx, exhibitorId)];
        if (used >= quota) throw new ApiError(ApiCode.badRequest, messageText(lang, 'staffPassesFull', { n: quota }));
        const company = inLanguage(lang, exhibitor.name_zh, exhibitor.name_en);
        const { first, last } = badgeDayRange('staff', { start: show.start_date, end: show.end_date, buildUpStart: show.build_up_start_date, tearDownEnd: show.tear_down_end_date });
        return trx.insertInto('visitor').values({
          kind: 'staff', exhibitor_id: exhibitorId, edition: show.start_date, contact: staffContact(exhibitorId, holder.contact),
          name: holder.name, company, job_title: '', country: '', mobile: holder.mobile, email: holder.email, business_type: '',
          interests: '[]', days: JSON.stringify([first, last]), badge_number: newBadgeNumber(), token_nonce: newNonce(), lang,
        }).returningAll().executeTakeFirstOrThrow();
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await holdsPass(db, show.start_date, exhibitorId, holder.contact)) throw invalidField(holder.mobile ? 'mobile' : 'email', messageText(lang, 'staffPassExists'));
      // else a badge number already taken (one in a trillion): draw another.
    }
  }
  throw new ApiError(ApiCode.serverError, 'Server error');
}

async function holdsPass(db: Db, edition: string, exhibitorId: number, contact: string): Promise<boolean> {
  return Boolean(await db.selectFrom('visitor').select('id').where('edition', '=', edition).where('contact', '=', staffContact(exhibitorId, contact)).executeTakeFirst());
}

/**
 * Hands the pass to another person: a new holder, token and badge number in one statement, so the
 * old QR and number are unknown at the gate from then on. Parallel hand-overs of one pass each get
 * their own token; only the last one's stays valid.
 */
export async function handOverStaffPass(db: Db, lang: Language, exhibitorId: number, id: number, holder: ReturnType<typeof checkHolder>, now: Date): Promise<VisitorRow> {
  const pass = await db.selectFrom('visitor').select(['id', 'revoked_at', 'erased_at', 'edition']).where('id', '=', id).where('kind', '=', 'staff').where('exhibitor_id', '=', exhibitorId).executeTakeFirst();
  if (!pass) throw new ApiError(ApiCode.notFound, messageText(lang, 'staffPassUnknown'));
  if (pass.revoked_at) throw invalidField('id', messageText(lang, pass.erased_at ? 'staffPassErased' : 'staffPassRevoked'));
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const row = await db.updateTable('visitor').set((eb) => ({
        name: holder.name, mobile: holder.mobile, email: holder.email, contact: staffContact(exhibitorId, holder.contact), lang,
        token_version: eb('token_version', '+', 1), token_nonce: newNonce(), badge_number: newBadgeNumber(), handed_over_at: now,
      })).where('id', '=', id).where('exhibitor_id', '=', exhibitorId).where('revoked_at', 'is', null).returningAll().executeTakeFirst();
      if (!row) throw invalidField('id', messageText(lang, 'staffPassRevoked'));
      return row;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await holdsPass(db, pass.edition, exhibitorId, holder.contact)) throw invalidField(holder.mobile ? 'mobile' : 'email', messageText(lang, 'staffPassExists'));
    }
  }
  throw new ApiError(ApiCode.serverError, 'Server error');
}

/** The exhibitor's passes, newest first, each with the days it was admitted. */
export async function staffPassesOf(db: Db, lang: Language, exhibitorId: number): Promise<StaffPass[]> {
  const rows = await db.selectFrom('visitor as v').selectAll('v')
    .select((eb) => eb.selectFrom('admission as a').whereRef('a.visitor_id', '=', 'v.id').select(sql<string[]>`coalesce(jsonb_agg(to_char(a.day, 'YYYY-MM-DD') ORDER BY a.day), '[]'::jsonb)`.as('d')).as('admitted_days'))
    .where('v.kind', '=', 'staff').where('v.exhibitor_id', '=', exhibitorId).orderBy('v.id', 'desc').execute();
  return rows.map((r) => ({
    id: r.id, name: shownName(lang, r.erased_at !== null, r.name), mobile: r.mobile, email: r.email, number: formatBadgeNumber(r.badge_number), revoked: r.revoked_at !== null, erased: r.erased_at !== null,
    handedOverAt: r.handed_over_at ? iso(r.handed_over_at) : null, createdAt: iso(r.created_at), admittedDays: r.admitted_days ?? [],
  }));
}

/** Requests as the team and the organiser read them, with the exhibitor's quota and passes now. */
export async function staffRequests(db: Db, lang: Language, filter: { exhibitorId?: number; status?: StaffPassRequest['status'] }): Promise<StaffPassRequest[]> {
  let query = db.selectFrom('staff_pass_request as r').innerJoin('exhibitor as e', 'e.id', 'r.exhibitor_id').selectAll('r').select(['e.name_zh', 'e.name_en']);
  if (filter.exhibitorId) query = query.where('r.exhibitor_id', '=', filter.exhibitorId);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  const rows = await query.orderBy('r.id', 'desc').limit(200).execute();
  const counts = new Map<number, { quota: number; used: number }>();
  for (const id of new Set(rows.map((r) => r.exhibitor_id))) counts.set(id, { quota: await staffQuota(db, id), used: await staffPassesUsed(db, id) });
  return rows.map((r) => ({
    id: r.id, exhibitorId: r.exhibitor_id, exhibitorName: inLanguage(lang, r.name_zh, r.name_en),
    passes: r.passes, note: r.note, status: r.status, reason: r.reason, createdAt: iso(r.created_at), decidedAt: r.decided_at ? iso(r.decided_at) : null,
    ...counts.get(r.exhibitor_id)!,
  }));
}

/** A team's request over its quota: one waiting at a time. */
export async function requestStaffPasses(db: Db, lang: Language, exhibitorId: number, memberId: number, passes: number, rawNote: string | undefined): Promise<number> {
  const note = (rawNote ?? '').trim();
  if ([...note].length > STAFF_PASS_LIMITS.note) throw invalidField('note', messageText(lang, 'maxLength', { n: STAFF_PASS_LIMITS.note }));
  return db.transaction().execute(async (trx) => {
    await lockExhibitor(trx, exhibitorId);
    const waiting = await trx.selectFrom('staff_pass_request').select('id').where('exhibitor_id', '=', exhibitorId).where('status', '=', 'pending').executeTakeFirst();
    if (waiting) throw invalidField('passes', messageText(lang, 'staffRequestPending'));
    const { id } = await trx.insertInto('staff_pass_request').values({ exhibitor_id: exhibitorId, passes, note, made_by: memberId }).returning('id').executeTakeFirstOrThrow();
    return id;
  });
}

/** The organiser's decision: approving raises the exhibitor's quota by the request; refusing needs a reason. Decided once. */
export async function decideStaffRequest(db: Db, lang: Language, id: number, decision: { approve: boolean; reason?: string }, editor: string, now: Date): Promise<{ exhibitorId: number; quota: number }> {
  const reason = (decision.reason ?? '').trim();
  if (!decision.approve && !reason) throw invalidField('reason', messageText(lang, 'reasonNeeded'));
  if ([...reason].length > STAFF_PASS_LIMITS.reason) throw invalidField('reason', messageText(lang, 'maxLength', { n: STAFF_PASS_LIMITS.reason }));
  const request = await db.selectFrom('staff_pass_request').select(['exhibitor_id']).where('id', '=', id).executeTakeFirst();
  if (!request) throw new ApiError(ApiCode.notFound, messageText(lang, 'staffRequestUnknown'));
  return db.transaction().execute(async (trx) => {
    await lockExhibitor(trx, request.exhibitor_id);
    const decided = await trx.updateTable('staff_pass_request')
      .set({ status: decision.approve ? 'approved' : 'refused', reason: reason || null, decided_by: editor, decided_at: now })
      .where('id', '=', id).where('status', '=', 'pending').returning(['exhibitor_id', 'passes']).executeTakeFirst();
    if (!decided) throw invalidField('id', messageText(lang, 'staffRequestDecided'));
    let quota = await staffQuota(trx, decided.exhibitor_id);
    if (decision.approve) {
      quota = Math.min(quota + decided.passes, STAFF_PASS_LIMITS.quota);
      await trx.insertInto('staff_pass_quota').values({ exhibitor_id: decided.exhibitor_id, passes: quota })
        .onConflict((oc) => oc.column('exhibitor_id').doUpdateSet({ passes: quota })).execute();
    }
    return { exhibitorId: decided.exhibitor_id, quota };
  });
}
