import { zAgencyType, zAgencyTypeRequest } from '@securite/domain/agency-settings/agency-types';
import {
  zUnavailability,
  zUnavailabilityFetchRequest,
  zUnavailabilityPage,
  zUnavailabilitySaveRequest,
} from '@securite/domain/unavailabilities/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';
import { deleteAgencyType } from '../agency-settings/delete-agency-type.ts';
import { findAgencyTypes } from '../agency-settings/find-agency-types.ts';
import { saveAgencyType } from '../agency-settings/save-agency-type.ts';
import { deleteUnavailability } from './delete-unavailability.ts';
import { findUnavailabilities } from './find-unavailabilities.ts';
import { saveUnavailability } from './save-unavailability.ts';

const tags = ['indisponibilités'];
const zId = z.object({ id: z.uuid() });

/** Unavailability types, configured per agency (right agencySettings.edit to change them). */
export const unavailabilityTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get('/unavailability-types', { schema: { tags, response: { 200: z.array(zAgencyType) } } }, async (request) =>
    findAgencyTypes(ctx.db, tenantOf(request).agency.id, 'unavailability'),
  );
  app.post(
    '/unavailability-types',
    {
      config: { rights: ['agencySettings.edit'] },
      schema: { tags, body: zAgencyTypeRequest, response: { 200: zAgencyType } },
    },
    async (request) =>
      saveAgencyType(ctx, { agencyId: tenantOf(request).agency.id, kind: 'unavailability', request: request.body }),
  );
  app.delete(
    '/unavailability-types/:id',
    { config: { rights: ['agencySettings.edit'] }, schema: { tags, params: zId, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteAgencyType(ctx, {
        agencyId: tenantOf(request).agency.id,
        kind: 'unavailability',
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );
};

/** Unavailabilities, under {agency} and the agent scope. Rights are checked per action (create, edit, self). */
export const unavailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/unavailability',
    { schema: { tags, body: zUnavailabilitySaveRequest, response: { 200: zUnavailability } } },
    async (request) => saveUnavailability(ctx, tenantOf(request), request.body),
  );
  app.delete(
    '/unavailability/:id',
    { schema: { tags, params: zId, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteUnavailability(ctx, tenantOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/fetch/unavailabilities',
    { schema: { tags, body: zUnavailabilityFetchRequest, response: { 200: zUnavailabilityPage } } },
    async (request) => findUnavailabilities(ctx, tenantOf(request), request.body),
  );
};
