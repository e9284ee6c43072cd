import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ApiCode, SITE_BUILD_USER_AGENT, Envelope } from '@expo/contract';
import { ApiError, ok } from '../../lib/envelope';

/**
 * Tests only (NODE_ENV=test): the content API answers the site build's requests with 503, as when
 * the API a build reads from is down, so an end-to-end test can watch a failed build leave the
 * served site as it was. Visitors' and members' requests are not affected.
 */
export function registerBuildOutage(api: FastifyInstance): { on: boolean } {
  const outage = { on: false };
  api.addHook('onRequest', async (request) => {
    if (outage.on && request.headers['user-agent'] === SITE_BUILD_USER_AGENT) throw new ApiError(ApiCode.serverError, 'The content API is down (test outage)');
  });
  return outage;
}

/** POST /api/admin/test/build-outage { on }: behind the admin secret like every admin route. */
export function buildOutageRoute(admin: FastifyInstance, outage: { on: boolean }): void {
  admin.post('/test/build-outage', { schema: { summary: 'Tests only: make the content API fail the site build\'s requests', response: { 200: Envelope(Type.Object({ on: Type.Boolean() })) }, body: Type.Object({ on: Type.Boolean() }) } }, async (request) => {
    outage.on = (request.body as { on: boolean }).on;
    return ok(outage);
  });
}
