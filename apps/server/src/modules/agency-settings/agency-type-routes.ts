import { zAgencyType, zAgencyTypeRequest } from '@securite/domain/agency-settings/agency-types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';
import type { AgencyTypeKind } from './agency-type-kinds.ts';
import { deleteAgencyType } from './delete-agency-type.ts';
import { findAgencyTypes } from './find-agency-types.ts';
import { saveAgencyType } from './save-agency-type.ts';

const zId = z.object({ id: z.uuid() });

/** Where each list of types is served, and the OpenAPI tag of the feature that uses it. */
const typeLists: ReadonlyArray<{ kind: AgencyTypeKind; path: string; tags: string[] }> = [
  { kind: 'unavailability', path: '/unavailability-types', tags: ['indisponibilités'] },
  { kind: 'request', path: '/request-types', tags: ['demandes collaborateurs'] },
];

/**
 * The label lists an agency configures (unavailability and request types): read by its staff and agents (who
 * file requests and unavailabilities), not customers; changed with agencySettings.edit.
 */
export const agencyTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  for (const { kind, path, tags } of typeLists) {
    app.get(
      path,
      { config: { members: ['staff', 'agent'] }, schema: { tags, response: { 200: z.array(zAgencyType) } } },
      async (request) => findAgencyTypes(ctx.db, tenantOf(request).agency.id, kind),
    );
    app.post(
      path,
      {
        config: { rights: ['agencySettings.edit'] },
        schema: { tags, body: zAgencyTypeRequest, response: { 200: zAgencyType } },
      },
      async (request) => saveAgencyType(ctx, { agencyId: tenantOf(request).agency.id, kind, request: request.body }),
    );
    app.delete(
      `${path}/:id`,
      { config: { rights: ['agencySettings.edit'] }, schema: { tags, params: zId, response: { 204: z.null() } } },
      async (request, reply) => {
        await deleteAgencyType(ctx, { agencyId: tenantOf(request).agency.id, kind, id: request.params.id });
        return reply.code(204).send(null);
      },
    );
  }
};
