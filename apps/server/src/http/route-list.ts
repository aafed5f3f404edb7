import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { PlatformGuard } from './auth.ts';

export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  /** The request schemas the route validates (zod), for the tests that probe every field. */
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
  /** Who may call it (route-config.ts), for the test that checks every route's answer to every role. */
  config: { public?: boolean; members?: readonly string[]; rights?: readonly string[]; platform?: PlatformGuard };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app, as (method, url) pairs; the no-500 test walks them all. */
    routesList: RouteEntry[];
  }
}

/** Starts recording routes; call before any plugin registers one. */
export function collectRoutes(app: FastifyInstance): void {
  const list: RouteEntry[] = [];
  app.decorate('routesList', list);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema
      ? { body: route.schema.body, querystring: route.schema.querystring, params: route.schema.params }
      : undefined;
    const { public: open, members, rights } = route.config ?? {};
    const hooks = [route.onRequest ?? []].flat() as Array<{ platformGuard?: PlatformGuard }>;
    const platform = hooks.find((hook) => hook.platformGuard)?.platformGuard;
    const config = { public: open, members, rights, platform };
    for (const method of methods) list.push({ method, url: route.url, schema, config });
  });
}
