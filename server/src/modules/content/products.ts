import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, Page, Product, ProductRow, type Language } from '@expo/contract';
import type { Db } from '../../db/engine';
import { notFound, ok } from '../../lib/envelope';
import { IdParam, Ids, Keyword, Order, PageQuery, col, containsPattern, idList, iso, itemLang, mediaUrl, paging } from './query';

const ListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    categoryId: Type.Optional(Type.Integer({ minimum: 1 })),
    exhibitorId: Type.Optional(Type.Integer({ minimum: 1 })),
    keyword: Type.Optional(Keyword),
    innovative: Type.Optional(Type.Boolean()),
    order: Order,
    full: Type.Optional(Type.Boolean()),
    ids: Type.Optional(Ids),
  }),
]);

export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.get(
    '/product/list',
    { schema: { summary: 'Products (exhibits)', querystring: ListQuery, response: { 200: Envelope(Page(Type.Union([Product, ProductRow]))) } } },
    async (request) => {
      const lang = request.lang;
      const { categoryId, exhibitorId, keyword, innovative, order } = request.query;
      let base = productFrom(db).where(`p.${col('name', lang)}`, 'is not', null);
      if (categoryId) base = base.where('p.category_id', '=', categoryId);
      if (request.query.ids) base = base.where('p.id', 'in', idList(request.query.ids));
      if (exhibitorId) base = base.where('p.exhibitor_id', '=', exhibitorId);
      if (innovative !== undefined) base = base.where('p.innovative', '=', innovative);
      if (keyword) {
        const pattern = containsPattern(keyword);
        base = base.where((eb) =>
          eb.or([
            eb('p.name_zh', 'ilike', pattern),
            eb('p.name_en', 'ilike', pattern),
            eb(`p.${col('brand', lang)}`, 'ilike', pattern),
          ]),
        );
      }
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const { limit, offset } = paging(request.query);
      // One exhibitor's products come in the order its team gave them.
      const ordered = order === 'ranking' ? base.orderBy('p.popularity', 'desc') : exhibitorId ? base.orderBy('p.sort') : base;
      const page = ordered.orderBy('p.id').limit(limit).offset(offset);
      const rows = request.query.full
        ? (await selectProductDetails(lang, page).execute()).map((r) => productDetail(r, lang))
        : (await selectProducts(lang, page).execute()).map((r) => productRow(r, lang));
      return ok({ rows, total: Number(total) });
    },
  );

  app.get('/product/:id', { schema: { summary: 'One product', params: IdParam, response: { 200: Envelope(Product) } } }, async (request) => {
    const lang = request.lang;
    const base = productFrom(db).where('p.id', '=', request.params.id).where(`p.${col('name', lang)}`, 'is not', null);
    const row = await selectProductDetails(lang, base).executeTakeFirst();
    if (!row) throw notFound('Product');
    return ok(productDetail(row, lang));
  });
};

/** The products on the site: not those their exhibitor's team hid. */
function productFrom(db: Db) {
  return db.selectFrom('product as p').where('p.hidden', '=', false);
}

function selectProducts(lang: Language, base: ReturnType<typeof productFrom>) {
  return base
    .innerJoin('exhibitor as e', 'e.id', 'p.exhibitor_id')
    .leftJoin('category as c', 'c.id', 'p.category_id')
    .select([
      'p.id', 'p.name_zh', 'p.name_en', 'p.photos', 'p.exhibitor_id', 'p.category_id', 'p.innovative',
      'p.popularity', 'p.sort', 'p.created_at', 'p.updated_at',
      `p.${col('brand', lang)} as brand`,
      `e.${col('name', lang)} as exhibitor_name`,
      `c.${col('name', lang)} as category_name`,
    ]);
}

function selectProductDetails(lang: Language, base: ReturnType<typeof productFrom>) {
  return selectProducts(lang, base).select([`p.${col('intro', lang)} as intro`, `p.${col('factory', lang)} as factory`, `p.${col('origin', lang)} as origin`, 'p.qs']);
}

function productDetail(row: ProductRecord & { intro: string | null; factory: string | null; origin: string | null; qs: boolean }, lang: Language): Product {
  return {
    ...productRow(row, lang),
    photos: row.photos.map((id) => mediaUrl(id) as string),
    intro: row.intro,
    factory: row.factory,
    origin: row.origin,
    qs: row.qs,
  };
}

interface ProductRecord {
  id: number;
  name_zh: string | null;
  name_en: string | null;
  photos: string[];
  exhibitor_id: number;
  exhibitor_name: string | null;
  category_id: number | null;
  category_name: string | null;
  brand: string | null;
  innovative: boolean;
  popularity: number;
  sort: number;
  created_at: Date;
  updated_at: Date;
}

function productRow(r: ProductRecord, lang: Language): ProductRow {
  return {
    id: r.id,
    lang: itemLang(lang),
    name: (lang === 'zh' ? r.name_zh : r.name_en) ?? '',
    photo: mediaUrl(r.photos[0]),
    exhibitorId: r.exhibitor_id,
    exhibitorName: r.exhibitor_name,
    categoryId: r.category_id,
    categoryName: r.category_name,
    brand: r.brand,
    innovative: r.innovative,
    popularity: r.popularity,
    sort: r.sort,
    createTime: iso(r.created_at),
    updateTime: iso(r.updated_at),
  };
}
