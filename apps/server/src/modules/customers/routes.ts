import { customerReadRights } from '@securite/domain/customers/customer-rights';
import {
  zCustomer,
  zCustomerDeleteKind,
  zCustomerFetchRequest,
  zCustomerPage,
  zCustomerSave,
} from '@securite/domain/customers/customer-schemas';
import {
  readCountSaturday,
  zCustomerPricingList,
  zCustomerPricingSave,
  zPricingSettings,
} from '@securite/domain/customers/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';
import { getCustomerPricing, saveCustomerPricing, savePricingSettings } from './customer-pricing.ts';
import { deleteCustomer } from './delete-customer.ts';
import { findCustomers } from './find-customers.ts';
import { getCustomer } from './get-customer.ts';
import { saveCustomer } from './save-customer.ts';

const tags = ['clients'];
const zId = z.object({ id: z.uuid() });
const read = [...customerReadRights];

/** Customers, prospects and their price grids, under {agency} (staff holding a customer or billing right). */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post('/customer', { schema: { tags, body: zCustomerSave, response: { 200: zCustomer } } }, async (request) =>
    saveCustomer(ctx, tenantOf(request), request, request.body),
  );
  app.get(
    '/customer/:id',
    { config: { rights: read }, schema: { tags, params: zId, response: { 200: zCustomer } } },
    async (request) => getCustomer(ctx, tenantOf(request), request.params.id),
  );
  app.post(
    '/fetch/customers',
    { config: { rights: read }, schema: { tags, body: zCustomerFetchRequest, response: { 200: zCustomerPage } } },
    async (request) => findCustomers(ctx, tenantOf(request), request.body),
  );
  app.delete(
    '/agencyCustomer/:id/:kind',
    {
      config: { rights: ['customers.edit'] },
      schema: { tags, params: zId.extend({ kind: zCustomerDeleteKind }), response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteCustomer(ctx, tenantOf(request), request, request.params.id, request.params.kind);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/agencyCustomer/:id/pricing',
    { config: { rights: read }, schema: { tags, params: zId, response: { 200: zCustomerPricingList } } },
    async (request) => getCustomerPricing(ctx, tenantOf(request), request.params.id),
  );
  app.post(
    '/agencyCustomer/:id/pricing',
    {
      config: { rights: ['customers.edit'] },
      schema: { tags, params: zId, body: zCustomerPricingSave, response: { 200: zCustomerPricingList } },
    },
    async (request) => saveCustomerPricing(ctx, tenantOf(request), request, request.params.id, request.body),
  );
  app.get(
    '/customers/pricing-settings',
    { config: { rights: read }, schema: { tags, response: { 200: zPricingSettings } } },
    async (request) => ({ countSaturday: readCountSaturday(tenantOf(request).agency.settings) }),
  );
  app.put(
    '/customers/pricing-settings',
    {
      config: { rights: ['agencySettings.edit'] },
      schema: { tags, body: zPricingSettings, response: { 200: zPricingSettings } },
    },
    async (request) => savePricingSettings(ctx, tenantOf(request), request.body),
  );
};
