import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPriceCents } from '../subscriptions/offer-schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zOptionalString, zSearch } from '../validation/zod.ts';
import { deliveryActions, operationStates, orderOrigins } from './order-rules.ts';
import { shopMessages } from './shop-messages.ts';

/** A billing or shipping address (spec 001 section 3: street, complement, zipcode, city, country). */
export const zOrderAddress = z.object({
  street: zOptionalString(255),
  complement: zOptionalString(255),
  zipcode: zOptionalString(20),
  city: zOptionalString(120),
  country: zOptionalString(80),
});
export type OrderAddress = z.infer<typeof zOrderAddress>;
export const zOrderAddressOut = z.object({
  street: z.string().nullable(),
  complement: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});

const zQuantity = () =>
  z.number({ error: shopMessages.quantityMin }).int(m.integer).min(1, shopMessages.quantityMin).max(10_000);

/** An item of an admin's order: an article of the catalogue (its price by default) or a free line. */
export const zOrderItemSave = z.object({
  articleId: z.uuid({ error: m.invalid }).nullish(),
  label: zOptionalString(200),
  description: zOptionalString(2000),
  quantity: zQuantity().default(1),
  /** Excluding tax; the article's price when left out. */
  unitPriceCents: zPriceCents().nullish(),
});

/** POST/PATCH admin/subscription-order. */
export const zOrderSave = z.object({
  id: z.uuid({ error: m.invalid }).nullish(),
  agencyId: z.uuid({ error: shopMessages.agencyRequired }),
  title: zOptionalString(200),
  description: zOptionalString(4000),
  items: z.array(zOrderItemSave, { error: shopMessages.itemsRequired }).min(1, shopMessages.itemsRequired).max(200),
  /** Excluding tax; the articles' fees when left out. */
  deliveryFeesCents: zPriceCents().nullish(),
  billingAddress: zOrderAddress.nullish(),
  shippingAddress: zOrderAddress.nullish(),
  /** Delivered without payment (a gesture, a replacement): the order counts as paid at once. */
  paymentSkipped: z.boolean().default(false),
});
export type OrderSave = z.infer<typeof zOrderSave>;

/** POST {agency}/subscription/cart: the agency's cart, replaced whole. */
export const zCartSave = z.object({
  items: z
    .array(z.object({ articleId: z.uuid({ error: m.invalid }), quantity: zQuantity().default(1) }), {
      error: shopMessages.itemsRequired,
    })
    .min(1, shopMessages.itemsRequired)
    .max(100),
  origin: z.enum(orderOrigins).exclude(['admin']).default('shop'),
  shippingAddress: zOrderAddress.nullish(),
});
export type CartSave = z.infer<typeof zCartSave>;

export const zOrderItem = z.object({
  id: z.uuid(),
  articleId: z.uuid().nullable(),
  label: z.string(),
  description: z.string().nullable(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  totalCents: z.number().int(),
  agentsCount: z.number().int(),
  needsShipping: z.boolean(),
});

export const paymentStatuses = ['none', 'pending', 'partial', 'paid', 'skipped'] as const;
export type OrderPaymentStatus = (typeof paymentStatuses)[number];
export const orderPaymentStatusLabels: Record<OrderPaymentStatus, string> = {
  none: 'Non demandé',
  pending: 'En attente',
  partial: 'Partiellement réglé',
  paid: 'Réglé',
  skipped: 'Sans paiement',
};

export const zOrder = z.object({
  id: z.uuid(),
  number: z.string(),
  agency: z.object({ id: z.uuid(), name: z.string() }),
  title: z.string().nullable(),
  description: z.string().nullable(),
  items: z.array(zOrderItem),
  itemsTotalCents: z.number().int(),
  deliveryFeesCents: z.number().int(),
  totalCents: z.number().int(),
  vatCents: z.number().int(),
  totalInclTaxCents: z.number().int(),
  billingAddress: zOrderAddressOut,
  shippingAddress: zOrderAddressOut,
  paymentSkipped: z.boolean(),
  paymentSkippedAt: z.string().nullable(),
  operationState: z.enum(operationStates),
  origin: z.enum(orderOrigins),
  /** Agent records the order adds once paid. */
  agentsCount: z.number().int(),
  needsShipping: z.boolean(),
  payment: z.object({
    status: z.enum(paymentStatuses),
    invoiceId: z.uuid().nullable(),
    invoiceNumber: z.string().nullable(),
    paymentLinkUrl: z.string().nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof zOrder>;

const orderFilters = z.object({
  search: zSearch(),
  agencyId: z.uuid({ error: m.invalid }).optional(),
  operationState: z.enum(operationStates).optional(),
  /** Only orders with goods to ship (the deliveries view). */
  needsShipping: z.boolean().optional(),
});
/** POST admin/fetch/subscription-orders, admin/fetch/agency-article-orders, {agency}/fetch/agency-article-orders. */
export const zOrderFetchRequest = zFetchRequest(orderFilters, ['createdAt', 'totalCents']);
export type OrderFetchRequest = z.infer<typeof zOrderFetchRequest>;
export const zOrderPage = z.object({ data: z.array(zOrder), total: z.number().int() });

export const zDeliveryParams = z.object({
  id: z.uuid({ error: m.invalid }),
  action: z.enum(deliveryActions, { error: m.invalid }),
});
