import {
  zAuditLogPage,
  zAuditLogQuery,
  zEndImpersonationRequest,
  zEnterAgencyResponse,
  zFakeDataAddRequest,
  zFakeDataAddResponse,
  zImpersonateRequest,
} from '@securite/domain/admin/schemas';
import { zTokenPair } from '@securite/domain/session/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { findAuditEntries } from '../audit/public.ts';
import { addFakeData } from './add-fake-data.ts';
import { adminAgencyRoutes } from './agency-routes.ts';
import { endImpersonation } from './end-impersonation.ts';
import { enterAgency } from './enter-agency.ts';
import { adminOnly, adminOrSupport } from './guards.ts';
import { impersonateUser } from './impersonate-user.ts';
import { leaveAgency } from './leave-agency.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  await app.register(adminAgencyRoutes);
  app.post(
    '/api/admin/impersonate',
    { ...adminOrSupport, schema: { tags: ['admin'], body: zImpersonateRequest, response: { 200: zTokenPair } } },
    async (request) => impersonateUser(ctx, authOf(request), request.body.userId),
  );
  app.post(
    '/api/admin/impersonate/end',
    { ...adminOrSupport, schema: { tags: ['admin'], body: zEndImpersonationRequest } },
    async (request, reply) => {
      await endImpersonation(ctx, authOf(request), request.body.refresh_token);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/api/admin/agency/:agencyId/impersonate',
    {
      ...adminOrSupport,
      schema: { tags: ['admin'], params: z.object({ agencyId: z.uuid() }), response: { 200: zEnterAgencyResponse } },
    },
    async (request) => enterAgency(ctx, authOf(request), request.params.agencyId),
  );
  app.post(
    '/api/admin/agency/:agencyId/leave',
    { ...adminOrSupport, schema: { tags: ['admin'], params: z.object({ agencyId: z.uuid() }) } },
    async (request, reply) => {
      await leaveAgency(ctx, authOf(request), request.params.agencyId);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/api/admin/audit-log',
    { ...adminOnly, schema: { tags: ['admin'], querystring: zAuditLogQuery, response: { 200: zAuditLogPage } } },
    async (request) => findAuditEntries(ctx, request.query),
  );
  // Under the tenant prefix, so the tenancy guard resolves the agency (404 when unknown) before the admin check.
  app.post(
    '/api/agency/:agencyId/fake-data/add',
    {
      ...adminOnly,
      schema: {
        tags: ['admin'],
        params: z.object({ agencyId: z.string() }),
        body: zFakeDataAddRequest,
        response: { 200: zFakeDataAddResponse },
      },
    },
    async (request) =>
      addFakeData(ctx, {
        agencyId: tenantOf(request).agency.id,
        actorUserId: authOf(request).user.id,
        ...request.body,
      }),
  );
};
