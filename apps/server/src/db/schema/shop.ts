import type { OperationState, OrderOrigin } from '@securite/domain/shop/order-rules';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './common.ts';
import { type Address, agencyRef, users } from './tenancy.ts';

/** Article types of the shop (admin: subscription-v6 « Types d'articles »). */
export const shopArticleTypes = pgTable('shop_article_types', {
  id: id(),
  label: text('label').notNull(),
  createdAt: createdAt(),
});

/** What the platform sells: agent packs, badges, NFC tags… */
export const shopArticles = pgTable('shop_articles', {
  id: id(),
  typeId: uuid('type_id').references(() => shopArticleTypes.id, { onDelete: 'set null' }),
  label: text('label').notNull(),
  description: text('description'),
  unitPriceCents: integer('unit_price_cents').notNull(),
  agentsCount: integer('agents_count').notNull().default(0),
  needsShipping: boolean('needs_shipping').notNull().default(false),
  deliveryFeesCents: integer('delivery_fees_cents').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Sections (rubriques) of the shop, in order. */
export const shopSections = pgTable('shop_sections', {
  id: id(),
  title: text('title').notNull(),
  description: text('description'),
  active: boolean('active').notNull().default(true),
  highlight: boolean('highlight').notNull().default(false),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const shopSectionArticles = pgTable(
  'shop_section_articles',
  {
    id: id(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => shopSections.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => shopArticles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
  },
  (t) => [uniqueIndex('shop_section_articles_key').on(t.sectionId, t.articleId)],
);

/** Orders of the shop (subscription orders): an agency's cart, or an order an admin made for it. */
export const subscriptionOrders = pgTable(
  'subscription_orders',
  {
    id: id(),
    /** CMD-000042: a plain counter, the legal numbering is the invoice's. */
    number: integer('number').generatedAlwaysAsIdentity().notNull(),
    agencyId: agencyRef(),
    title: text('title'),
    description: text('description'),
    itemsTotalCents: integer('items_total_cents').notNull().default(0),
    deliveryFeesCents: integer('delivery_fees_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    vatCents: integer('vat_cents').notNull().default(0),
    totalInclTaxCents: integer('total_incl_tax_cents').notNull().default(0),
    billingAddress: jsonb('billing_address').$type<Address>().notNull().default({}),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull().default({}),
    paymentSkipped: boolean('payment_skipped').notNull().default(false),
    paymentSkippedAt: tstz('payment_skipped_at'),
    operationState: text('operation_state').$type<OperationState>().notNull().default('cart'),
    origin: text('origin').$type<OrderOrigin>().notNull().default('shop'),
    paymentLinkUrl: text('payment_link_url'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscription_orders_agency_idx').on(t.agencyId, t.createdAt),
    index('subscription_orders_created_idx').on(t.createdAt),
  ],
);

export const subscriptionOrderItems = pgTable(
  'subscription_order_items',
  {
    id: id(),
    agencyId: agencyRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => subscriptionOrders.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id').references(() => shopArticles.id, { onDelete: 'set null' }),
    label: text('label').notNull(),
    description: text('description'),
    quantity: integer('quantity').notNull().default(1),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    agentsCount: integer('agents_count').notNull().default(0),
    needsShipping: boolean('needs_shipping').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('subscription_order_items_order_idx').on(t.agencyId, t.orderId)],
);
