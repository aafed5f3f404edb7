import { balanceCents, isLate, paidCents } from '@securite/domain/agency-invoices/agency-invoice-rules';
import type { AgencyInvoice } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agencyInvoicePayments } from '../../db/schema/agency-invoices.ts';
import { inAgencies } from '../../db/tenant.ts';
import type { AgencyInvoiceRow } from './create-agency-invoice.ts';

type PaymentRow = typeof agencyInvoicePayments.$inferSelect;

/** The payments of some invoices, oldest first, by invoice. */
export async function paymentsOf(tx: Tx, invoices: readonly AgencyInvoiceRow[]): Promise<Map<string, PaymentRow[]>> {
  const byInvoice = new Map<string, PaymentRow[]>();
  if (invoices.length === 0) return byInvoice;
  const agencyIds = [...new Set(invoices.map((i) => i.agencyId))];
  const rows = await tx
    .select()
    .from(agencyInvoicePayments)
    .where(
      and(
        inAgencies(agencyInvoicePayments, agencyIds),
        inArray(
          agencyInvoicePayments.invoiceId,
          invoices.map((i) => i.id),
        ),
      ),
    )
    .orderBy(asc(agencyInvoicePayments.date), asc(agencyInvoicePayments.createdAt));
  for (const row of rows) byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), row]);
  return byInvoice;
}

/** What leaves the server of a platform invoice. */
export function presentAgencyInvoice(
  row: AgencyInvoiceRow,
  agencyName: string,
  payments: readonly PaymentRow[],
  now: Date = new Date(),
): AgencyInvoice {
  return {
    id: row.id,
    number: row.number,
    agency: { id: row.agencyId, name: agencyName },
    kind: row.kind,
    status: row.status,
    date: row.date,
    dueDate: row.dueDate,
    lines: row.lines,
    note: row.note,
    totalCents: row.totalCents,
    vatCents: row.vatCents,
    totalInclTaxCents: row.totalInclTaxCents,
    paidCents: paidCents(payments),
    balanceCents: row.status === 'cancelled' ? 0 : balanceCents(row.totalInclTaxCents, payments),
    partialPayments: payments.map((p) => ({
      id: p.id,
      date: p.date,
      amountCents: p.amountCents,
      note: p.note,
      status: p.status,
      paymentMethod: p.paymentMethod,
      createdAt: p.createdAt.toISOString(),
    })),
    firstPayment: row.firstPayment,
    orderId: row.orderId,
    isLate: isLate(row.status, row.dueDate, todayIn('Europe/Paris', now)),
    createdAt: row.createdAt.toISOString(),
  };
}
