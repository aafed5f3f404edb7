import { messages } from '@securite/domain/errors/messages';
import { type PlannedServicesAnswer, zPlannedServicesAnswer } from '@securite/domain/planning/planned-services-answer';
import { zPlanningConfig, zPlanningSettingsUpdate } from '@securite/domain/planning/planning-settings';
import { zServiceEndReport } from '@securite/domain/planning/service-end-report';
import { serviceReadRights } from '@securite/domain/planning/service-read-rights';
import {
  serviceMessages,
  zAgentServicesPage,
  zAgentServicesRequest,
  zAvailableAgentsRequest,
  zAvailableAgentsResponse,
  zEarlyStartAllowance,
  zMyServicesResponse,
  zPlannedServicesRequest,
  zPlannedServicesResponse,
  zPlanningErrorRequest,
  zPlanningErrorResponse,
  zPlanningService,
  zSeriesCountRequest,
  zSeriesCountResponse,
  zServiceBatchRequest,
  zServiceBatchResponse,
} from '@securite/domain/planning/service-schemas';
import { validationMessages as m } from '@securite/domain/validation/messages';
import { zIsoDateTime } from '@securite/domain/validation/zod';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { services } from '../../db/schema/services.ts';
import { notFound } from '../../http/errors.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { allowEarlyStart } from './allow-early-start.ts';
import { checkBatch } from './check-batch.ts';
import { countSeriesTargets } from './count-series-targets.ts';
import { findAgentServices } from './find-agent-services.ts';
import { findAvailableAgents } from './find-available-agents.ts';
import { findMyServices } from './find-my-services.ts';
import { findPlannedServices, plannedServicesJson } from './find-planned-services.ts';
import { getServiceEndReport } from './get-service-end-report.ts';
import { getPlanningConfig, updatePlanningConfig } from './planning-config.ts';
import { findPresentedServices } from './present-service.ts';
import { originOf } from './publish-planning-change.ts';
import { checkFamilies } from './run-checks.ts';
import { saveServicesBatch } from './save-services-batch.ts';

const tags = ['planning'];
/** Whoever plans or follows services. */
const planners = [...serviceReadRights];

/** Services and the planning: config, grids, batch save, dry-run checks, cover search. */
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // The office's settings (checks, coefficients, colours): agents and customers take the time zone from /user.
  app.get(
    '/planning/config',
    { config: { members: ['staff'] }, schema: { tags, response: { 200: zPlanningConfig } } },
    async (request) => getPlanningConfig(tenantOf(request)),
  );
  app.put(
    '/planning/config',
    {
      config: { rights: ['agencySettings.edit'] },
      schema: { tags, body: zPlanningSettingsUpdate, response: { 200: zPlanningConfig } },
    },
    async (request) => updatePlanningConfig(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/fetch/planned-services',
    {
      config: { rights: planners },
      schema: { tags, body: zPlannedServicesRequest, response: { 200: zPlannedServicesAnswer } },
    },
    // A month of a large agency is thousands of services: compact JSON text written by the database, which
    // Fastify sends as it is (a string payload skips the serializer; the schema still documents the answer).
    async (request, reply) => {
      const json = await plannedServicesJson(ctx, tenantOf(request), request.body);
      return reply.type('application/json; charset=utf-8').send(json as unknown as PlannedServicesAnswer);
    },
  );
  app.get(
    '/services/:id',
    {
      config: { rights: planners },
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: zPlanningService } },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const [found] = await findPresentedServices(ctx.db, tenant.agency.id, eq(services.id, request.params.id));
      if (!found) throw notFound(serviceMessages.notFound);
      return found;
    },
  );
  app.get(
    '/services/:id/end-report',
    {
      // The office with a planning right, or the agent whose service it is (checked in the use case).
      config: { members: ['staff', 'agent'] },
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: zServiceEndReport } },
    },
    async (request) => getServiceEndReport(ctx, tenantOf(request), request.params.id),
  );
  app.post(
    '/services/:id/allow-early-start',
    {
      config: { rights: ['services.edit'] },
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: zEarlyStartAllowance } },
    },
    async (request) => allowEarlyStart(ctx, tenantOf(request), request.params.id),
  );
  app.post(
    '/services/batch',
    { schema: { tags, body: zServiceBatchRequest, response: { 200: zServiceBatchResponse } } },
    async (request) => saveServicesBatch(ctx, tenantOf(request), request.body, originOf(request)),
  );
  app.post(
    '/services/series-count',
    {
      config: { rights: ['services.edit'] },
      schema: { tags, body: zSeriesCountRequest, response: { 200: zSeriesCountResponse } },
    },
    async (request) => countSeriesTargets(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/fetch/planning-error/:family',
    {
      config: { rights: planners },
      schema: {
        tags,
        params: z.object({ family: z.enum(['available', 'rest', 'working-time']) }),
        body: zPlanningErrorRequest,
        response: { 200: zPlanningErrorResponse },
      },
    },
    async (request) => {
      const only = checkFamilies[request.params.family];
      const { issues } = await checkBatch(ctx, tenantOf(request), request.body.services, only);
      return { issues };
    },
  );
  app.post(
    '/fetch/agent-services',
    {
      config: { rights: planners },
      schema: { tags, body: zAgentServicesRequest, response: { 200: zAgentServicesPage } },
    },
    async (request) => findAgentServices(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/fetch/agents/availables',
    {
      config: { rights: planners },
      schema: { tags, body: zAvailableAgentsRequest, response: { 200: zAvailableAgentsResponse } },
    },
    async (request) => findAvailableAgents(ctx, tenantOf(request), request.body),
  );
};

const zPeriodQuery = z
  .object({
    from: zIsoDateTime(),
    to: zIsoDateTime(),
  })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { path: ['to'], message: m.dateAfter('le début') })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 62 * 86_400_000, {
    path: ['to'],
    message: 'La période ne peut pas dépasser 62 jours',
  });

/** The agent scope: GET {agency}/agent/{id}/services for "Mon planning" (the guard limits agents to themselves). */
export const agentServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/services',
    {
      schema: { tags, querystring: zPeriodQuery, response: { 200: zMyServicesResponse } },
    },
    async (request) => {
      const tenant = tenantOf(request);
      if (!tenant.scope.agentId) throw notFound(messages.agentNotFound);
      return findMyServices(ctx, tenant, tenant.scope.agentId, {
        from: new Date(request.query.from),
        to: new Date(request.query.to),
      });
    },
  );
};

/** The customer scope: POST {agency}/customer/{id}/fetch/planned-services, only that customer's sites. */
export const customerServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/fetch/planned-services',
    { schema: { tags, body: zPlannedServicesRequest, response: { 200: zPlannedServicesResponse } } },
    async (request) => {
      const tenant = tenantOf(request);
      if (!tenant.scope.customerId) throw notFound();
      return findPlannedServices(ctx, tenant, request.body);
    },
  );
};
