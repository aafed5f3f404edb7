import { zAgencyInvoice, zAgencyInvoicePaymentSave } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { paymentMessages as pm } from '@securite/domain/payments/payment-messages';
import {
  zCardDetailsQuery,
  zFinalizeOrder,
  zOrderPayment,
  zOrderPaymentQuery,
  zPaymentIntentStatus,
  zPaymentMethods,
  zPaymentsFix,
  zPendingAgreement,
  zRedirect,
} from '@securite/domain/payments/payment-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePlatformRole } from '../../http/auth.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { requestOrderPayment } from './admin-order-payment.ts';
import { recordManualPayment } from './apply-payment.ts';
import { finalizeOrder, payInvoice } from './checkout.ts';
import {
  cardDetailsUrl,
  createCustomer,
  deleteMethod,
  listPaymentMethods,
  setDefaultMethod,
} from './payment-methods.ts';
import { fixPayments, paymentIntentStatus, pendingAgreement } from './payment-status.ts';
import { handleWebhook } from './webhook.ts';

const tags = ['mon offre · paiements'];
const read = { members: ['staff' as const], rights: ['billing.view' as const, 'paymentMethods.edit' as const] };
/** Spec 001 section 6: payment-method editing needs its right. */
const edit = { members: ['staff' as const], rights: ['paymentMethods.edit' as const] };
/** A provider's id (pm_…, cs_…). */
const zProviderId = z.object({
  id: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9_]+$/),
});

/** The agency's payments (spec 001 section 7, "Payments"), all reachable while the agency is locked. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get('/payment-methods', { config: read, schema: { tags, response: { 200: zPaymentMethods } } }, async (request) =>
    listPaymentMethods(ctx, tenantOf(request).agency),
  );
  app.post(
    '/default-payment-methods/:id',
    { config: edit, schema: { tags, params: zProviderId, response: { 200: zPaymentMethods } } },
    async (request) => setDefaultMethod(ctx, tenantOf(request).agency, request.params.id),
  );
  app.post(
    '/payment-methods/:id/delete',
    { config: edit, schema: { tags, params: zProviderId, response: { 200: zPaymentMethods } } },
    async (request) => deleteMethod(ctx, tenantOf(request).agency, request.params.id),
  );
  app.post('/stripe', { config: edit, schema: { tags, response: { 200: zPaymentMethods } } }, async (request) =>
    createCustomer(ctx, tenantOf(request).agency),
  );
  app.get(
    '/card-details',
    { config: edit, schema: { tags, querystring: zCardDetailsQuery, response: { 200: zRedirect } } },
    async (request) => cardDetailsUrl(ctx, tenantOf(request).agency),
  );
  app.post('/bank-details', { config: edit, schema: { tags, response: { 200: zRedirect } } }, async () => {
    // SEPA mandates exist in the model; the spec hides them: none is offered.
    throw new AppError(ErrorCode.Unprocessable, pm.sepaHidden);
  });
  app.get(
    '/pending-subscription-agreement',
    { config: read, schema: { tags, response: { 200: zPendingAgreement } } },
    async (request) => pendingAgreement(ctx, tenantOf(request).agency),
  );
  app.get(
    '/payment-intent/:id',
    { config: read, schema: { tags, params: zProviderId, response: { 200: zPaymentIntentStatus } } },
    async (request) => paymentIntentStatus(ctx, tenantOf(request).agency, request.params.id),
  );
  app.get(
    '/payments-fix',
    { onRequest: requirePlatformRole(false), schema: { tags, response: { 200: zPaymentsFix } } },
    async (request) => fixPayments(ctx, tenantOf(request).agency),
  );
  app.post(
    '/subscription-order/finalize',
    { config: edit, schema: { tags, body: zFinalizeOrder, response: { 200: zOrderPayment } } },
    async (request) => finalizeOrder(ctx, tenantOf(request).agency, request.body),
  );
  app.post(
    '/agency-invoice/:id/payment',
    { config: edit, schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: zOrderPayment } } },
    async (request) => payInvoice(ctx, tenantOf(request).agency, request.params.id),
  );
};

const adminOnly = { onRequest: requirePlatformRole(false) };
const adminTags = ['administration · paiements'];

/** Payments the admins ask for or record. */
export const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/api/admin/subscription-order/:id/payment',
    {
      ...adminOnly,
      schema: {
        tags: adminTags,
        params: z.object({ id: z.uuid() }),
        querystring: zOrderPaymentQuery,
        response: { 200: zOrderPayment },
      },
    },
    async (request) => requestOrderPayment(ctx, request.params.id, request.query),
  );
  app.post(
    '/api/admin/agency-invoice/:id/partial-payments',
    {
      ...adminOnly,
      schema: {
        tags: adminTags,
        params: z.object({ id: z.uuid() }),
        body: zAgencyInvoicePaymentSave,
        response: { 200: zAgencyInvoice },
      },
    },
    async (request) => recordManualPayment(ctx, request.params.id, request.body),
  );
};

/** Stripe's webhook: public, its raw body kept for the signature. */
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    '/api/payments/stripe/webhook',
    {
      config: { public: true },
      schema: {
        tags: ['paiements · webhook'],
        response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
      },
    },
    async (request) => {
      const body = request.body;
      const payload = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : '');
      const header = request.headers['stripe-signature'];
      return handleWebhook(ctx, payload, Array.isArray(header) ? header[0] : header);
    },
  );
};
