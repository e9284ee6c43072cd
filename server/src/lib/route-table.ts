import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  /** Left out of the API reference (its own pages, the catch-all 404). */
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, HEAD twins left out: what the reference must cover, what tests go over. */
    routeTable: readonly RouteEntry[];
  }
}

/** Records every route registered after this call (register it first). */
export function collectRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, hidden });
    }
  });
}
