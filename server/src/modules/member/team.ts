import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql, type Transaction } from 'kysely';
import { ApiCode, EXHIBITOR_TEAM_MAX, Envelope, Team, maskEmail, maskPhone, messageText, type BindingWay, type Language, RecordId } from '@expo/contract';
import type { Db } from '../../db/engine';
import type { Database } from '../../db/schema';
import { ApiError, invalidField, ok } from '../../lib/envelope';
import { iso } from '../content/query';
import { memberIdOf } from '../auth/services';

type Trx = Transaction<Database>;

/**
 * Binds a member to an exhibitor, whichever way the member proved the right to: in one
 * transaction that locks the exhibitor's row, so parallel binds cannot pass the team's limit.
 * `claim` runs first inside it (an invitation or e-mail code is used up there) and names the
 * exhibitor; a refusal after it (a full team) rolls the claim back.
 */
export async function bindMember(db: Db, lang: Language, memberId: number, via: BindingWay, claim: (trx: Trx) => Promise<number>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const exhibitorId = await claim(trx);
    const exhibitor = await trx.selectFrom('exhibitor').select('id').where('id', '=', exhibitorId).forUpdate().executeTakeFirst();
    if (!exhibitor) throw new ApiError(ApiCode.notFound, 'Exhibitor not found');
    await refuseFullTeam(trx, lang, exhibitorId);
    const bound = await trx.updateTable('member').set({ exhibitor_id: exhibitorId, exhibitor_bound_at: new Date(), updated_at: new Date() })
      .where('id', '=', memberId).where('exhibitor_id', 'is', null).returning('id').executeTakeFirst();
    if (!bound) throw invalidField('exhibitor', messageText(lang, 'alreadyBound'));
    await trx.insertInto('exhibitor_binding_event').values({ exhibitor_id: exhibitorId, member_id: memberId, action: 'bound', via, actor: 'member' }).execute();
    return exhibitorId;
  });
}

/** Refuses when the exhibitor's team has its most members: in bindMember under the row lock, and before a code is sent for it. */
export async function refuseFullTeam(db: Db | Trx, lang: Language, exhibitorId: number): Promise<void> {
  const { n } = await db.selectFrom('member').select(sql<number>`count(*)::int`.as('n')).where('exhibitor_id', '=', exhibitorId).executeTakeFirstOrThrow();
  if (n >= EXHIBITOR_TEAM_MAX) throw invalidField('exhibitor', messageText(lang, 'teamFull', { n: EXHIBITOR_TEAM_MAX }));
}

/**
 * Ends a member's binding and writes it into the history. `onlyFrom`: only when the member is
 * bound to that exhibitor (an administrator removing a team member). Answers the exhibitor the
 * member left, or null when there was no such binding.
 */
export async function unbindMember(db: Db, memberId: number, action: 'unbound' | 'removed' | 'undone', actor: string, onlyFrom?: number): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('member').select('exhibitor_id').where('id', '=', memberId).where('exhibitor_id', 'is not', null);
    if (onlyFrom !== undefined) query = query.where('exhibitor_id', '=', onlyFrom);
    const row = await query.forUpdate().executeTakeFirst();
    if (!row?.exhibitor_id) return null;
    await trx.updateTable('member').set({ exhibitor_id: null, exhibitor_bound_at: null, updated_at: new Date() }).where('id', '=', memberId).execute();
    await trx.insertInto('exhibitor_binding_event').values({ exhibitor_id: row.exhibitor_id, member_id: memberId, action, via: null, actor }).execute();
    return row.exhibitor_id;
  });
}

/** The members of an exhibitor's team, the administrator (earliest bound) first. */
export async function teamOf(db: Db, exhibitorId: number) {
  const rows = await db.selectFrom('member').select(['id', 'nickname', 'mobile', 'email', 'exhibitor_bound_at', 'updated_at'])
    .where('exhibitor_id', '=', exhibitorId).orderBy('exhibitor_bound_at').orderBy('id').execute();
  return rows.map((r, i) => ({
    memberId: r.id,
    nickname: r.nickname,
    contact: r.mobile ? maskPhone(r.mobile) : r.email ? maskEmail(r.email) : null,
    boundAt: iso(r.exhibitor_bound_at ?? r.updated_at),
    administrator: i === 0,
  }));
}

/** The exhibitor whose team the member administers; a 400 when the member is not an administrator. */
export async function administeredExhibitor(db: Db, lang: Language, memberId: number): Promise<number> {
  const me = await db.selectFrom('member').select('exhibitor_id').where('id', '=', memberId).executeTakeFirstOrThrow();
  if (!me.exhibitor_id) throw invalidField('exhibitor', messageText(lang, 'notBound'));
  const team = await teamOf(db, me.exhibitor_id);
  if (team[0]?.memberId !== memberId) throw new ApiError(ApiCode.forbidden, messageText(lang, 'notAdministrator'));
  return me.exhibitor_id;
}

/** The member's team: who is in it, who administers it; the administrator removes members. */
export const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.get('/member/team', { schema: { summary: "My exhibitor's team (null when unbound)", response: { 200: Envelope(Type.Union([Team, Type.Null()])) } } }, async (request) => {
    const memberId = memberIdOf(request);
    const me = await db.selectFrom('member').select('exhibitor_id').where('id', '=', memberId).executeTakeFirstOrThrow();
    if (!me.exhibitor_id) return ok(null);
    const members = (await teamOf(db, me.exhibitor_id)).map((m) => ({ ...m, you: m.memberId === memberId }));
    return ok({ exhibitorId: me.exhibitor_id, administrator: members[0]?.memberId === memberId, max: EXHIBITOR_TEAM_MAX, members });
  });

  app.delete(
    '/member/team/:memberId',
    { config: { errors: [403] }, schema: { summary: 'Remove a member from my team (its administrator only)', response: { 200: Envelope(Type.Null()) }, params: Type.Object({ memberId: RecordId }) } },
    async (request) => {
      const lang = request.lang;
      const memberId = memberIdOf(request);
      const exhibitorId = await administeredExhibitor(db, lang, memberId);
      if (request.params.memberId === memberId) throw invalidField('memberId', messageText(lang, 'removeSelf'));
      const left = await unbindMember(db, request.params.memberId, 'removed', 'administrator', exhibitorId);
      if (left === null) throw invalidField('memberId', messageText(lang, 'notInTeam'));
      return ok(null);
    },
  );
};
