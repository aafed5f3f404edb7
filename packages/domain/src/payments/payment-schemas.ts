import { z } from 'zod';
import { validationMessages as m } from '../validation/messages.ts';
import { paymentMethodTypes, paymentProviders } from './payment-methods.ts';

export const zPaymentMethod = z.object({
  id: z.string(),
  type: z.enum(paymentMethodTypes),
  isDefault: z.boolean(),
  card: z
    .object({
      brand: z.string(),
      last4: z.string(),
      expMonth: z.number().int(),
      expYear: z.number().int(),
      name: z.string().nullable(),
    })
    .nullable(),
  bankDetail: z
    .object({ holderName: z.string().nullable(), bankName: z.string().nullable(), accountNumber: z.string() })
    .nullable(),
});
export type PaymentMethod = z.infer<typeof zPaymentMethod>;

/** Bank transfer details of the platform, for the manual path. */
export const zBankTransfer = z.object({ holder: z.string(), iban: z.string(), bic: z.string() });

/** GET {agency}/payment-methods. */
export const zPaymentMethods = z.object({
  provider: z.enum(paymentProviders),
  /** Whether the agency has its customer at the payment provider (Stripe only). */
  customer: z.boolean(),
  methods: z.array(zPaymentMethod),
  bankTransfer: zBankTransfer,
});
export type PaymentMethods = z.infer<typeof zPaymentMethods>;

/** A page of the payment provider the browser is sent to. */
export const zRedirect = z.object({ url: z.string() });

/** GET {agency}/card-details?action=add|update: a provider page that records a card. */
export const zCardDetailsQuery = z.object({ action: z.enum(['add', 'update'], { error: m.invalid }).default('add') });

/** GET {agency}/pending-subscription-agreement. */
export const zPendingAgreement = z.object({
  pending: z.boolean(),
  hasPaymentMethod: z.boolean(),
  subscriptionId: z.uuid().nullable(),
});
export type PendingAgreement = z.infer<typeof zPendingAgreement>;

/** The outcome of a payment the browser comes back from (GET {agency}/payment-intent/{id}). */
export const paymentOutcomes = ['paid', 'pending', 'failed'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];
export const zPaymentIntentStatus = z.object({
  status: z.enum(paymentOutcomes),
  message: z.string(),
  invoiceId: z.uuid().nullable(),
  orderId: z.uuid().nullable(),
});
export type PaymentIntentStatus = z.infer<typeof zPaymentIntentStatus>;

/** POST {agency}/subscription-order/finalize: pays the agency's order (its cart). */
export const zFinalizeOrder = z.object({
  orderId: z.uuid({ error: m.invalid }),
  useStripeCheckout: z.boolean().default(true),
});
export type FinalizeOrder = z.infer<typeof zFinalizeOrder>;

const zInvoiceRef = z.object({ id: z.uuid(), number: z.string(), totalInclTaxCents: z.number().int() });

/**
 * How an order is paid: on the provider's checkout page (url), through a payment link (url, e-mailed or not), by
 * bank transfer (no card provider: the instructions), or already settled (payment skipped, nothing to pay).
 */
export const zOrderPayment = z.object({
  kind: z.enum(['checkout', 'link', 'transfer', 'paid']),
  url: z.string().nullable(),
  emailed: z.boolean(),
  invoice: zInvoiceRef.nullable(),
  instructions: z.string().nullable(),
  bankTransfer: zBankTransfer.nullable(),
});
export type OrderPayment = z.infer<typeof zOrderPayment>;

const zQueryBool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { error: m.invalid })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

/** POST admin/subscription-order/{id}/payment query: Checkout by default; a payment link e-mailed on demand. */
export const zOrderPaymentQuery = z.object({
  useStripeCheckout: zQueryBool(true),
  sendPaymentLinkEmail: zQueryBool(false),
});

/** GET {agency}/payments-fix. */
export const zPaymentsFix = z.object({ fixed: z.number().int(), message: z.string() });
