import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { Envelope, Page, SearchHit, type Language } from '@expo/contract';
import type { Db } from '../../db/engine';
import { ok } from '../../lib/envelope';
import { Keyword, PageQuery, col, containsPattern, mediaUrl, paging } from './query';

const SearchType = Type.Union([Type.Literal('exhibitor'), Type.Literal('product'), Type.Literal('news'), Type.Literal('activity')]);
const SearchQuery = Type.Composite([PageQuery, Type.Object({ keyword: Keyword, type: Type.Optional(SearchType) })]);

/** Site search across exhibitors, products, news and activities, in the request's language. */
export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.get('/search/getList', { schema: { summary: 'Search exhibitors, products, news and activities', querystring: SearchQuery, response: { 200: Envelope(Page(SearchHit)) } } }, async (request) => {
    const lang = request.lang;
    const { keyword, type } = request.query;
    const union = searchUnion(lang, containsPattern(keyword.trim()));
    const filter = type ? sql`WHERE hit.type = ${type}` : sql``;
    const { limit, offset } = paging(request.query);
    const result = await sql<{ type: SearchHit['type']; id: number; title: string; summary: string | null; image: string | null; total: number }>`
      SELECT hit.*, count(*) OVER ()::int AS total FROM (${union}) AS hit ${filter}
      ORDER BY hit.rank, hit.id LIMIT ${limit} OFFSET ${offset}`.execute(db);
    return ok({
      rows: result.rows.map((r) => ({ type: r.type, id: r.id, title: r.title, summary: r.summary, image: mediaUrl(r.image) })),
      total: result.rows[0]?.total ?? (offset > 0 ? await countHits(db, union, filter) : 0),
    });
  });
};

function searchUnion(lang: Language, pattern: string) {
  const name = sql.ref(col('name', lang));
  const title = sql.ref(col('title', lang));
  const intro = sql.ref(col('intro', lang));
  return sql`
    SELECT 'exhibitor' AS type, id, ${name} AS title, left(${intro}, 160) AS summary, logo AS image, 1 AS rank
      FROM exhibitor WHERE ${name} ILIKE ${pattern}
    UNION ALL
    SELECT 'product', id, ${name}, left(${intro}, 160), photos->>0, 2
      FROM product WHERE NOT hidden AND ${name} ILIKE ${pattern}
    UNION ALL
    SELECT 'news', id, ${title}, ${sql.ref(col('summary', lang))}, cover, 3
      FROM news WHERE ${title} ILIKE ${pattern}
    UNION ALL
    SELECT 'activity', id, ${title}, left(${intro}, 160), cover, 4
      FROM activity WHERE ${title} ILIKE ${pattern}`;
}

async function countHits(db: Db, union: ReturnType<typeof searchUnion>, filter: ReturnType<typeof sql>) {
  const result = await sql<{ total: number }>`SELECT count(*)::int AS total FROM (${union}) AS hit ${filter}`.execute(db);
  return result.rows[0]?.total ?? 0;
}
