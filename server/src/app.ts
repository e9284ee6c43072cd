import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import compress from '@fastify/compress';
import { ApiCode, DEFAULT_LOCALE, Envelope, Health, LANGUAGE_OF, messageText } from '@expo/contract';
import type { Config } from './config';
import type { Engine } from './db/engine';
import { ApiError, ok, sendError } from './lib/envelope';
import { registerGate } from './lib/gate';
import { AJV_OPTIONS, registerInputRules } from './lib/input-rules';
import { registerJsonBody } from './lib/json-body';
import { closeConnectionsWhenStopping } from './lib/graceful-stop';
import { clientErrorHandler, fastifyErrorAnswer, frameworkErrors, refuseMissingHost } from './lib/framework-errors';
import { registerOpenApi } from './lib/openapi';
import { collectRoutes } from './lib/route-table';
import { contentRoutes } from './modules/content/routes';
import { watchContentVersion } from './modules/content/public-cache';
import { mediaRoutes } from './modules/media/routes';
import { registerBuildOutage } from './modules/admin/build-outage';
import { adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { registerAuthServices } from './modules/auth/services';
import { memberArea } from './modules/auth/member-area';
import { memberRoutes } from './modules/member/routes';
import { demandMemberRoutes, demandRoutes } from './modules/demand/routes';
import { registerDemandServices } from './modules/demand/services';
import { noticeRoutes } from './modules/notices/routes';
import { registerNoticeServices } from './modules/notices/services';
import { registerOnboardingServices } from './modules/onboarding/services';
import { privacyRoutes } from './modules/privacy/routes';
import { accountCloseRoutes } from './modules/privacy/close-routes';
import { retentionPublicRoutes } from './modules/privacy/retention-routes';
import { registerPrivacyServices } from './modules/privacy/services';
import { markMemberRoutes, markRoutes } from './modules/marks/routes';
import { inquiryRoutes } from './modules/inquiry/routes';
import { liveRoutes } from './modules/live/routes';
import { exhibitorCentreRoutes } from './modules/exhibitor-centre/routes';
import { registerBadgeKeys, visitorMemberRoutes, visitorRoutes } from './modules/visitor/routes';
import { gateRoutes } from './modules/visitor/gate';
import { kioskRoutes } from './modules/visitor/kiosk';
import { staffPassTeamRoutes } from './modules/visitor/staff-pass-routes';
import { leadRoutes } from './modules/visitor/leads';
import { invitationPublicRoutes, invitationTeamRoutes, registerInvitationServices } from './modules/visitor/invitation-routes';
import { meetingMemberRoutes, meetingPublicRoutes } from './modules/meeting/routes';
import { scheduleMeetingJob } from './modules/meeting/jobs';
import { consoleRoutes } from './console-routes';
import { staffCliRoutes } from './modules/staff/routes';
import { catalogueCliRoutes } from './modules/catalogue/routes';
import { seedContent } from './seed';
import { planLinkRoutes, planMemberRoutes } from './modules/plan/routes';
import { redactedRequest } from './lib/log-redaction';
import { RequestLog } from './lib/request-log';
import { registerSecurityHeaders } from './site/security-headers';
import { siteRoutes } from './site/serve';
import { SiteDirectory } from './site/site-dir';

declare module 'fastify' {
  interface FastifyInstance {
    engine: Engine;
    config: Config;
    /** The time the demand rules go by (expiry, quotas, daily limits): tests move it. */
    now: () => Date;
  }
}

export interface AppOptions {
  config: Config;
  engine: Engine;
  /** Secret that guards the local admin endpoints used by the command-line tools. */
  adminSecret?: string;
  /** The built site to serve beside the API (defaults to config.siteDir). */
  site?: SiteDirectory;
  /** The clock of the demand rules (default: the system's); tests pass one they can move. */
  now?: () => Date;
  /** Where the request log goes (default: standard output); tests read it from here. */
  logStream?: { write(line: string): void };
}

/** Builds the Fastify app: the content API under /api and, when configured, the built site. */
export async function buildApp({ config, engine, adminSecret, site, now, logStream }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: { req: redactedRequest }, ...(logStream ? { stream: logStream } : {}) },
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    ajv: { customOptions: AJV_OPTIONS },
    frameworkErrors,
    clientErrorHandler,
    // Node's own answer to a request without Host is a bare 400: refuseMissingHost gives the envelope.
    http: { requireHostHeader: false },
    // While the process stops, a request on an open keep-alive connection is still answered (with
    // Connection: close), not refused with a 503: see lib/graceful-stop.ts.
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  collectRoutes(app);
  app.decorate('engine', engine);
  app.decorate('config', config);
  app.decorate('now', now ?? (() => new Date()));
  app.setErrorHandler(errorHandler);
  registerJsonBody(app);
  closeConnectionsWhenStopping(app);

  await app.register(compress, { global: true, threshold: 1024 });
  registerSecurityHeaders(app);
  refuseMissingHost(app);
  await registerAuthServices(app);
  registerNoticeServices(app);
  registerOnboardingServices(app);
  registerPrivacyServices(app);
  registerInvitationServices(app);
  await registerDemandServices(app);
  scheduleMeetingJob(app, app.notices);

  await app.register(
    async (api) => {
      // First the headers' gate, then: every write below expires this process's view of the content version (the public cache).
      registerGate(api);
      registerInputRules(api);
      watchContentVersion(api);
      await registerOpenApi(api);
      api.get('/health', { schema: { summary: 'Whether the API and its database are ready', response: { 200: Envelope(Health) } } }, async () => ok({ status: 'ok' as const, db: engine.kind }));
      const buildOutage = config.nodeEnv === 'test' ? registerBuildOutage(api) : undefined;
      await api.register(contentRoutes, { prefix: '/common' });
      await api.register(mediaRoutes, { prefix: '/media' });
      registerBadgeKeys(api);
      for (const routes of [authRoutes, demandRoutes, markRoutes, planLinkRoutes, visitorRoutes, invitationPublicRoutes, gateRoutes, kioskRoutes, meetingPublicRoutes, retentionPublicRoutes]) await api.register(routes);
      await api.register(memberArea([memberRoutes, demandMemberRoutes, noticeRoutes, markMemberRoutes, inquiryRoutes, liveRoutes, planMemberRoutes, exhibitorCentreRoutes, visitorMemberRoutes, leadRoutes, invitationTeamRoutes, staffPassTeamRoutes, meetingMemberRoutes, privacyRoutes, accountCloseRoutes]));
      await api.register(consoleRoutes, { prefix: '/editor' });
      if (adminSecret) await api.register(adminRoutes, { prefix: '/admin', secret: adminSecret, buildOutage, seed: seedContent, routes: [staffCliRoutes, catalogueCliRoutes] });
      // The API answers every path under /api itself, so the site's pages never stand in for a missing call.
      api.setNotFoundHandler(unknownApi);
      api.all('/', { schema: { hide: true } }, unknownApi);
      api.all('/*', { schema: { hide: true } }, unknownApi);
    },
    { prefix: '/api' },
  );
  const served = site ?? (config.siteDir ? new SiteDirectory(config.siteDir) : undefined);
  if (served) await app.register(siteRoutes, { site: served, sourceMaps: config.sourceMaps });
  return app;
}

