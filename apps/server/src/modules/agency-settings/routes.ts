import { zFieldSettings, zFieldSettingsUpdate } from '@securite/domain/agency-settings/field-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../http/tenancy.ts';
import { getFieldSettings } from './get-field-settings.ts';
import { updateFieldSettings } from './update-field-settings.ts';

const tags = ['paramètres agence'];

/** The agency's field settings: service event types and lone-worker (PTI) settings. */
export const agencySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // The agency's people read them, agents too: their phones need the PTI settings and event types.
  app.get(
    '/settings/field',
    { config: { members: ['staff', 'agent'] }, schema: { tags, response: { 200: zFieldSettings } } },
    async (request) => getFieldSettings(ctx.db, tenantOf(request).agency.id),
  );
  app.put(
    '/settings/field',
    {
      config: { rights: ['agencySettings.edit'] },
      schema: { tags, body: zFieldSettingsUpdate, response: { 200: zFieldSettings } },
    },
    async (request) => updateFieldSettings(ctx, tenantOf(request).agency.id, request.body),
  );
};
