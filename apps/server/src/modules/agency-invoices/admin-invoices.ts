import type { AgencyInvoice, AgencyInvoiceCreate } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { messages } from '@securite/domain/errors/messages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { notFound } from '../../http/errors.ts';
import { renderAgencyInvoicePdf } from './agency-invoice-pdf.ts';
import { createAgencyInvoice, invoiceValuesOf, type NewAgencyInvoice } from './create-agency-invoice.ts';
import { getAgencyInvoice, getAgencyInvoiceRow } from './find-agency-invoices.ts';
import { presentAgencyInvoice } from './present-agency-invoice.ts';

async function agencyOf(tx: Tx, agencyId: string) {
  const [agency] = await tx
    .select({ id: agencies.id, name: agencies.name, address: agencies.address })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (!agency) throw notFound(messages.agencyNotFound);
  return agency;
}

const newInvoiceOf = (input: AgencyInvoiceCreate): NewAgencyInvoice => ({
  agencyId: input.agencyId,
  kind: 'subscription',
  date: input.date,
  dueDate: input.dueDate,
  lines: input.lines,
  note: input.note,
  firstPayment: input.firstPayment,
});

/** POST admin/agency-invoice: an invoice of the platform to an agency, numbered at once. */
export async function createInvoiceByAdmin(ctx: AppContext, input: AgencyInvoiceCreate): Promise<AgencyInvoice> {
  return ctx.db.transaction(async (tx) => {
    const agency = await agencyOf(tx, input.agencyId);
    const row = await createAgencyInvoice(tx, newInvoiceOf(input));
    return presentAgencyInvoice(row, agency.name, []);
  });
}

/** POST admin/agency-invoice/preview: the PDF the invoice would have, without taking a number. */
export async function previewInvoice(ctx: AppContext, input: AgencyInvoiceCreate): Promise<Buffer> {
  const agency = await agencyOf(ctx.db, input.agencyId);
  const values = invoiceValuesOf(newInvoiceOf(input), 'Aperçu');
  const now = new Date();
  const invoice = presentAgencyInvoice(
    { ...values, id: '00000000-0000-4000-8000-000000000000', paidAt: null, createdAt: now, updatedAt: now },
    agency.name,
    [],
  );
  return renderAgencyInvoicePdf({
    invoice,
    agencyAddress: agency.address,
    bank: ctx.config.payments.bankTransfer,
    preview: true,
  });
}

/** The PDF of an invoice (of the agency when given). */
export async function invoicePdf(
  ctx: AppContext,
  id: string,
  agencyId: string | null,
): Promise<{ pdf: Buffer; invoice: AgencyInvoice }> {
  const { invoice: row } = await getAgencyInvoiceRow(ctx.db, id, agencyId);
  const [invoice, agency] = await Promise.all([getAgencyInvoice(ctx.db, id, agencyId), agencyOf(ctx.db, row.agencyId)]);
  const pdf = await renderAgencyInvoicePdf({
    invoice,
    agencyAddress: agency.address,
    bank: ctx.config.payments.bankTransfer,
  });
  return { pdf, invoice };
}
