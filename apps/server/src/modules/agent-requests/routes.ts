import {
  zAgentRequest,
  zAgentRequestCreate,
  zAgentRequestFetchRequest,
  zAgentRequestPage,
  zAgentRequestStatus,
  zAgentRequestStatusChange,
  zAgentRequestUnread,
} from '@securite/domain/agent-requests/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';
import { changeAgentRequestStatus } from './change-agent-request-status.ts';
import { countUnreadAgentRequests } from './count-unread-agent-requests.ts';
import { createAgentRequest } from './create-agent-request.ts';
import { deleteAgentRequest } from './delete-agent-request.ts';
import { findAgentRequests } from './find-agent-requests.ts';
import { getAgentRequest } from './get-agent-request.ts';

const tags = ['demandes collaborateurs'];
const zId = z.object({ id: z.uuid() });

/** Agent requests (demandes), under {agency} and the agent scope. Customers get 403 everywhere. */
export const agentRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/request',
    {
      config: { rights: ['agentRequests.create'] },
      schema: { tags, body: zAgentRequestCreate, response: { 200: zAgentRequest } },
    },
    async (request) => createAgentRequest(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/request/:status',
    {
      config: { rights: ['agentRequests.edit'] },
      schema: {
        tags,
        params: z.object({ status: zAgentRequestStatus }),
        body: zAgentRequestStatusChange,
        response: { 200: zAgentRequest },
      },
    },
    async (request) => changeAgentRequestStatus(ctx, tenantOf(request), request.params.status, request.body),
  );
  app.get('/request/:id', { schema: { tags, params: zId, response: { 200: zAgentRequest } } }, async (request) =>
    getAgentRequest(ctx, tenantOf(request), request.params.id),
  );
  app.delete('/request/:id', { schema: { tags, params: zId, response: { 204: z.null() } } }, async (request, reply) => {
    await deleteAgentRequest(ctx, tenantOf(request), request.params.id);
    return reply.code(204).send(null);
  });
  app.post(
    '/fetch/agent-requests',
    { schema: { tags, body: zAgentRequestFetchRequest, response: { 200: zAgentRequestPage } } },
    async (request) => findAgentRequests(ctx, tenantOf(request), request.body),
  );
  app.get(
    '/requests/unread',
    {
      config: { rights: ['agentRequests.create', 'agentRequests.edit'] },
      schema: { tags, response: { 200: zAgentRequestUnread } },
    },
    async (request) => countUnreadAgentRequests(ctx, tenantOf(request)),
  );
};
