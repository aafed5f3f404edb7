import { AppError } from '@securite/domain/errors/app-error';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { agencyInvoices } from '../../db/schema/agency-invoices.ts';
import { paymentCheckouts } from '../../db/schema/payments.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { type AgencyInvoiceRow, getAgencyInvoiceRow } from '../agency-invoices/public.ts';
import { orderForPayment } from '../shop/public.ts';
import { recordPayment } from './apply-payment.ts';
import { invoiceForOrder } from './checkout.ts';
import type { GatewayCheckoutState } from './gateway.ts';

/** The invoice a provider payment is for: the one named, or the order's (issued now when it has none). */
async function invoiceOfCheckout(
  tx: Tx,
  checkout: GatewayCheckoutState,
  agencyId: string,
): Promise<AgencyInvoiceRow | null> {
  const { invoiceId, orderId } = checkout.metadata;
  if (invoiceId) return (await getAgencyInvoiceRow(tx, invoiceId, agencyId).catch(() => null))?.invoice ?? null;
  if (!orderId) return null;
  try {
    return await invoiceForOrder(tx, await orderForPayment(tx, orderId, agencyId));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Paid already (another page of the same order) or cancelled meanwhile: the order's invoice, if any.
    const [existing] = await tx
      .select()
      .from(agencyInvoices)
      .where(
        and(
          inAgency(agencyInvoices, agencyId),
          eq(agencyInvoices.orderId, orderId),
          inArray(agencyInvoices.status, ['pending', 'partial', 'paid']),
        ),
      )
      .orderBy(desc(agencyInvoices.createdAt))
      .limit(1);
    return existing ?? null;
  }
}

/**
 * A provider page was paid: its payment is recorded on its invoice (and applied) once, keyed by the page's id.
 * Returns false when the payment names nothing of this platform (logged, acknowledged).
 */
export async function settlePaidCheckout(ctx: AppContext, tx: Tx, checkout: GatewayCheckoutState): Promise<boolean> {
  const agencyId = checkout.metadata.agencyId;
  const uuid = /^[0-9a-f-]{36}$/i;
  if (!agencyId || !uuid.test(agencyId)) return false;
  const [agency] = await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId));
  if (!agency) return false;
  if ([checkout.metadata.invoiceId, checkout.metadata.orderId].some((id) => id !== undefined && !uuid.test(id))) {
    return false;
  }
  const invoice = await invoiceOfCheckout(tx, checkout, agencyId);
  if (!invoice) {
    ctx.log.warn({ checkout: checkout.id }, 'a paid checkout names no invoice or order of the platform');
    return false;
  }
  await recordPayment(ctx, tx, {
    invoiceId: invoice.id,
    agencyId,
    date: todayIn('Europe/Paris'),
    amountCents: checkout.amountTotalCents ?? invoice.totalInclTaxCents,
    paymentMethod: 'card',
    externalId: checkout.id,
  });
  await tx
    .update(paymentCheckouts)
    .set({ status: 'complete', invoiceId: invoice.id, completedAt: new Date() })
    .where(and(eq(paymentCheckouts.id, checkout.id), inAgency(paymentCheckouts, agencyId)));
  return true;
}
