import { zMetricsTimestampRequest } from '@securite/domain/session/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { recordMetricsTimestamp } from './record-metrics-timestamp.ts';

/** Client measures, spec 000 section 7 "Session": POST /metrics/timestamp (event). */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/api/metrics/timestamp',
    { schema: { tags: ['session'], body: zMetricsTimestampRequest, response: { 204: z.null() } } },
    async (request, reply) => {
      await recordMetricsTimestamp(ctx, authOf(request).user.id, request.body);
      return reply.code(204).send(null);
    },
  );
};
