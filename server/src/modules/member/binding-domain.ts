import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { ApiCode, DOMAIN_CODE, Envelope, ExhibitorCard, emailDomain, emailOnWebsiteDomain, messageText, type Language, RecordId } from '@expo/contract';
import type { Db } from '../../db/engine';
import { ApiError, invalidField, ok } from '../../lib/envelope';
import { memberIdOf } from '../auth/services';
import { randomDigits, sameHash, sha256 } from '../../lib/hashing';
import { createDelivery, DeliveryFailed } from '../auth/delivery';
import { checkEmail } from '../auth/validate';
import { exhibitorCard } from './binding';
import { inLanguage } from '../../lib/in-language';
import { bindMember, refuseFullTeam } from './team';

const SendBody = Type.Object({
  email: Type.String({ maxLength: 200 }),
  /** which exhibitor; without it, the one exhibitor whose website is on the address's domain */
  exhibitorId: Type.Optional(RecordId),
});
const BindBody = Type.Object({ email: Type.String({ maxLength: 200 }), code: Type.String({ maxLength: 20 }) });

/**
 * Binding with a code e-mailed to an address on the exhibitor's own website domain: whoever
 * reads the company's mail works there. Another domain is refused before anything is sent.
 */
export const bindingDomainRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const { limiter } = app.auth;
  const delivery = createDelivery(app.config, db, app.log);

  app.post(
    '/member/binding/domain/code',
    { config: { errors: [429] }, schema: { summary: "E-mail a binding code to an address on the exhibitor's website domain", response: { 200: Envelope(Type.Object({ exhibitorId: Type.Integer(), companyName: Type.String() })) }, body: SendBody } },
    async (request) => {
      const lang = request.lang;
      const memberId = memberIdOf(request);
      const email = checkEmail(lang, request.body.email);
      const me = await db.selectFrom('member').select('exhibitor_id').where('id', '=', memberId).executeTakeFirstOrThrow();
      if (me.exhibitor_id) throw invalidField('email', messageText(lang, 'alreadyBound'));
      const exhibitor = await exhibitorForEmail(db, lang, email, request.body.exhibitorId);
      await refuseFullTeam(db, lang, exhibitor.id);

      // Decided and recorded at once (a burst cannot outrun it); given back if the mail cannot go.
      const resend = { key: `bind-domain-resend:${memberId}`, windowSeconds: DOMAIN_CODE.resendSeconds, max: 1 };
      const attempt = await limiter.take([resend, { key: `bind-domain-day:${memberId}`, windowSeconds: 86_400, max: DOMAIN_CODE.perMemberPerDay }]);
      if (!attempt.ok) {
        throw new ApiError(ApiCode.tooMany, attempt.limit === resend ? messageText(lang, 'waitBeforeResend', { n: attempt.waitSeconds }) : messageText(lang, 'dailyCodeCap'));
      }

      const code = randomDigits(DOMAIN_CODE.length);
      await db.insertInto('binding_email_code').values({
        member_id: memberId, exhibitor_id: exhibitor.id, email, code_hash: sha256(code), expires_at: new Date(Date.now() + DOMAIN_CODE.ttlMinutes * 60_000),
      }).execute();
      try {
        await delivery.email(email, messageText(lang, 'domainCodeSubject', { name: exhibitor.name }), messageText(lang, 'domainCodeText', { name: exhibitor.name, code, n: DOMAIN_CODE.ttlMinutes }));
      } catch (error) {
        if (error instanceof DeliveryFailed) {
          await limiter.release(Object.values(attempt.events));
          throw new ApiError(ApiCode.serverError, messageText(lang, 'sendFailed'));
        }
        throw error;
      }
      return ok({ exhibitorId: exhibitor.id, companyName: exhibitor.name });
    },
  );

  app.post(
    '/member/binding/domain',
    { schema: { summary: 'Bind my account to an exhibitor with the code e-mailed to its domain', response: { 200: Envelope(ExhibitorCard) }, body: BindBody } },
    async (request) => {
      const lang = request.lang;
      const memberId = memberIdOf(request);
      const email = checkEmail(lang, request.body.email);
      const code = request.body.code.trim();
      let wrongCode: number | null = null;
      const exhibitorId = await bindMember(db, lang, memberId, 'domain', async (trx) => {
        const latest = await trx.selectFrom('binding_email_code').select(['id', 'exhibitor_id', 'code_hash', 'attempts'])
          .where('member_id', '=', memberId).where('email', '=', email).where('consumed_at', 'is', null).where('expires_at', '>', new Date())
          .orderBy('id', 'desc').limit(1).forUpdate().executeTakeFirst();
        if (!latest || latest.attempts >= DOMAIN_CODE.maxWrongTries) throw invalidField('code', messageText(lang, 'codeWrong'));
        if (!/^\d+$/.test(code) || !sameHash(latest.code_hash, sha256(code))) {
          wrongCode = latest.id;
          throw invalidField('code', messageText(lang, 'codeWrong'));
        }
        await trx.updateTable('binding_email_code').set({ consumed_at: new Date() }).where('id', '=', latest.id).execute();
        return latest.exhibitor_id;
      }).catch(async (error: unknown) => {
        // Counted after the transaction, which the refusal rolled back.
        if (wrongCode !== null) await db.updateTable('binding_email_code').set({ attempts: sql`attempts + 1` }).where('id', '=', wrongCode).execute();
        throw error;
      });
      return ok(await exhibitorCard(db, exhibitorId));
    },
  );
};

/** The exhibitor an address may bind to: the one asked for, or the only one on the address's domain. */
async function exhibitorForEmail(db: Db, lang: Language, email: string, exhibitorId: number | undefined): Promise<{ id: number; name: string }> {
  const nameOf = (e: { name_zh: string | null; name_en: string | null }) => inLanguage(lang, e.name_zh, e.name_en);
  if (exhibitorId !== undefined) {
    const e = await db.selectFrom('exhibitor').select(['id', 'website', 'name_zh', 'name_en']).where('id', '=', exhibitorId).executeTakeFirst();
    if (!e) throw new ApiError(ApiCode.notFound, 'Exhibitor not found');
    if (!emailOnWebsiteDomain(email, e.website)) throw invalidField('email', messageText(lang, 'emailNotOnDomain'));
    return { id: e.id, name: nameOf(e) };
  }
  const domain = emailDomain(email)!;
  // The address's domain and each parent domain (mail.acme.com, acme.com) may be a website's host.
  const labels = domain.split('.');
  const hosts = labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
  const host = sql<string>`lower(substring(website from '^(?:[A-Za-z][A-Za-z0-9+.-]*://)?(?:[Ww][Ww][Ww]\\.)?([^/:?#]+)'))`;
  const candidates = await db.selectFrom('exhibitor').select(['id', 'website', 'name_zh', 'name_en'])
    .where(host, 'in', hosts).limit(10).execute();
  const matching = candidates.filter((e) => emailOnWebsiteDomain(email, e.website));
  if (matching.length === 0) throw invalidField('email', messageText(lang, 'noExhibitorOnDomain'));
  if (matching.length > 1) throw invalidField('email', messageText(lang, 'domainShared'));
  return { id: matching[0]!.id, name: nameOf(matching[0]!) };
}
