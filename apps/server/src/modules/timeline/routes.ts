import { zServiceTimeline } from '@securite/domain/timeline/service-timeline';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';
import { getServiceTimeline } from './get-service-timeline.ts';

/** The service timeline dialog's route: the office following a service, the agent their own, the customer its sites'. */
export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/services/:id/timeline',
    {
      // Staff with a planning or services right, the agent whose service it is, or the customer of its site
      // (checked in the use case; the customer reads a shorter timeline).
      config: { members: ['staff', 'agent', 'customer'] },
      schema: { tags: ['planning'], params: z.object({ id: z.uuid() }), response: { 200: zServiceTimeline } },
    },
    async (request) => getServiceTimeline(ctx, tenantOf(request), request.params.id),
  );
};
