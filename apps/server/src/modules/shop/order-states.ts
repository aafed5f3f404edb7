import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import {
  type DeliveryAction,
  deliveryActionLabels,
  deliveryTarget,
  operationStateLabels,
  orderPayable,
  stateAfterPayment,
} from '@securite/domain/shop/order-rules';
import type { Order } from '@securite/domain/shop/order-schemas';
import { shopMessages as m } from '@securite/domain/shop/shop-messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { subscriptionOrders } from '../../db/schema/shop.ts';
import { inAgency } from '../../db/tenant.ts';
import { getOrder, getOrderRow, orderItems } from './find-orders.ts';
import type { OrderRow } from './present-order.ts';
import { grantOrderRecords } from './save-order.ts';

/** PUT admin/subscription-operation-delivery/{id}/{action}: moves an order along its delivery. */
export async function deliverOrder(ctx: AppContext, id: string, action: DeliveryAction): Promise<Order> {
  await ctx.db.transaction(async (tx) => {
    const { order } = await getOrderRow(tx, id, null, { forUpdate: true });
    const target = deliveryTarget(order.operationState, action);
    if (!target) {
      throw new AppError(
        ErrorCode.Conflict,
        m.deliveryRefused(operationStateLabels[order.operationState], deliveryActionLabels[action].toLowerCase()),
      );
    }
    await tx
      .update(subscriptionOrders)
      .set({ operationState: target, updatedAt: new Date() })
      .where(and(inAgency(subscriptionOrders, order.agencyId), eq(subscriptionOrders.id, order.id)));
  });
  return getOrder(ctx.db, id, null);
}

/**
 * The order that is to be paid (of the agency when given), locked, with its items: refused when it cannot be paid
 * any more (paid, cancelled) or has nothing in it.
 */
export async function orderForPayment(tx: Tx, id: string, agencyId: string | null) {
  const row = await getOrderRow(tx, id, agencyId, { forUpdate: true });
  const { order } = row;
  if (order.operationState === 'cancelled') throw new AppError(ErrorCode.Conflict, m.orderCancelled);
  if (!orderPayable(order.operationState) || order.paymentSkipped)
    throw new AppError(ErrorCode.Conflict, m.orderAlreadyPaid);
  const items = await orderItems(tx, order);
  if (items.length === 0) {
    throw new AppError(ErrorCode.Validation, m.itemsRequired, { errors: { items: m.itemsRequired } });
  }
  return { ...row, items };
}

/** The order's invoice is issued: it waits for its payment. */
export async function markAwaitingPayment(tx: Tx, order: OrderRow, paymentLinkUrl?: string | null): Promise<void> {
  await tx
    .update(subscriptionOrders)
    .set({
      operationState: 'awaitingPayment',
      ...(paymentLinkUrl === undefined ? {} : { paymentLinkUrl }),
      updatedAt: new Date(),
    })
    .where(and(eq(subscriptionOrders.id, order.id), inAgency(subscriptionOrders, order.agencyId)));
}

/**
 * The order's invoice is paid: the records it bought are granted (once), and the order is delivered at once when
 * nothing is to be shipped. Called in the payment's transaction.
 */
export async function markOrderPaid(tx: Tx, orderId: string, agencyId: string): Promise<void> {
  const { order } = await getOrderRow(tx, orderId, agencyId, { forUpdate: true });
  await grantOrderRecords(tx, order);
  if (!orderPayable(order.operationState)) return;
  const items = await orderItems(tx, order);
  await tx
    .update(subscriptionOrders)
    .set({ operationState: stateAfterPayment(items.some((i) => i.needsShipping)), updatedAt: new Date() })
    .where(and(eq(subscriptionOrders.id, order.id), inAgency(subscriptionOrders, agencyId)));
}
