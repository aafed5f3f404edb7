import { paymentMessages } from './payment-messages.ts';

/** Payment method kinds of the model (spec 001 section 3): a card, or a bank account (SEPA mandate). */
export const paymentMethodTypes = ['card', 'sepa'] as const;
export type PaymentMethodType = (typeof paymentMethodTypes)[number];
export const paymentMethodTypeLabels: Record<PaymentMethodType, string> = {
  card: 'Carte bancaire',
  sepa: 'Prélèvement SEPA',
};

/** What the chooser offers: the SEPA mandate exists but is hidden (spec 001 section 2). */
export const offeredPaymentMethodTypes: readonly PaymentMethodType[] = ['card'];

/** How a platform invoice was (or is to be) settled. */
export const settlementMethods = ['card', 'sepa', 'transfer', 'cheque', 'other'] as const;
export type SettlementMethod = (typeof settlementMethods)[number];
export const settlementMethodLabels: Record<SettlementMethod, string> = {
  card: 'Carte bancaire',
  sepa: 'Prélèvement SEPA',
  transfer: 'Virement bancaire',
  cheque: 'Chèque',
  other: 'Autre',
};

/** The payment provider in use: Stripe when its keys are set, else payments are recorded by hand. */
export const paymentProviders = ['stripe', 'manual'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

interface MethodLike {
  id: string;
  isDefault: boolean;
}

/** Why a method cannot become the default (spec 001 section 4: not set as default again), or null. */
export function defaultChangeRefusal(method: MethodLike): string | null {
  return method.isDefault ? paymentMessages.defaultAlready : null;
}

/** Why a method cannot be deleted (spec 001 section 4: the default cannot be deleted), or null. */
export function deleteRefusal(method: MethodLike): string | null {
  return method.isDefault ? paymentMessages.defaultNotDeletable : null;
}

/** "Visa •••• 4242": how a card is named in lists. */
export function cardLabel(card: { brand: string; last4: string }): string {
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Carte';
  return `${brand} •••• ${card.last4}`;
}

/** Whether a card has expired at the end of its expiry month. */
export function cardExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  const endOfMonth = Date.UTC(card.expYear, card.expMonth, 1);
  return now.getTime() >= endOfMonth;
}

/** Whether an address is complete enough for the payment provider's customer (street, zipcode, city). */
export function addressComplete(address: {
  street?: string | null;
  zipcode?: string | null;
  city?: string | null;
}): boolean {
  return [address.street, address.zipcode, address.city].every(
    (part) => typeof part === 'string' && part.trim() !== '',
  );
}
