import type { Order, OrderPaymentStatus } from '@securite/domain/shop/order-schemas';
import { and, asc, desc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agencyInvoices } from '../../db/schema/agency-invoices.ts';
import { subscriptionOrderItems, type subscriptionOrders } from '../../db/schema/shop.ts';
import type { Address } from '../../db/schema/tenancy.ts';
import { inAgencies } from '../../db/tenant.ts';

export type OrderRow = typeof subscriptionOrders.$inferSelect;
type ItemRow = typeof subscriptionOrderItems.$inferSelect;
type InvoiceRef = { id: string; number: string; status: string; orderId: string | null };

/** « CMD-000042 ». */
export const orderNumber = (n: number) => `CMD-${String(n).padStart(6, '0')}`;

const addressOut = (a: Address) => ({
  street: a.street ?? null,
  complement: a.complement ?? null,
  zipcode: a.zipcode ?? null,
  city: a.city ?? null,
  country: a.country ?? null,
});

function paymentStatusOf(order: OrderRow, invoice: InvoiceRef | undefined): OrderPaymentStatus {
  if (order.paymentSkipped) return 'skipped';
  if (!invoice || invoice.status === 'cancelled') return 'none';
  if (invoice.status === 'paid') return 'paid';
  return invoice.status === 'partial' ? 'partial' : 'pending';
}

/** Orders as they leave the server: items in order, the invoice that bills them and its payment status. */
export async function presentOrders(
  tx: Tx,
  rows: ReadonlyArray<{ order: OrderRow; agencyName: string }>,
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.order.id);
  const agencyIds = [...new Set(rows.map((r) => r.order.agencyId))];
  const [items, invoices] = await Promise.all([
    tx
      .select()
      .from(subscriptionOrderItems)
      .where(and(inAgencies(subscriptionOrderItems, agencyIds), inArray(subscriptionOrderItems.orderId, ids)))
      .orderBy(asc(subscriptionOrderItems.position)),
    tx
      .select({
        id: agencyInvoices.id,
        number: agencyInvoices.number,
        status: agencyInvoices.status,
        orderId: agencyInvoices.orderId,
      })
      .from(agencyInvoices)
      .where(and(inAgencies(agencyInvoices, agencyIds), inArray(agencyInvoices.orderId, ids)))
      .orderBy(desc(agencyInvoices.createdAt)),
  ]);
  const itemsOf = new Map<string, ItemRow[]>();
  for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item]);
  const invoiceOf = new Map<string, InvoiceRef>();
  for (const invoice of invoices)
    if (invoice.orderId && !invoiceOf.has(invoice.orderId)) invoiceOf.set(invoice.orderId, invoice);
  return rows.map(({ order, agencyName }) => {
    const lines = itemsOf.get(order.id) ?? [];
    const invoice = invoiceOf.get(order.id);
    return {
      id: order.id,
      number: orderNumber(order.number),
      agency: { id: order.agencyId, name: agencyName },
      title: order.title,
      description: order.description,
      items: lines.map((i) => ({
        id: i.id,
        articleId: i.articleId,
        label: i.label,
        description: i.description,
        quantity: i.quantity,
        unitPriceCents: i.unitPriceCents,
        totalCents: i.totalCents,
        agentsCount: i.agentsCount,
        needsShipping: i.needsShipping,
      })),
      itemsTotalCents: order.itemsTotalCents,
      deliveryFeesCents: order.deliveryFeesCents,
      totalCents: order.totalCents,
      vatCents: order.vatCents,
      totalInclTaxCents: order.totalInclTaxCents,
      billingAddress: addressOut(order.billingAddress),
      shippingAddress: addressOut(order.shippingAddress),
      paymentSkipped: order.paymentSkipped,
      paymentSkippedAt: order.paymentSkippedAt?.toISOString() ?? null,
      operationState: order.operationState,
      origin: order.origin,
      agentsCount: lines.reduce((sum, i) => sum + i.agentsCount * i.quantity, 0),
      needsShipping: lines.some((i) => i.needsShipping),
      payment: {
        status: paymentStatusOf(order, invoice),
        invoiceId: invoice?.id ?? null,
        invoiceNumber: invoice?.number ?? null,
        paymentLinkUrl: order.paymentLinkUrl,
      },
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
    };
  });
}
