import {
  zMaintenanceAdmin,
  zMaintenanceMessage,
  zMaintenanceMessageRequest,
} from '@securite/domain/maintenance/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePlatformRole } from '../../http/auth.ts';
import { endMaintenance } from './end-maintenance.ts';
import { presentMaintenance, presentMaintenanceAdmin, readMaintenanceSetting } from './maintenance-setting.ts';
import { setMaintenanceMessage } from './set-maintenance-message.ts';

export const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/api/maintenance-message',
    { config: { public: true }, schema: { tags: ['maintenance'], response: { 200: zMaintenanceMessage } } },
    async () => presentMaintenance(await app.maintenance.current(), new Date()),
  );
  app.get(
    '/api/admin/maintenance-message',
    { onRequest: requirePlatformRole(false), schema: { tags: ['maintenance'], response: { 200: zMaintenanceAdmin } } },
    async () => presentMaintenanceAdmin(await readMaintenanceSetting(ctx.db), new Date()),
  );
  app.post(
    '/api/admin/maintenance-message',
    {
      onRequest: requirePlatformRole(false),
      schema: { tags: ['maintenance'], body: zMaintenanceMessageRequest, response: { 200: zMaintenanceMessage } },
    },
    async (request) => {
      const setting = await setMaintenanceMessage(ctx, authOf(request).user.id, request.body);
      // NOTIFY reaches this process too, but asynchronously: the admin's next call must already see it.
      app.maintenance.invalidate();
      return presentMaintenance(setting, new Date());
    },
  );
  app.delete(
    '/api/admin/maintenance-message',
    {
      onRequest: requirePlatformRole(false),
      schema: { tags: ['maintenance'], response: { 200: zMaintenanceMessage } },
    },
    async (request) => {
      await endMaintenance(ctx, authOf(request).user.id);
      app.maintenance.invalidate();
      return presentMaintenance(null, new Date());
    },
  );
};