/** The 404 envelope for a path under /api that no call answers, in the request's language. */
async function unknownApi(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, ApiCode.notFound, messageText(request.lang, 'noApi', { path: request.url.split('?')[0] ?? '' }));
}

function errorHandler(this: FastifyInstance, error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) return sendError(reply, error.code, error.message, error.field, error.data);
  const e = error as { validation?: unknown; validationContext?: string; statusCode?: number; message?: string; code?: string };
  if (e.validation) return sendError(reply, ApiCode.badRequest, validationMessage(e as ValidationFailure));
  const known = fastifyErrorAnswer(e, request.lang ?? LANGUAGE_OF[DEFAULT_LOCALE]);
  if (known) return sendError(reply, known.status, known.msg);
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    return sendError(reply, e.statusCode, e.message ?? 'Bad request');
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, ApiCode.serverError, 'Server error');
}

interface ValidationFailure {
  validationContext?: string;
  validation: { instancePath: string; message?: string; params?: { missingProperty?: string } }[];
}

/** "pageSize must be <= 100": names the field that failed ("body must be object" when there is none). */
function validationMessage({ validation, validationContext }: ValidationFailure): string {
  const first = validation[0];
  if (!first) return 'Bad request';
  const field =
    first.params?.missingProperty ?? (first.instancePath.replace(/^\//, '').replace(/\//g, '.') || validationContext || 'request');
  return `${field} ${first.message ?? 'is invalid'}`;
}
