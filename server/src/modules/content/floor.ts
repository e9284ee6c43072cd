import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { Booth, Envelope, Hall, LANGUAGES, Page, type Language } from '@expo/contract';
import type { Db } from '../../db/engine';
import { ok } from '../../lib/envelope';
import { Keyword, PageQuery, col, containsPattern, paging } from './query';

const StandQuery = Type.Composite([
  PageQuery,
  Type.Object({ hallId: Type.Optional(Type.Integer({ minimum: 1 })), keyword: Type.Optional(Keyword) }),
]);

/** The floor plan: halls with their booths, and a searchable list of stands (booths). */
export const floorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.get('/floorPlan', { schema: { summary: 'Halls with their booths', response: { 200: Envelope(Type.Array(Hall)) } } }, async (request) => {
    const lang = request.lang;
    const halls = await db.selectFrom('hall').selectAll().orderBy('sort').orderBy('id').execute();
    const booths = await selectBooths(db, lang).orderBy('b.code').execute();
    return ok(
      halls.map((h) => ({
        id: h.id,
        code: h.code,
        name: h[col('name', lang)],
        width: h.width,
        height: h.height,
        booths: booths.filter((b) => b.hallId === h.id),
      })),
    );
  });

  app.get('/stand/list', { schema: { summary: 'Booths, by hall or by booth code or exhibitor name', querystring: StandQuery, response: { 200: Envelope(Page(Booth)) } } }, async (request) => {
    const lang = request.lang;
    const { hallId, keyword } = request.query;
    let base = selectBooths(db, lang);
    if (hallId) base = base.where('b.hall_id', '=', hallId);
    if (keyword) {
      const pattern = containsPattern(keyword);
      base = base.where((eb) => eb.or([eb('b.code', 'ilike', pattern), eb('e.name_zh', 'ilike', pattern), eb('e.name_en', 'ilike', pattern)]));
    }
    const { total } = await base.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const { limit, offset } = paging(request.query);
    const rows = await base.orderBy('b.code').limit(limit).offset(offset).execute();
    return ok({ rows, total: Number(total) });
  });
};

/** A booth's exhibitor goes by its name in `lang`, else by its other name; it links only where listed in `lang`. */
function selectBooths(db: Db, lang: Language) {
  const other = LANGUAGES.find((candidate) => candidate !== lang) ?? lang;
  return db
    .selectFrom('booth as b')
    .innerJoin('hall as h', 'h.id', 'b.hall_id')
    .leftJoin('exhibitor as e', 'e.id', 'b.exhibitor_id')
    .select([
      'b.id', 'b.code', 'b.hall_id as hallId', 'b.x', 'b.y', 'b.width', 'b.height', 'b.exhibitor_id as exhibitorId',
      `h.${col('name', lang)} as hallName`,
      sql<string | null>`coalesce(${sql.ref(`e.${col('name', lang)}`)}, ${sql.ref(`e.${col('name', other)}`)})`.as('exhibitorName'),
      sql<boolean>`${sql.ref(`e.${col('name', lang)}`)} is not null`.as('exhibitorListed'),
    ]);
}
