import { zAdminAgencyCreate, zAdminAgencyCreated, zAdminAgencySave } from '@securite/domain/admin/agency-save-schemas';
import {
  zAdminAgencyDetail,
  zAdminAgencyFetchRequest,
  zAdminAgencyPage,
  zAgencySubscriptionRequest,
} from '@securite/domain/admin/agency-schemas';
import {
  zAdminUserPatch,
  zAdminUserState,
  zSupportAccountCreate,
  zSupportAccountCreated,
} from '@securite/domain/admin/support-schemas';
import { zAdminUserFetchRequest, zAdminUserPage } from '@securite/domain/admin/user-schemas';
import { FakeFilter, parseFakeFilter } from '@securite/domain/tenancy/fake-data';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { sendFile, zFile } from '../../http/send-file.ts';
import { createAgency } from './create-agency.ts';
import { createSupportAccount } from './create-support-account.ts';
import { exportAgencies } from './export-agencies.ts';
import { findAgencies } from './find-agencies.ts';
import { findUsers } from './find-users.ts';
import { getAgency } from './get-agency.ts';
import { adminOnly, adminOrSupport } from './guards.ts';
import { updateAgency } from './update-agency.ts';
import { updateAgencySubscription } from './update-agency-subscription.ts';
import { updateUser } from './update-user.ts';

const tags = ['admin'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The -1/0/1 filter the caller chose (X-Fake-Filter); platform staff see every agency by default. */
const callerFakeFilter = (request: FastifyRequest) =>
  parseFakeFilter(request.headers['x-fake-filter']) ?? FakeFilter.All;
const zAgencyParams = z.object({ agencyId: z.uuid() });

/** Platform administration of agencies and users: support may read and edit agencies; only admins lock one. */
export const adminAgencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/api/admin/fetch/agencies',
    { ...adminOrSupport, schema: { tags, body: zAdminAgencyFetchRequest, response: { 200: zAdminAgencyPage } } },
    async (request) => findAgencies(ctx, request.body, callerFakeFilter(request)),
  );
  app.post(
    '/api/admin/fetch/agencies-export',
    { ...adminOrSupport, schema: { tags, body: zAdminAgencyFetchRequest, response: { 200: zFile } } },
    async (request, reply) =>
      sendFile(
        reply,
        {
          body: await exportAgencies(ctx, request.body, callerFakeFilter(request)),
          contentType: XLSX,
          filename: 'agences.xlsx',
        },
        'attachment',
      ),
  );
  // Support may alter an agency (spec 001 section 6): create it and edit its details, not lock it.
  app.post(
    '/api/admin/agency',
    { ...adminOrSupport, schema: { tags, body: zAdminAgencyCreate, response: { 200: zAdminAgencyCreated } } },
    async (request) => createAgency(ctx, authOf(request).user.id, request.body),
  );
  app.put(
    '/api/admin/agency/:agencyId',
    {
      ...adminOrSupport,
      schema: { tags, params: zAgencyParams, body: zAdminAgencySave, response: { 200: zAdminAgencyDetail } },
    },
    async (request) => updateAgency(ctx, authOf(request).user.id, request.params.agencyId, request.body),
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
  app.post(
    '/api/admin/support-account',
    {
      ...adminOnly,
      schema: {
        tags,
        body: zSupportAccountCreate,
        response: { 200: zSupportAccountCreated },
      },
    },
    async (request) => createSupportAccount(ctx, authOf(request).user.id, request.body),
  );
  app.patch(
    '/api/admin/user/:userId',
    {
      ...adminOnly,
      schema: {
        tags,
        params: z.object({ userId: z.uuid() }),
        body: zAdminUserPatch,
        response: { 200: zAdminUserState },
      },
    },
    async (request) => updateUser(ctx, authOf(request).user.id, request.params.userId, request.body),
  );
};
