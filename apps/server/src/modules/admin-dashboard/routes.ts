import {
  zPlatformSummary,
  zPlatformTurnover,
  zPlatformTurnoverRequest,
} from '@securite/domain/admin-dashboard/dashboard-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePlatformRole } from '../../http/auth.ts';
import { platformSummary } from './platform-summary.ts';
import { findPlatformTurnover } from './platform-turnover.ts';

const tags = ['administration · tableau de bord'];
const adminOnly = { onRequest: requirePlatformRole(false) };

/** platform/admin/dashboard: turnover, counters, churn cards, suspensions (admin role, spec 001 section 2). */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/api/admin/dashboard/fetch/turnover',
    { ...adminOnly, schema: { tags, body: zPlatformTurnoverRequest, response: { 200: zPlatformTurnover } } },
    async (request) => findPlatformTurnover(ctx.db, request.body),
  );
  app.get(
    '/api/admin/dashboard/summary',
    { ...adminOnly, schema: { tags, response: { 200: zPlatformSummary } } },
    async () => platformSummary(ctx.db),
  );
};
