import { accountsLimitOf } from '@securite/domain/agents/limits';
import { lockDeadline, paymentDefaultSince } from '@securite/domain/subscriptions/lock';
import type { SubscriptionOverview } from '@securite/domain/subscriptions/subscription-schemas';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agencySubscriptions, subscriptionOffers } from '../../db/schema/subscriptions.ts';
import { memberships } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { AgencyRow } from '../../http/tenancy.ts';
import { oldestUnpaidDueAt, readBillingAccount } from './billing-standing.ts';
import { presentOffer } from './offers.ts';
import { currentSubscription, presentSubscription } from './present-subscription.ts';

/** Agent records and active accounts of the agency (archived records excluded). */
async function countAgents(ctx: AppContext, agencyId: string) {
  const [row] = await ctx.db
    .select({
      agents: sql<number>`count(*)::int`,
      accounts: sql<number>`count(*) filter (where ${memberships.active})::int`,
    })
    .from(memberships)
    .where(and(inAgency(memberships, agencyId), eq(memberships.role, 'agent'), isNull(memberships.deletedAt)));
  return { agents: row?.agents ?? 0, accounts: row?.accounts ?? 0 };
}

/** GET {agency}/subscription: the plan, its price, limits, lock state and the offers to choose from. */
export async function getSubscriptionOverview(ctx: AppContext, agency: AgencyRow): Promise<SubscriptionOverview> {
  const now = new Date();
  const [current, account, counts, offers, oldestDue] = await Promise.all([
    currentSubscription(ctx.db, agency.id),
    readBillingAccount(ctx.db, agency.id),
    countAgents(ctx, agency.id),
    ctx.db
      .select()
      .from(subscriptionOffers)
      .where(eq(subscriptionOffers.status, 'active'))
      .orderBy(subscriptionOffers.type, subscriptionOffers.priceCents),
    oldestUnpaidDueAt(ctx.db, agency.id),
  ]);
  const since = paymentDefaultSince({ paymentFailedAt: account.paymentFailedAt, oldestUnpaidDueAt: oldestDue }, now);
  const subscription = current ? presentSubscription(current.subscription, current.offer, now) : null;
  if (subscription) subscription.paymentFailedAt = account.paymentFailedAt?.toISOString() ?? null;
  return {
    subscription,
    limits: {
      agentsLimit: agency.agentsLimit,
      accountsLimit: agency.accountsLimit,
      freeAccounts: agency.freeAccounts,
      totalAccountsLimit: accountsLimitOf(agency),
      ...counts,
    },
    locked: agency.locked,
    lockReason: account.lockReason,
    graceDays: ctx.config.payments.graceDays,
    lockDeadline: since && !agency.locked ? lockDeadline(since, ctx.config.payments.graceDays).toISOString() : null,
    offers: offers.map((o) => presentOffer(o)),
  };
}

/** GET {agency}/subscriptions (Dates d'abonnements): every subscription of the agency, newest first. */
export async function findSubscriptions(ctx: AppContext, agencyId: string) {
  const rows = await ctx.db
    .select({ subscription: agencySubscriptions, offer: subscriptionOffers })
    .from(agencySubscriptions)
    .innerJoin(subscriptionOffers, eq(subscriptionOffers.id, agencySubscriptions.offerId))
    .where(inAgency(agencySubscriptions, agencyId))
    .orderBy(desc(agencySubscriptions.createdAt));
  const now = new Date();
  return { data: rows.map((r) => presentSubscription(r.subscription, r.offer, now)), total: rows.length };
}
