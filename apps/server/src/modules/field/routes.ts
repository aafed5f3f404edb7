import { fieldMessages } from '@securite/domain/field/field-messages';
import {
  zFieldAnswer,
  zFieldBriefing,
  zFieldMessage,
  zFieldService,
  zFieldStartOptions,
} from '@securite/domain/field/field-schemas';
import { measuredClockOffset } from '@securite/domain/field/field-times';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { applyFieldMessage, flushFieldPublishes } from './apply-field-message.ts';
import { fieldCircuitRoutes } from './circuit-routes.ts';
import { assertOwnService } from './field-access.ts';
import { fieldBriefing } from './field-briefing.ts';
import { fieldStartOptions } from './field-start-options.ts';
import { presentFieldService } from './present-field-service.ts';

const tags = ['terrain'];

/**
 * Field mode: the messages an agent's phone queues (start, break, end of break, end of service), sent in order,
 * and the service as the field sees it. Agents only, on their own services.
 */
export const fieldRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.addHook('preClose', async () => flushFieldPublishes(ctx));
  await app.register(fieldCircuitRoutes);
  app.post(
    '/field/message',
    { config: { members: ['agent'] }, schema: { tags, body: zFieldMessage, response: { 200: zFieldAnswer } } },
    // The phone sends its clock with each message (X-Device-Time): the offset is measured on arrival.
    async (request) =>
      applyFieldMessage(
        ctx,
        tenantOf(request),
        request.body,
        measuredClockOffset(request.headers['x-device-time'], new Date()),
      ),
  );
  app.get(
    '/field/service/:id',
    {
      config: { members: ['agent'] },
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: zFieldService } },
    },
    async (request) => {
      const tenant = tenantOf(request);
      await assertOwnService(ctx.db, tenant, request.params.id);
      const service = await presentFieldService(ctx.db, tenant.agency.id, request.params.id);
      if (!service) throw notFound(fieldMessages.serviceNotFound);
      return service;
    },
  );
  app.get(
    '/field/service/:id/briefing',
    {
      config: { members: ['agent'] },
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: zFieldBriefing } },
    },
    async (request) => fieldBriefing(ctx.db, tenantOf(request), request.params.id),
  );
  app.get(
    '/field/start-options',
    { config: { members: ['agent'] }, schema: { tags, response: { 200: zFieldStartOptions } } },
    async (request) => fieldStartOptions(ctx.db, tenantOf(request)),
  );
};
