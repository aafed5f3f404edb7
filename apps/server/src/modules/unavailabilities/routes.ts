import {
  zUnavailability,
  zUnavailabilityFetchRequest,
  zUnavailabilityPage,
  zUnavailabilitySaveRequest,
} from '@securite/domain/unavailabilities/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';
import { deleteUnavailability } from './delete-unavailability.ts';
import { findUnavailabilities } from './find-unavailabilities.ts';
import { saveUnavailability } from './save-unavailability.ts';

const tags = ['indisponibilités'];
const zId = z.object({ id: z.uuid() });

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
