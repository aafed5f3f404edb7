import { zAgentNames } from '@securite/domain/agents/agent-names';
import { zAgentInformation } from '@securite/domain/agents/badge-schemas';
import { zFetchExpirationsRequest, zFetchExpirationsResponse } from '@securite/domain/agents/expiration-schemas';
import {
  zAgentQuota,
  zDirectoryRequest,
  zDirectoryResponse,
  zExportAgentsRequest,
  zFetchAgentsRequest,
  zFetchAgentsResponse,
  zFetchItemsRequest,
  zFetchItemsResponse,
  zWorkingTimesRequest,
  zWorkingTimesResponse,
} from '@securite/domain/agents/list-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFile, zFile } from '../../http/send-file.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { AGENT_READ_RIGHTS } from './agent-access.ts';
import { exportAgents } from './export-agents.ts';
import { findAgentExpirations } from './find-agent-expirations.ts';
import { findAgentItems } from './find-agent-items.ts';
import { findAgentNames } from './find-agent-names.ts';
import { findAgents } from './find-agents.ts';
import { findDirectory } from './find-directory.ts';
import { findWorkingTimes } from './find-working-times.ts';
import { getAgentInformation } from './get-agent-information.ts';
import { getAgentQuota } from './get-agent-quota.ts';
import { agencyToday } from './routes.ts';

const tags = ['collaborateurs'];
const read = { rights: AGENT_READ_RIGHTS };

/** Agency-wide reads on agents, under /api/agency/{agencyId}. */
export const agentListRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const scopeOf = (request: Parameters<typeof tenantOf>[0]) => {
    const tenant = tenantOf(request);
    return { tenant, agencyId: tenant.agency.id, fakeFilter: tenant.fakeFilter, today: agencyToday(tenant) };
  };
  app.get('/agents/quota', { config: read, schema: { tags, response: { 200: zAgentQuota } } }, async (request) =>
    getAgentQuota(ctx, tenantOf(request).agency),
  );
  app.post(
    '/fetch/agents',
    { config: read, schema: { tags, body: zFetchAgentsRequest, response: { 200: zFetchAgentsResponse } } },
    async (request) => findAgents(ctx, { ...scopeOf(request), query: request.body }),
  );
  // The compact list of the screens that only name or pick an agent (the planning grids, the services' filters).
  app.get('/agents/names', { config: read, schema: { tags, response: { 200: zAgentNames } } }, async (request) =>
    findAgentNames(ctx, scopeOf(request)),
  );
  app.post(
    '/fetch/agents/export',
    { config: read, schema: { tags, body: zExportAgentsRequest, response: { 200: zFile } } },
    async (request, reply) => {
      const scope = scopeOf(request);
      const body = await exportAgents(ctx, { ...scope, query: request.body });
      const file = { body, contentType: 'text/csv; charset=utf-8', filename: `collaborateurs-${scope.today}.csv` };
      return sendFile(reply, file, 'attachment');
    },
  );
  app.post(
    '/fetch/agents/working-times',
    { config: read, schema: { tags, body: zWorkingTimesRequest, response: { 200: zWorkingTimesResponse } } },
    async (request) => findWorkingTimes(ctx, { ...scopeOf(request), query: request.body }),
  );
  app.post(
    '/fetch/agent-expirations',
    { config: read, schema: { tags, body: zFetchExpirationsRequest, response: { 200: zFetchExpirationsResponse } } },
    async (request) => findAgentExpirations(ctx, { ...scopeOf(request), query: request.body }),
  );
  app.post(
    '/agent/fetch/items',
    { config: read, schema: { tags, body: zFetchItemsRequest, response: { 200: zFetchItemsResponse } } },
    async (request) => findAgentItems(ctx, { ...scopeOf(request), query: request.body }),
  );
  app.post(
    '/fetch/directory',
    {
      config: { rights: ['agents.directory'] },
      schema: { tags, body: zDirectoryRequest, response: { 200: zDirectoryResponse } },
    },
    async (request) => findDirectory(ctx, { ...scopeOf(request), query: request.body }),
  );
  // Any member of the agency may check a badge they scan (staff, agents, the site's customers).
  app.get(
    '/information/agent/:id',
    { schema: { tags, params: z.looseObject({ id: z.string().max(100) }), response: { 200: zAgentInformation } } },
    async (request) => {
      const scope = scopeOf(request);
      return getAgentInformation(ctx, { agency: scope.tenant.agency, agentId: request.params.id, today: scope.today });
    },
  );
};
