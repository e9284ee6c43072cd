import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { Envelope, Exhibitor, ExhibitorRow, Page, type Language } from '@expo/contract';
import type { Db } from '../../db/engine';
import { notFound, ok } from '../../lib/envelope';
import { IdParam, Ids, Keyword, Order, PageQuery, col, containsPattern, idList, iso, itemLang, mediaUrl, paging } from './query';

const ListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    regionId: Type.Optional(Type.Integer({ minimum: 1 })),
    keyword: Type.Optional(Keyword),
    order: Order,
    /** rows carry every detail field (for the site build: one request per 100 records) */
    full: Type.Optional(Type.Boolean()),
    ids: Type.Optional(Ids),
  }),
]);

export const exhibitorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.get(
    '/exhibitor/list',
    { schema: { summary: 'Exhibitors (by id or by popularity)', querystring: ListQuery, response: { 200: Envelope(Page(Type.Union([Exhibitor, ExhibitorRow]))) } } },
    async (request) => {
      const lang = request.lang;
      const { regionId, keyword, order } = request.query;
      let base = exhibitorFrom(db).where(`e.${col('name', lang)}`, 'is not', null);
      if (regionId) base = base.where('e.region_id', '=', regionId);
      if (request.query.ids) base = base.where('e.id', 'in', idList(request.query.ids));
      if (keyword) {
        const pattern = containsPattern(keyword);
        base = base.where((eb) => eb.or([eb('e.name_zh', 'ilike', pattern), eb('e.name_en', 'ilike', pattern)]));
      }
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const { limit, offset } = paging(request.query);
      const sorted = <Q extends ExhibitorBase>(query: Q) =>
        query.orderBy(order === 'ranking' ? 'e.popularity' : 'e.id', order === 'ranking' ? 'desc' : 'asc').orderBy('e.id') as Q;
      // The page's ids first: rows skipped by OFFSET would otherwise still compute every subquery.
      const pageIds = sorted(base).select('e.id').limit(limit).offset(offset);
      const page = sorted(exhibitorFrom(db).where('e.id', 'in', pageIds));
      const rows = request.query.full
        ? (await selectExhibitorDetails(lang, page).execute()).map((r) => exhibitorDetail(r, lang))
        : (await selectExhibitors(lang, page).execute()).map((r) => exhibitorRow(r, lang));
      return ok({ rows, total: Number(total) });
    },
  );

  app.get(
    '/exhibitor/:id',
    { schema: { summary: 'One exhibitor', params: IdParam, response: { 200: Envelope(Exhibitor) } } },
    async (request) => {
      const lang = request.lang;
      const base = exhibitorFrom(db)
        .where('e.id', '=', request.params.id)
        .where(`e.${col('name', lang)}`, 'is not', null);
      const row = await selectExhibitorDetails(lang, base).executeTakeFirst();
      if (!row) throw notFound('Exhibitor');
      return ok(exhibitorDetail(row, lang));
    },
  );
};

type ExhibitorBase = ReturnType<typeof exhibitorFrom>;
const exhibitorFrom = (db: Db) => db.selectFrom('exhibitor as e');

/** The columns of an exhibitor row, with its region, booths and product count in `lang`. */
function selectExhibitors(lang: Language, base: ExhibitorBase) {
  return base
    .leftJoin('region as r', 'r.id', 'e.region_id')
    .select([
      'e.id', 'e.name_zh', 'e.name_en', 'e.logo', 'e.region_id', 'e.popularity', 'e.created_at', 'e.updated_at',
      `r.${col('name', lang)} as region_name`,
      (eb) =>
        eb
          .selectFrom('product as p')
          .whereRef('p.exhibitor_id', '=', 'e.id')
          .where('p.hidden', '=', false)
          .where(`p.${col('name', lang)}`, 'is not', null)
          .select(sql<number>`count(*)::int`.as('n'))
          .as('product_count'),
      (eb) =>
        eb
          .selectFrom('booth as b')
          .whereRef('b.exhibitor_id', '=', 'e.id')
          .select(sql<string[]>`coalesce(jsonb_agg(b.code ORDER BY b.code), '[]'::jsonb)`.as('codes'))
          .as('booths'),
    ]);
}

function selectExhibitorDetails(lang: Language, base: ExhibitorBase) {
  return selectExhibitors(lang, base).select([
    'e.intro_zh', 'e.intro_en', 'e.address_zh', 'e.address_en', 'e.email', 'e.phone', 'e.fax', 'e.website', 'e.photos',
    (eb) =>
      eb
        .selectFrom('booth as b')
        .innerJoin('hall as h', 'h.id', 'b.hall_id')
        .whereRef('b.exhibitor_id', '=', 'e.id')
        .select(`h.${col('name', lang)}`)
        .orderBy('b.code')
        .limit(1)
        .as('hall_name'),
  ]);
}

type ExhibitorDetailRecord = ExhibitorRecord & Record<`${'intro' | 'address'}_${Language}`, string | null> & {
  email: string | null;
  phone: string | null;
  fax: string | null;
  website: string | null;
  hall_name: string | null;
  photos: string[];
};

function exhibitorDetail(row: ExhibitorDetailRecord, lang: Language): Exhibitor {
  return {
    ...exhibitorRow(row, lang),
    intro: row[col('intro', lang)],
    address: row[col('address', lang)],
    email: row.email,
    phone: row.phone,
    fax: row.fax,
    website: row.website,
    hallName: row.hall_name,
    photos: row.photos.map((id) => mediaUrl(id) as string),
  };
}

interface ExhibitorRecord {
  id: number;
  name_zh: string | null;
  name_en: string | null;
  logo: string | null;
  region_id: number | null;
  region_name: string | null;
  popularity: number;
  created_at: Date;
  updated_at: Date;
  product_count: number | null;
  booths: string[] | null;
}

function exhibitorRow(r: ExhibitorRecord, lang: Language): ExhibitorRow {
  return {
    id: r.id,
    lang: itemLang(lang),
    name: (lang === 'zh' ? r.name_zh : r.name_en) ?? '',
    nameEn: r.name_en,
    logo: mediaUrl(r.logo),
    regionId: r.region_id,
    regionName: r.region_name,
    booths: r.booths ?? [],
    productCount: Number(r.product_count ?? 0),
    popularity: r.popularity,
    createTime: iso(r.created_at),
    updateTime: iso(r.updated_at),
  };
}
