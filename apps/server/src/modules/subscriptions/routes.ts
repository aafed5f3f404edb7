import { zOffer, zOfferFetchRequest, zOfferPage, zOfferSave } from '@securite/domain/subscriptions/offer-schemas';
import {
  zPlanUpdate,
  zSubscriptionHistory,
  zSubscriptionOverview,
  zSubscriptionReason,
  zSubscriptionReasonFetchRequest,
  zSubscriptionReasonPage,
  zSubscriptionReasonSave,
} from '@securite/domain/subscriptions/subscription-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePlatformRole } from '../../http/auth.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { findSubscriptions, getSubscriptionOverview } from './get-subscription-overview.ts';
import { findOffers, getOffer, saveOffer } from './offers.ts';
import { updatePlan } from './plan-changes.ts';
import { cancelWithReason, findSubscriptionReasons } from './subscription-reasons.ts';

const tags = ['mon offre'];
const read = { members: ['staff' as const], rights: ['billing.view' as const, 'paymentMethods.edit' as const] };
/** The plan is the owner's choice (and platform staff's). */
const ownerOnly = { members: [] };

/** The agency's subscription (spec 001 sections 2 and 7: GET /subscriptions, PATCH /plan, subscriptionReason). */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/subscription',
    { config: read, schema: { tags, response: { 200: zSubscriptionOverview } } },
    async (request) => getSubscriptionOverview(ctx, tenantOf(request).agency),
  );
  app.get(
    '/subscriptions',
    { config: read, schema: { tags, response: { 200: zSubscriptionHistory } } },
    async (request) => findSubscriptions(ctx, tenantOf(request).agency.id),
  );
  app.patch(
    '/plan',
    { config: ownerOnly, schema: { tags, body: zPlanUpdate, response: { 200: zSubscriptionOverview } } },
    async (request) => updatePlan(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/subscriptionReason',
    { config: ownerOnly, schema: { tags, body: zSubscriptionReasonSave, response: { 200: zSubscriptionReason } } },
    async (request) => cancelWithReason(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/fetch/agency-offers',
    { config: read, schema: { tags, body: zOfferFetchRequest, response: { 200: zOfferPage } } },
    async (request) => findOffers(ctx.db, request.body, { activeOnly: true }),
  );
};

const adminTags = ['administration · abonnements'];
const adminOnly = { onRequest: requirePlatformRole(false) };

/** Offers and cancellation reasons, for the platform's admins. */
export const subscriptionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/api/admin/agency-offers',
    { ...adminOnly, schema: { tags: adminTags, body: zOfferFetchRequest, response: { 200: zOfferPage } } },
    async (request) => findOffers(ctx.db, request.body, { activeOnly: false }),
  );
  app.get(
    '/api/admin/agency-offer/:id',
    { ...adminOnly, schema: { tags: adminTags, params: z.object({ id: z.uuid() }), response: { 200: zOffer } } },
    async (request) => getOffer(ctx.db, request.params.id),
  );
  app.post(
    '/api/admin/agency-offer',
    { ...adminOnly, schema: { tags: adminTags, body: zOfferSave, response: { 200: zOffer } } },
    async (request) => saveOffer(ctx.db, request.body),
  );
  app.post(
    '/api/admin/fetch/subscription-reasons',
    {
      ...adminOnly,
      schema: { tags: adminTags, body: zSubscriptionReasonFetchRequest, response: { 200: zSubscriptionReasonPage } },
    },
    async (request) => findSubscriptionReasons(ctx, request.body),
  );
};
