import { zCustomerServicesPage, zCustomerServicesRequest } from '@securite/domain/customer-portal/customer-services';
import { zRoundsToday } from '@securite/domain/dashboard/tile-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../http/tenancy.ts';
import { countTodayRounds, tileClock } from '../dashboard/public.ts';
import { portalCustomerOf } from './customer-scope.ts';
import { findCustomerServices } from './find-customer-services.ts';

const tags = ['espace client'];

/**
 * The customer portal's own reads, registered under /api/agency/{agencyId}/customer/{customerId} only: the
 * services of the customer's sites (customerServices and the dashboard's tile), and today's rounds on them (the
 * dashboard's rounds tile: done, walked in part, missed).
 */
export const customerPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/fetch/services',
    {
      config: { members: ['staff', 'customer'] },
      schema: { tags, body: zCustomerServicesRequest, response: { 200: zCustomerServicesPage } },
    },
    async (request) => findCustomerServices(ctx, tenantOf(request), request.body),
  );
  app.get(
    '/dashboard/rounds',
    { config: { members: ['staff', 'customer'] }, schema: { tags, response: { 200: zRoundsToday } } },
    async (request) => {
      const tenant = tenantOf(request);
      const customerId = portalCustomerOf(tenant);
      const clock = tileClock(tenant.agency.timezone);
      return countTodayRounds(ctx.db, { agencyId: tenant.agency.id, clock, customerId });
    },
  );
};
