import { agencyInvoiceMessages as im } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { paymentMessages as pm } from '@securite/domain/payments/payment-messages';
import type { OrderPayment } from '@securite/domain/payments/payment-schemas';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { agencyInvoices } from '../../db/schema/agency-invoices.ts';
import { paymentCheckouts } from '../../db/schema/payments.ts';
import { inAgency } from '../../db/tenant.ts';
import type { AgencyRow } from '../../http/tenancy.ts';
import { type AgencyInvoiceRow, createAgencyInvoice, getAgencyInvoiceRow } from '../agency-invoices/public.ts';
import { markAwaitingPayment, orderForPayment, orderNumber } from '../shop/public.ts';
import { recordPayment } from './apply-payment.ts';
import type { GatewayLine, PaymentGateway, PaymentMetadata } from './gateway.ts';
import { gatewayOf, viaGateway } from './gateway-of.ts';
import { appUrl } from './payment-methods.ts';
import { ensureProviderCustomer } from './provider-customer.ts';

type OrderForPayment = Awaited<ReturnType<typeof orderForPayment>>;

/** The order's invoice: the one already issued (not cancelled), else a new one numbered now. */
export async function invoiceForOrder(tx: Tx, { order, items }: OrderForPayment): Promise<AgencyInvoiceRow> {
  const [existing] = await tx
    .select()
    .from(agencyInvoices)
    .where(
      and(
        inAgency(agencyInvoices, order.agencyId),
        eq(agencyInvoices.orderId, order.id),
        inArray(agencyInvoices.status, ['pending', 'partial', 'paid']),
      ),
    )
    .orderBy(desc(agencyInvoices.createdAt))
    .limit(1);
  if (existing) return existing;
  return createAgencyInvoice(tx, {
    agencyId: order.agencyId,
    kind: 'order',
    lines: items.map((i) => ({
      label: i.label,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
      agentsCount: i.agentsCount,
    })),
    deliveryFeesCents: order.deliveryFeesCents,
    note: `Commande ${orderNumber(order.number)}`,
    orderId: order.id,
  });
}

/** One line for the provider: what the invoice or order costs including tax. */
const totalLine = (label: string, totalInclTaxCents: number): GatewayLine[] => [
  { label, quantity: 1, unitAmountCents: totalInclTaxCents },
];

const invoiceRef = (invoice: AgencyInvoiceRow) => ({
  id: invoice.id,
  number: invoice.number,
  totalInclTaxCents: invoice.totalInclTaxCents,
});

function transferAnswer(ctx: AppContext, invoice: AgencyInvoiceRow): OrderPayment {
  return {
    kind: 'transfer',
    url: null,
    emailed: false,
    invoice: invoiceRef(invoice),
    instructions: pm.transferInstructions(invoice.number),
    bankTransfer: ctx.config.payments.bankTransfer,
  };
}

/** Opens the provider's Checkout page for the agency and remembers it. */
async function openCheckout(
  ctx: AppContext,
  gateway: PaymentGateway,
  agency: AgencyRow,
  input: { lines: GatewayLine[]; metadata: PaymentMetadata; invoiceId: string | null },
): Promise<string> {
  const customerId = await ensureProviderCustomer(ctx, gateway, agency);
  const checkout = await viaGateway(ctx, () =>
    gateway.createPaymentCheckout({
      customerId,
      lines: input.lines,
      metadata: input.metadata,
      successUrl: appUrl(ctx, 'payments/checkout/success?session_id={CHECKOUT_SESSION_ID}'),
      cancelUrl: appUrl(ctx, 'payments/checkout/failure'),
    }),
  );
  if (!checkout.url) throw new AppError(ErrorCode.Unprocessable, pm.providerUnavailable);
  await ctx.db.insert(paymentCheckouts).values({
    id: checkout.id,
    agencyId: agency.id,
    purpose: 'payment',
    invoiceId: input.invoiceId,
    url: checkout.url,
  });
  return checkout.url;
}

const paidAnswer = (invoice: AgencyInvoiceRow | null): OrderPayment => ({
  kind: 'paid',
  url: null,
  emailed: false,
  invoice: invoice ? invoiceRef(invoice) : null,
  instructions: null,
  bankTransfer: null,
});

/**
 * POST {agency}/subscription-order/finalize: pays the agency's cart. With Stripe, the agency goes to Checkout
 * and the invoice is issued when the payment arrives (an abandoned checkout leaves no unpaid invoice); without,
 * the invoice is issued now and paid by bank transfer.
 */
export async function finalizeOrder(
  ctx: AppContext,
  agency: AgencyRow,
  input: { orderId: string; useStripeCheckout: boolean },
): Promise<OrderPayment> {
  const gateway = gatewayOf(ctx);
  const byCard = gateway !== null && input.useStripeCheckout;
  const prepared = await ctx.db.transaction(async (tx) => {
    const order = await orderForPayment(tx, input.orderId, agency.id);
    if (order.order.totalInclTaxCents === 0) {
      const invoice = await invoiceForOrder(tx, order);
      await recordPayment(ctx, tx, {
        invoiceId: invoice.id,
        date: todayIn('Europe/Paris'),
        amountCents: 0,
        paymentMethod: 'other',
        externalId: `free:${invoice.id}`,
      });
      return { kind: 'paid' as const, invoice };
    }
    await markAwaitingPayment(tx, order.order);
    if (byCard) return { kind: 'card' as const, order };
    return { kind: 'transfer' as const, invoice: await invoiceForOrder(tx, order) };
  });
  if (prepared.kind === 'paid') return paidAnswer(prepared.invoice);
  if (prepared.kind === 'transfer') return transferAnswer(ctx, prepared.invoice);
  const { order } = prepared.order;
  const url = await openCheckout(ctx, gateway!, agency, {
    lines: totalLine(`Commande ${orderNumber(order.number)}`, order.totalInclTaxCents),
    metadata: { agencyId: agency.id, orderId: order.id },
    invoiceId: null,
  });
  return { kind: 'checkout', url, emailed: false, invoice: null, instructions: null, bankTransfer: null };
}

/** POST {agency}/agency-invoice/{id}/payment: pays one of « Mes factures » (the first payment among them). */
export async function payInvoice(ctx: AppContext, agency: AgencyRow, invoiceId: string): Promise<OrderPayment> {
  const { invoice } = await getAgencyInvoiceRow(ctx.db, invoiceId, agency.id);
  if (invoice.status === 'paid') throw new AppError(ErrorCode.Conflict, im.alreadyPaid);
  if (invoice.status === 'cancelled') throw new AppError(ErrorCode.Conflict, im.cancelled);
  const gateway = gatewayOf(ctx);
  if (!gateway) return transferAnswer(ctx, invoice);
  const url = await openCheckout(ctx, gateway, agency, {
    lines: totalLine(`Facture ${invoice.number}`, invoice.totalInclTaxCents),
    metadata: { agencyId: agency.id, invoiceId: invoice.id },
    invoiceId: invoice.id,
  });
  return {
    kind: 'checkout',
    url,
    emailed: false,
    invoice: invoiceRef(invoice),
    instructions: null,
    bankTransfer: null,
  };
}
