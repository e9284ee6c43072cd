import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, News, NewsRow, Page, type Language } from '@expo/contract';
import { notFound, ok } from '../../lib/envelope';
import { IdParam, Ids, Keyword, PageQuery, col, containsPattern, idList, iso, itemLang, mediaUrl, paging } from './query';

const ListQuery = Type.Composite([PageQuery, Type.Object({ keyword: Type.Optional(Keyword), full: Type.Optional(Type.Boolean()), ids: Type.Optional(Ids) })]);

export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const newsFrom = (lang: Language) => db.selectFrom('news as n').where(`n.${col('title', lang)}`, 'is not', null);
  const rowColumns = (lang: Language) =>
    [
      'n.id', 'n.cover', 'n.source_url', 'n.published_at', 'n.updated_at',
      `n.${col('title', lang)} as title`,
      `n.${col('summary', lang)} as summary`,
    ] as const;

  app.get('/news/list', { schema: { summary: 'News, newest first', querystring: ListQuery, response: { 200: Envelope(Page(Type.Union([News, NewsRow]))) } } }, async (request) => {
    const lang = request.lang;
    let base = newsFrom(lang);
    if (request.query.keyword) base = base.where(`n.${col('title', lang)}`, 'ilike', containsPattern(request.query.keyword));
    if (request.query.ids) base = base.where('n.id', 'in', idList(request.query.ids));
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const { limit, offset } = paging(request.query);
    const page = base.orderBy('n.published_at', 'desc').orderBy('n.id', 'desc').limit(limit).offset(offset);
    const rows = request.query.full
      ? (await page.select([...rowColumns(lang), `n.${col('content', lang)} as content`]).execute()).map((r) => ({ ...newsRow(r, lang), content: r.content }))
      : (await page.select(rowColumns(lang)).execute()).map((r) => newsRow(r, lang));
    return ok({ rows, total: Number(total) });
  });

  app.get('/news/:id', { schema: { summary: 'One news item', params: IdParam, response: { 200: Envelope(News) } } }, async (request) => {
    const lang = request.lang;
    const row = await newsFrom(lang)
      .where('n.id', '=', request.params.id)
      .select([...rowColumns(lang), `n.${col('content', lang)} as content`])
      .executeTakeFirst();
    if (!row) throw notFound('News');
    return ok({ ...newsRow(row, lang), content: row.content });
  });
};

interface NewsRecord {
  id: number;
  title: string | null;
  summary: string | null;
  cover: string | null;
  source_url: string | null;
  published_at: Date;
  updated_at: Date;
}

function newsRow(r: NewsRecord, lang: Language): NewsRow {
  return {
    id: r.id,
    lang: itemLang(lang),
    title: r.title ?? '',
    summary: r.summary,
    cover: mediaUrl(r.cover),
    url: r.source_url,
    publishTime: iso(r.published_at),
    updateTime: iso(r.updated_at),
  };
}
