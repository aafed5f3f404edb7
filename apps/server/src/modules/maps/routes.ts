import { zMapTiles } from '@securite/domain/maps/map-tiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/map-tiles: where the maps take their tiles (MAP_TILE_URL) and the credit to show; public, like the app. */
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/map-tiles',
    { config: { public: true }, schema: { tags: ['système'], response: { 200: zMapTiles } } },
    async () => app.ctx.config.mapTiles,
  );
};
