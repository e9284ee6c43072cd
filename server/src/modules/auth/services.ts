import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiCode, messageText } from '@expo/contract';
import { bearerToken } from '../../lib/bearer-token';
import { ApiError } from '../../lib/envelope';
import { captchaService, type CaptchaService } from './captcha';
import { CodeQueue } from './code-queue';
import { CodeService } from './codes';
import { createDelivery } from './delivery';
import { decoyHash } from '../../lib/passwords';
import { RateLimiter } from './rate-limit';
import { loadRsaKeys, type RsaKeys } from './rsa';
import { SessionStore } from './sessions';

export interface AuthServices {
  rsa: RsaKeys;
  captcha: CaptchaService;
  codes: CodeService;
  /** Code messages waiting to be sent after their request was answered. */
  codeQueue: CodeQueue;
  sessions: SessionStore;
  limiter: RateLimiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthServices;
  }
  interface FastifyRequest {
    memberId: number | null;
  }
}

/** Builds the account services once per app and adds `request.memberId` (null when signed out). */
export async function registerAuthServices(app: FastifyInstance): Promise<void> {
  const db = app.engine.db;
  const limiter = new RateLimiter(db);
  const codeQueue = new CodeQueue(db, createDelivery(app.config, db, app.log), app.log);
  const services: AuthServices = {
    rsa: await loadRsaKeys(db),
    captcha: captchaService(db, limiter, app.config),
    codes: new CodeService(db, limiter, codeQueue),
    codeQueue,
    sessions: new SessionStore(db),
    limiter,
  };
  app.decorate('auth', services);
  app.addHook('onReady', async () => {
    codeQueue.start();
    // The decoy hash of unknown sign-in names is made once, before the first sign-in, so that one is not slower either.
    await decoyHash();
  });
  app.addHook('onClose', async () => codeQueue.stop());
  app.decorateRequest('memberId', null);
  // A callback hook: an anonymous request (most of them) passes without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) return done();
    services.sessions.memberOf(token).then((memberId) => {
      request.memberId = memberId;
      done();
    }, done);
  });
}

/** The signed-in member's id (in the member area, where the guard let the request in). */
export function memberIdOf(request: FastifyRequest): number {
  if (request.memberId === null) throw new ApiError(ApiCode.unauthorized, messageText(request.lang, 'signIn'));
  return request.memberId;
}

/** 700 when a request names a user other than the signed-in one. */
export function assertSameUser(request: FastifyRequest, userId: number): void {
  if (userId !== memberIdOf(request)) throw new ApiError(ApiCode.otherUser, messageText(request.lang, 'otherUser'));
}
