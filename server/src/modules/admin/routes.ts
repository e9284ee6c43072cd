import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiCode, REJECT_REASON_MAX } from '@expo/contract';
import { ApiError, badRequest, notFound, ok } from '../../lib/envelope';
import { listDemands, reviewDemand } from '../demand/moderation';
import { ADMIN_SECRET_HEADER } from '../../lib/secrets';
import { seedContent } from '../../seed';
import { latestOutbox } from './outbox';
import { buildOutageRoute } from './build-outage';
import { buildHistory, requestRebuild } from './builds';
import { saveEditor } from '../editor/auth';
import { bumpContentVersion } from '../../db/content-version';
import { touchedRecords } from '../editor/touched-records';

/**
 * Local endpoints for the command-line tools (seed, and later moderate, outbox, rebuild): the
 * embedded database belongs to the server, so tools ask it rather than open the files again.
 * Guarded by the secret in DATA_DIR/admin.secret and reachable from this machine only.
 */
export const adminRoutes: FastifyPluginAsyncTypebox<{ secret: string; buildOutage?: { on: boolean } }> = async (app, { secret, buildOutage }) => {
  app.addHook('onRequest', async (request) => {
    const given = Buffer.from(String(request.headers[ADMIN_SECRET_HEADER] ?? ''));
    const expected = Buffer.from(secret);
    const local = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '');
    if (!local || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError(ApiCode.forbidden, 'No access');
    }
  });

  app.post(
    '/seed',
    { schema: { body: Type.Object({ scale: Type.Union([Type.Literal('small'), Type.Literal('large')]) }) } },
    async (request) => ok(await seedContent(app.engine.db, request.body.scale, (msg: string) => request.log.info(msg))),
  );

  app.get(
    '/demands',
    { schema: { querystring: Type.Object({ status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')], { default: 'pending' }) }) } },
    async (request) => ok(await listDemands(app.engine.db, request.query.status)),
  );

  app.post(
    '/demands/:id/review',
    {
      schema: {
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        body: Type.Object({ approve: Type.Boolean(), reason: Type.Optional(Type.String({ minLength: 1, maxLength: REJECT_REASON_MAX })) }),
      },
    },
    async (request) => {
      const { approve, reason } = request.body;
      if (!approve && !reason?.trim()) throw badRequest('reason is required to reject');
      const outcome = await reviewDemand(app.engine.db, request.params.id, approve ? { approve } : { approve, reason: reason ?? '' }, 'cli');
      if (!outcome) throw notFound('Demand');
      return ok(outcome);
    },
  );

  // Used by the build benchmark to change one record the way an editor would.
  app.post(
    '/exhibitors/:id/name',
    { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }), body: Type.Object({ nameZh: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), nameEn: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) }) } },
    async (request) => {
      const { nameZh, nameEn } = request.body;
      const db = app.engine.db;
      const updated = await db.transaction().execute(async (trx) => {
        const row = await trx.updateTable('exhibitor').set({ ...(nameZh ? { name_zh: nameZh } : {}), ...(nameEn ? { name_en: nameEn } : {}), updated_at: new Date() })
          .where('id', '=', request.params.id).returning('id').executeTakeFirst();
        if (row) await bumpContentVersion(trx, await touchedRecords(trx, 'exhibitors', String(row.id)));
        return row;
      });
      if (!updated) throw notFound('Exhibitor');
      return ok(updated);
    },
  );

  app.post('/rebuild', async () => ok(await requestRebuild(app.engine.db, 'requested by hand')));

  if (buildOutage) buildOutageRoute(app, buildOutage);

  app.get('/builds', async () => ok(await buildHistory(app.engine.db)));

  app.post('/editors', { schema: { body: Type.Object({ username: Type.String({ maxLength: 40 }), password: Type.String({ maxLength: 200 }) }) } }, async (request) => {
    try {
      return ok(await saveEditor(app.engine.db, request.body.username, request.body.password));
    } catch (error) {
      throw badRequest(error instanceof Error ? error.message : 'Invalid editor');
    }
  });

  app.get(
    '/outbox',
    { schema: { querystring: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }) }) } },
    async (request) => ok(await latestOutbox(app.engine.db, request.query.limit)),
  );
};
