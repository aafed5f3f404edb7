import type { LockReason } from '@securite/domain/subscriptions/lock';
import type { OfferStatus, OfferType } from '@securite/domain/subscriptions/offer-schemas';
import type { BillingPeriod, DayOption } from '@securite/domain/subscriptions/pricing';
import type { SubscriptionReasonKey, SubscriptionStatus } from '@securite/domain/subscriptions/subscription-schemas';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './common.ts';
import { agencyRef } from './tenancy.ts';

/** The platform's agency subscription offers (admin: subscription-v6 « Offres »). */
export const subscriptionOffers = pgTable('subscription_offers', {
  id: id(),
  name: text('name').notNull(),
  description: text('description'),
  type: text('type').$type<OfferType>().notNull(),
  status: text('status').$type<OfferStatus>().notNull().default('draft'),
  /** Monthly price excluding tax. */
  priceCents: integer('price_cents').notNull(),
  /** Null: 11 × the monthly price. */
  yearlyPriceCents: integer('yearly_price_cents'),
  agentsIncluded: integer('agents_included'),
  accountsIncluded: integer('accounts_included'),
  dayOption: text('day_option').$type<DayOption>().notNull().default('unlimited'),
  quickPay: boolean('quick_pay').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An agency's subscriptions, newest last: the current one is the latest; the others are its history. */
export const agencySubscriptions = pgTable(
  'agency_subscriptions',
  {
    id: id(),
    agencyId: agencyRef(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => subscriptionOffers.id, { onDelete: 'restrict' }),
    status: text('status').$type<Exclude<SubscriptionStatus, 'ended'>>().notNull().default('active'),
    billing: text('billing').$type<BillingPeriod>().notNull().default('monthly'),
    dayOption: text('day_option').$type<DayOption>().notNull().default('unlimited'),
    quickPay: boolean('quick_pay').notNull().default(false),
    /** Agent records bought through the shop on top of the offer. */
    extraAgents: integer('extra_agents').notNull().default(0),
    startedAt: tstz('started_at').notNull().defaultNow(),
    currentPeriodStart: tstz('current_period_start').notNull().defaultNow(),
    currentPeriodEnd: tstz('current_period_end').notNull(),
    cancelledAt: tstz('cancelled_at'),
    /** When it ends (or ended): set on cancellation to the end of the period. */
    endedAt: tstz('ended_at'),
    agreementPending: boolean('agreement_pending').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('agency_subscriptions_agency_idx').on(t.agencyId, t.createdAt)],
);

/**
 * The agency's standing with the platform's payments: its customer at the payment provider, the last failed
 * payment not settled since, and why the platform locked it (null: the platform did not; an admin may have).
 */
export const agencyBillingAccounts = pgTable('agency_billing_accounts', {
  agencyId: agencyRef().primaryKey(),
  providerCustomerId: text('provider_customer_id'),
  paymentFailedAt: tstz('payment_failed_at'),
  lockReason: text('lock_reason').$type<LockReason>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Why an agency left (POST {agency}/subscriptionReason). */
export const subscriptionReasons = pgTable(
  'subscription_reasons',
  {
    id: id(),
    agencyId: agencyRef(),
    subscriptionId: uuid('subscription_id').references(() => agencySubscriptions.id, { onDelete: 'set null' }),
    reason: text('reason').$type<SubscriptionReasonKey>().notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_reasons_agency_idx').on(t.agencyId, t.createdAt)],
);

/**
 * Agent records granted to an agency by a paid order: one row per order, so that the limit rises once however
 * many times the payment is reported (a webhook delivered twice, a card payment and an admin's manual one).
 */
export const agentRecordGrants = pgTable(
  'agent_record_grants',
  {
    id: id(),
    agencyId: agencyRef(),
    /** The order (or, without one, the invoice) that paid for the records. */
    sourceKey: text('source_key').notNull(),
    agents: integer('agents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_record_grants_source_key').on(t.sourceKey)],
);
