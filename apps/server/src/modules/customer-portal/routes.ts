import { zCustomerServicesPage, zCustomerServicesRequest } from '@securite/domain/customer-portal/customer-services';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../http/tenancy.ts';
import { findCustomerServices } from './find-customer-services.ts';

const tags = ['espace client'];

/**
 * The customer portal's own reads, registered under /api/agency/{agencyId}/customer/{customerId} only: the
 * services of the customer's sites (customerServices and the dashboard's tile).
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
};
