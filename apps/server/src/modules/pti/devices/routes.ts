import { zDevice, zDeviceRequest } from '@securite/domain/session/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../http/auth.ts';
import { deleteDevice } from './delete-device.ts';
import { listDevices } from './list-devices.ts';
import { registerDevice } from './register-device.ts';

/** The caller's own devices (push notification targets), spec 000 section 7 "Session". */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/api/user/devices',
    { schema: { tags: ['session'], response: { 200: z.array(zDevice) } } },
    async (request) => listDevices(ctx, authOf(request).user.id),
  );
  app.post(
    '/api/user/device',
    { schema: { tags: ['session'], body: zDeviceRequest, response: { 200: zDevice } } },
    async (request) => registerDevice(ctx, authOf(request).user.id, request.body),
  );
  app.delete(
    '/api/user/device/:id',
    {
      schema: {
        tags: ['session'],
        params: z.object({ id: z.string().max(100) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteDevice(ctx, authOf(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
