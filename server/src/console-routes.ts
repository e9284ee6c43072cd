import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { documentAccess } from './lib/openapi';
import { requireEditor } from './modules/console/session';
import { editorConsoleRoutes, editorSignInRoutes } from './modules/editor/routes';
import { bindingConsoleRoutes } from './modules/member/binding-console';
import { rankingConsoleRoutes } from './modules/ranking/console';
import { changeReviewRoutes } from './modules/exhibitor-centre/review';
import { visitorConsoleRoutes } from './modules/visitor/console';
import { sourceConsoleRoutes } from './modules/visitor/source-console';
import { staffPassConsoleRoutes } from './modules/visitor/staff-pass-routes';
import { meetingConsoleRoutes } from './modules/meeting/routes';
import { staffConsoleRoutes } from './modules/staff/routes';
import { catalogueConsoleRoutes } from './modules/catalogue/routes';
import { onboardingConsoleRoutes } from './modules/onboarding/routes';

/**
 * The console's routes of every module, in one list. Each module exports its own console plugin;
 * this registry (not a module) mounts them under the console's prefix (/api/editor) behind the
 * editor's session guard, so no module has to import the others to reach the console.
 */
export const CONSOLE_ROUTES: FastifyPluginAsync[] = [
  editorConsoleRoutes,
  bindingConsoleRoutes,
  rankingConsoleRoutes,
  changeReviewRoutes,
  visitorConsoleRoutes,
  sourceConsoleRoutes,
  staffPassConsoleRoutes,
  meetingConsoleRoutes,
  staffConsoleRoutes,
  catalogueConsoleRoutes,
  onboardingConsoleRoutes,
];

/** The console API (mounted at /api/editor): the editor's sign-in, then every module's console routes behind the guard. */
export const consoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.decorateRequest('editor', null);
  await app.register(editorSignInRoutes);
  await app.register(async (guarded) => {
    documentAccess(guarded, 'editor');
    guarded.addHook('preHandler', requireEditor(app.engine.db));
    for (const routes of CONSOLE_ROUTES) await guarded.register(routes);
  });
};
