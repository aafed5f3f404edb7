import { AGENCY_INVOICE_DUE_DAYS, type AgencyInvoiceKind } from '@securite/domain/agency-invoices/agency-invoice-rules';
import { lineTotalCents, orderTotals } from '@securite/domain/shop/order-rules';
import { addDays, todayIn } from '@securite/domain/time/calendar-day';
import type { Tx } from '../../db/client.ts';
import { type AgencyInvoiceLine, agencyInvoices } from '../../db/schema/agency-invoices.ts';
import { allocateAgencyInvoiceNumber } from './allocate-number.ts';

export type AgencyInvoiceRow = typeof agencyInvoices.$inferSelect;

export interface NewAgencyInvoice {
  agencyId: string;
  kind: AgencyInvoiceKind;
  /** Today in Paris when left out; the due date 30 days later. */
  date?: string | null;
  dueDate?: string | null;
  lines: ReadonlyArray<Omit<AgencyInvoiceLine, 'totalCents' | 'agentsCount'> & { agentsCount?: number }>;
  /** Delivery fees of an order, billed as one more line. */
  deliveryFeesCents?: number;
  note?: string | null;
  firstPayment?: boolean;
  orderId?: string | null;
  subscriptionId?: string | null;
}

/** The lines as stored: each with its total and the agent records it grants. */
export function invoiceLinesOf(input: Pick<NewAgencyInvoice, 'lines' | 'deliveryFeesCents'>): AgencyInvoiceLine[] {
  const lines = input.lines.map((line) => ({
    label: line.label,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    totalCents: lineTotalCents(line),
    agentsCount: line.agentsCount ?? 0,
  }));
  if (input.deliveryFeesCents) {
    const fees = input.deliveryFeesCents;
    lines.push({ label: 'Frais de livraison', quantity: 1, unitPriceCents: fees, totalCents: fees, agentsCount: 0 });
  }
  return lines;
}

/** The row of a new invoice, numbered or not (a preview is not numbered). */
export function invoiceValuesOf(input: NewAgencyInvoice, number: string, now: Date = new Date()) {
  const lines = invoiceLinesOf(input);
  const totals = orderTotals(lines, 0);
  const date = input.date ?? todayIn('Europe/Paris', now);
  return {
    agencyId: input.agencyId,
    number,
    kind: input.kind,
    status: 'pending' as const,
    date,
    dueDate: input.dueDate ?? addDays(date, AGENCY_INVOICE_DUE_DAYS),
    lines,
    note: input.note ?? null,
    totalCents: totals.totalCents,
    vatCents: totals.vatCents,
    totalInclTaxCents: totals.totalInclTaxCents,
    firstPayment: input.firstPayment ?? false,
    orderId: input.orderId ?? null,
    subscriptionId: input.subscriptionId ?? null,
  };
}

/** Issues an invoice of the platform to an agency, numbered in the caller's transaction. */
export async function createAgencyInvoice(tx: Tx, input: NewAgencyInvoice): Promise<AgencyInvoiceRow> {
  const values = invoiceValuesOf(input, '');
  const number = await allocateAgencyInvoiceNumber(tx, Number(values.date.slice(0, 4)));
  const [row] = await tx
    .insert(agencyInvoices)
    .values({ ...values, number })
    .returning();
  return row;
}
