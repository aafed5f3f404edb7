import { paymentMessages as pm } from '@securite/domain/payments/payment-messages';
import type { PaymentIntentStatus, PendingAgreement } from '@securite/domain/payments/payment-schemas';
import { subscriptionMessages as sm } from '@securite/domain/subscriptions/subscription-messages';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { paymentCheckouts } from '../../db/schema/payments.ts';
import { agencySubscriptions } from '../../db/schema/subscriptions.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { AgencyRow } from '../../http/tenancy.ts';
import { readBillingAccount } from '../subscriptions/public.ts';
import { gatewayOf, viaGateway } from './gateway-of.ts';
import { settlePaidCheckout } from './settle-checkout.ts';

type CheckoutRow = typeof paymentCheckouts.$inferSelect;

/** Asks the provider about an open page and settles it when paid (a webhook late or lost). */
async function followUp(ctx: AppContext, row: CheckoutRow): Promise<CheckoutRow['status']> {
  const gateway = gatewayOf(ctx);
  if (!gateway || row.status !== 'open' || row.purpose !== 'payment') return row.status;
  const checkout = await viaGateway(ctx, () => gateway.retrieveCheckout(row.id));
  if (checkout.paymentStatus === 'paid') {
    const settled = await ctx.db.transaction((tx) => settlePaidCheckout(ctx, tx, checkout));
    return settled ? 'complete' : 'open';
  }
  return checkout.status === 'expired' ? 'expired' : 'open';
}

/**
 * GET {agency}/payment-intent/{id}: the outcome of a Checkout page the browser comes back from, with the spec's
 * texts: paid (« Votre abonnement à bien été validé »), still pending, or not completed.
 */
export async function paymentIntentStatus(
  ctx: AppContext,
  agency: AgencyRow,
  id: string,
): Promise<PaymentIntentStatus> {
  const [row] = await ctx.db
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.id, id), inAgency(paymentCheckouts, agency.id)));
  if (!row) throw notFound(pm.paymentNotFound);
  const status = await followUp(ctx, row);
  const [latest] = await ctx.db
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.id, id), inAgency(paymentCheckouts, agency.id)));
  const answer = { invoiceId: latest?.invoiceId ?? null, orderId: null };
  if (status === 'complete') return { status: 'paid', message: sm.success, ...answer };
  if (status === 'failed' || status === 'expired') return { status: 'failed', message: sm.orderFailed, ...answer };
  return { status: 'pending', message: sm.notCompleted, ...answer };
}

/** GET {agency}/payments-fix (admins): follows up every open payment page of the agency. */
export async function fixPayments(ctx: AppContext, agency: AgencyRow): Promise<{ fixed: number; message: string }> {
  const open = await ctx.db
    .select()
    .from(paymentCheckouts)
    .where(
      and(
        inAgency(paymentCheckouts, agency.id),
        eq(paymentCheckouts.status, 'open'),
        eq(paymentCheckouts.purpose, 'payment'),
      ),
    )
    .orderBy(desc(paymentCheckouts.createdAt))
    .limit(50);
  let fixed = 0;
  for (const row of open) if ((await followUp(ctx, row)) === 'complete') fixed += 1;
  return { fixed, message: pm.paymentsFixed(fixed) };
}

/** GET {agency}/pending-subscription-agreement: a chosen subscription waits for its first payment. */
export async function pendingAgreement(ctx: AppContext, agency: AgencyRow): Promise<PendingAgreement> {
  const [latest] = await ctx.db
    .select()
    .from(agencySubscriptions)
    .where(inAgency(agencySubscriptions, agency.id))
    .orderBy(desc(agencySubscriptions.createdAt))
    .limit(1);
  const pending = !!latest?.agreementPending;
  const gateway = gatewayOf(ctx);
  const account = await readBillingAccount(ctx.db, agency.id);
  let hasPaymentMethod = false;
  if (pending && gateway && account.providerCustomerId) {
    const customerId = account.providerCustomerId;
    hasPaymentMethod = (await viaGateway(ctx, () => gateway.listPaymentMethods(customerId))).methods.length > 0;
  }
  return { pending, hasPaymentMethod, subscriptionId: pending ? latest.id : null };
}
