import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiCode, messageText } from '@expo/contract';
import { ApiError } from '../../lib/envelope';
import { documentAccess } from '../../lib/openapi';

/**
 * The member area: every route registered in it answers 401 "Invalid, please sign in" without a
 * live member session. The guard sits here once, for all the members' routes of every module.
 */
export function memberArea(routes: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (area) => {
    documentAccess(area, 'member');
    area.addHook('preHandler', requireMember);
    for (const plugin of routes) await area.register(plugin);
  };
}

async function requireMember(request: FastifyRequest): Promise<void> {
  if (request.memberId === null) throw new ApiError(ApiCode.unauthorized, messageText(request.lang, 'signIn'));
}
