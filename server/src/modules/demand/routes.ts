import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { Database, DemandTable } from '../../db/schema';
import { ApiCode, DELETED_VISITOR, CONTACT_VIEWS_PER_DAY, DEMAND_TYPE_NAME, DemandEvent, DemandQuota, EXPIRY_NOTICE_DAYS, RENEW_WITHOUT_REVIEW_DAYS, RenewAnswer, parseDemandTypes, messageText, Envelope, Page, DemandView, PublishAnswer, DemandClaim, ClaimAnswer, type DemandTypeId, type Language, RecordId, showDate } from '@expo/contract';
import type { Db } from '../../db/engine';
import { ApiError, invalidField, notFound, ok } from '../../lib/envelope';
import { memberIdOf } from '../auth/services';
import { IdParam, Keyword, PageQuery, containsPattern, paging } from '../content/query';
import { demandColumns, type DemandInput } from './fields';
import { demandTitle, demandView, type ContactAccess, type DemandRecord } from './view';
import { addDays } from './clock';
import { historyOf, recordEvent } from './history';
import { recordNotice } from '../notices/outbox';
import { assertClaimQuota, assertOpenQuota, demandRule, lockMember, quotasOf } from './quotas';
import { mayRevealContact } from './contact-views';

const TypesQuery = Type.Optional(Type.String({ maxLength: 20 }));
const ListQuery = Type.Composite([PageQuery, Type.Object({ demandType: TypesQuery, keyword: Type.Optional(Keyword) })]);
const FieldValue = Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Number(), Type.Null()]));

/** The demand board's public reading (contacts masked when signed out). */
export const demandRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.get('/demand/list', { schema: { summary: 'Approved demands on the board, newest first (contacts masked for everyone)', response: { 200: Envelope(Page(DemandView)) }, querystring: ListQuery } }, async (request) => {
    const lang = request.lang;
    const types = typesOf(lang, request.query.demandType);
    let base = demandFrom(db).where('d.status', '=', 'approved').where('d.expires_at', '>', app.now()).where('d.demand_type', 'in', types);
    if (request.query.keyword) {
      const pattern = containsPattern(request.query.keyword);
      base = base.where((eb) => eb.or([eb('d.product_name', 'ilike', pattern), eb('d.job_title', 'ilike', pattern), eb('d.intro', 'ilike', pattern)]));
    }
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const { limit, offset } = paging(request.query);
    const rows = await selectDemands(db, lang, base, request.memberId).orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').limit(limit).offset(offset).execute();
    return ok({ rows: rows.map((r) => demandView(r, request)), total: Number(total) });
  });

  app.get('/demand/:id', { config: { errors: [429] }, schema: { summary: 'One demand: an approved one on the board, or one of mine in any state (contacts for a signed-in member, 100 demands a day)', response: { 200: Envelope(DemandView) }, params: IdParam } }, async (request) => {
    const lang = request.lang;
    const base = demandFrom(db).where('d.id', '=', request.params.id)
      .where((eb) => eb.or([eb.and([eb('d.status', '=', 'approved'), eb('d.expires_at', '>', app.now())]), eb('d.member_id', '=', request.memberId ?? -1)]));
    const row = await selectDemands(db, lang, base, request.memberId).executeTakeFirst();
    if (!row) throw notFound('Demand');
    return ok(demandView(row, request, await contactAccess(db, request, row)));
  });
};

