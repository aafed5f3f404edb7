import type { Right } from '@securite/domain/auth/rights';
import {
  zAgencyCatalogRequest,
  zCatalogItemPage,
  zDiscountPresetList,
  zReportTemplateList,
  zSpecialtyList,
} from '@securite/domain/platform-catalog/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogTables } from './catalog-tables.ts';
import { findCatalog, listActiveCatalog } from './find-catalog.ts';

const tags = ['catalogues'];
const billing: Right[] = [
  'billing.view',
  'invoices.create',
  'invoices.edit',
  'estimates.create',
  'estimates.edit',
  'purchaseOrders.create',
  'purchaseOrders.edit',
];

/**
 * What agencies read of the platform catalogues (active entries only), under /api/agency/{agencyId}: the service
 * catalogue for their commercial documents' lines (spec 001 section 7, POST agency/catalog), the specialties for
 * agents and sites, the discounts for customers, the voucher templates for sites.
 */
export const catalogAgencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const staff = { members: ['staff' as const] };
  app.post(
    '/catalog',
    {
      config: { ...staff, rights: billing },
      schema: { tags, body: zAgencyCatalogRequest, response: { 200: zCatalogItemPage } },
    },
    async (request) =>
      findCatalog(ctx, catalogTables.items, { ...request.body, filters: { ...request.body.filters, active: true } }),
  );
  app.get('/catalog/specialties', { config: staff, schema: { tags, response: { 200: zSpecialtyList } } }, async () =>
    listActiveCatalog(ctx, catalogTables.specialties),
  );
  app.get(
    '/catalog/discounts',
    {
      config: { ...staff, rights: ['customers.create', 'customers.edit', ...billing] },
      schema: { tags, response: { 200: zDiscountPresetList } },
    },
    async () => listActiveCatalog(ctx, catalogTables.discounts),
  );
  app.get(
    '/catalog/report-templates',
    { config: staff, schema: { tags, response: { 200: zReportTemplateList } } },
    async () => listActiveCatalog(ctx, catalogTables.templates),
  );
};
