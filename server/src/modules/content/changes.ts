import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ContentChanges, Envelope } from '@expo/contract';
import { changesSince } from '../../db/content-version';
import { ok } from '../../lib/envelope';

/** For the site build: which detail records changed since the version it last pulled. */
export const changeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/content/changes',
    {
      // The build's cursor: read straight from the database, never up to a second behind.
      config: { publicCache: false },
      schema: { summary: 'What changed since a content version (for the site build)',
        querystring: Type.Object({ since: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'a content version (bigint)' }), epoch: Type.Optional(Type.String({ maxLength: 64 })) }),
        response: { 200: Envelope(ContentChanges) },
      },
    },
    async (request) => ok(await changesSince(app.engine.db, request.query.epoch, request.query.since)),
  );
};