/** A member's demands: publishing, editing, deleting, claiming (mounted in the member area). */
export const demandMemberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.post(
    '/demand/publish',
    {
      config: { errors: [403, 429] }, schema: { summary: 'Publish a demand, or edit one of mine (it goes to review; an approved one stays on the board until the edit is approved)', response: { 200: Envelope(PublishAnswer) }, body: Type.Intersect([Type.Object({ id: Type.Optional(RecordId), demandType: Type.Integer({ minimum: 1, maximum: 4 }) }), Type.Record(Type.String(), FieldValue)]) },
    },
    async (request) => {
      const lang = request.lang;
      const memberId = memberIdOf(request);
      const now = app.now();
      const { id, demandType, ...input } = request.body as unknown as { id?: number; demandType: DemandTypeId } & DemandInput;
      const columns = await demandColumns(db, lang, DEMAND_TYPE_NAME[demandType], input);
      const values = { ...columns, demand_type: demandType, status: 'pending' as const, reject_reason: null, reviewed_at: null, reviewed_by: null, updated_at: now };
      const saved = await db.transaction().execute(async (trx) => {
        await lockMember(trx, memberId);
        await rememberLanguage(trx, memberId, lang);
        if (!id) {
          await assertOpenQuota(trx, lang, memberId, demandType, now);
          const inserted = await trx.insertInto('demand').values({ ...values, member_id: memberId, created_at: now } as Insertable<DemandTable>).returning('id').executeTakeFirstOrThrow();
          await recordEvent(trx, inserted.id, 'submitted', 'author', now);
          return { id: inserted.id, edit: false };
        }
        const current = await trx.selectFrom('demand').select(['member_id', 'status', 'demand_type', 'expires_at']).where('id', '=', id).forUpdate().executeTakeFirst();
        if (!current) throw notFound('Demand');
        if (current.member_id !== memberId) throw new ApiError(ApiCode.forbidden, messageText(lang, 'notYours'));
        const onBoard = current.status === 'approved' && current.expires_at !== null && current.expires_at > now;
        if (current.demand_type !== demandType || (current.status !== 'pending' && !onBoard)) await assertOpenQuota(trx, lang, memberId, demandType, now, id);
        if (onBoard) {
          // The approved version stays on the board; the edit waits for review beside it.
          const revision = { demand_type: demandType, columns: JSON.stringify(columns), submitted_at: now };
          await trx.insertInto('demand_revision').values({ demand_id: id, ...revision }).onConflict((oc) => oc.column('demand_id').doUpdateSet(revision)).execute();
        } else {
          await trx.updateTable('demand').set(values).where('id', '=', id).execute();
          await trx.deleteFrom('demand_revision').where('demand_id', '=', id).execute();
        }
        await recordEvent(trx, id, 'edited', 'author', now);
        return { id, edit: onBoard };
      });
      return { code: ApiCode.ok, msg: messageText(lang, saved.edit ? 'editInReview' : 'postedInReview'), data: { id: saved.id, status: 'pending' as const } };
    },
  );

  app.post('/demand/:id/renew', { config: { errors: [403] }, schema: { summary: 'Renew my approved demand that expired or expires soon (within 7 days after expiry without review, later through review)', response: { 200: Envelope(RenewAnswer) }, params: IdParam } }, async (request) => {
    const lang = request.lang;
    const memberId = memberIdOf(request);
    const now = app.now();
    const answer = await db.transaction().execute(async (trx) => {
      await lockMember(trx, memberId);
      await rememberLanguage(trx, memberId, lang);
      const demand = await trx.selectFrom('demand').select(['member_id', 'status', 'demand_type', 'expires_at']).where('id', '=', request.params.id).forUpdate().executeTakeFirst();
      if (!demand) throw notFound('Demand');
      if (demand.member_id !== memberId) throw new ApiError(ApiCode.forbidden, messageText(lang, 'notYours'));
      const expiresAt = demand.expires_at;
      if (demand.status !== 'approved' || !expiresAt || expiresAt > addDays(now, EXPIRY_NOTICE_DAYS)) {
        throw new ApiError(ApiCode.badRequest, messageText(lang, 'cannotRenew', { n: EXPIRY_NOTICE_DAYS }));
      }
      if (expiresAt <= now) await assertOpenQuota(trx, lang, memberId, demand.demand_type as DemandTypeId, now, request.params.id);
      await recordEvent(trx, request.params.id, 'renewed', 'author', now);
      if (now <= addDays(expiresAt, RENEW_WITHOUT_REVIEW_DAYS)) {
        const { validityDays } = await demandRule(trx, demand.demand_type);
        const until = addDays(expiresAt > now ? expiresAt : now, validityDays);
        await trx.updateTable('demand').set({ approved_at: now, expires_at: until, expiry_stage: 0, updated_at: now }).where('id', '=', request.params.id).execute();
        return { status: 'approved' as const, expireTime: until.toISOString() };
      }
      await trx.updateTable('demand').set({ status: 'pending', expiry_stage: 0, updated_at: now, reviewed_at: null, reviewed_by: null }).where('id', '=', request.params.id).execute();
      return { status: 'pending' as const, expireTime: null };
    });
    const msg = answer.status === 'approved' ? messageText(lang, 'renewed', { date: showDate(new Date(answer.expireTime!)) }) : messageText(lang, 'renewedInReview');
    return { code: ApiCode.ok, msg, data: answer };
  });

  app.get('/demand/:id/history', { config: { errors: [403] }, schema: { summary: 'The history of my demand: submitted, reviewed, edited, claimed, expired, renewed, taken down', response: { 200: Envelope(Type.Array(DemandEvent)) }, params: IdParam } }, async (request) => {
    const demand = await db.selectFrom('demand').select('member_id').where('id', '=', request.params.id).executeTakeFirst();
    if (!demand) throw notFound('Demand');
    if (demand.member_id !== memberIdOf(request)) throw new ApiError(ApiCode.forbidden, messageText(request.lang, 'noAccess'));
    return ok((await historyOf(db, [request.params.id], false)).get(request.params.id) ?? []);
  });

  app.get('/member/demand-quota', { schema: { summary: 'Per demand type: days on the board, and my quotas (open demands, claims this month) used and allowed', response: { 200: Envelope(Type.Array(DemandQuota)) } } }, async (request) =>
    ok(await quotasOf(db, memberIdOf(request), app.now())),
  );

  app.delete('/demand/:id', { config: { errors: [403] }, schema: { summary: 'Delete one of my demands', response: { 200: Envelope(Type.Null()) }, params: IdParam } }, async (request) => {
    const lang = request.lang;
    const deleted = await db.deleteFrom('demand').where('id', '=', request.params.id).where('member_id', '=', memberIdOf(request)).returning('id').executeTakeFirst();
    if (!deleted) {
      const exists = await db.selectFrom('demand').select('id').where('id', '=', request.params.id).executeTakeFirst();
      throw exists ? new ApiError(ApiCode.forbidden, messageText(lang, 'notYours')) : notFound('Demand');
    }
    return ok(null);
  });

  app.get('/member/demands', { schema: { summary: 'My demands, with their review state', response: { 200: Envelope(Page(DemandView)) }, querystring: Type.Composite([PageQuery, Type.Object({ demandType: TypesQuery })]) } }, async (request) => {
    const lang = request.lang;
    const base = demandFrom(db).where('d.member_id', '=', memberIdOf(request)).where('d.demand_type', 'in', typesOf(lang, request.query.demandType));
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const { limit, offset } = paging(request.query);
    const rows = await selectDemands(db, lang, base, request.memberId).orderBy('d.updated_at', 'desc').orderBy('d.id', 'desc').limit(limit).offset(offset).execute();
    return ok({ rows: rows.map((r) => demandView(r, request)), total: Number(total) });
  });

  app.post('/demand/:id/claim', { config: { errors: [403, 429] }, schema: { summary: 'Claim a demand (within my monthly quota of its type)', response: { 200: Envelope(ClaimAnswer) }, params: IdParam } }, async (request) => {
    const lang = request.lang;
    const memberId = memberIdOf(request);
    const now = app.now();
    const notice = await db.transaction().execute(async (trx) => {
      await lockMember(trx, memberId);
      const demand = await trx.selectFrom('demand').select(['member_id', 'status', 'demand_type', 'expires_at', 'product_name', 'job_title', 'member_name']).where('id', '=', request.params.id).executeTakeFirst();
      if (!demand || demand.status !== 'approved' || !demand.expires_at || demand.expires_at <= now) throw notFound('Demand');
      if (demand.member_id === memberId) throw new ApiError(ApiCode.forbidden, messageText(lang, 'ownDemand'));
      const already = await trx.selectFrom('demand_claim').select('demand_id').where('demand_id', '=', request.params.id).where('member_id', '=', memberId).executeTakeFirst();
      if (already) return null;
      await assertClaimQuota(trx, lang, memberId, demand.demand_type as DemandTypeId, now);
      await trx.insertInto('demand_claim').values({ demand_id: request.params.id, member_id: memberId, created_at: now }).execute();
      await recordEvent(trx, request.params.id, 'claimed', 'member', now, { memberId });
      return recordNotice(trx, { memberId: demand.member_id, kind: 'claimed', demandId: request.params.id, title: demandTitle(demand), at: now });
    });
    if (notice !== null) app.notices.send([notice]);
    return ok({ claimed: true });
  });

  app.get('/demand/:id/claims', { config: { errors: [403] }, schema: { summary: 'Who claimed my demand', response: { 200: Envelope(Type.Array(DemandClaim)) }, params: IdParam } }, async (request) => {
    const lang = request.lang;
    const demand = await db.selectFrom('demand').select('member_id').where('id', '=', request.params.id).executeTakeFirst();
    if (!demand) throw notFound('Demand');
    if (demand.member_id !== memberIdOf(request)) throw new ApiError(ApiCode.forbidden, messageText(lang, 'noAccess'));
    const rows = await db.selectFrom('demand_claim as c').innerJoin('member as m', 'm.id', 'c.member_id')
      .select(['m.nickname', 'm.mobile', 'm.email', 'm.position', 'm.company_name', 'm.erased_at', 'c.created_at'])
      .where('c.demand_id', '=', request.params.id).orderBy('c.created_at', 'desc').execute();
    return ok(rows.map((r) => ({ nickname: r.erased_at ? DELETED_VISITOR[lang] : r.nickname, mobile: r.mobile, email: r.email, position: r.position, companyName: r.company_name, claimTime: r.created_at.toISOString() })));
  });

  app.get('/member/claims', { schema: { summary: 'Demands I claimed', response: { 200: Envelope(Page(DemandView)) }, querystring: Type.Composite([PageQuery, Type.Object({ demandType: TypesQuery })]) } }, async (request) => {
    const lang = request.lang;
    const memberId = memberIdOf(request);
    const claimTime = (eb: ExpressionBuilder<Database & { d: DemandTable }, 'd'>) =>
      eb.selectFrom('demand_claim as mc').whereRef('mc.demand_id', '=', 'd.id').where('mc.member_id', '=', memberId).select('mc.created_at');
    const base = demandFrom(db).where('d.demand_type', 'in', typesOf(lang, request.query.demandType))
      .where((eb) => eb.exists(claimTime(eb)));
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const { limit, offset } = paging(request.query);
    const rows = await selectDemands(db, lang, base, memberId).select((eb) => claimTime(eb).as('claim_time')).orderBy('claim_time', 'desc').limit(limit).offset(offset).execute();
    return ok({ rows: rows.map((r) => ({ ...demandView(r, request), claimTime: r.claim_time ? new Date(r.claim_time).toISOString() : null })), total: Number(total) });
  });
};

