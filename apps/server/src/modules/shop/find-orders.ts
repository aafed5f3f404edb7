import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import type { Order, OrderFetchRequest } from '@securite/domain/shop/order-schemas';
import { shopMessages as m } from '@securite/domain/shop/shop-messages';
import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { subscriptionOrderItems, subscriptionOrders } from '../../db/schema/shop.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { escapeLike } from './catalogue.ts';
import { type OrderRow, presentOrders } from './present-order.ts';

/**
 * A page of orders, newest first: every agency's for the admins; one agency's (its carts left out) for the
 * agency's « Suivi de commande » (`agencyId` given: the filter on another agency is ignored).
 */
export async function findOrders(
  db: Db,
  request: OrderFetchRequest,
  agencyId: string | null,
): Promise<{ data: Order[]; total: number }> {
  const { filters } = request;
  const where: SQL[] = [];
  const scope = agencyId ?? filters.agencyId;
  if (scope) where.push(inAgency(subscriptionOrders, scope));
  if (agencyId) where.push(ne(subscriptionOrders.operationState, 'cart'));
  if (filters.operationState) where.push(eq(subscriptionOrders.operationState, filters.operationState));
  if (filters.needsShipping !== undefined) {
    const shipped = sql`exists (select 1 from subscription_order_items i where i.order_id = subscription_orders.id
      and i.agency_id = subscription_orders.agency_id and i.needs_shipping)`;
    where.push(filters.needsShipping ? shipped : sql`not ${shipped}`);
  }
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    where.push(
      or(
        ilike(agencies.name, pattern),
        ilike(subscriptionOrders.title, pattern),
        sql`'CMD-' || lpad(${subscriptionOrders.number}::text, 6, '0') ilike ${pattern}`,
      ) as SQL,
    );
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const column = request.orderBy.field === 'totalCents' ? subscriptionOrders.totalCents : subscriptionOrders.createdAt;
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select({ order: subscriptionOrders, agencyName: agencies.name })
      .from(subscriptionOrders) // every agency: the platform's order list (or one agency's, by its condition)
      .innerJoin(agencies, eq(agencies.id, subscriptionOrders.agencyId))
      .where(condition)
      .orderBy(direction(column), desc(subscriptionOrders.number))
      .limit(request.limit)
      .offset(fetchOffset(request)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(subscriptionOrders) // every agency: the same list, counted
      .innerJoin(agencies, eq(agencies.id, subscriptionOrders.agencyId))
      .where(condition),
  ]);
  return { data: await presentOrders(db, rows), total: count?.total ?? 0 };
}

/** One order row (of the agency when given), locked when asked; 404 when missing. */
export async function getOrderRow(
  tx: Tx,
  id: string,
  agencyId: string | null,
  options: { forUpdate?: boolean } = {},
): Promise<{ order: OrderRow; agencyName: string }> {
  const where: SQL[] = [eq(subscriptionOrders.id, id)];
  if (agencyId) where.push(inAgency(subscriptionOrders, agencyId));
  const query = tx
    .select({ order: subscriptionOrders, agencyName: agencies.name })
    .from(subscriptionOrders) // every agency: a platform admin's order (an agency's own is filtered above)
    .innerJoin(agencies, eq(agencies.id, subscriptionOrders.agencyId))
    .where(and(...where));
  const [row] = options.forUpdate ? await query.for('update', { of: subscriptionOrders }) : await query;
  if (!row) throw notFound(m.orderNotFound);
  return row;
}

/** One order presented (of the agency when given). */
export async function getOrder(tx: Tx, id: string, agencyId: string | null): Promise<Order> {
  const [order] = await presentOrders(tx, [await getOrderRow(tx, id, agencyId)]);
  return order;
}

/** The items of an order, for its invoice. */
export async function orderItems(tx: Tx, order: OrderRow) {
  return tx
    .select()
    .from(subscriptionOrderItems)
    .where(and(inAgency(subscriptionOrderItems, order.agencyId), eq(subscriptionOrderItems.orderId, order.id)))
    .orderBy(asc(subscriptionOrderItems.position));
}
