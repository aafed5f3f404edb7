import type { AgencyInvoice, AgencyInvoicePaymentSave } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import {
  type AgencyInvoiceRow,
  getAgencyInvoice,
  type InvoicePaymentInput,
  type RecordedPayment,
  recordInvoicePayment,
} from '../agency-invoices/public.ts';
import { markOrderPaid } from '../shop/public.ts';
import { activateSubscription, grantAgentRecords, settleAgency } from '../subscriptions/public.ts';

/**
 * What a paid invoice brings: its order is paid (records granted, delivered when nothing ships), its first
 * subscription period starts, records billed without an order are granted. Each effect happens once.
 */
async function applyPaidInvoice(tx: Tx, invoice: AgencyInvoiceRow): Promise<void> {
  if (invoice.orderId) await markOrderPaid(tx, invoice.orderId, invoice.agencyId);
  else {
    const agents = invoice.lines.reduce((sum, line) => sum + line.agentsCount * line.quantity, 0);
    await grantAgentRecords(tx, { agencyId: invoice.agencyId, sourceKey: `invoice:${invoice.id}`, agents });
  }
  if (invoice.subscriptionId) await activateSubscription(tx, invoice.agencyId, invoice.subscriptionId);
}

/**
 * Records a payment of a platform invoice and everything it unlocks, in the caller's transaction: a provider's
 * payment reported twice is recorded (and applied) once; a succeeded payment settles the agency's standing and
 * unlocks it at once when nothing else is overdue.
 */
export async function recordPayment(ctx: AppContext, tx: Tx, input: InvoicePaymentInput): Promise<RecordedPayment> {
  const result = await recordInvoicePayment(tx, input);
  if (!result.recorded || (input.status ?? 'succeeded') !== 'succeeded') return result;
  if (result.becamePaid) await applyPaidInvoice(tx, result.invoice);
  await settleAgency(ctx, tx, result.invoice.agencyId);
  return result;
}

/** POST admin/agency-invoice/{id}/partial-payments: an admin records a payment received (a transfer, a cheque…). */
export async function recordManualPayment(
  ctx: AppContext,
  invoiceId: string,
  input: AgencyInvoicePaymentSave,
): Promise<AgencyInvoice> {
  await ctx.db.transaction((tx) =>
    recordPayment(ctx, tx, {
      invoiceId,
      date: input.date,
      amountCents: input.amountCents ?? null,
      settle: input.settle,
      paymentMethod: input.paymentMethod,
      note: input.note,
    }),
  );
  return getAgencyInvoice(ctx.db, invoiceId, null);
}
