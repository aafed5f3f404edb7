import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerTenantRoutes } from '../http/tenancy.ts';
import { adminRoutes } from './admin/routes.ts';
import { agencySettingsRoutes } from './agency-settings/routes.ts';
import { agentRequestRoutes, requestTypeRoutes } from './agent-requests/routes.ts';
import { agentListRoutes } from './agents/list-routes.ts';
import { agentRecordRoutes } from './agents/record-routes.ts';
import { agentRoutes } from './agents/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { deviceRoutes } from './devices/routes.ts';
import { informationNoteRoutes } from './information-notes/routes.ts';
import { mailViewerRoutes } from './mail-viewer/routes.ts';
import { maintenanceRoutes } from './maintenance/routes.ts';
import { metricsRoutes } from './metrics/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { sessionRoutes } from './session/routes.ts';
import { siteRoutes } from './sites/routes.ts';
import { siteWriteRoutes } from './sites/write-routes.ts';
import { streamRoutes } from './stream/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { tenancyRoutes } from './tenancy/routes.ts';
import { unavailabilityRoutes, unavailabilityTypeRoutes } from './unavailabilities/routes.ts';

/** Every feature module, registered in order. A new feature adds one line here. */
export async function registerModules(app: FastifyInstance, _ctx: AppContext): Promise<void> {
  await app.register(systemRoutes);
  await app.register(sessionRoutes);
  await app.register(deviceRoutes);
  await app.register(metricsRoutes);
  await app.register(mailViewerRoutes);
  await app.register(notificationRoutes);
  await app.register(streamRoutes);
  await app.register(adminRoutes);
  await app.register(maintenanceRoutes);
  await app.register(dashboardRoutes, { prefix: '/api/agency/:agencyId' });
  registerTenantRoutes(app, tenancyRoutes, { scopes: ['customer', 'agent'] });
  registerTenantRoutes(app, siteRoutes, { scopes: ['customer', 'agent'] });
  registerTenantRoutes(app, siteWriteRoutes);
  registerTenantRoutes(app, agencySettingsRoutes);
  registerTenantRoutes(app, unavailabilityTypeRoutes);
  registerTenantRoutes(app, unavailabilityRoutes, { scopes: ['agent'] });
  registerTenantRoutes(app, requestTypeRoutes);
  registerTenantRoutes(app, agentRequestRoutes, { scopes: ['agent'] });
  registerTenantRoutes(app, informationNoteRoutes);
  registerTenantRoutes(app, agentRoutes);
  registerTenantRoutes(app, agentListRoutes);
  registerTenantRoutes(app, agentRecordRoutes, { scopes: ['agent'] });
}
