import { offerYearlyCents } from '@securite/domain/subscriptions/offer-schemas';
import {
  AGENT_PACK_MONTHLY_CENTS,
  agentRecordMonthlyCents,
  dailyPriceCents,
  periodLengthDays,
  planPrice,
} from '@securite/domain/subscriptions/pricing';
import type { AgencySubscription, SubscriptionStatus } from '@securite/domain/subscriptions/subscription-schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agencySubscriptions, subscriptionOffers } from '../../db/schema/subscriptions.ts';
import { inAgency } from '../../db/tenant.ts';
import { type OfferRow, presentOffer } from './offers.ts';

export type SubscriptionRow = typeof agencySubscriptions.$inferSelect;

/** The status shown: a subscription whose end date has passed is ended. */
export function statusOf(row: SubscriptionRow, now: Date): SubscriptionStatus {
  return row.endedAt && row.endedAt <= now ? 'ended' : row.status;
}

/** The price of the plan: the offer and its extra agent records at the agent pack price. */
export function priceOf(row: SubscriptionRow, offer: OfferRow) {
  const price = planPrice({
    monthlyCents: offer.priceCents,
    yearlyCents: offerYearlyCents(offer.priceCents, offer.yearlyPriceCents),
    billing: row.billing,
    extraAgents: row.extraAgents,
    dayOption: row.dayOption,
  });
  return {
    ...price,
    agentRecordMonthlyCents: agentRecordMonthlyCents(row.dayOption),
    agentRecordDailyCents: dailyPriceCents(AGENT_PACK_MONTHLY_CENTS),
  };
}

export function presentSubscription(row: SubscriptionRow, offer: OfferRow, now = new Date()): AgencySubscription {
  const o = presentOffer(offer);
  return {
    id: row.id,
    offer: { id: o.id, name: o.name, type: o.type, priceCents: o.priceCents, options: o.options },
    status: statusOf(row, now),
    billing: row.billing,
    dayOption: row.dayOption,
    quickPay: row.quickPay,
    extraAgents: row.extraAgents,
    startedAt: row.startedAt.toISOString(),
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    periodDays: periodLengthDays(row.currentPeriodStart, row.currentPeriodEnd),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    paymentFailedAt: null,
    agreementPending: row.agreementPending,
    price: priceOf(row, offer),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The agency's latest subscription with its offer (null when it never had one), the row locked when asked. */
export async function currentSubscription(
  tx: Tx,
  agencyId: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ subscription: SubscriptionRow; offer: OfferRow } | null> {
  const query = tx
    .select({ subscription: agencySubscriptions, offer: subscriptionOffers })
    .from(agencySubscriptions)
    .innerJoin(subscriptionOffers, eq(subscriptionOffers.id, agencySubscriptions.offerId))
    .where(and(inAgency(agencySubscriptions, agencyId)))
    .orderBy(desc(agencySubscriptions.createdAt), desc(agencySubscriptions.id))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: agencySubscriptions }) : await query;
  return row ?? null;
}

/** One month or one year after a date. */
export function periodEndOf(start: Date, billing: 'monthly' | 'yearly'): Date {
  const end = new Date(start.getTime());
  if (billing === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}
