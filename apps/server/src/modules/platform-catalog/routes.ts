import {
  zCatalogFetchRequest,
  zCatalogItem,
  zCatalogItemPage,
  zCatalogItemSave,
  zDiscountPreset,
  zDiscountPresetPage,
  zDiscountPresetSave,
  zReportTemplate,
  zReportTemplatePage,
  zReportTemplateSave,
  zSpecialty,
  zSpecialtyPage,
  zSpecialtySave,
} from '@securite/domain/platform-catalog/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePlatformRole } from '../../http/auth.ts';
import { type CatalogName, type CatalogTable, catalogTables } from './catalog-tables.ts';
import { deleteCatalogEntry } from './delete-catalog-entry.ts';
import { findCatalog } from './find-catalog.ts';
import { saveCatalogItem } from './save-catalog-item.ts';
import { saveDiscountPreset } from './save-discount-preset.ts';
import { saveReportTemplate } from './save-report-template.ts';
import { saveSpecialty } from './save-specialty.ts';

const tags = ['administration · catalogues'];
const zId = z.object({ id: z.uuid() });
// Platform staff read the catalogues; only admins change them (spec 001 section 6: catalogues are the admin's).
const read = { onRequest: requirePlatformRole(true) };
const write = { onRequest: requirePlatformRole(false) };

/** The platform catalogues: specialties, service catalogue, discounts and voucher templates. */
export const platformCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const fetchSchema = <T extends z.ZodType>(page: T) => ({ tags, body: zCatalogFetchRequest, response: { 200: page } });
  const saveSchema = <B extends z.ZodType, T extends z.ZodType>(body: B, item: T) => ({
    tags,
    body,
    response: { 200: item },
  });
  const deleteSchema = { tags, params: zId, response: { 204: z.null() } };
  const remove = (name: CatalogName) => async (request: { params: { id: string } }, reply: FastifyReply) => {
    await deleteCatalogEntry(ctx, catalogTables[name] as CatalogTable<unknown, unknown>, request.params.id);
    return reply.code(204).send(null);
  };

  app.post('/api/admin/fetch/specialties', { ...read, schema: fetchSchema(zSpecialtyPage) }, async (request) =>
    findCatalog(ctx, catalogTables.specialties, request.body),
  );
  app.post('/api/admin/specialty', { ...write, schema: saveSchema(zSpecialtySave, zSpecialty) }, async (request) =>
    saveSpecialty(ctx, request.body),
  );
  app.delete('/api/admin/specialty/:id', { ...write, schema: deleteSchema }, remove('specialties'));

  app.post('/api/admin/fetch/catalog-items', { ...read, schema: fetchSchema(zCatalogItemPage) }, async (request) =>
    findCatalog(ctx, catalogTables.items, request.body),
  );
  app.post(
    '/api/admin/catalog-item',
    { ...write, schema: saveSchema(zCatalogItemSave, zCatalogItem) },
    async (request) => saveCatalogItem(ctx, request.body),
  );
  app.delete('/api/admin/catalog-item/:id', { ...write, schema: deleteSchema }, remove('items'));

  app.post('/api/admin/fetch/discounts', { ...read, schema: fetchSchema(zDiscountPresetPage) }, async (request) =>
    findCatalog(ctx, catalogTables.discounts, request.body),
  );
  app.post(
    '/api/admin/discount',
    { ...write, schema: saveSchema(zDiscountPresetSave, zDiscountPreset) },
    async (request) => saveDiscountPreset(ctx, request.body),
  );
  app.delete('/api/admin/discount/:id', { ...write, schema: deleteSchema }, remove('discounts'));

  app.post(
    '/api/admin/fetch/report-templates',
    { ...read, schema: fetchSchema(zReportTemplatePage) },
    async (request) => findCatalog(ctx, catalogTables.templates, request.body),
  );
  app.post(
    '/api/admin/report-template',
    { ...write, schema: saveSchema(zReportTemplateSave, zReportTemplate) },
    async (request) => saveReportTemplate(ctx, request.body),
  );
  app.delete('/api/admin/report-template/:id', { ...write, schema: deleteSchema }, remove('templates'));
};
