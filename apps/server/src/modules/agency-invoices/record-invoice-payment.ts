import {
  BALANCE_PAYMENT_NOTE,
  balanceCents,
  type PartialPaymentStatus,
  statusFromPayments,
} from '@securite/domain/agency-invoices/agency-invoice-rules';
import { agencyInvoiceMessages as im } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import type { SettlementMethod } from '@securite/domain/payments/payment-methods';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agencyInvoicePayments, agencyInvoices } from '../../db/schema/agency-invoices.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { AgencyInvoiceRow } from './create-agency-invoice.ts';

export interface InvoicePaymentInput {
  invoiceId: string;
  /** When given, the invoice must be this agency's (404 otherwise). */
  agencyId?: string;
  date: string;
  /** Null with `settle`: the whole balance. */
  amountCents: number | null;
  settle?: boolean;
  paymentMethod: SettlementMethod;
  note?: string | null;
  status?: PartialPaymentStatus;
  /** The provider's payment: the same one reported twice is recorded once. */
  externalId?: string | null;
}

export interface RecordedPayment {
  invoice: AgencyInvoiceRow;
  /** False when the provider's payment was already recorded (a replay). */
  recorded: boolean;
  /** True when this payment settled the invoice. */
  becamePaid: boolean;
}

/**
 * Records a payment of a platform invoice in the caller's transaction and updates its status. The invoice row is
 * locked first, so two payments arriving together (a webhook and an admin) each see the other's effect.
 */
export async function recordInvoicePayment(tx: Tx, input: InvoicePaymentInput): Promise<RecordedPayment> {
  const where: SQL[] = [eq(agencyInvoices.id, input.invoiceId)];
  if (input.agencyId) where.push(inAgency(agencyInvoices, input.agencyId));
  // every agency: an admin's or the provider's payment of an invoice by its id (an agency's own: inAgency above)
  const [invoice] = await tx
    .select()
    .from(agencyInvoices)
    .where(and(...where))
    .for('update');
  if (!invoice) throw notFound(im.notFound);
  const status = input.status ?? 'succeeded';
  const before = await tx
    .select({ amountCents: agencyInvoicePayments.amountCents, status: agencyInvoicePayments.status })
    .from(agencyInvoicePayments)
    .where(and(eq(agencyInvoicePayments.invoiceId, invoice.id), inAgency(agencyInvoicePayments, invoice.agencyId)));
  const balance = balanceCents(invoice.totalInclTaxCents, before);
  const fromProvider = !!input.externalId;
  if (status === 'succeeded' && !fromProvider) {
    if (invoice.status === 'cancelled') throw new AppError(ErrorCode.Conflict, im.cancelled);
    if (balance === 0) throw new AppError(ErrorCode.Conflict, im.alreadyPaid);
  }
  const amount = input.settle ? balance : (input.amountCents ?? 0);
  if (status === 'succeeded' && !fromProvider && amount > balance) {
    throw new AppError(ErrorCode.Validation, im.amountTooHigh, { errors: { amountCents: im.amountTooHigh } });
  }
  const inserted = await tx
    .insert(agencyInvoicePayments)
    .values({
      agencyId: invoice.agencyId,
      invoiceId: invoice.id,
      date: input.date,
      amountCents: amount,
      note: input.note ?? (input.settle ? BALANCE_PAYMENT_NOTE : null),
      status,
      paymentMethod: input.paymentMethod,
      externalId: input.externalId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: agencyInvoicePayments.id });
  if (inserted.length === 0) return { invoice, recorded: false, becamePaid: false };
  const payments = [...before, { amountCents: amount, status }];
  const next = statusFromPayments(invoice.status, invoice.totalInclTaxCents, payments);
  if (next === invoice.status) return { invoice, recorded: true, becamePaid: false };
  const [updated] = await tx
    .update(agencyInvoices)
    .set({ status: next, paidAt: next === 'paid' ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(agencyInvoices.id, invoice.id), inAgency(agencyInvoices, invoice.agencyId)))
    .returning();
  return { invoice: updated, recorded: true, becamePaid: next === 'paid' };
}
