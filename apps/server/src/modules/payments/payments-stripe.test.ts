import type { AgencyInvoice } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import type { OrderPayment, PaymentMethods } from '@securite/domain/payments/payment-schemas';
import type { Order } from '@securite/domain/shop/order-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { type Caller, createAgentVia } from '../../testing/agent-kit.ts';
import {
  agentsLimitOf,
  billedAgency,
  body,
  buildCatalogue,
  lockedOf,
  platformStaff,
} from '../../testing/platform-kit.ts';
import { startFakeStripe } from '../../testing/stripe-server.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { lockOverdueAgencies } from '../subscriptions/public.ts';

const SECRET = 'whsec_test_secret';
const stripe = await startFakeStripe();
const t = useTestApp({
  payments: {
    ...testConfig().payments,
    stripe: { secretKey: 'sk_test_local', webhookSecret: SECRET, apiBase: stripe.apiBase },
  },
});
afterAll(() => stripe.close());

let admin: Caller;
let catalogue: Awaited<ReturnType<typeof buildCatalogue>>;
beforeAll(async () => {
  ({ admin } = await platformStaff(t));
  catalogue = await buildCatalogue(admin);
});

/** Delivers a signed event to the webhook, as Stripe would. */
async function deliver(type: string, object: Record<string, unknown>, options: { id?: string; secret?: string } = {}) {
  const event = stripe.signedEvent(type, object, { secret: SECRET, ...options });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
  return { response, event };
}

const sessionIdOf = (url: string) => url.split('/pay/')[1]!;

