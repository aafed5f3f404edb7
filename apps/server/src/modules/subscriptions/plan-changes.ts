import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { billingPeriodLabels } from '@securite/domain/subscriptions/pricing';
import { subscriptionMessages as sm } from '@securite/domain/subscriptions/subscription-messages';
import type { PlanUpdate, SubscriptionOverview } from '@securite/domain/subscriptions/subscription-schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { agencySubscriptions, agentRecordGrants } from '../../db/schema/subscriptions.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { createAgencyInvoice } from '../agency-invoices/public.ts';
import { getSubscriptionOverview } from './get-subscription-overview.ts';
import { getOfferRow, type OfferRow } from './offers.ts';
import { currentSubscription, periodEndOf, priceOf, statusOf } from './present-subscription.ts';

function refuse(field: string, message: string): never {
  throw new AppError(ErrorCode.Validation, message, { errors: { [field]: message } });
}

async function planOffer(tx: Tx, offerId: string): Promise<OfferRow> {
  const offer = await getOfferRow(tx, offerId).catch(() => refuse('offerId', sm.offerNotFound));
  if (offer.status !== 'active') refuse('offerId', sm.offerNotActive);
  if (offer.type !== 'plan') refuse('offerId', sm.offerNotPlan);
  return offer;
}

/** The agency's limits follow its offer: the records and accounts it includes, plus the records it bought. */
async function applyOfferLimits(tx: Tx, agencyId: string, offer: OfferRow, extraAgents: number): Promise<void> {
  const set: Partial<typeof agencies.$inferInsert> = { updatedAt: new Date() };
  if (offer.agentsIncluded !== null) set.agentsLimit = offer.agentsIncluded + extraAgents;
  if (offer.accountsIncluded !== null) set.accountsLimit = offer.accountsIncluded;
  await tx.update(agencies).set(set).where(eq(agencies.id, agencyId));
}

/**
 * PATCH {agency}/plan: changes the plan's options (and its offer). With no subscription yet, or an ended one, an
 * offer starts a new subscription awaiting its first payment, and the invoice of that first period is issued.
 */
export async function updatePlan(
  ctx: AppContext,
  tenant: TenantContext,
  input: PlanUpdate,
): Promise<SubscriptionOverview> {
  const agencyId = tenant.agency.id;
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const current = await currentSubscription(tx, agencyId, { forUpdate: true });
    if (!current || statusOf(current.subscription, now) === 'ended') {
      if (!input.offerId) refuse('offerId', sm.noSubscription);
      const offer = await planOffer(tx, input.offerId);
      const billing = input.billing ?? 'monthly';
      const [row] = await tx
        .insert(agencySubscriptions)
        .values({
          agencyId,
          offerId: offer.id,
          status: 'pending',
          billing,
          dayOption: input.dayOption ?? 'unlimited',
          quickPay: input.quickPay ?? false,
          startedAt: now,
          currentPeriodStart: now,
          currentPeriodEnd: periodEndOf(now, billing),
          agreementPending: true,
        })
        .returning();
      const price = priceOf(row, offer);
      await createAgencyInvoice(tx, {
        agencyId,
        kind: 'subscription',
        lines: [
          {
            label: `Abonnement ${offer.name} — ${billingPeriodLabels[billing]}`,
            quantity: 1,
            unitPriceCents: price.offerCents,
          },
        ],
        firstPayment: true,
        subscriptionId: row.id,
      });
      return;
    }
    const { subscription } = current;
    const offer = input.offerId && input.offerId !== subscription.offerId ? await planOffer(tx, input.offerId) : null;
    await tx
      .update(agencySubscriptions)
      .set({
        offerId: offer?.id ?? subscription.offerId,
        billing: input.billing ?? subscription.billing,
        dayOption: input.dayOption ?? subscription.dayOption,
        quickPay: input.quickPay ?? subscription.quickPay,
        updatedAt: now,
      })
      .where(and(eq(agencySubscriptions.id, subscription.id), inAgency(agencySubscriptions, agencyId)));
    if (offer && subscription.status === 'active')
      await applyOfferLimits(tx, agencyId, offer, subscription.extraAgents);
  });
  const [agency] = await ctx.db.select().from(agencies).where(eq(agencies.id, agencyId));
  return getSubscriptionOverview(ctx, agency);
}

/** The first payment arrived: the subscription starts (its offer's limits apply). */
export async function activateSubscription(tx: Tx, agencyId: string, subscriptionId: string): Promise<void> {
  const [row] = await tx
    .update(agencySubscriptions)
    .set({ status: 'active', agreementPending: false, updatedAt: new Date() })
    .where(
      and(
        eq(agencySubscriptions.id, subscriptionId),
        inAgency(agencySubscriptions, agencyId),
        eq(agencySubscriptions.status, 'pending'),
      ),
    )
    .returning();
  if (!row) return;
  await applyOfferLimits(tx, agencyId, await getOfferRow(tx, row.offerId), row.extraAgents);
}

/**
 * Adds the agent records a paid order bought, once per order (`sourceKey`): the agency's limit rises and its
 * subscription counts them from now on. Returns whether this call granted them.
 */
export async function grantAgentRecords(
  tx: Tx,
  input: { agencyId: string; sourceKey: string; agents: number },
): Promise<boolean> {
  if (input.agents <= 0) return false;
  const inserted = await tx
    .insert(agentRecordGrants)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: agentRecordGrants.id });
  if (inserted.length === 0) return false;
  await tx
    .update(agencies)
    // null (unlimited) stays null.
    .set({ agentsLimit: sql`${agencies.agentsLimit} + ${input.agents}`, updatedAt: new Date() })
    .where(eq(agencies.id, input.agencyId));
  const current = await currentSubscription(tx, input.agencyId, { forUpdate: true });
  if (current) {
    await tx
      .update(agencySubscriptions)
      .set({ extraAgents: current.subscription.extraAgents + input.agents, updatedAt: new Date() })
      .where(and(eq(agencySubscriptions.id, current.subscription.id), inAgency(agencySubscriptions, input.agencyId)));
  }
  return true;
}
