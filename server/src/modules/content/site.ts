import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  CategoryGroup, Channel, ContactItem, DictEntry, Envelope, ExhibitionIntro, ExhibitionTime, HomeModule,
  OtherSystem, QrCode, Region, Seo,
} from '@expo/contract';
import { notFound, ok } from '../../lib/envelope';
import { readExhibition } from '../../lib/exhibition';
import { col, mediaUrl } from './query';
import { buildChannelTree, normalisePagePath } from './channels';

/** Site-wide data: navigation, dictionaries, configs, the exhibition itself, SEO records. */
export const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.get('/category/getList', { schema: { summary: 'Product categories, in groups', response: { 200: Envelope(Type.Array(CategoryGroup)) } } }, async (request) => {
    const lang = request.lang;
    const groups = await db.selectFrom('category_group').selectAll().orderBy('sort').orderBy('id').execute();
    const categories = await db.selectFrom('category').selectAll().orderBy('sort').orderBy('id').execute();
    return ok(
      groups.map((g) => ({
        id: g.id,
        groupName: g[col('name', lang)],
        productCategoryList: categories
          .filter((c) => c.group_id === g.id)
          .map((c) => ({ id: c.id, name: c.name_zh, nameEn: c.name_en })),
      })),
    );
  });

  app.get('/exhibition/getExhibitionRegion', { schema: { summary: 'Exhibitor regions (both languages in each row)', response: { 200: Envelope(Type.Array(Region)) } } }, async () => {
    const rows = await db.selectFrom('region').selectAll().orderBy('sort').orderBy('id').execute();
    return ok(rows.map((r) => ({ id: r.id, name: r.name_zh, nameEn: r.name_en })));
  });

  app.get('/channel/list', { schema: { summary: 'The navigation tree', response: { 200: Envelope(Type.Array(Channel)) } } }, async (request) => {
    const lang = request.lang;
    const rows = await db.selectFrom('channel').selectAll().orderBy('sort').orderBy('id').execute();
    return ok(buildChannelTree(rows, lang, null));
  });

  app.get(
    '/channel/page',
    { schema: { summary: 'The section (top-level channel with its children) that holds a page', querystring: Type.Object({ path: Type.String({ minLength: 1, maxLength: 200 }) }), response: { 200: Envelope(Channel) } } },
    async (request) => {
      const lang = request.lang;
      const rows = await db.selectFrom('channel').selectAll().orderBy('sort').orderBy('id').execute();
      const path = normalisePagePath(request.query.path);
      const match = rows.find((r) => r.path === path);
      if (!match) throw notFound('Channel');
      // The channel's section: its top-level ancestor, with that section's children.
      let top = match;
      while (top.parent_id !== null) top = rows.find((r) => r.id === top.parent_id) ?? top;
      const [section] = buildChannelTree(rows, lang, top.parent_id).filter((c) => c.id === top.id);
      if (!section) throw notFound('Channel');
      return ok(section);
    },
  );

  app.get('/modules/list', { schema: { summary: 'Home page sections, in order', response: { 200: Envelope(Type.Array(HomeModule)) } } }, async (request) => {
    const lang = request.lang;
    const rows = await db.selectFrom('home_module').selectAll().where('enabled', '=', true).orderBy('sort').execute();
    return ok(rows.map((r) => ({ code: r.code, title: r[col('title', lang)], sort: r.sort })));
  });

  app.get('/exhibition/getExhibitionIntro', { schema: { summary: 'The exhibition: name, venue, dates, figures', response: { 200: Envelope(ExhibitionIntro) } } }, async (request) => {
    const lang = request.lang;
    const show = await readExhibition(db);
    const counts = await sql<{ exhibitors: number; products: number }>`
      SELECT (SELECT count(*)::int FROM exhibitor WHERE ${sql.ref(col('name', lang))} IS NOT NULL) AS exhibitors,
             (SELECT count(*)::int FROM product WHERE ${sql.ref(col('name', lang))} IS NOT NULL) AS products`.execute(db);
    const { exhibitors, products } = counts.rows[0] ?? { exhibitors: 0, products: 0 };
    return ok({
      name: show[col('name', lang)],
      venue: show[col('venue', lang)],
      address: show[col('address', lang)],
      intro: show[col('intro', lang)],
      startTime: show.start_date,
      endTime: show.end_date,
      area: show.area,
      exhibitorCount: exhibitors,
      productCount: products,
      visitorCount: show.visitor_count,
      countryCount: show.country_count,
      banner: mediaUrl(show.banner),
      nextStartTime: show.next_start_date,
      nextEndTime: show.next_end_date,
    });
  });

  // Not cached: serverTime is the clock's.
  app.get('/exhibition/getExhibitionTimeDown', { config: { publicCache: false }, schema: { summary: 'The show dates and the server clock, for the countdown', response: { 200: Envelope(ExhibitionTime) } } }, async () => {
    const show = await readExhibition(db);
    return ok({ startTime: show.start_date, endTime: show.end_date, serverTime: new Date().toISOString() });
  });

  app.get('/contacts/list', { schema: { summary: 'Contacts of the organiser', response: { 200: Envelope(Type.Array(ContactItem)) } } }, async (request) => {
    const lang = request.lang;
    const rows = await db.selectFrom('contact').selectAll().orderBy('sort').orderBy('id').execute();
    return ok(rows.map((r) => ({ id: r.id, dept: r[col('dept', lang)], person: r[col('person', lang)], phone: r.phone, email: r.email })));
  });

  app.get('/otherSystem', { schema: { summary: 'Links to sister shows and systems', response: { 200: Envelope(Type.Array(OtherSystem)) } } }, async (request) => {
    const lang = request.lang;
    const rows = await db.selectFrom('other_system').selectAll().orderBy('sort').orderBy('id').execute();
    return ok(rows.map((r) => ({ id: r.id, name: r[col('name', lang)], url: r.url })));
  });

  app.get('/home/getQrCodeList', { schema: { summary: 'QR codes shown on the home page', response: { 200: Envelope(Type.Array(QrCode)) } } }, async () => {
    const rows = await db.selectFrom('qr_code').selectAll().orderBy('sort').orderBy('id').execute();
    return ok(rows.map((r) => ({ id: r.id, photo: mediaUrl(r.photo) as string, name: r.name_zh, nameEn: r.name_en })));
  });

  const ConfigKey = Type.Object({ key: Type.String({ pattern: '^[a-z][a-z0-9_]{0,63}$' }) });
  app.get('/config/:key', { schema: { summary: 'One site setting, as a string', params: ConfigKey, response: { 200: Envelope(Type.String()) } } }, async (request) => {
    const row = await db.selectFrom('config').select('value').where('key', '=', request.params.key).executeTakeFirst();
    if (!row) throw notFound('Config');
    return ok(row.value);
  });

  const DictType = Type.Object({ type: Type.String({ pattern: '^[a-z][a-z0-9_]{0,63}$' }) });
  app.get('/dict/:type', { schema: { summary: 'A dictionary (demand times, education, salary ranges…)', params: DictType, response: { 200: Envelope(Type.Array(DictEntry)) } } }, async (request) => {
    const lang = request.lang;
    const rows = await db.selectFrom('dict').selectAll().where('type', '=', request.params.type).orderBy('sort').orderBy('value').execute();
    if (!rows.length) throw notFound('Dictionary type');
    return ok(rows.map((r) => ({ dictLabel: r[col('label', lang)], dictValue: r.value })));
  });

  // The per-page SEO call: the record of the page's language-neutral path, falling back to its
  // section (/exhibitors/12 → /exhibitors) and then to the home page's record.
  app.get(
    '/seo',
    { schema: { summary: 'SEO texts of a page (its own, else its section\'s, else the home page\'s)', querystring: Type.Object({ path: Type.String({ minLength: 1, maxLength: 200 }) }), response: { 200: Envelope(Seo) } } },
    async (request) => {
      const lang = request.lang;
      const path = normalisePagePath(request.query.path);
      const candidates = [path, `/${path.split('/')[1] ?? ''}`, '/'];
      const rows = await db.selectFrom('seo').selectAll().where('path', 'in', candidates).execute();
      const row = candidates.map((c) => rows.find((r) => r.path === c)).find(Boolean);
      if (!row) throw notFound('SEO record');
      return ok({
        seoTitle: row[col('title', lang)],
        seoKeyword: row[col('keyword', lang)],
        seoDescription: row[col('description', lang)],
        content: row[col('content', lang)],
      });
    },
  );
};
