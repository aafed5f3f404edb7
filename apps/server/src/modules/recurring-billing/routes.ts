import type { Right } from '@securite/domain/auth/rights';
import { documentReadRights } from '@securite/domain/billing/document-rights';
import { zEmailRemindSettings, zRemindSchedulePage } from '@securite/domain/recurring-billing/email-remind';
import {
  zRecurrence,
  zRecurrenceInvoicePage,
  zRecurrencePage,
  zRecurrenceSave,
} from '@securite/domain/recurring-billing/recurrence';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';
import {
  deleteRecurrence,
  findRecurrenceInvoices,
  findRecurrences,
  saveRecurrence,
  setRecurrencePaused,
} from './recurrences.ts';
import { findRemindSchedule, getEmailRemindSettings, saveEmailRemindSettings } from './remind-invoices.ts';

const zId = z.object({ id: z.uuid() });
const readRights: Right[] = documentReadRights('invoices');
const writeRights: Right[] = ['invoices.create', 'invoices.edit'];
const tags = ['facturation · abonnements'];

/** Recurring invoices (spec 001 section 7: fetch/invoiceRecurrence, invoiceRecurrence, their invoices). */
export const recurrenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const read = { members: ['staff' as const], rights: readRights };
  const write = { members: ['staff' as const], rights: writeRights };
  app.post(
    '/fetch/invoiceRecurrence',
    { config: read, schema: { tags, response: { 200: zRecurrencePage } } },
    async (request) => findRecurrences(ctx, tenantOf(request)),
  );
  app.post(
    '/invoiceRecurrence',
    { config: write, schema: { tags, body: zRecurrenceSave, response: { 200: zRecurrence } } },
    async (request) => saveRecurrence(ctx, tenantOf(request), request.body),
  );
  for (const action of ['pause', 'resume'] as const) {
    app.patch(
      `/invoiceRecurrence/:id/${action}`,
      { config: write, schema: { tags, params: zId, response: { 200: zRecurrence } } },
      async (request) => setRecurrencePaused(ctx, tenantOf(request), request.params.id, action === 'pause'),
    );
  }
  app.delete(
    '/invoiceRecurrence/:id',
    { config: write, schema: { tags, params: zId, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteRecurrence(ctx, tenantOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/fetch/invoices/invoiceRecurrence/:id',
    { config: read, schema: { tags, params: zId, response: { 200: zRecurrenceInvoicePage } } },
    async (request) => findRecurrenceInvoices(ctx, tenantOf(request), request.params.id),
  );
  app.get(
    '/invoices/reminds/schedule',
    { config: read, schema: { tags: ['facturation · invoices'], response: { 200: zRemindSchedulePage } } },
    async (request) => findRemindSchedule(ctx, tenantOf(request)),
  );
  app.get(
    '/settings/email-remind',
    {
      config: { members: ['staff'], rights: [...readRights, 'agencySettings.edit'] },
      schema: { tags: ['paramètres agence'], response: { 200: zEmailRemindSettings } },
    },
    async (request) => getEmailRemindSettings(ctx.db, tenantOf(request).agency.id),
  );
  app.put(
    '/settings/email-remind',
    {
      config: { members: ['staff'], rights: ['agencySettings.edit'] },
      schema: { tags: ['paramètres agence'], body: zEmailRemindSettings, response: { 200: zEmailRemindSettings } },
    },
    async (request) => saveEmailRemindSettings(ctx.db, tenantOf(request).agency.id, request.body),
  );
};
