import type { Right } from '@securite/domain/auth/rights';
import { zCommercialDocsSettings } from '@securite/domain/billing/commercial-docs-settings';
import { zBillingCustomerOptions } from '@securite/domain/billing/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../http/tenancy.ts';
import { findBillingCustomers } from './billing-customer.ts';
import { getBillingSeller, saveCommercialDocsSettings } from './billing-settings.ts';

const tags = ['paramètres agence'];
const billingRights: Right[] = [
  'billing.view',
  'invoices.create',
  'invoices.edit',
  'estimates.create',
  'estimates.edit',
  'purchaseOrders.create',
  'purchaseOrders.edit',
];

/** params/commercial-docs: read by whoever bills, written with the agency settings right. */
export const commercialDocsSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/settings/commercial-docs',
    {
      config: {
        members: ['staff'],
        rights: [
          'billing.view',
          'invoices.create',
          'invoices.edit',
          'estimates.create',
          'estimates.edit',
          'purchaseOrders.create',
          'purchaseOrders.edit',
          'agencySettings.edit',
        ],
      },
      schema: { tags, response: { 200: zCommercialDocsSettings } },
    },
    async (request) => (await getBillingSeller(ctx.db, tenantOf(request).agency.id)).settings,
  );
  app.get(
    '/billing/customers',
    {
      config: { members: ['staff'], rights: billingRights },
      schema: { tags: ['facturation'], response: { 200: zBillingCustomerOptions } },
    },
    async (request) => findBillingCustomers(ctx.db, tenantOf(request).agency.id),
  );
  app.put(
    '/settings/commercial-docs',
    {
      config: { members: ['staff'], rights: ['agencySettings.edit'] },
      schema: { tags, body: zCommercialDocsSettings, response: { 200: zCommercialDocsSettings } },
    },
    async (request) => saveCommercialDocsSettings(ctx.db, tenantOf(request).agency.id, request.body),
  );
};
