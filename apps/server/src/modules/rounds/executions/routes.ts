import { zBadgeInfo, zRoundExecution, zRoundExecutionList } from '@securite/domain/rounds/round-execution-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFile, zFile } from '../../../http/send-file.ts';
import { tenantOf } from '../../../http/tenancy.ts';
import { sealOfSite } from '../../events/public.ts';
import { loadExecutionPhotos } from './execution-pdf-events.ts';
import { findServiceExecutions } from './find-service-executions.ts';
import { findSiteExecutions } from './find-site-executions.ts';
import { getBadgeInfo } from './get-badge-info.ts';
import { getRoundExecution } from './get-round-execution.ts';
import { renderExecutionPdf } from './render-execution-pdf.ts';

const tags = ['rondes'];
const zId = z.object({ id: z.uuid() });
const zCode = z.object({ code: z.string().trim().min(1).max(200) });

/**
 * Rounds walked on the ground (spec 000 section 7): which checkpoint a badge is, a round execution and its PDF
 * report, the executions of a service (a site's: siteExecutionRoutes). Under {agency} and its agent and customer scopes; each route checks who
 * may read (staff readers, the service's agent, the site's customer).
 */
export const fieldRoundRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/badge-infos/:code',
    { config: { members: ['agent', 'staff'] }, schema: { tags, params: zCode, response: { 200: zBadgeInfo } } },
    async (request) => getBadgeInfo(ctx.db, tenantOf(request), request.params.code),
  );
  app.get(
    '/service-round/:id',
    { schema: { tags, params: zId, response: { 200: zRoundExecution } } },
    async (request) => getRoundExecution(ctx.db, tenantOf(request), request.params.id),
  );
  app.get(
    '/service-round/:id/pdf',
    { schema: { tags, params: zId, response: { 200: zFile } } },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const execution = await getRoundExecution(ctx.db, tenant, request.params.id);
      const photos = await loadExecutionPhotos(ctx, tenant.agency.id, execution);
      const chain = execution.site ? await sealOfSite(ctx.db, tenant.agency.id, execution.site.id) : null;
      const seal = chain && { count: chain.head.count, hash: chain.head.hash, intact: chain.intact };
      return sendFile(reply, await renderExecutionPdf(tenant.agency, execution, photos, seal), 'attachment');
    },
  );
  app.get(
    '/service/:id/round-executions',
    { schema: { tags, params: zId, response: { 200: zRoundExecutionList } } },
    async (request) => findServiceExecutions(ctx.db, tenantOf(request), request.params.id),
  );
};

/**
 * The latest round executions of a site, under {agency} and its customer scope only: a site's executions belong to
 * no agent, so the agent scope has no such route (it would answer 404 to everyone).
 */
export const siteExecutionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/:id/round-executions',
    { schema: { tags, params: zId, response: { 200: zRoundExecutionList } } },
    async (request) => findSiteExecutions(app.ctx.db, tenantOf(request), request.params.id),
  );
};
