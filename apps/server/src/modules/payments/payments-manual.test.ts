import type { AgencyInvoice } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import type { OrderPayment, PaymentMethods } from '@securite/domain/payments/payment-schemas';
import type { Order } from '@securite/domain/shop/order-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/agent-kit.ts';
import { agentsLimitOf, billedAgency, body, buildCatalogue, platformStaff } from '../../testing/platform-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

/** Without Stripe keys (`npm start` with no account): bank transfers an admin records. */
const t = useTestApp();
let admin: Caller;
let catalogue: Awaited<ReturnType<typeof buildCatalogue>>;
beforeAll(async () => {
  ({ admin } = await platformStaff(t));
  catalogue = await buildCatalogue(admin);
});

describe('payments without Stripe', () => {
  it('offers the bank transfer and refuses the card pages with a clear message', async () => {
    const a = await billedAgency(t);
    const methods = body<PaymentMethods>(await a.owner.api.get(`${a.base}/payment-methods`));
    expect(methods).toMatchObject({
      provider: 'manual',
      methods: [],
      bankTransfer: { holder: 'Sécurité Plateforme SAS' },
    });
    const card = await a.owner.api.get(`${a.base}/card-details`);
    expect(card.statusCode).toBe(422);
    expect(card.json().message).toContain('Le paiement par carte n’est pas activé');
    const webhook = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload: {} });
    expect(webhook.statusCode).toBe(400);
  });

  it('issues the invoice of an order for a transfer; the admin records it and the records are granted once', async () => {
    const a = await billedAgency(t);
    const cart = body<Order>(
      await a.owner.api.post(`${a.base}/subscription/cart`, { items: [{ articleId: catalogue.pack.id }] }),
    );
    const other = await billedAgency(t);
    expect(
      (await other.owner.api.post(`${other.base}/subscription-order/finalize`, { orderId: cart.id })).statusCode,
    ).toBe(404);
    const payment = body<OrderPayment>(
      await a.owner.api.post(`${a.base}/subscription-order/finalize`, { orderId: cart.id }),
    );
    expect(payment).toMatchObject({ kind: 'transfer', url: null, invoice: { totalInclTaxCents: 5994 } });
    expect(payment.instructions).toContain(payment.invoice!.number);
    // Asking again gives the same invoice (no second number).
    const again = body<OrderPayment>(
      await a.owner.api.post(`${a.base}/subscription-order/finalize`, { orderId: cart.id }),
    );
    expect(again.invoice?.id).toBe(payment.invoice?.id);
    expect((await a.owner.api.get(`${a.base}/subscription-order/${cart.id}`)).json()).toMatchObject({
      operationState: 'awaitingPayment',
      payment: { status: 'pending', invoiceNumber: payment.invoice!.number },
    });

    const paid = body<AgencyInvoice>(
      await admin.post(`/api/admin/agency-invoice/${payment.invoice!.id}/partial-payments`, {
        date: '2026-05-03',
        paymentMethod: 'transfer',
        settle: true,
      }),
    );
    expect(paid.status).toBe('paid');
    expect(await agentsLimitOf(t, a.agency.id)).toBe(7);
    expect((await a.owner.api.get(`${a.base}/subscription-order/${cart.id}`)).json()).toMatchObject({
      operationState: 'delivered',
    });
    expect((await a.owner.api.post(`${a.base}/subscription-order/finalize`, { orderId: cart.id })).statusCode).toBe(
      409,
    );
  });

  it('validates the order to pay', async () => {
    const a = await billedAgency(t);
    expect((await a.owner.api.post(`${a.base}/subscription-order/finalize`, {})).statusCode).toBe(400);
    expect(
      (
        await a.owner.api.post(`${a.base}/subscription-order/finalize`, {
          orderId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect((await a.agent.api.post(`${a.base}/subscription-order/finalize`, { orderId: a.agency.id })).statusCode).toBe(
      403,
    );
  });
});
