import { zAgencyIdentity, zAgencyIdentitySave } from '@securite/domain/agency-settings/agency-identity';
import { zAgencyEmailSettings, zAgencyEmailSettingsView } from '@securite/domain/agency-settings/email-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../http/tenancy.ts';
import { getAgencyIdentity } from './get-agency-identity.ts';
import { getEmailSettings } from './get-email-settings.ts';
import { saveAgencyIdentity } from './save-agency-identity.ts';
import { saveEmailSettings } from './save-email-settings.ts';

const tags = ['paramètres agence'];
const edit = { members: ['staff' as const], rights: ['agencySettings.edit' as const] };

/** params/agency (the agency's identity and logo) and params/email (how its e-mails leave, their default texts). */
export const agencyIdentityRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // The staff reads the identity (documents and offers print it); changing it takes the settings right.
  app.get(
    '/settings/agency',
    { config: { members: ['staff'] }, schema: { tags, response: { 200: zAgencyIdentity } } },
    async (request) => getAgencyIdentity(ctx.db, tenantOf(request).agency.id),
  );
  app.put(
    '/settings/agency',
    { config: edit, schema: { tags, body: zAgencyIdentitySave, response: { 200: zAgencyIdentity } } },
    async (request) => saveAgencyIdentity(ctx, tenantOf(request).agency.id, request.body),
  );
  app.get(
    '/settings/email',
    { config: edit, schema: { tags, response: { 200: zAgencyEmailSettingsView } } },
    async (request) => getEmailSettings(ctx.db, tenantOf(request).agency.id),
  );
  app.put(
    '/settings/email',
    { config: edit, schema: { tags, body: zAgencyEmailSettings, response: { 200: zAgencyEmailSettingsView } } },
    async (request) => saveEmailSettings(ctx, tenantOf(request).agency.id, request.body),
  );
};