/** The author sees their own contacts; another signed-in member within the daily limit; a visitor never. */
async function contactAccess(db: Db, request: FastifyRequest, row: DemandRecord): Promise<ContactAccess> {
  const viewer = request.memberId;
  if (viewer === null) return { reveal: false };
  if (viewer === row.member_id) return { reveal: true };
  if (await mayRevealContact(db, viewer, row.id, request.server.now())) return { reveal: true };
  return { reveal: false, notice: messageText(request.lang, 'contactViewLimit', { n: CONTACT_VIEWS_PER_DAY }) };
}

function typesOf(lang: Language, value: string | undefined): DemandTypeId[] {
  const types = parseDemandTypes(value);
  if (!types) throw invalidField('demandType', lang === 'zh' ? 'demandType 须为 1 到 4 的数字，用逗号分隔' : 'demandType must be numbers 1 to 4 separated by commas');
  return types;
}

function demandFrom(db: Db) {
  return db.selectFrom('demand as d');
}

/** The language the member's notifications are written in: the one they last used on the board. */
async function rememberLanguage(trx: Db, memberId: number, lang: Language): Promise<void> {
  await trx.insertInto('notice_setting').values({ member_id: memberId, lang }).onConflict((oc) => oc.column('member_id').doUpdateSet({ lang })).execute();
}

function selectDemands(db: Db, lang: Language, base: ReturnType<typeof demandFrom>, viewerId: number | null) {
  return base
    .leftJoin('category as cat', 'cat.id', 'd.product_category_id')
    .selectAll('d')
    .select([
      lang === 'zh' ? 'cat.name_zh as category_name' : 'cat.name_en as category_name',
      (eb) => eb.selectFrom('demand_claim as c').whereRef('c.demand_id', '=', 'd.id').select(sql<number>`count(*)::int`.as('n')).as('claim_count'),
      (eb) => eb.exists(eb.selectFrom('demand_claim as c2').whereRef('c2.demand_id', '=', 'd.id').where('c2.member_id', '=', viewerId ?? -1).select('c2.demand_id')).as('claimed'),
      (eb) => eb.exists(eb.selectFrom('demand_revision as rv').whereRef('rv.demand_id', '=', 'd.id').select('rv.demand_id')).as('edit_pending'),
    ]);
}
