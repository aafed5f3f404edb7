import { zAgentSaveRequest, zAgentSaveResponse } from '@securite/domain/agents/agent-schemas';
import { zItemsResponse, zSaveItemsRequest } from '@securite/domain/agents/badge-schemas';
import { messages } from '@securite/domain/errors/messages';
import { zMessageResponse } from '@securite/domain/session/schemas';
import { todayIn } from '@securite/domain/time/calendar-day';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';
import { deleteAgent } from './delete-agent.ts';
import { disconnectAgent } from './disconnect-agent.ts';
import { saveAgent } from './save-agent.ts';
import { saveAgentItems } from './save-agent-items.ts';

const tags = ['collaborateurs'];
const zIdParams = z.object({ agencyId: z.string(), id: z.string().max(100) });

/** Writes on agent records, under /api/agency/{agencyId}: save, disconnect, delete, equipment. */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/agent',
    { schema: { tags, body: zAgentSaveRequest, response: { 200: zAgentSaveResponse } } },
    async (request) => saveAgent(ctx, { tenant: tenantOf(request), requestPath: request.url, data: request.body }),
  );
  app.patch(
    '/agent/:id/disconnect',
    { config: { rights: ['agents.edit'] }, schema: { tags, params: zIdParams, response: { 200: zMessageResponse } } },
    async (request) => {
      const tenant = tenantOf(request);
      await disconnectAgent(ctx, {
        agencyId: tenant.agency.id,
        actorUserId: tenant.actor.userId,
        agentId: request.params.id,
      });
      return { message: messages.agentDisconnected };
    },
  );
  app.delete(
    '/agent/:id/:mode',
    {
      config: { rights: ['agents.edit'] },
      schema: {
        tags,
        params: zIdParams.extend({ mode: z.enum(['archive', 'permanent']) }),
        response: { 200: zMessageResponse },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const message = await deleteAgent(ctx, {
        agencyId: tenant.agency.id,
        actorUserId: tenant.actor.userId,
        agentId: request.params.id,
        mode: request.params.mode,
        requestPath: request.url,
      });
      return { message };
    },
  );
  app.post(
    '/agent/:id/items',
    {
      config: { rights: ['agents.edit'] },
      schema: { tags, params: zIdParams, body: zSaveItemsRequest, response: { 200: zItemsResponse } },
    },
    async (request) => {
      const tenant = tenantOf(request);
      return saveAgentItems(ctx, {
        agencyId: tenant.agency.id,
        actorUserId: tenant.actor.userId,
        agentId: request.params.id,
        requestPath: request.url,
        body: request.body,
      });
    },
  );
};

/** Today in the agency's time zone, for expiration states. */
export const agencyToday = (tenant: { agency: { timezone: string } }) => todayIn(tenant.agency.timezone);
