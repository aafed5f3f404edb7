import {
  zAgencyInvoice,
  zAgencyInvoiceCreate,
  zAgencyInvoiceFetchRequest,
  zAgencyInvoicePage,
} from '@securite/domain/agency-invoices/agency-invoice-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePlatformRole } from '../../http/auth.ts';
import { sendFile, zFile } from '../../http/send-file.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { createInvoiceByAdmin, invoicePdf, previewInvoice } from './admin-invoices.ts';
import { agencyInvoiceFileName } from './agency-invoice-pdf.ts';
import { findAgencyInvoices, getAgencyInvoice } from './find-agency-invoices.ts';

const tags = ['administration · factures des agences'];
const adminOnly = { onRequest: requirePlatformRole(false) };
const zId = z.object({ id: z.uuid() });

/** Agency invoices admin (spec 001 section 7): fetch, get, create, preview, download. Partial payments: payments. */
export const agencyInvoiceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/api/admin/fetch/agency-invoices',
    { ...adminOnly, schema: { tags, body: zAgencyInvoiceFetchRequest, response: { 200: zAgencyInvoicePage } } },
    async (request) => findAgencyInvoices(ctx.db, request.body, null),
  );
  app.get(
    '/api/admin/agency-invoice/:id',
    { ...adminOnly, schema: { tags, params: zId, response: { 200: zAgencyInvoice } } },
    async (request) => getAgencyInvoice(ctx.db, request.params.id, null),
  );
  app.post(
    '/api/admin/agency-invoice',
    { ...adminOnly, schema: { tags, body: zAgencyInvoiceCreate, response: { 200: zAgencyInvoice } } },
    async (request) => createInvoiceByAdmin(ctx, request.body),
  );
  app.post(
    '/api/admin/agency-invoice/preview',
    { ...adminOnly, schema: { tags, body: zAgencyInvoiceCreate, response: { 200: zFile } } },
    async (request, reply) =>
      sendFile(reply, {
        body: await previewInvoice(ctx, request.body),
        contentType: 'application/pdf',
        filename: 'apercu-facture.pdf',
      }),
  );
  app.get(
    '/api/admin/agency-invoice/:id/download',
    { ...adminOnly, schema: { tags, params: zId, response: { 200: zFile } } },
    async (request, reply) => {
      const { pdf, invoice } = await invoicePdf(ctx, request.params.id, null);
      return sendFile(
        reply,
        { body: pdf, contentType: 'application/pdf', filename: agencyInvoiceFileName(invoice) },
        'attachment',
      );
    },
  );
};

/** « Mes factures » of an agency: its platform invoices and their PDF (reachable while locked). */
export const agencyInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const read = { members: ['staff' as const], rights: ['billing.view' as const, 'paymentMethods.edit' as const] };
  app.post(
    '/fetch/agency-invoices',
    {
      config: read,
      schema: { tags: ['mon offre'], body: zAgencyInvoiceFetchRequest, response: { 200: zAgencyInvoicePage } },
    },
    async (request) => findAgencyInvoices(ctx.db, request.body, tenantOf(request).agency.id),
  );
  app.get(
    '/agency-invoice/:id/download',
    { config: read, schema: { tags: ['mon offre'], params: zId, response: { 200: zFile } } },
    async (request, reply) => {
      const { pdf, invoice } = await invoicePdf(ctx, request.params.id, tenantOf(request).agency.id);
      return sendFile(
        reply,
        { body: pdf, contentType: 'application/pdf', filename: agencyInvoiceFileName(invoice) },
        'attachment',
      );
    },
  );
};
