import {
  zDocument,
  zDocumentEmail,
  zDocumentEmailResult,
  zDocumentFetchRequest,
  zDocumentFileAttach,
  zDocumentPage,
  zDocumentSave,
  zHoursInvoiceRequest,
  zPaymentInput,
  zRemindPage,
} from '@securite/domain/billing/schemas';
import { zSourceInvoiceRequest } from '@securite/domain/billing/source-invoicing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFile, zFile } from '../../http/send-file.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { changeDocumentStatus } from './change-document-status.ts';
import { createInvoiceFromHours } from './create-invoice-from-hours.ts';
import { deleteDocument } from './delete-document.ts';
import { deriveDocument } from './derive-document.ts';
import { type DocumentFamily, estimateFamily, invoiceFamily, purchaseOrderFamily } from './document-families.ts';
import { attachDocumentFile, detachDocumentFile } from './document-files.ts';
import { findDocuments, findReminds, getDocument } from './find-documents.ts';
import { changePayments } from './record-payment.ts';
import { previewDocument, renderDocument } from './render-document-pdf.ts';
import { saveDocument } from './save-document.ts';
import { sendDocumentEmail } from './send-document-email.ts';
import { validateDocument } from './validate-document.ts';

const zId = z.object({ id: z.uuid() });

/** The routes every family shares (spec 001 section 7, with the paths the spec leaves to us in its style). */
function familyRoutes(family: DocumentFamily, fetchPath: string, remindsPath: string | null): FastifyPluginAsyncZod {
  const one = `/${family.one}`;
  const tags = [`facturation · ${family.key}`];
  return async (app) => {
    const ctx = app.ctx;
    app.post(
      `/fetch/${fetchPath}`,
      { schema: { tags, body: zDocumentFetchRequest, response: { 200: zDocumentPage } } },
      async (request) => findDocuments(ctx, tenantOf(request), family, request.body),
    );
    app.get(`${one}/:id`, { schema: { tags, params: zId, response: { 200: zDocument } } }, async (request) =>
      getDocument(ctx, tenantOf(request), family, request.params.id),
    );
    app.post(one, { schema: { tags, body: zDocumentSave, response: { 200: zDocument } } }, async (request) =>
      saveDocument(ctx, tenantOf(request), family, request.body),
    );
    app.get(`${one}/:id/pdf`, { schema: { tags, params: zId, response: { 200: zFile } } }, async (request, reply) => {
      const { pdf, filename } = await renderDocument(ctx, tenantOf(request), family, request.params.id);
      return sendFile(reply, { body: pdf, contentType: 'application/pdf', filename });
    });
    app.post(
      `${one}/preview`,
      { schema: { tags, body: zDocumentSave, response: { 200: zFile } } },
      async (request, reply) => {
        const { pdf, filename } = await previewDocument(ctx, tenantOf(request), family, request.body);
        return sendFile(reply, { body: pdf, contentType: 'application/pdf', filename });
      },
    );
    app.delete(`${one}/:id`, { schema: { tags, params: zId, response: { 204: z.null() } } }, async (request, reply) => {
      await deleteDocument(ctx, tenantOf(request), family, request.params.id);
      return reply.code(204).send(null);
    });
    app.post(`${one}/:id/validate`, { schema: { tags, params: zId, response: { 200: zDocument } } }, async (request) =>
      validateDocument(ctx, tenantOf(request), family, request.params.id),
    );
    for (const status of ['sent', 'refused'] as const) {
      app.patch(
        `${one}/:id/${status}`,
        { schema: { tags, params: zId, response: { 200: zDocument } } },
        async (request) => changeDocumentStatus(ctx, tenantOf(request), family, request.params.id, status),
      );
    }
    app.post(
      `${one}/:id/email`,
      { schema: { tags, params: zId, body: zDocumentEmail, response: { 200: zDocumentEmailResult } } },
      async (request) => sendDocumentEmail(ctx, tenantOf(request), family, request.params.id, request.body),
    );
    app.post(`${one}/:id/duplicate`, { schema: { tags, params: zId, response: { 200: zDocument } } }, async (request) =>
      deriveDocument(ctx, tenantOf(request), family, request.params.id, 'duplicate'),
    );
    app.post(
      `${one}/:id/files`,
      { schema: { tags, params: zId, body: zDocumentFileAttach, response: { 200: zDocument } } },
      async (request) => {
        await attachDocumentFile(ctx, tenantOf(request), family, request.params.id, request.body.fileId);
        return getDocument(ctx, tenantOf(request), family, request.params.id);
      },
    );
    app.delete(
      `${one}/:id/files/:fileId`,
      { schema: { tags, params: zId.extend({ fileId: z.uuid() }), response: { 200: zDocument } } },
      async (request) => {
        await detachDocumentFile(ctx, tenantOf(request), family, request.params.id, request.params.fileId);
        return getDocument(ctx, tenantOf(request), family, request.params.id);
      },
    );
    if (remindsPath) {
      app.get(`/${remindsPath}/reminds`, { schema: { tags, response: { 200: zRemindPage } } }, async (request) =>
        findReminds(ctx, tenantOf(request), family),
      );
    }
  };
}

