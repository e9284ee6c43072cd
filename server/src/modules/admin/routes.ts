import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiCode, messageText, Envelope, Created, OutboxMessage } from '@expo/contract';
import { ApiError, badRequest, notFound, ok } from '../../lib/envelope';
import { documentAccess } from '../../lib/openapi';
import { ADMIN_SECRET_HEADER } from '../../lib/secrets';
import type { Db } from '../../db/engine';
import { SEED_KINDS, type SeedKind } from '../../lib/seed-kinds';
import { latestOutbox } from './outbox';
import { buildOutageRoute } from './build-outage';
import { saveEditor } from '../console/session';
import { bumpContentVersion } from '../../db/content-version';
import { touchedRecords } from '../console/touched-records';
import { RateLimiter } from '../auth/rate-limit';
import { codeLimitKeys } from '../auth/limits';

/**
 * Local endpoints for the command-line tools (seed, moderate, outbox, rebuild, editor): the
 * embedded database belongs to the server, so tools ask it rather than open the files again.
 * Guarded by the admin secret (ADMIN_SECRET, else the database's; the process that holds the
 * embedded database copies it to DATA_DIR/admin.secret for the tools) and reachable from this
 * machine only. What lives above the modules comes in as options (app.ts passes them): the seed,
 * and other modules' routes for the tools (the staff routes), mounted behind the same guard.
 */
export interface AdminOptions {
  secret: string;
  buildOutage?: { on: boolean };
  /** Replaces all content with a seed (server/src/seed). */
  seed: (db: Db, kind: SeedKind, log: (msg: string) => void) => Promise<unknown>;
  /** Other modules' routes for the command-line tools. */
  routes?: FastifyPluginAsync[];
}

export const adminRoutes: FastifyPluginAsyncTypebox<AdminOptions> = async (app, { secret, buildOutage, seed, routes = [] }) => {
  documentAccess(app, 'admin');
  app.addHook('onRequest', async (request) => {
    const given = Buffer.from(String(request.headers[ADMIN_SECRET_HEADER] ?? ''));
    const expected = Buffer.from(secret);
    const local = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '');
    if (!local || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError(ApiCode.forbidden, messageText(request.lang, 'noAccess'));
    }
  });

  app.post(
    '/seed',
    { schema: { summary: 'Replace all content with a seed: the structure alone, or the demo of a scale', response: { 200: Envelope(Type.Unknown({ description: 'what the seed wrote' })) }, body: Type.Object({ scale: Type.Union(SEED_KINDS.map((kind) => Type.Literal(kind))) }) } },
    async (request) => ok(await seed(app.engine.db, request.body.scale, (msg: string) => request.log.info(msg))),
  );

  for (const plugin of routes) await app.register(plugin);

  // Used by the build benchmark to change one record the way an editor would.
  app.post(
    '/exhibitors/:id/name',
    { schema: { summary: 'Rename an exhibitor (the build benchmark)', response: { 200: Envelope(Created) }, params: Type.Object({ id: Type.Integer({ minimum: 1 }) }), body: Type.Object({ nameZh: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), nameEn: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) }) } },
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

  if (buildOutage) buildOutageRoute(app, buildOutage);

  app.post('/editors', { schema: { summary: 'Add an editor, or set a new password', response: { 200: Envelope(Type.Object({ id: Type.Integer(), created: Type.Boolean() })) }, body: Type.Object({ username: Type.String({ maxLength: 40 }), password: Type.String({ maxLength: 200 }) }) } }, async (request) => {
    try {
      return ok(await saveEditor(app.engine.db, request.body.username, request.body.password));
    } catch (error) {
      throw badRequest(error instanceof Error ? error.message : 'Invalid editor');
    }
  });

  // Tests only: the clock of one recipient's code limits, which the end-to-end stories move on a
  // minute instead of waiting a real one before a second code to the same address.
  if (app.config.nodeEnv === 'test') {
    app.post(
      '/code-limits/advance',
      { schema: { summary: 'Tests only (NODE_ENV=test): move one recipient\'s code limits into the past', response: { 200: Envelope(Type.Object({ events: Type.Integer() })) }, body: Type.Object({ recipient: Type.String({ minLength: 1, maxLength: 200 }), seconds: Type.Integer({ minimum: 1, maximum: 86_400 }) }) } },
      async (request) => ok({ events: await new RateLimiter(app.engine.db).age(codeLimitKeys(request.body.recipient), request.body.seconds) }),
    );
  }

  app.get(
    '/outbox',
    { schema: { summary: 'The latest outbox messages', response: { 200: Envelope(Type.Array(OutboxMessage)) }, querystring: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }) }) } },
    async (request) => ok(await latestOutbox(app.engine.db, request.query.limit)),
  );
};
