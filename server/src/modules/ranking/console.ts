import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { Envelope, Page, RANKED_TYPES, RankingScoreRow } from '@expo/contract';
import { ok } from '../../lib/envelope';
import { paging, PageQuery } from '../content/query';
import { refreshRankings, scoreParts } from './refresh';

const TypeParams = Type.Object({ targetType: Type.Union(RANKED_TYPES.map((t) => Type.Literal(t))) });

/** The editor console's view of the rankings: each item's score and its parts, highest first. */
export const rankingConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.get('/ranking/:targetType', { schema: { summary: 'Scores of exhibitors or products with their parts (counted collections, likes, views)', response: { 200: Envelope(Page(RankingScoreRow)) }, params: TypeParams, querystring: PageQuery } }, async (request) => {
    const { targetType } = request.params;
    const table = sql.table(targetType);
    const { limit, offset } = paging(request.query);
    const name = request.lang === 'en' ? sql`coalesce(i.name_en, i.name_zh, '')` : sql`coalesce(i.name_zh, i.name_en, '')`;
    const rows = await sql<{ id: number; name: string; collects: number; likes: number; views: number; score: number; popularity: number }>`
      SELECT i.id, ${name} AS name, i.popularity,
        coalesce(p.collects, 0) AS collects, coalesce(p.likes, 0) AS likes, coalesce(p.views, 0) AS views, coalesce(p.score, 0) AS score
      FROM ${table} i LEFT JOIN (${scoreParts(targetType)}) p ON p.target_id = i.id
      ORDER BY coalesce(p.score, 0) DESC, i.id LIMIT ${limit} OFFSET ${offset}`.execute(db);
    const { total } = await db.selectFrom(targetType).select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    return ok({ rows: rows.rows, total });
  });

  app.post('/ranking/refresh', { schema: { summary: 'Write the current scores into the rankings now (the server does it every hour)', response: { 200: Envelope(Type.Object({ changed: Type.Integer() })) } } }, async () => ok({ changed: await refreshRankings(db) }));
};
