import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, RETENTION_KINDS, RETENTION_PATHS } from '@expo/contract';
import { ok } from '../../lib/envelope';
import { periods } from './retention-job';

const Periods = Type.Object(Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, Type.Integer()])));

/** Public: the retention periods in force, which the privacy notice prints (the site's build reads them). */
export const retentionPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(RETENTION_PATHS.periods, { schema: { summary: "How many days after the show's last day each kind of personal record is kept (the organiser's setting, else the default)", response: { 200: Envelope(Periods) } } }, async () =>
    ok(await periods(app.engine.db)));
};
