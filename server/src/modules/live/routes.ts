import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiCode, messageText, Envelope } from '@expo/contract';
import { ApiError, notFound, ok } from '../../lib/envelope';
import { sharedSecret } from '../../lib/secrets';
import { assertSameUser } from '../auth/services';

const Params = Type.Object({ userId: Type.Integer({ minimum: 1 }), liveId: Type.Integer({ minimum: 1 }) });
const Query = Type.Object({ device: Type.Union([Type.Literal('pc'), Type.Literal('wap')], { default: 'pc' }) });

/**
 * Watch URLs of members-only (type 1) streams, signed in the style of Polyv's external
 * authorisation: the player checks sign = md5(secret + userid + secret + ts). The secret is
 * POLYV_SECRET (required in production: the provider holds it too), else the database's.
 */
export const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const polyvSecret = sharedSecret(db, 'polyv', app.config.polyvSecret);

  app.get('/polyv/watch/:userId/:liveId', { config: { errors: [403, 700] }, schema: { summary: 'The watch URL of a live stream, signed for members-only streams', response: { 200: Envelope(Type.String({ description: 'the watch URL' })) }, params: Params, querystring: Query } }, async (request) => {
    const lang = request.lang;
    const { userId, liveId } = request.params;
    assertSameUser(request, userId);
    const member = await db.selectFrom('member').select('nickname').where('id', '=', userId).executeTakeFirstOrThrow();
    if (!member.nickname) throw new ApiError(ApiCode.forbidden, messageText(lang, 'completeProfile'), 'nickname');
    const live = await db.selectFrom('live').selectAll().where('id', '=', liveId).executeTakeFirst();
    if (!live) throw notFound('Live item');
    const pc = request.query.device === 'pc';
    const base = lang === 'en' ? (pc ? live.pc_url_en : live.wap_url_en) ?? (pc ? live.pc_url : live.wap_url) : pc ? live.pc_url : live.wap_url;
    if (!base) throw notFound('Live stream');
    if (live.live_type !== 1) return ok(base);
    const ts = Date.now().toString();
    const secret = await polyvSecret();
    const sign = createHash('md5').update(`${secret}${userId}${secret}${ts}`).digest('hex');
    const url = new URL(base);
    url.searchParams.set('userid', String(userId));
    url.searchParams.set('ts', ts);
    url.searchParams.set('sign', sign);
    url.searchParams.set('nickname', member.nickname);
    return ok(url.toString());
  });
};
