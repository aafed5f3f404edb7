import { zAgent } from '@securite/domain/agents/agent-schemas';
import { zBadgeQuery, zIndividualNumberResponse, zItemsResponse } from '@securite/domain/agents/badge-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFile, zFile } from '../../http/send-file.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { assertCanReadAgent, assertCanSeeBadge } from './agent-access.ts';
import { getAgent } from './get-agent.ts';
import { getAgentItems } from './get-agent-items.ts';
import { getIndividualNumber } from './get-individual-number.ts';
import { renderBadge } from './render-badge.ts';
import { renderItemsPdf } from './render-items-pdf.ts';
import { agencyToday } from './routes.ts';

const tags = ['collaborateurs'];
const zIdParams = z.looseObject({ id: z.string().max(100) });

/**
 * One agent's record, equipment and badge. Registered under /api/agency/{agencyId} and the agent scope
 * /agent/{agentId}: an agent reads their own (the badge with 'agents.badge'); staff need a right to read agents.
 */
export const agentRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get('/agent/:id', { schema: { tags, params: zIdParams, response: { 200: zAgent } } }, async (request) => {
    const tenant = tenantOf(request);
    assertCanReadAgent(tenant, request.params.id);
    return getAgent(ctx, {
      agencyId: tenant.agency.id,
      agentId: request.params.id,
      today: agencyToday(tenant),
      actor: tenant.actor,
    });
  });
  app.get(
    '/agent/:id/items',
    { schema: { tags, params: zIdParams, response: { 200: zItemsResponse } } },
    async (request) => {
      const tenant = tenantOf(request);
      assertCanReadAgent(tenant, request.params.id);
      return getAgentItems(ctx, { agencyId: tenant.agency.id, agentId: request.params.id });
    },
  );
  app.get(
    '/agent/:id/items/pdf',
    { schema: { tags, params: zIdParams, response: { 200: zFile } } },
    async (request, reply) => {
      const tenant = tenantOf(request);
      assertCanReadAgent(tenant, request.params.id);
      const { pdf, filename } = await renderItemsPdf(ctx, { agency: tenant.agency, agentId: request.params.id });
      return sendFile(reply, { body: pdf, contentType: 'application/pdf', filename });
    },
  );
  app.get(
    '/badge/agent/:id',
    { schema: { tags, params: zIdParams, querystring: zBadgeQuery, response: { 200: zFile } } },
    async (request, reply) => {
      const tenant = tenantOf(request);
      assertCanSeeBadge(tenant, request.params.id);
      const file = await renderBadge(ctx, {
        agency: tenant.agency,
        agentId: request.params.id,
        type: request.query.type,
      });
      return sendFile(reply, file);
    },
  );
  app.get(
    '/badge/agentIndividualNumber/:id',
    { schema: { tags, params: zIdParams, response: { 200: zIndividualNumberResponse } } },
    async (request) => {
      const tenant = tenantOf(request);
      assertCanSeeBadge(tenant, request.params.id);
      return getIndividualNumber(ctx, { agencyId: tenant.agency.id, agentId: request.params.id });
    },
  );
};
