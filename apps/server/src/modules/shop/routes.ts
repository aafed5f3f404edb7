import { zSectionFetchRequest, zSectionPage } from '@securite/domain/shop/catalogue-schemas';
import { zCartSave, zOrder, zOrderFetchRequest, zOrderPage } from '@securite/domain/shop/order-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';
import { findOrders, getOrder } from './find-orders.ts';
import { saveCart } from './save-order.ts';
import { findSections } from './sections.ts';

const tags = ['mon offre · boutique'];
const read = { members: ['staff' as const], rights: ['billing.view' as const, 'paymentMethods.edit' as const] };
/** Buying is the owner's (and platform staff's) or a holder of the payment right. */
const buy = { members: ['staff' as const], rights: ['paymentMethods.edit' as const] };

/** The agency's shop: its sections, its cart, its orders (« Suivi de commande »). */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/fetch/subscription-sections',
    { config: read, schema: { tags, body: zSectionFetchRequest, response: { 200: zSectionPage } } },
    async (request) => findSections(ctx.db, request.body, true),
  );
  app.post(
    '/subscription/cart',
    { config: buy, schema: { tags, body: zCartSave, response: { 200: zOrder } } },
    async (request) => saveCart(ctx, tenantOf(request), request.body),
  );
  for (const path of ['/fetch/subscription-orders', '/fetch/agency-article-orders']) {
    app.post(
      path,
      { config: read, schema: { tags, body: zOrderFetchRequest, response: { 200: zOrderPage } } },
      async (request) => findOrders(ctx.db, request.body, tenantOf(request).agency.id),
    );
  }
  app.get(
    '/subscription-order/:id',
    { config: read, schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: zOrder } } },
    async (request) => getOrder(ctx.db, request.params.id, tenantOf(request).agency.id),
  );
};
