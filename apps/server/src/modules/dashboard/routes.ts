import { isAgencyStaff } from '@securite/domain/auth/access';
import { zDashboard } from '@securite/domain/dashboard/schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../http/tenancy.ts';
import { getDashboard } from './get-dashboard.ts';
import { dashboardTileRoutes } from './tile-routes.ts';

/** Registered under /api/agency/{agencyId}; reachable while the subscription is locked (it is on the allowed list). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  await app.register(dashboardTileRoutes);
  app.get('/dashboard', { schema: { tags: ['tableau de bord'], response: { 200: zDashboard } } }, async (request) => {
    const tenant = tenantOf(request);
    // Agents start from the field page and customers from their portal: the agency dashboard is for staff.
    if (!isAgencyStaff(tenant.actor)) throw new AppError(ErrorCode.Forbidden, messages.forbidden);
    return getDashboard(ctx, { agency: tenant.agency, userId: tenant.actor.userId, fakeFilter: tenant.fakeFilter });
  });
};
