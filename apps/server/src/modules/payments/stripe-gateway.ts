import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';
import {
  type GatewayCheckoutState,
  GatewayError,
  type GatewayEvent,
  type GatewayLine,
  type GatewayMethod,
  type PaymentGateway,
  type PaymentMetadata,
  WebhookSignatureError,
} from './gateway.ts';

type Session = Stripe.Checkout.Session;

const lineItems = (lines: GatewayLine[]) =>
  lines.map((line) => ({
    price_data: { currency: 'eur', unit_amount: line.unitAmountCents, product_data: { name: line.label } },
    quantity: line.quantity,
  }));

const metadataOf = (metadata: PaymentMetadata): Record<string, string> =>
  Object.fromEntries(Object.entries(metadata).filter(([, v]) => typeof v === 'string')) as Record<string, string>;

function methodOf(pm: Stripe.PaymentMethod): GatewayMethod | null {
  if (pm.type === 'card' && pm.card) {
    return {
      id: pm.id,
      type: 'card',
      card: {
        brand: pm.card.brand,
        last4: pm.card.last4,
        expMonth: pm.card.exp_month,
        expYear: pm.card.exp_year,
        name: pm.billing_details?.name ?? null,
      },
      bankDetail: null,
    };
  }
  if (pm.type === 'sepa_debit' && pm.sepa_debit) {
    return {
      id: pm.id,
      type: 'sepa',
      card: null,
      bankDetail: {
        holderName: pm.billing_details?.name ?? null,
        bankName: pm.sepa_debit.bank_code ?? null,
        accountNumber: `•••• ${pm.sepa_debit.last4 ?? ''}`,
      },
    };
  }
  return null;
}

function checkoutOf(session: Session): GatewayCheckoutState {
  return {
    id: session.id,
    mode: session.mode,
    status: session.status,
    paymentStatus: session.payment_status,
    amountTotalCents: session.amount_total,
    metadata: (session.metadata ?? {}) as Partial<PaymentMetadata>,
  };
}

/**
 * The SDK, read when a gateway is first made (a Stripe key configured), not when every server starts: it is one of
 * the largest packages a start would load. Synchronously (the CommonJS build), as the gateway is made on demand.
 */
const loadStripe = () => createRequire(import.meta.url)('stripe') as typeof Stripe;

/** Runs a Stripe call, turning its errors into GatewayError (refused: Stripe answered 4xx). */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof loadStripe().errors.StripeError) {
      const refused = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
      throw new GatewayError(error.message, refused);
    }
    throw new GatewayError(error instanceof Error ? error.message : String(error), false);
  }
}

/** The Stripe adapter, over the official SDK (pointed at `apiBase` when one is configured). */
export function createStripeGateway(config: StripeConfig): PaymentGateway {
  const Sdk = loadStripe();
  const stripe = new Sdk(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Sécurité Plateforme' },
    ...(config.apiBase ?? {}),
  });
  return {
    createCustomer: (input) =>
      call(async () => {
        const customer = await stripe.customers.create({
          name: input.name,
          email: input.email ?? undefined,
          address: {
            line1: input.address.street,
            line2: input.address.complement ?? undefined,
            postal_code: input.address.zipcode,
            city: input.address.city,
            country: input.address.country,
          },
          metadata: { agencyId: input.agencyId },
        });
        return { id: customer.id };
      }),
    listPaymentMethods: (customerId) =>
      call(async () => {
        const [customer, list] = await Promise.all([
          stripe.customers.retrieve(customerId),
          stripe.paymentMethods.list({ customer: customerId, limit: 100 }),
        ]);
        const preferred = 'deleted' in customer ? null : customer.invoice_settings?.default_payment_method;
        const defaultId = typeof preferred === 'string' ? preferred : (preferred?.id ?? null);
        return { methods: list.data.map(methodOf).filter((m): m is GatewayMethod => m !== null), defaultId };
      }),
    setDefaultPaymentMethod: (customerId, methodId) =>
      call(async () => {
        await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: methodId } });
      }),
    detachPaymentMethod: (methodId) =>
      call(async () => {
        await stripe.paymentMethods.detach(methodId);
      }),
    createSetupCheckout: (input) =>
      call(async () => {
        const session = await stripe.checkout.sessions.create({
          mode: 'setup',
          customer: input.customerId,
          currency: 'eur',
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: metadataOf(input.metadata),
        });
        return { id: session.id, url: session.url };
      }),
    createPaymentCheckout: (input) =>
      call(async () => {
        const session = await stripe.checkout.sessions.create({
          mode: 'payment',
          customer: input.customerId,
          line_items: lineItems(input.lines),
          payment_intent_data: { metadata: metadataOf(input.metadata), setup_future_usage: 'off_session' },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: metadataOf(input.metadata),
        });
        return { id: session.id, url: session.url };
      }),
    createPaymentLink: (input) =>
      call(async () => {
        const link = await stripe.paymentLinks.create({
          line_items: lineItems(input.lines),
          metadata: metadataOf(input.metadata),
          payment_intent_data: { metadata: metadataOf(input.metadata) },
          after_completion: { type: 'redirect', redirect: { url: input.redirectUrl } },
        });
        return { id: link.id, url: link.url };
      }),
    retrieveCheckout: (id) => call(async () => checkoutOf(await stripe.checkout.sessions.retrieve(id))),
    parseWebhook(payload, signature): GatewayEvent {
      if (!config.webhookSecret) throw new WebhookSignatureError('no webhook secret');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, config.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'signature');
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          return { id: event.id, type: 'checkout.completed', checkout: checkoutOf(event.data.object) };
        case 'checkout.session.async_payment_failed':
          return { id: event.id, type: 'checkout.failed', checkout: checkoutOf(event.data.object) };
        case 'payment_intent.payment_failed':
          return {
            id: event.id,
            type: 'payment.failed',
            metadata: (event.data.object.metadata ?? {}) as Partial<PaymentMetadata>,
            at: new Date(event.created * 1000),
          };
        default:
          return { id: event.id, type: 'ignored', providerType: event.type };
      }
    },
  };
}