/** Invoices and credit notes: the shared routes, partial payments, paid with « Solde », the credit note. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['facturation · invoices'];
  await app.register(familyRoutes(invoiceFamily, 'invoices', 'invoices'));
  app.post(
    '/invoice/:id/partial-payments',
    { schema: { tags, params: zId, body: zPaymentInput, response: { 200: zDocument } } },
    async (request) =>
      changePayments(ctx, tenantOf(request), request.params.id, { kind: 'add', payment: request.body }),
  );
  app.delete(
    '/invoice/:id/partial-payments/:paymentId',
    { schema: { tags, params: zId.extend({ paymentId: z.uuid() }), response: { 200: zDocument } } },
    async (request) =>
      changePayments(ctx, tenantOf(request), request.params.id, {
        kind: 'remove',
        paymentId: request.params.paymentId,
      }),
  );
  app.patch('/invoice/:id/paid', { schema: { tags, params: zId, response: { 200: zDocument } } }, async (request) =>
    changePayments(ctx, tenantOf(request), request.params.id, { kind: 'balance' }),
  );
  app.post(
    '/invoice/from-hours',
    { schema: { tags, body: zHoursInvoiceRequest, response: { 200: zDocument } } },
    async (request) => createInvoiceFromHours(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/invoice/:id/credit-note',
    { schema: { tags, params: zId, response: { 200: zDocument } } },
    async (request) => deriveDocument(ctx, tenantOf(request), invoiceFamily, request.params.id, 'creditNote'),
  );
};

/** The quote or purchase order turned into an invoice: in full once, or a deposit, or the balance. */
function toInvoiceRoute(family: DocumentFamily): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `/${family.one}/:id/invoice`,
      {
        schema: {
          tags: [`facturation · ${family.key}`],
          params: zId,
          body: zSourceInvoiceRequest.nullish(),
          response: { 200: zDocument },
        },
      },
      async (request) =>
        deriveDocument(
          app.ctx,
          tenantOf(request),
          family,
          request.params.id,
          'invoice',
          request.body ?? { mode: 'full' },
        ),
    );
  };
}

/** Quotes (devis): the shared routes, the quote accepted by its customer, and turned into an invoice. */
export const estimateRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  await app.register(familyRoutes(estimateFamily, 'estimates', 'estimates'));
  app.patch(
    '/estimate/:id/accepted',
    { schema: { tags: ['facturation · estimates'], params: zId, response: { 200: zDocument } } },
    async (request) => changeDocumentStatus(ctx, tenantOf(request), estimateFamily, request.params.id, 'accepted'),
  );
  await app.register(toInvoiceRoute(estimateFamily));
};

/** Purchase orders (bons de commande): the shared routes and the order turned into an invoice. */
export const purchaseOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(familyRoutes(purchaseOrderFamily, 'purchaseOrders', null));
  await app.register(toInvoiceRoute(purchaseOrderFamily));
};
