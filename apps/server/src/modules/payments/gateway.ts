import type { PaymentMethodType } from '@securite/domain/payments/payment-methods';

/** A payment method as the provider describes it. */
export interface GatewayMethod {
  id: string;
  type: PaymentMethodType;
  card: { brand: string; last4: string; expMonth: number; expYear: number; name: string | null } | null;
  bankDetail: { holderName: string | null; bankName: string | null; accountNumber: string } | null;
}

export interface GatewayLine {
  label: string;
  quantity: number;
  /** Including tax: what the agency pays per unit. */
  unitAmountCents: number;
}

/** What a provider page pays for, carried back by the provider in its events. */
export interface PaymentMetadata {
  agencyId: string;
  orderId?: string;
  invoiceId?: string;
}

export interface GatewayCheckout {
  id: string;
  url: string | null;
}

export interface GatewayCheckoutState {
  id: string;
  /** payment, setup or subscription. */
  mode: string;
  /** open, complete or expired. */
  status: string | null;
  /** paid, unpaid or no_payment_required. */
  paymentStatus: string;
  amountTotalCents: number | null;
  metadata: Partial<PaymentMetadata>;
}

/** A provider event, verified, reduced to what the platform acts on. */
export type GatewayEvent =
  | { id: string; type: 'checkout.completed' | 'checkout.failed'; checkout: GatewayCheckoutState }
  | { id: string; type: 'payment.failed'; metadata: Partial<PaymentMetadata>; at: Date }
  | { id: string; type: 'ignored'; providerType: string };

export interface CustomerInput {
  agencyId: string;
  name: string;
  email: string | null;
  address: { street: string; complement: string | null; zipcode: string; city: string; country: string };
}

/**
 * The payment provider behind the payments module. The Stripe adapter speaks to Stripe through its official SDK;
 * the tests point it at a local server speaking Stripe's API. Without Stripe keys there is no gateway: payments
 * are bank transfers an admin records.
 */
export interface PaymentGateway {
  createCustomer(input: CustomerInput): Promise<{ id: string }>;
  listPaymentMethods(customerId: string): Promise<{ methods: GatewayMethod[]; defaultId: string | null }>;
  setDefaultPaymentMethod(customerId: string, methodId: string): Promise<void>;
  detachPaymentMethod(methodId: string): Promise<void>;
  /** A provider page that records a card for later payments. */
  createSetupCheckout(input: {
    customerId: string;
    metadata: PaymentMetadata;
    successUrl: string;
    cancelUrl: string;
  }): Promise<GatewayCheckout>;
  /** A provider page that takes one payment now. */
  createPaymentCheckout(input: {
    customerId: string;
    lines: GatewayLine[];
    metadata: PaymentMetadata;
    successUrl: string;
    cancelUrl: string;
  }): Promise<GatewayCheckout>;
  /** A reusable link to pay (sent by e-mail), without a customer. */
  createPaymentLink(input: {
    lines: GatewayLine[];
    metadata: PaymentMetadata;
    redirectUrl: string;
  }): Promise<GatewayCheckout>;
  retrieveCheckout(id: string): Promise<GatewayCheckoutState>;
  /** Verifies a webhook delivery's signature (throws when it does not match) and reads its event. */
  parseWebhook(payload: Buffer, signature: string): GatewayEvent;
}

/** A provider call failed: its message for the logs, and whether it refused the request (4xx) or was unreachable. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** The webhook's signature did not match (or no secret is configured). */
export class WebhookSignatureError extends Error {}
