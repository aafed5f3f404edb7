import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zOptionalString, zSearch } from '../validation/zod.ts';
import { lockReasons } from './lock.ts';
import { zOffer } from './offer-schemas.ts';
import { billingPeriods, dayOptions } from './pricing.ts';
import { subscriptionMessages } from './subscription-messages.ts';

/** A subscription is pending (chosen, first payment to come), active, or cancelled (it ends at its end date). */
export const subscriptionStatuses = ['pending', 'active', 'cancelled', 'ended'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  pending: 'En attente du premier paiement',
  active: 'Active',
  cancelled: 'Résiliée',
  ended: 'Terminée',
};

/** Limits and counts of agent records and accounts (spec 000 section 3, "Pricing/limits"). */
export const zPricingLimits = z.object({
  agentsLimit: z.number().int().nullable(),
  accountsLimit: z.number().int().nullable(),
  freeAccounts: z.number().int(),
  /** accountsLimit + freeAccounts (null: unlimited). */
  totalAccountsLimit: z.number().int().nullable(),
  agents: z.number().int(),
  accounts: z.number().int(),
});

export const zAgencySubscription = z.object({
  id: z.uuid(),
  offer: zOffer.pick({ id: true, name: true, type: true, priceCents: true, options: true }),
  status: z.enum(subscriptionStatuses),
  billing: z.enum(billingPeriods),
  dayOption: z.enum(dayOptions),
  quickPay: z.boolean(),
  extraAgents: z.number().int(),
  startedAt: z.string(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  /** Length of the current period, in days. */
  periodDays: z.number().int(),
  cancelledAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  paymentFailedAt: z.string().nullable(),
  /** The agency chose this subscription and its first payment is still to come. */
  agreementPending: z.boolean(),
  price: z.object({
    periodCents: z.number().int(),
    offerCents: z.number().int(),
    agentsCents: z.number().int(),
    monthlyEquivalentCents: z.number().int(),
    agentRecordMonthlyCents: z.number().int(),
    agentRecordDailyCents: z.number().int(),
  }),
  createdAt: z.string(),
});
export type AgencySubscription = z.infer<typeof zAgencySubscription>;

/** GET {agency}/subscription: the current subscription (null when none yet), its limits, the offers to choose. */
export const zSubscriptionOverview = z.object({
  subscription: zAgencySubscription.nullable(),
  limits: zPricingLimits,
  locked: z.boolean(),
  lockReason: z.enum(lockReasons).nullable(),
  /** The grace period after a failed payment, in days. */
  graceDays: z.number().int(),
  /** When the agency will be locked if the payment default is not settled (null: in good standing). */
  lockDeadline: z.string().nullable(),
  offers: z.array(zOffer),
});
export type SubscriptionOverview = z.infer<typeof zSubscriptionOverview>;

/** GET {agency}/subscriptions (Dates d'abonnements): every subscription of the agency, newest first. */
export const zSubscriptionHistory = z.object({ data: z.array(zAgencySubscription), total: z.number().int() });

/** PATCH {agency}/plan: the plan's options; an offer id changes the offer (and starts one when there is none). */
export const zPlanUpdate = z
  .object({
    offerId: z.uuid({ error: m.invalid }).optional(),
    billing: z.enum(billingPeriods, { error: m.invalid }).optional(),
    dayOption: z.enum(dayOptions, { error: m.invalid }).optional(),
    quickPay: z.boolean({ error: m.invalid }).optional(),
  })
  .nullish()
  .transform((v) => v ?? {});
export type PlanUpdate = z.infer<typeof zPlanUpdate>;

/** Why agencies leave (the five rows of the suspension statistics). */
export const subscriptionReasons = ['price', 'features', 'competitor', 'closure', 'other'] as const;
export type SubscriptionReasonKey = (typeof subscriptionReasons)[number];
export const subscriptionReasonLabels: Record<SubscriptionReasonKey, string> = {
  price: 'Trop cher',
  features: 'Fonctionnalités manquantes',
  competitor: 'Passage à un concurrent',
  closure: 'Cessation d’activité',
  other: 'Autre motif',
};

/** POST {agency}/subscriptionReason: the reason of a cancellation; the subscription ends at its period end. */
export const zSubscriptionReasonSave = z.object({
  reason: z.enum(subscriptionReasons, { error: subscriptionMessages.reasonRequired }),
  comment: zOptionalString(2000),
});
export type SubscriptionReasonSave = z.infer<typeof zSubscriptionReasonSave>;

export const zSubscriptionReason = z.object({
  id: z.uuid(),
  agency: z.object({ id: z.uuid(), name: z.string() }),
  reason: z.enum(subscriptionReasons),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type SubscriptionReason = z.infer<typeof zSubscriptionReason>;

/** POST admin/fetch/subscription-reasons. */
export const zSubscriptionReasonFetchRequest = zFetchRequest(
  z.object({ search: zSearch(), reason: z.enum(subscriptionReasons).optional() }),
  ['createdAt'],
);
export const zSubscriptionReasonPage = z.object({ data: z.array(zSubscriptionReason), total: z.number().int() });
