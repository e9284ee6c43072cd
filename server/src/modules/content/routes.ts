import type { FastifyPluginAsync } from 'fastify';
import { activityRoutes } from './activities';
import { changeRoutes } from './changes';
import { exhibitorRoutes } from './exhibitors';
import { floorRoutes } from './floor';
import { newsRoutes } from './news';
import { pageRoutes } from './pages';
import { productRoutes } from './products';
import { registerPublicCache } from './public-cache';
import { searchRoutes } from './search';
import { siteRoutes } from './site';

/** The public read API under /api/common (SPEC.md section 7 and docs/api.md), behind the answer cache. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  registerPublicCache(app);
  for (const routes of [siteRoutes, exhibitorRoutes, productRoutes, newsRoutes, activityRoutes, pageRoutes, floorRoutes, searchRoutes, changeRoutes]) {
    await app.register(routes);
  }
};
