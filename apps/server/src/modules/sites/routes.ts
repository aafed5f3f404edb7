import {
  zSiteInstruction,
  zSiteInstructionFetchRequest,
  zSiteInstructionPage,
  zSiteInstructionRequest,
} from '@securite/domain/sites/site-instruction-schemas';
import { zSiteItems } from '@securite/domain/sites/site-item-schemas';
import { zSiteReferences } from '@securite/domain/sites/site-references';
import { zSite, zSiteFetchRequest, zSitePage } from '@securite/domain/sites/site-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';
import { deleteSiteInstruction } from './delete-site-instruction.ts';
import { findSiteInstructions } from './find-site-instructions.ts';
import { findSiteReferences } from './find-site-references.ts';
import { findSites } from './find-sites.ts';
import { getSite } from './get-site.ts';
import { getSiteItems } from './get-site-items.ts';
import { saveSiteInstruction } from './save-site-instruction.ts';

const tags = ['sites'];
const zId = z.object({ id: z.uuid() });

/**
 * Site reads and instructions, under {agency} and its customer and agent scopes: customers see their company's
 * sites, agents the sites they are posted on, staff every site (or the scope's).
 */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/fetch/sites',
    { schema: { tags, body: zSiteFetchRequest, response: { 200: zSitePage } } },
    async (request) => findSites(ctx, tenantOf(request), request.body),
  );
  // The compact list of the screens that only name or pick a site (the planning grids, the services' filters).
  app.get('/sites/references', { schema: { tags, response: { 200: zSiteReferences } } }, async (request) =>
    findSiteReferences(ctx, tenantOf(request)),
  );
  app.get('/site/:id', { schema: { tags, params: zId, response: { 200: zSite } } }, async (request) =>
    getSite(ctx, tenantOf(request), request.params.id),
  );
  app.get('/site/:id/items', { schema: { tags, params: zId, response: { 200: zSiteItems } } }, async (request) =>
    getSiteItems(ctx, tenantOf(request), request.params.id),
  );
  app.post(
    '/fetch/allSiteInstructions',
    { schema: { tags, body: zSiteInstructionFetchRequest, response: { 200: zSiteInstructionPage } } },
    async (request) => findSiteInstructions(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/site/:id/instruction',
    { schema: { tags, params: zId, body: zSiteInstructionRequest, response: { 200: zSiteInstruction } } },
    async (request) => saveSiteInstruction(ctx, tenantOf(request), request, request.params.id, request.body),
  );
  app.delete(
    '/site-instruction/:id',
    { schema: { tags, params: zId, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteSiteInstruction(ctx, tenantOf(request), request, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
