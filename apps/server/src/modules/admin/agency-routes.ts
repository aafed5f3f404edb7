import {
  zAdminAgencyDetail,
  zAdminAgencyFetchRequest,
  zAdminAgencyPage,
  zAgencySubscriptionRequest,
} from '@securite/domain/admin/agency-schemas';
import { zAdminUserFetchRequest, zAdminUserPage } from '@securite/domain/admin/user-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { findAgencies } from './find-agencies.ts';
import { findUsers } from './find-users.ts';
import { getAgency } from './get-agency.ts';
import { adminOnly, adminOrSupport } from './guards.ts';
import { updateAgencySubscription } from './update-agency-subscription.ts';

const tags = ['admin'];
const zAgencyParams = z.object({ agencyId: z.uuid() });

/** Platform administration of agencies and users: support may read; only admins lock an agency. */
export const adminAgencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/api/admin/fetch/agencies',
    { ...adminOrSupport, schema: { tags, body: zAdminAgencyFetchRequest, response: { 200: zAdminAgencyPage } } },
    async (request) => findAgencies(ctx, request.body),
  );
  app.get(
    '/api/admin/agency/:agencyId',
    { ...adminOrSupport, schema: { tags, params: zAgencyParams, response: { 200: zAdminAgencyDetail } } },
    async (request) => getAgency(ctx, request.params.agencyId),
  );
  app.patch(
    '/api/admin/agency/:agencyId/subscription',
    {
      ...adminOnly,
      schema: {
        tags,
        params: zAgencyParams,
        body: zAgencySubscriptionRequest,
        response: { 200: zAdminAgencyDetail },
      },
    },
    async (request) => updateAgencySubscription(ctx, authOf(request), request.params.agencyId, request.body),
  );
  app.post(
    '/api/admin/fetch/users',
    { ...adminOrSupport, schema: { tags, body: zAdminUserFetchRequest, response: { 200: zAdminUserPage } } },
    async (request) => findUsers(ctx, request.body),
  );
};