describe('payment methods through Stripe', () => {
  it('asks for an address before creating the Stripe customer, then lists its cards', async () => {
    const a = await billedAgency(t);
    await t.database.db
      .update(agencies)
      .set({ address: { city: 'Paris' } })
      .where(eq(agencies.id, a.agency.id));
    const before = body<PaymentMethods>(await a.owner.api.get(`${a.base}/payment-methods`));
    expect(before).toMatchObject({ provider: 'stripe', customer: false, methods: [] });
    const noAddress = await a.owner.api.post(`${a.base}/stripe`);
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json()).toMatchObject({ message: 'Une adresse est requise', details: { reason: 'address' } });
    await t.database.db
      .update(agencies)
      .set({ address: { street: '3 place Bellecour', zipcode: '69002', city: 'Lyon', country: 'France' } })
      .where(eq(agencies.id, a.agency.id));
    const created = body<PaymentMethods>(await a.owner.api.post(`${a.base}/stripe`));
    expect(created).toMatchObject({ customer: true, methods: [] });
    const customer = [...stripe.customers.values()].find(
      (c) => (c.metadata as Record<string, string>).agencyId === a.agency.id,
    );
    expect(customer).toMatchObject({ name: a.agency.name, address: { city: 'Lyon', country: 'FR' } });
  });

  it('records a card through Checkout, makes the first one the default, and keeps the default rules', async () => {
    const a = await billedAgency(t);
    const other = await billedAgency(t);
    const { url } = body<{ url: string }>(await a.owner.api.get(`${a.base}/card-details?action=add`));
    expect(url).toContain(`${stripe.url}/pay/cs_test_`);
    const session = stripe.payCheckout(sessionIdOf(url));
    expect((await deliver('checkout.session.completed', session)).response.statusCode).toBe(200);
    const listed = body<PaymentMethods>(await a.owner.api.get(`${a.base}/payment-methods`));
    expect(listed.methods).toHaveLength(1);
    const first = listed.methods[0];
    expect(first).toMatchObject({ type: 'card', isDefault: true, card: { brand: 'visa', last4: '4242' } });

    const again = await a.owner.api.post(`${a.base}/default-payment-methods/${first.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ce moyen de paiement est déjà utilisé par défaut.');
    const deleteDefault = await a.owner.api.post(`${a.base}/payment-methods/${first.id}/delete`);
    expect(deleteDefault.statusCode).toBe(409);
    expect(deleteDefault.json().message).toBe('Vous ne pouvez pas supprimer votre moyen de paiement par défaut.');

    const customerId = String(stripe.paymentMethods.get(first.id)?.customer);
    const second = stripe.addCard(customerId, { brand: 'mastercard', last4: '4444' });
    const switched = body<PaymentMethods>(await a.owner.api.post(`${a.base}/default-payment-methods/${second.id}`));
    expect(switched.methods[0]).toMatchObject({ id: second.id, isDefault: true });
    const removed = body<PaymentMethods>(await a.owner.api.post(`${a.base}/payment-methods/${first.id}/delete`));
    expect(removed.methods.map((m) => m.id)).toEqual([second.id]);
    // Another agency's card is indistinguishable from a missing one; the right is needed to change anything.
    expect((await other.owner.api.post(`${other.base}/payment-methods/${second.id}/delete`)).statusCode).toBe(404);
    expect((await a.agent.api.get(`${a.base}/payment-methods`)).statusCode).toBe(403);
    expect((await a.owner.api.post(`${a.base}/bank-details`)).statusCode).toBe(422);
  });
});

describe('buying agent records by card (done means)', () => {
  it('an agency at its quota buys a pack, pays by card, and the webhook grants the records once', async () => {
    const a = await billedAgency(t, { agentsLimit: 1 });
    const refused = await a.owner.api.post(`${a.base}/agent`, { firstname: 'Nadia', lastname: 'Roche' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Vous avez atteint votre quota de fiches collaborateurs');

    const cart = body<Order>(
      await a.owner.api.post(`${a.base}/subscription/cart`, {
        items: [{ articleId: catalogue.pack.id }],
        origin: 'agent-limit',
      }),
    );
    const payment = body<OrderPayment>(
      await a.owner.api.post(`${a.base}/subscription-order/finalize`, { orderId: cart.id }),
    );
    expect(payment).toMatchObject({ kind: 'checkout', invoice: null });
    const sessionId = sessionIdOf(payment.url!);
    const session = stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 5994,
      metadata: { agencyId: a.agency.id, orderId: cart.id },
    });
    expect(String(session.success_url)).toContain('#/payments/checkout/success?session_id={CHECKOUT_SESSION_ID}');
    // Not paid yet: no invoice, the order waits, the payment page says so.
    expect(body<{ data: unknown[] }>(await a.owner.api.post(`${a.base}/fetch/agency-invoices`, {})).data).toHaveLength(
      0,
    );
    expect((await a.owner.api.get(`${a.base}/payment-intent/${sessionId}`)).json()).toMatchObject({
      status: 'pending',
      message: "L'abonnement demandé n'a pas pu aboutir",
    });

    stripe.payCheckout(sessionId);
    const first = await deliver('checkout.session.completed', session);
    expect(first.response.json()).toEqual({ received: true, duplicate: false });
    expect(await agentsLimitOf(t, a.agency.id)).toBe(6);
    // The same delivery again, then another event about the same payment: nothing more.
    const replay = await deliver('checkout.session.completed', session, { id: first.event.id });
    expect(replay.response.json()).toEqual({ received: true, duplicate: true });
    await deliver('checkout.session.async_payment_succeeded', session);
    expect(await agentsLimitOf(t, a.agency.id)).toBe(6);

    const invoices = body<{ data: AgencyInvoice[] }>(await a.owner.api.post(`${a.base}/fetch/agency-invoices`, {}));
    expect(invoices.data).toHaveLength(1);
    expect(invoices.data[0]).toMatchObject({ status: 'paid', totalInclTaxCents: 5994, orderId: cart.id });
    expect(invoices.data[0].partialPayments).toEqual([
      expect.objectContaining({ amountCents: 5994, paymentMethod: 'card' }),
    ]);
    const order = body<Order>(await a.owner.api.get(`${a.base}/subscription-order/${cart.id}`));
    expect(order).toMatchObject({ operationState: 'delivered', payment: { status: 'paid' } });
    expect((await a.owner.api.get(`${a.base}/payment-intent/${sessionId}`)).json()).toMatchObject({
      status: 'paid',
      message: 'Votre abonnement à bien été validé',
    });
    await createAgentVia(a.owner.api, a.base, { firstname: 'Nadia', lastname: 'Roche' });
    // A paid order cannot be paid again.
    expect((await a.owner.api.post(`${a.base}/subscription-order/finalize`, { orderId: cart.id })).statusCode).toBe(
      409,
    );
  });

  it('refuses a delivery whose signature does not match, changing nothing', async () => {
    const a = await billedAgency(t);
    const object = {
      id: 'cs_test_forged',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      metadata: { agencyId: a.agency.id },
    };
    const wrongSecret = await deliver('checkout.session.completed', object, { secret: 'whsec_other' });
    expect(wrongSecret.response.statusCode).toBe(400);
    expect(wrongSecret.response.json().message).toBe('Signature du webhook invalide.');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' }),
    });
    expect(unsigned.statusCode).toBe(400);
  });
});

describe('failed payments and the lock', () => {
  it('locks after the grace period following a card failure, and paying by card unlocks at once', async () => {
    const a = await billedAgency(t);
    await a.owner.api.patch(`${a.base}/plan`, { offerId: catalogue.offer.id });
    const failed = await deliver('payment_intent.payment_failed', {
      id: 'pi_test_1',
      object: 'payment_intent',
      metadata: { agencyId: a.agency.id },
    });
    expect(failed.response.statusCode).toBe(200);
    await lockOverdueAgencies(t.app.ctx);
    expect(await lockedOf(t, a.agency.id)).toBe(false);
    await lockOverdueAgencies(t.app.ctx, new Date(Date.now() + 8 * 86_400_000));
    expect(await lockedOf(t, a.agency.id)).toBe(true);

    const [invoice] = body<{ data: AgencyInvoice[] }>(
      await a.owner.api.post(`${a.base}/fetch/agency-invoices`, {}),
    ).data;
    const payment = body<OrderPayment>(await a.owner.api.post(`${a.base}/agency-invoice/${invoice.id}/payment`));
    expect(payment.kind).toBe('checkout');
    const session = stripe.payCheckout(sessionIdOf(payment.url!));
    await deliver('checkout.session.completed', session);
    expect(await lockedOf(t, a.agency.id)).toBe(false);
    expect((await a.owner.api.get(`${a.base}/subscription`)).json()).toMatchObject({
      locked: false,
      subscription: { status: 'active', paymentFailedAt: null },
    });
  });

  it('lets an admin correct a payment whose webhook never came', async () => {
    const a = await billedAgency(t);
    await a.owner.api.patch(`${a.base}/plan`, { offerId: catalogue.offer.id });
    const [invoice] = body<{ data: AgencyInvoice[] }>(
      await a.owner.api.post(`${a.base}/fetch/agency-invoices`, {}),
    ).data;
    const payment = body<OrderPayment>(await a.owner.api.post(`${a.base}/agency-invoice/${invoice.id}/payment`));
    stripe.payCheckout(sessionIdOf(payment.url!));
    expect((await a.owner.api.get(`${a.base}/payments-fix`)).statusCode).toBe(403);
    const fixed = await admin.get(`${a.base}/payments-fix`);
    expect(fixed.json()).toEqual({ fixed: 1, message: '1 paiement corrigé.' });
    expect((await admin.get(`${a.base}/payments-fix`)).json()).toMatchObject({ fixed: 0 });
    const after = body<{ data: AgencyInvoice[] }>(await a.owner.api.post(`${a.base}/fetch/agency-invoices`, {}));
    expect(after.data[0].status).toBe('paid');
  });
});

describe('orders an admin asks the agency to pay', () => {
  it('opens Checkout by default, or e-mails a payment link', async () => {
    const a = await billedAgency(t);
    const draft = (items: unknown[]) =>
      admin.post('/api/admin/subscription-order', { agencyId: a.agency.id, items }).then((r) => r.json() as Order);
    const first = await draft([{ articleId: catalogue.pack.id }]);
    const checkout = body<OrderPayment>(await admin.post(`/api/admin/subscription-order/${first.id}/payment`));
    expect(checkout).toMatchObject({ kind: 'checkout', emailed: false });
    const second = await draft([{ articleId: catalogue.pack.id, quantity: 2 }]);
    const link = body<OrderPayment>(
      await admin.post(
        `/api/admin/subscription-order/${second.id}/payment?useStripeCheckout=false&sendPaymentLinkEmail=true`,
      ),
    );
    expect(link).toMatchObject({ kind: 'link', emailed: true });
    expect(link.url).toContain('/link/plink_test_');
    const order = body<Order>(await admin.get(`/api/admin/subscription-order/${second.id}`));
    expect(order).toMatchObject({ operationState: 'awaitingPayment', payment: { paymentLinkUrl: link.url } });
    expect((await a.owner.api.post(`/api/admin/subscription-order/${second.id}/payment`)).statusCode).toBe(403);
  });
});
