import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, RANKED_TYPES, SITE_BUILD_USER_AGENT, RecordId } from '@expo/contract';
import { ok } from '../../lib/envelope';
import { countView } from './counts';
import { scheduleRankingRefresh } from './refresh';

/** Robots and the site's own build do not count as visitors. */
const NOT_A_VISITOR = new RegExp(`bot|crawl|spider|slurp|${SITE_BUILD_USER_AGENT}`, 'i');

/**
 * The detail pages' view beacon (navigator.sendBeacon, no cookie, no body): a view counts once
 * per visitor per item per day. An unknown item is answered like any other and counted nowhere.
 */
export const viewBeaconRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  scheduleRankingRefresh(app);

  app.post(
    '/common/view/:targetType/:targetId',
    { schema: { summary: 'Count a detail-page view for the rankings (the detail pages\' beacon)', response: { 200: Envelope(Type.Null()) },
      params: Type.Object({ targetType: Type.Union(RANKED_TYPES.map((t) => Type.Literal(t))), targetId: RecordId }) } },
    async (request) => {
      const { targetType, targetId } = request.params;
      const userAgent = request.headers['user-agent'] ?? '';
      if (NOT_A_VISITOR.test(userAgent)) return ok(null);
      const exists = await db.selectFrom(targetType).select('id').where('id', '=', targetId).executeTakeFirst();
      if (exists) await countView(db, targetType, targetId, request.ip, userAgent);
      return ok(null);
    },
  );
};
