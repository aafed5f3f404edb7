import { zSiteCustomerOptions } from '@securite/domain/sites/site-customer-schemas';
import { zSiteItems, zSiteItemsRequest } from '@securite/domain/sites/site-item-schemas';
import { siteDeleteKinds, zSite, zSiteSaveRequest } from '@securite/domain/sites/site-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';
import { deleteSite } from './delete-site.ts';
import { findSiteCustomers } from './find-site-customers.ts';
import { saveSite } from './save-site.ts';
import { saveSiteItems } from './save-site-items.ts';

const tags = ['sites'];

/** Site writes and the site form's customer choice, under {agency} only. */
export const siteWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/site',
    {
      config: { rights: ['sites.create', 'sites.edit'] },
      schema: { tags, body: zSiteSaveRequest, response: { 200: zSite } },
    },
    async (request) => saveSite(ctx, tenantOf(request), request, request.body),
  );
  app.post(
    '/site/:id/items',
    {
      config: { rights: ['sites.edit'] },
      schema: { tags, params: z.object({ id: z.uuid() }), body: zSiteItemsRequest, response: { 200: zSiteItems } },
    },
    async (request) => saveSiteItems(ctx, tenantOf(request), request, request.params.id, request.body),
  );
  app.delete(
    '/site/:id/:kind',
    {
      config: { rights: ['sites.edit'] },
      schema: {
        tags,
        params: z.object({ id: z.uuid(), kind: z.enum(siteDeleteKinds) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteSite(ctx, tenantOf(request), request, request.params);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/sites/customers',
    {
      config: { rights: ['sites.create', 'sites.edit'] },
      schema: { tags, response: { 200: zSiteCustomerOptions } },
    },
    async (request) => findSiteCustomers(ctx, tenantOf(request)),
  );
};
