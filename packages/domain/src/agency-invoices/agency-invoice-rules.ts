/**
 * The platform's own invoices to its agencies (« Mes factures » of an agency, « Factures des agences » of the
 * admins): numbered without gap per year, paid in one or several payments.
 */

/** Days between an invoice's date and its due date. */
export const AGENCY_INVOICE_DUE_DAYS = 30;

export const agencyInvoiceStatuses = ['pending', 'partial', 'paid', 'cancelled'] as const;
export type AgencyInvoiceStatus = (typeof agencyInvoiceStatuses)[number];
export const agencyInvoiceStatusLabels: Record<AgencyInvoiceStatus, string> = {
  pending: 'À régler',
  partial: 'Partiellement réglée',
  paid: 'Réglée',
  cancelled: 'Annulée',
};

/** What an invoice bills: the subscription, or an order of the shop. */
export const agencyInvoiceKinds = ['subscription', 'order'] as const;
export type AgencyInvoiceKind = (typeof agencyInvoiceKinds)[number];

/** A payment of an invoice: pending (asked of the provider), succeeded or failed. */
export const partialPaymentStatuses = ['pending', 'succeeded', 'failed'] as const;
export type PartialPaymentStatus = (typeof partialPaymentStatuses)[number];
export const partialPaymentStatusLabels: Record<PartialPaymentStatus, string> = {
  pending: 'En cours',
  succeeded: 'Encaissé',
  failed: 'Échoué',
};

/** The label of the payment that settles what remains (spec 001 section 4). */
export const BALANCE_PAYMENT_NOTE = 'Solde';

/** « PF-2026-00042 »: the platform's invoice number, from its own yearly sequence. */
export function formatAgencyInvoiceNumber(year: number, sequence: number): string {
  return `PF-${year}-${String(sequence).padStart(5, '0')}`;
}

interface PaymentLike {
  amountCents: number;
  status: PartialPaymentStatus;
}

/** What the succeeded payments cover. */
export function paidCents(payments: readonly PaymentLike[]): number {
  return payments.filter((p) => p.status === 'succeeded').reduce((sum, p) => sum + p.amountCents, 0);
}

/** What remains to pay, never below zero. */
export function balanceCents(totalInclTaxCents: number, payments: readonly PaymentLike[]): number {
  return Math.max(0, totalInclTaxCents - paidCents(payments));
}

/** The status the payments give an invoice (a cancelled one stays cancelled). */
export function statusFromPayments(
  current: AgencyInvoiceStatus,
  totalInclTaxCents: number,
  payments: readonly PaymentLike[],
): AgencyInvoiceStatus {
  if (current === 'cancelled') return 'cancelled';
  const paid = paidCents(payments);
  if (paid >= totalInclTaxCents) return 'paid';
  return paid > 0 ? 'partial' : 'pending';
}

/** Whether an unpaid invoice is past its due date (the day after its due day has begun). */
export function isLate(status: AgencyInvoiceStatus, dueDate: string, today: string): boolean {
  return (status === 'pending' || status === 'partial') && today > dueDate;
}
