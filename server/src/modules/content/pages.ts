import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ContentPage, ContentPageRow, Download, Envelope, LiveItem, MediaPartner, Page, Procurement, ProcurementRow } from '@expo/contract';
import { notFound, ok } from '../../lib/envelope';
import { IdParam, PageQuery, col, iso, itemLang, mediaUrl, paging } from './query';

/** Content pages, procurement notices, media partners, downloads and live items. */
export const pageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.get('/page/list', { schema: { summary: 'Content pages in the request language', response: { 200: Envelope(Type.Array(ContentPageRow)) } } }, async (request) => {
    const lang = request.lang;
    const rows = await db.selectFrom('content_page').select(['code', `${col('title', lang)} as title`])
      .where(col('title', lang), 'is not', null).orderBy('code').execute();
    return ok(rows.map((r) => ({ code: r.code, title: r.title ?? '' })));
  });

  const PageCode = Type.Object({ code: Type.String({ pattern: '^[a-z][a-z0-9-]{0,63}$' }) });
  app.get('/page/:code', { schema: { summary: 'One content page', params: PageCode, response: { 200: Envelope(ContentPage) } } }, async (request) => {
    const lang = request.lang;
    const row = await db.selectFrom('content_page').selectAll().where('code', '=', request.params.code)
      .where(col('title', lang), 'is not', null).executeTakeFirst();
    if (!row) throw notFound('Page');
    return ok({ code: row.code, title: row[col('title', lang)] ?? '', content: row[col('content', lang)] ?? '', updateTime: iso(row.updated_at) });
  });

  app.get('/procurement/list', { schema: { summary: 'Procurement notices', querystring: PageQuery, response: { 200: Envelope(Page(ProcurementRow)) } } }, async (request) => {
    const lang = request.lang;
    const base = db.selectFrom('procurement').where(col('title', lang), 'is not', null);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const { limit, offset } = paging(request.query);
    const rows = await base.select(['id', 'published_at', `${col('title', lang)} as title`]).orderBy('published_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
    return ok({ rows: rows.map((r) => ({ id: r.id, title: r.title ?? '', publishTime: iso(r.published_at) })), total: Number(total) });
  });

  app.get('/procurement/:id', { schema: { summary: 'One procurement notice', params: IdParam, response: { 200: Envelope(Procurement) } } }, async (request) => {
    const lang = request.lang;
    const row = await db.selectFrom('procurement').where('id', '=', request.params.id).where(col('title', lang), 'is not', null)
      .select(['id', 'published_at', `${col('title', lang)} as title`, `${col('content', lang)} as content`]).executeTakeFirst();
    if (!row) throw notFound('Procurement notice');
    return ok({ id: row.id, title: row.title ?? '', content: row.content, publishTime: iso(row.published_at) });
  });

  app.get('/mediaPartner/list', { schema: { summary: 'Media partners', response: { 200: Envelope(Type.Array(MediaPartner)) } } }, async (request) => {
    const lang = request.lang;
    const rows = await db.selectFrom('media_partner').selectAll().orderBy('sort').orderBy('id').execute();
    return ok(rows.map((r) => ({ id: r.id, name: r[col('name', lang)], logo: mediaUrl(r.logo), url: r.url })));
  });

  app.get('/fileDownload/list', { schema: { summary: 'Downloads', querystring: PageQuery, response: { 200: Envelope(Page(Download)) } } }, async (request) => {
    const lang = request.lang;
    const base = db.selectFrom('download').where(col('title', lang), 'is not', null);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const { limit, offset } = paging(request.query);
    const rows = await base
      .select(['id', 'file_name', 'mime', `${col('title', lang)} as title`, (eb) => eb.fn<number>('octet_length', ['data']).as('size')])
      .orderBy('sort').orderBy('id').limit(limit).offset(offset).execute();
    return ok({
      rows: rows.map((r) => ({ id: r.id, title: r.title ?? '', fileName: r.file_name, mime: r.mime, size: Number(r.size), url: `/api/common/fileDownload/${r.id}/file` })),
      total: Number(total),
    });
  });

  // Not in the answer cache: a file, not JSON, up to 10 MB; it has a Cache-Control of its own.
  app.get('/fileDownload/:id/file', { config: { publicCache: false, file: 'application/octet-stream' }, schema: { summary: 'A download\'s file, as an attachment', params: IdParam } }, async (request, reply) => {
    const row = await db.selectFrom('download').select(['file_name', 'mime', 'data']).where('id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound('File');
    return reply
      .header('content-type', row.mime)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.file_name)}`)
      .header('cache-control', 'public, max-age=3600')
      .send(Buffer.from(row.data));
  });

  const liveColumns = ['id', 'live_type', 'cover', 'wap_url', 'pc_url', 'wap_url_en', 'pc_url_en', 'starts_at', 'created_at'] as const;
  const liveItem = (r: { id: number; live_type: number; cover: string | null; wap_url: string | null; pc_url: string | null; wap_url_en: string | null; pc_url_en: string | null; starts_at: Date; created_at: Date; title: string | null }, lang: 'zh' | 'en') => ({
    id: r.id,
    lang: itemLang(lang),
    liveType: r.live_type as 1 | 2,
    title: r.title ?? '',
    cover: mediaUrl(r.cover),
    wapUrl: r.wap_url,
    pcUrl: r.pc_url,
    wapUrlEn: r.wap_url_en,
    pcUrlEn: r.pc_url_en,
    startTime: iso(r.starts_at),
    createTime: iso(r.created_at),
  });

  app.get('/live/list', { schema: { summary: 'Live streams, newest first', querystring: PageQuery, response: { 200: Envelope(Page(LiveItem)) } } }, async (request) => {
    const lang = request.lang;
    const base = db.selectFrom('live').where(col('title', lang), 'is not', null);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const { limit, offset } = paging(request.query);
    const rows = await base.select([...liveColumns, `${col('title', lang)} as title`]).orderBy('starts_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
    return ok({ rows: rows.map((r) => liveItem(r, lang)), total: Number(total) });
  });

  app.get('/live/:id', { schema: { summary: 'One live stream', params: IdParam, response: { 200: Envelope(LiveItem) } } }, async (request) => {
    const lang = request.lang;
    const row = await db.selectFrom('live').where('id', '=', request.params.id).where(col('title', lang), 'is not', null)
      .select([...liveColumns, `${col('title', lang)} as title`]).executeTakeFirst();
    if (!row) throw notFound('Live item');
    return ok(liveItem(row, lang));
  });
};
