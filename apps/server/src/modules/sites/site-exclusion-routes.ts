import { zSiteExclusionRequest, zSiteExclusions } from '@securite/domain/sites/site-exclusion-schemas';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';
import { addSiteExclusion, getSiteExclusions, removeSiteExclusion } from './site-exclusions.ts';

const tags = ['sites'];
// The same right as editing the site: who may change a site decides who is not posted there.
const config: FastifyContextConfig = { rights: ['sites.edit'] };

/** The agents excluded from a site (issue 32: the automatic planning never proposes them there), under {agency}. */
export const siteExclusionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/site/:id/excluded-agents',
    { config, schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: zSiteExclusions } } },
    async (request) => getSiteExclusions(ctx, tenantOf(request), request.params.id),
  );
  app.post(
    '/site/:id/excluded-agents',
    {
      config,
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        body: zSiteExclusionRequest,
        response: { 200: zSiteExclusions },
      },
    },
    async (request) => addSiteExclusion(ctx, tenantOf(request), request, request.params.id, request.body),
  );
  // Not `:agentId`: the tenancy guard reads that parameter as the agent scope.
  app.delete(
    '/site/:id/excluded-agent/:excludedAgentId',
    {
      config,
      schema: { tags, params: z.object({ id: z.uuid(), excludedAgentId: z.uuid() }), response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeSiteExclusion(ctx, tenantOf(request), request, request.params.id, request.params.excludedAgentId);
      return reply.code(204).send(null);
    },
  );
};
