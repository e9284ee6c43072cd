import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiCode, INQUIRY_LIMITS, messageText, Envelope, Page, Created, Inquiry } from '@expo/contract';
import type { Db } from '../../db/engine';
import { ApiError, invalidField, notFound, ok } from '../../lib/envelope';
import { memberIdOf } from '../auth/services';
import { checkEmail, checkMobile, requireText } from '../auth/validate';
import { PageQuery, iso, paging } from '../content/query';

const Field = Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Number(), Type.Null()]));

/** Inquiries from members to exhibitors (about the exhibitor or one of its products). */
export const inquiryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const { limiter } = app.auth;

  app.post(
    '/inquiry',
    {
      config: { errors: [429] }, schema: { summary: 'Send an inquiry to an exhibitor (about it or one of its products)', response: { 200: Envelope(Created) }, body: Type.Object({ exhibitorId: Type.Optional(Type.Integer({ minimum: 1 })), productId: Type.Optional(Type.Integer({ minimum: 1 })), name: Field, mobile: Field, email: Field, quantity: Field, contents: Field }) },
    },
    async (request) => {
      const lang = request.lang;
      const memberId = memberIdOf(request);
      const body = request.body;
      const text = (field: 'name' | 'contents', max: number) => {
        const value = requireText(lang, field, body[field] === null || body[field] === undefined ? undefined : String(body[field]));
        if ([...value].length > max) throw invalidField(field, messageText(lang, 'maxLength', { n: max }));
        return value;
      };
      const name = text('name', INQUIRY_LIMITS.name);
      const mobile = checkMobile(lang, body.mobile?.toString());
      const email = checkEmail(lang, body.email?.toString());
      const contents = text('contents', INQUIRY_LIMITS.contents);
      const quantity = quantityOf(lang, body.quantity);
      const exhibitorId = await exhibitorOf(db, body.exhibitorId, body.productId);
      if (!exhibitorId) throw notFound('Exhibitor');
      // Decided and recorded at once, so a burst over any number of processes gets exactly the hour's allowance.
      const taken = await limiter.take([{ key: `inquiry:${memberId}`, windowSeconds: 3600, max: INQUIRY_LIMITS.perMemberPerHour }]);
      if (!taken.ok) throw new ApiError(ApiCode.tooMany, messageText(lang, 'tooManyRequests'));
      const { id } = await db.insertInto('inquiry')
        .values({ member_id: memberId, exhibitor_id: exhibitorId, product_id: body.productId ?? null, name, mobile, email, quantity, contents })
        .returning('id').executeTakeFirstOrThrow();
      return ok({ id });
    },
  );

  app.get('/member/inquiries/sent', { schema: { summary: 'Inquiries I sent', response: { 200: Envelope(Page(Inquiry)) }, querystring: PageQuery } }, async (request) => {
    const base = inquiryFrom(db).where('inquiry.member_id', '=', memberIdOf(request));
    return ok(await inquiryPage(db, base, request.query));
  });

  app.get('/member/inquiries/received', { config: { errors: [403] }, schema: { summary: 'Inquiries to my bound exhibitor', response: { 200: Envelope(Page(Inquiry)) }, querystring: PageQuery } }, async (request) => {
    const lang = request.lang;
    const member = await db.selectFrom('member').select('exhibitor_id').where('id', '=', memberIdOf(request)).executeTakeFirstOrThrow();
    if (!member.exhibitor_id) throw new ApiError(ApiCode.forbidden, messageText(lang, 'notBound'));
    const base = inquiryFrom(db).where('inquiry.exhibitor_id', '=', member.exhibitor_id);
    return ok(await inquiryPage(db, base, request.query));
  });
};

function quantityOf(lang: 'zh' | 'en', raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined || String(raw).trim() === '') return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw invalidField('quantity', messageText(lang, 'wholeNumber'));
  if (n > INQUIRY_LIMITS.quantityMax) throw invalidField('quantity', messageText(lang, 'amountMax', { n: INQUIRY_LIMITS.quantityMax.toLocaleString('en-US') }));
  return n;
}

async function exhibitorOf(db: Db, exhibitorId: number | undefined, productId: number | undefined): Promise<number | null> {
  if (productId) {
    const product = await db.selectFrom('product').select('exhibitor_id').where('id', '=', productId).executeTakeFirst();
    if (!product || (exhibitorId && exhibitorId !== product.exhibitor_id)) return null;
    return product.exhibitor_id;
  }
  if (!exhibitorId) return null;
  const exhibitor = await db.selectFrom('exhibitor').select('id').where('id', '=', exhibitorId).executeTakeFirst();
  return exhibitor?.id ?? null;
}

async function inquiryPage(db: Db, base: ReturnType<typeof inquiryFrom>, query: { pageNum: number; pageSize: number }) {
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const { limit, offset } = paging(query);
  const rows = await base
    .leftJoin('exhibitor as e', 'e.id', 'inquiry.exhibitor_id')
    .leftJoin('product as p', 'p.id', 'inquiry.product_id')
    .select(['inquiry.id', 'inquiry.exhibitor_id', 'inquiry.product_id', 'inquiry.name', 'inquiry.mobile', 'inquiry.email', 'inquiry.quantity', 'inquiry.contents', 'inquiry.created_at',
      'e.name_zh as exhibitor_name_zh', 'e.name_en as exhibitor_name_en', 'p.name_zh as product_name_zh', 'p.name_en as product_name_en'])
    .orderBy('inquiry.created_at', 'desc').orderBy('inquiry.id', 'desc').limit(limit).offset(offset).execute();
  return {
    rows: rows.map((r) => ({
      id: r.id, exhibitorId: r.exhibitor_id, exhibitorName: r.exhibitor_name_zh ?? r.exhibitor_name_en, productId: r.product_id,
      productName: r.product_name_zh ?? r.product_name_en, name: r.name, mobile: r.mobile, email: r.email, quantity: r.quantity,
      contents: r.contents, createTime: iso(r.created_at),
    })),
    total: Number(total),
  };
}

function inquiryFrom(db: Db) {
  return db.selectFrom('inquiry');
}
