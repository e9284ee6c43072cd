import type { FastifyPluginAsync } from 'fastify';
import { activityRoutes } from './activities';
import { changeRoutes } from './changes';
import { exhibitorRoutes } from './exhibitors';
import { floorRoutes } from './floor';
import { newsRoutes } from './news';
import { pageRoutes } from './pages';
import { productRoutes } from './products';
import { searchRoutes } from './search';
import { siteRoutes } from './site';

/** The public read API under /api/common (SPEC.md section 7 and docs/api.md). */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [siteRoutes, exhibitorRoutes, productRoutes, newsRoutes, activityRoutes, pageRoutes, floorRoutes, searchRoutes, changeRoutes]) {
    await app.register(routes);
  }
};
