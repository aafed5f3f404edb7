import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { lineTotalCents, orderTotals, stateAfterPayment } from '@securite/domain/shop/order-rules';
import type { CartSave, Order, OrderAddress, OrderSave } from '@securite/domain/shop/order-schemas';
import { shopMessages as m } from '@securite/domain/shop/shop-messages';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { shopArticles, subscriptionOrderItems, subscriptionOrders } from '../../db/schema/shop.ts';
import { type Address, agencies } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { AuthContext } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { grantAgentRecords } from '../subscriptions/public.ts';
import type { ArticleRow } from './catalogue.ts';
import { getOrder, getOrderRow } from './find-orders.ts';

interface ItemValues {
  articleId: string | null;
  label: string;
  description: string | null;
  quantity: number;
  unitPriceCents: number;
  agentsCount: number;
  needsShipping: boolean;
}

const cleanAddress = (a: OrderAddress | null | undefined): Address | null =>
  a
    ? {
        street: a.street ?? null,
        complement: a.complement ?? null,
        zipcode: a.zipcode ?? null,
        city: a.city ?? null,
        country: a.country ?? null,
      }
    : null;

async function articlesById(tx: Tx, ids: string[]): Promise<Map<string, ArticleRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select().from(shopArticles).where(inArray(shopArticles.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The delivery fees an order pays once: the highest of its shipped articles' fees. */
const feesOf = (items: ItemValues[], articles: Map<string, ArticleRow>) =>
  Math.max(
    0,
    ...items
      .filter((i) => i.needsShipping && i.articleId)
      .map((i) => articles.get(i.articleId!)?.deliveryFeesCents ?? 0),
  );

/** Writes an order's items and totals (its items replaced whole). */
async function writeItems(
  tx: Tx,
  order: { id: string; agencyId: string },
  items: ItemValues[],
  deliveryFeesCents: number,
) {
  await tx
    .delete(subscriptionOrderItems)
    .where(and(inAgency(subscriptionOrderItems, order.agencyId), eq(subscriptionOrderItems.orderId, order.id)));
  await tx.insert(subscriptionOrderItems).values(
    items.map((item, position) => ({
      ...item,
      agencyId: order.agencyId,
      orderId: order.id,
      totalCents: lineTotalCents(item),
      position,
    })),
  );
  const totals = orderTotals(items, deliveryFeesCents);
  await tx
    .update(subscriptionOrders)
    .set({ ...totals, updatedAt: new Date() })
    .where(and(eq(subscriptionOrders.id, order.id), inAgency(subscriptionOrders, order.agencyId)));
}

/** The agent records a paid order grants, once (whatever reports the payment). */
export async function grantOrderRecords(tx: Tx, order: { id: string; agencyId: string }): Promise<boolean> {
  const items = await tx
    .select({ agentsCount: subscriptionOrderItems.agentsCount, quantity: subscriptionOrderItems.quantity })
    .from(subscriptionOrderItems)
    .where(and(inAgency(subscriptionOrderItems, order.agencyId), eq(subscriptionOrderItems.orderId, order.id)));
  const agents = items.reduce((sum, i) => sum + i.agentsCount * i.quantity, 0);
  return grantAgentRecords(tx, { agencyId: order.agencyId, sourceKey: `order:${order.id}`, agents });
}

/** POST/PATCH admin/subscription-order: an order made by an admin for an agency (a draft until paid). */
export async function saveOrderByAdmin(ctx: AppContext, auth: AuthContext, input: OrderSave): Promise<Order> {
  const id = await ctx.db.transaction(async (tx) => {
    const [agency] = await tx.select().from(agencies).where(eq(agencies.id, input.agencyId));
    if (!agency) throw new AppError(ErrorCode.Validation, m.agencyRequired, { errors: { agencyId: m.agencyRequired } });
    const articles = await articlesById(
      tx,
      input.items.flatMap((i) => (i.articleId ? [i.articleId] : [])),
    );
    const items: ItemValues[] = input.items.map((item, index) => {
      const article = item.articleId ? articles.get(item.articleId) : undefined;
      if (item.articleId && !article) {
        throw new AppError(ErrorCode.Validation, m.articleNotFound, {
          errors: { [`items.${index}.articleId`]: m.articleNotFound },
        });
      }
      const label = item.label || article?.label;
      if (!label)
        throw new AppError(ErrorCode.Validation, messages.validation, {
          errors: { [`items.${index}.label`]: 'Obligatoire' },
        });
      return {
        articleId: article?.id ?? null,
        label,
        description: item.description ?? article?.description ?? null,
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents ?? article?.unitPriceCents ?? 0,
        agentsCount: article?.agentsCount ?? 0,
        needsShipping: article?.needsShipping ?? false,
      };
    });
    const billing = cleanAddress(input.billingAddress) ?? agency.address;
    const values = {
      agencyId: agency.id,
      title: input.title ?? null,
      description: input.description ?? null,
      billingAddress: billing,
      shippingAddress: cleanAddress(input.shippingAddress) ?? billing,
    };
    let order: { id: string; agencyId: string; operationState: string; paymentSkipped: boolean };
    if (input.id) {
      const { order: existing } = await getOrderRow(tx, input.id, null, { forUpdate: true });
      if (existing.agencyId !== agency.id) throw notFound(m.orderNotFound);
      if (existing.operationState !== 'draft' && existing.operationState !== 'cart') {
        throw new AppError(ErrorCode.Conflict, m.orderNotEditable);
      }
      [order] = await tx
        .update(subscriptionOrders)
        .set({ ...values, updatedAt: new Date() })
        .where(and(inAgency(subscriptionOrders, agency.id), eq(subscriptionOrders.id, existing.id)))
        .returning();
    } else {
      [order] = await tx
        .insert(subscriptionOrders)
        .values({ ...values, operationState: 'draft', origin: 'admin', createdBy: auth.user.id })
        .returning();
    }
    await writeItems(tx, order, items, input.deliveryFeesCents ?? feesOf(items, articles));
    if (input.paymentSkipped && !order.paymentSkipped) {
      const now = new Date();
      await tx
        .update(subscriptionOrders)
        .set({
          paymentSkipped: true,
          paymentSkippedAt: now,
          operationState: stateAfterPayment(items.some((i) => i.needsShipping)),
          updatedAt: now,
        })
        .where(and(inAgency(subscriptionOrders, order.agencyId), eq(subscriptionOrders.id, order.id)));
      await grantOrderRecords(tx, order);
    }
    return order.id;
  });
  return getOrder(ctx.db, id, null);
}

/**
 * POST {agency}/subscription/cart: the agency's cart, replaced whole (one open cart per agency). Only active
 * articles may be bought; the prices are the catalogue's.
 */
export async function saveCart(ctx: AppContext, tenant: TenantContext, input: CartSave): Promise<Order> {
  const agency = tenant.agency;
  const id = await ctx.db.transaction(async (tx) => {
    const articles = await articlesById(
      tx,
      input.items.map((i) => i.articleId),
    );
    const items: ItemValues[] = input.items.map((item, index) => {
      const article = articles.get(item.articleId);
      if (!article)
        throw new AppError(ErrorCode.Validation, m.articleNotFound, {
          errors: { [`items.${index}.articleId`]: m.articleNotFound },
        });
      if (!article.active) {
        const message = m.articleInactive(article.label);
        throw new AppError(ErrorCode.Validation, message, { errors: { [`items.${index}.articleId`]: message } });
      }
      return {
        articleId: article.id,
        label: article.label,
        description: article.description,
        quantity: item.quantity,
        unitPriceCents: article.unitPriceCents,
        agentsCount: article.agentsCount,
        needsShipping: article.needsShipping,
      };
    });
    const [open] = await tx
      .select()
      .from(subscriptionOrders)
      .where(and(inAgency(subscriptionOrders, agency.id), eq(subscriptionOrders.operationState, 'cart')))
      .orderBy(desc(subscriptionOrders.createdAt))
      .limit(1)
      .for('update');
    const values = {
      origin: input.origin,
      billingAddress: agency.address,
      shippingAddress: cleanAddress(input.shippingAddress) ?? agency.address,
      createdBy: tenant.actor.userId,
      updatedAt: new Date(),
    };
    const [order] = open
      ? await tx
          .update(subscriptionOrders)
          .set(values)
          .where(and(eq(subscriptionOrders.id, open.id), inAgency(subscriptionOrders, agency.id)))
          .returning()
      : await tx
          .insert(subscriptionOrders)
          .values({ ...values, agencyId: agency.id, title: 'Commande boutique', operationState: 'cart' })
          .returning();
    await writeItems(tx, order, items, feesOf(items, articles));
    return order.id;
  });
  return getOrder(ctx.db, id, agency.id);
}
