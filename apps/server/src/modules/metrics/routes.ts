import { zMetric, zMetricParams, zMetricQuery } from '@securite/domain/admin-dashboard/dashboard-schemas';
import { zMetricsTimestampRequest } from '@securite/domain/session/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requirePlatformRole } from '../../http/auth.ts';
import { platformMetric } from '../admin-dashboard/public.ts';
import { recordMetricsTimestamp } from './record-metrics-timestamp.ts';

/**
 * Client measures, spec 000 section 7 "Session": POST /metrics/timestamp (event); and the platform's series for its
 * dashboard's charts, spec 001 section 7: GET admin/metrics/{name} with from/to (admins).
 */
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
  app.get(
    '/api/admin/metrics/:name',
    {
      onRequest: requirePlatformRole(false),
      schema: {
        tags: ['administration · tableau de bord'],
        params: zMetricParams,
        querystring: zMetricQuery,
        response: { 200: zMetric },
      },
    },
    async (request) => platformMetric(ctx.db, request.params.name, request.query),
  );
};
