import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { Language } from '@expo/contract';
import type { Db } from '../../db/engine';
import { notFound, ok } from '../../lib/envelope';
import { memberIdOf } from '../auth/services';
import { PageQuery, col, iso, mediaUrl, paging } from '../content/query';
import { Envelope, Page, MarkState, CollectItem, MarkTargetType, RecordId } from '@expo/contract';
import { countMark } from '../ranking/counts';
import { viewBeaconRoutes } from '../ranking/beacon';

const Mark = Type.Union([Type.Literal('collect'), Type.Literal('like')]);
type TargetTypeName = 'activity' | 'exhibitor' | 'product';
const Target = Type.Object({ targetType: MarkTargetType, targetId: RecordId });

/**
 * Collections and likes. Setting a mark names the state wanted (`on: true|false`), so a double
 * click or a retried request lands in the same state instead of flipping twice.
 */
export const markRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  await app.register(viewBeaconRoutes);

  app.get('/common/marks', { schema: { summary: 'Like and collect counts of an item (and the signed-in member\'s own marks)', response: { 200: Envelope(MarkState) }, querystring: Target } }, async (request) => {
    const { targetType, targetId } = request.query;
    return ok(await markState(db, targetType, targetId, request.memberId));
  });
};

/** Setting marks and listing one's collections (mounted in the member area). */
export const markMemberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.post('/member/mark', { schema: { summary: 'Set a like or a collection on or off', response: { 200: Envelope(MarkState) }, body: Type.Composite([Target, Type.Object({ mark: Mark, on: Type.Boolean() })]) } }, async (request) => {
    const memberId = memberIdOf(request);
    const { targetType, targetId, mark, on } = request.body;
    if (!(await targetExists(db, targetType, targetId))) throw notFound('Item');
    if (on) {
      // One transaction: a mark is never stored without its count (a retry finds the mark and counts
      // nothing), even when the process dies between the two (e2e/deploy/under-load, kill -9).
      await db.transaction().execute(async (trx) => {
        const made = await trx.insertInto('member_mark').values({ member_id: memberId, mark, target_type: targetType, target_id: targetId })
          .onConflict((oc) => oc.doNothing()).returning('member_id').executeTakeFirst();
        // A new collection or like of an exhibitor or product counts for its ranking (ranking/counts.ts).
        if (made && targetType !== 'activity') await countMark(trx, memberId, targetType, targetId, mark);
      });
    } else {
      await db.deleteFrom('member_mark').where('member_id', '=', memberId).where('mark', '=', mark).where('target_type', '=', targetType).where('target_id', '=', targetId).execute();
    }
    return ok(await markState(db, targetType, targetId, memberId));
  });

  app.get('/member/collect/:targetType', { schema: { summary: 'My collected activities, exhibitors or products', response: { 200: Envelope(Page(CollectItem)) }, params: Type.Object({ targetType: MarkTargetType }), querystring: PageQuery } }, async (request) => {
    const lang = request.lang;
    const memberId = memberIdOf(request);
    const { targetType } = request.params;
    const base = db.selectFrom('member_mark').where('member_id', '=', memberId).where('mark', '=', 'collect').where('target_type', '=', targetType);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const { limit, offset } = paging(request.query);
    const marks = await base.select(['target_id', 'created_at']).orderBy('created_at', 'desc').limit(limit).offset(offset).execute();
    const items = await describeTargets(db, lang, targetType, marks.map((m) => m.target_id));
    return ok({
      rows: marks.map((m) => ({ ...(items.get(m.target_id) ?? { id: m.target_id, title: '', image: null }), targetType, collectTime: iso(m.created_at) })),
      total: Number(total),
    });
  });
};

async function markState(db: Db, targetType: TargetTypeName, targetId: number, memberId: number | null) {
  const counts = await db.selectFrom('member_mark').select(['mark', sql<number>`count(*)::int`.as('n')])
    .where('target_type', '=', targetType).where('target_id', '=', targetId).groupBy('mark').execute();
  const own = memberId === null ? [] : await db.selectFrom('member_mark').select('mark')
    .where('member_id', '=', memberId).where('target_type', '=', targetType).where('target_id', '=', targetId).execute();
  const count = (mark: string) => counts.find((c) => c.mark === mark)?.n ?? 0;
  return {
    targetType,
    targetId,
    likeCount: count('like'),
    collectCount: count('collect'),
    liked: own.some((m) => m.mark === 'like'),
    collected: own.some((m) => m.mark === 'collect'),
  };
}

async function targetExists(db: Db, targetType: TargetTypeName, id: number): Promise<boolean> {
  const row = await db.selectFrom(targetType).select('id').where('id', '=', id).executeTakeFirst();
  return Boolean(row);
}

/** Title and image of collected items, in the language asked (falling back to the other one). */
async function describeTargets(db: Db, lang: Language, targetType: TargetTypeName, ids: number[]) {
  const found = new Map<number, { id: number; title: string; image: string | null }>();
  if (!ids.length) return found;
  const other: Language = lang === 'zh' ? 'en' : 'zh';
  if (targetType === 'activity') {
    const rows = await db.selectFrom('activity').select(['id', 'cover', col('title', lang), col('title', other)]).where('id', 'in', ids).execute();
    for (const r of rows) found.set(r.id, { id: r.id, title: r[col('title', lang)] ?? r[col('title', other)] ?? '', image: mediaUrl(r.cover) });
  } else if (targetType === 'exhibitor') {
    const rows = await db.selectFrom('exhibitor').select(['id', 'logo', col('name', lang), col('name', other)]).where('id', 'in', ids).execute();
    for (const r of rows) found.set(r.id, { id: r.id, title: r[col('name', lang)] ?? r[col('name', other)] ?? '', image: mediaUrl(r.logo) });
  } else {
    const rows = await db.selectFrom('product').select(['id', 'photos', col('name', lang), col('name', other)]).where('id', 'in', ids).execute();
    for (const r of rows) found.set(r.id, { id: r.id, title: r[col('name', lang)] ?? r[col('name', other)] ?? '', image: mediaUrl(r.photos[0]) });
  }
  return found;
}
