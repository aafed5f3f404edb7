import {
  type PlanningExportQuery,
  zPlanningExportQuery,
  zPlanningSendRequest,
  zPlanningSendResponse,
} from '@securite/domain/planning-export/planning-export-schemas';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFile, zFile } from '../../http/send-file.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { assertPlanningAccess, PLANNING_EXPORT_RIGHTS, PLANNING_SEND_RIGHTS, scopedAgentId } from './export-access.ts';
import { type ExportFormat, exportPlanning } from './export-planning.ts';
import { sendPlanning } from './send-planning.ts';

const tags = ['planning'];

/**
 * Printing, exporting and mailing the planning. Under {agency}: staff with a planning right export any rows and
 * send agents their planning. Under {agency}/agent/{agentId}: that agent's own planning, for the agent themself
 * (no right needed) or for staff with a right.
 */
export const planningExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Agency-wide, the guard checks the rights before anything else; in an agent's scope the handler does.
  const agentScope = app.prefix.includes('/agent/');
  const exportConfig: FastifyContextConfig = agentScope ? {} : { rights: PLANNING_EXPORT_RIGHTS };
  const sendConfig: FastifyContextConfig = agentScope ? {} : { rights: PLANNING_SEND_RIGHTS };

  async function exportFile(request: FastifyRequest, reply: FastifyReply, input: PlanningExportQuery) {
    const tenant = tenantOf(request);
    const agentId = scopedAgentId(request.params);
    assertPlanningAccess(tenant, agentId, PLANNING_EXPORT_RIGHTS);
    // In an agent's scope the export is that agent's planning, whatever the query names.
    const query = agentId ? { ...input, view: 'agents' as const, ids: [agentId] } : input;
    const format: ExportFormat = request.url.split('?')[0].endsWith('.xlsx') ? 'xlsx' : 'pdf';
    const file = await exportPlanning(ctx, { agency: tenant.agency, fakeFilter: tenant.fakeFilter, query, format });
    return sendFile(reply, file, 'attachment');
  }

  for (const url of ['/planning/export.pdf', '/planning/export.xlsx']) {
    const response = { 200: zFile };
    app.get(url, { config: exportConfig, schema: { tags, querystring: zPlanningExportQuery, response } }, (r, reply) =>
      exportFile(r, reply, r.query),
    );
    // The same export with its rows in a JSON body, for selections too long for an address.
    app.post(url, { config: exportConfig, schema: { tags, body: zPlanningExportQuery, response } }, (r, reply) =>
      exportFile(r, reply, r.body),
    );
  }

  app.post(
    '/planning/send',
    { config: sendConfig, schema: { tags, body: zPlanningSendRequest, response: { 200: zPlanningSendResponse } } },
    async (request) => {
      const tenant = tenantOf(request);
      const agentId = scopedAgentId(request.params);
      assertPlanningAccess(tenant, agentId, PLANNING_SEND_RIGHTS);
      const agentIds = agentId ? [agentId] : (request.body.agentIds ?? []);
      return sendPlanning(ctx, tenant, { ...request.body, agentIds });
    },
  );
};
