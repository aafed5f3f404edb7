import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { sessionRoutes } from './session/routes.ts';
import { systemRoutes } from './system/routes.ts';

/** Every feature module, registered in order. A new feature adds one line here. */
export async function registerModules(app: FastifyInstance, _ctx: AppContext): Promise<void> {
  await app.register(systemRoutes);
  await app.register(sessionRoutes);
}
