import { addDays, dateToDay, dayToDate } from '../time/calendar-day.ts';
import { BALANCE_PAYMENT_NOTE, type PaymentMethod } from './document-types.ts';

export interface PaymentLike {
  amountCents: number;
}

/** What the customer still owes: the total, less the payments and the credit notes cancelling the invoice. */
export function leftToPayCents(totalCents: number, payments: readonly PaymentLike[], creditedCents = 0): number {
  const paid = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  return Math.max(0, totalCents - paid - creditedCents);
}

/**
 * Marking an invoice paid while a balance remains adds a partial payment « Solde » for the remaining amount
 * (spec 001 section 4); nothing when nothing is left.
 */
export function balancePayment(
  leftCents: number,
  date: string,
  method: PaymentMethod = 'transfer',
): { date: string; amountCents: number; note: string; method: PaymentMethod } | null {
  if (leftCents <= 0) return null;
  return { date, amountCents: leftCents, note: BALANCE_PAYMENT_NOTE, method };
}

/** The last day of the month of a date. */
function endOfMonth(isoDate: string): string {
  const date = dayToDate(isoDate);
  return dateToDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
}

/** A customer's settlement period (délai de règlement): days after the invoice date, optionally end of month. */
export interface SettlementPeriod {
  days: number;
  endOfMonth?: boolean;
}

/** The default settlement period: 30 days (Code de commerce L441-10 caps it at 60 days, or 45 end of month). */
export const DEFAULT_SETTLEMENT_DAYS = 30;

/** The due date of an invoice dated `issueDate` under a settlement period. */
export function dueDateOf(issueDate: string, period: SettlementPeriod | null | undefined): string {
  const days = period?.days ?? DEFAULT_SETTLEMENT_DAYS;
  const due = addDays(issueDate, days);
  return period?.endOfMonth ? endOfMonth(due) : due;
}

/**
 * Whether an invoice is late: validated or sent, something left to pay, and its due date (or, without one, the
 * customer's settlement period after its date) passed before `today`.
 */
export function isLateToPay(
  invoice: { type: string; status: string; date: string; dueDate: string | null; leftToPayCents: number },
  today: string,
  period?: SettlementPeriod | null,
): boolean {
  if (invoice.type !== 'invoice') return false;
  if (invoice.status !== 'validated' && invoice.status !== 'sent') return false;
  if (invoice.leftToPayCents <= 0) return false;
  const due = invoice.dueDate ?? dueDateOf(invoice.date, period);
  return due < today;
}
