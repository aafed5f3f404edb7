import { frenchEuros } from '@securite/domain/money/amounts';
import { paymentMessages as pm } from '@securite/domain/payments/payment-messages';
import type { OrderPayment } from '@securite/domain/payments/payment-schemas';
import { shopMessages } from '@securite/domain/shop/shop-messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { paymentCheckouts } from '../../db/schema/payments.ts';
import { subscriptionOrders } from '../../db/schema/shop.ts';
import { agencies, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { markAwaitingPayment, orderForPayment, orderNumber } from '../shop/public.ts';
import { finalizeOrder } from './checkout.ts';
import { gatewayOf, viaGateway } from './gateway-of.ts';

/** The e-mail addresses of the agency's owners (and the agency's own address when it has no owner). */
async function ownerEmails(tx: Tx, agencyId: string): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        inAgency(memberships, agencyId),
        eq(memberships.role, 'owner'),
        eq(memberships.active, true),
        isNull(memberships.deletedAt),
      ),
    );
  const emails = rows.flatMap((r) => (r.email ? [r.email] : []));
  if (emails.length > 0) return emails;
  const [agency] = await tx.select({ email: agencies.email }).from(agencies).where(eq(agencies.id, agencyId));
  return agency?.email ? [agency.email] : [];
}

async function mailPayment(
  ctx: AppContext,
  agency: { id: string; name: string },
  body: { number: string; totalInclTaxCents: number; link: string | null; instructions: string | null },
): Promise<boolean> {
  const emails = await ownerEmails(ctx.db, agency.id);
  const lines = [
    'Bonjour,',
    '',
    `Votre commande ${body.number} pour ${agency.name} s’élève à ${frenchEuros(body.totalInclTaxCents)} TTC.`,
    body.link ? `Pour la régler par carte bancaire, suivez ce lien : ${body.link}` : (body.instructions ?? ''),
    '',
    'L’équipe Sécurité Plateforme',
  ];
  for (const to of emails) {
    await queueMail(ctx, {
      to,
      subject: pm.paymentLinkMailSubject(agency.name),
      text: lines.join('\n'),
      agencyId: agency.id,
      kind: 'invoice',
    });
  }
  return emails.length > 0;
}

/**
 * POST admin/subscription-order/{id}/payment: asks the agency to pay an order. Checkout by default (the admin gets
 * the page to hand over); a payment link otherwise; e-mailed to the agency's owners on demand. Without Stripe, the
 * invoice is issued for a bank transfer.
 */
export async function requestOrderPayment(
  ctx: AppContext,
  orderId: string,
  options: { useStripeCheckout: boolean; sendPaymentLinkEmail: boolean },
): Promise<OrderPayment> {
  const gateway = gatewayOf(ctx);
  // every agency: a platform admin's request for any agency's order, by its id.
  const [row] = await ctx.db
    .select({ agency: agencies, order: subscriptionOrders })
    .from(subscriptionOrders)
    .innerJoin(agencies, eq(agencies.id, subscriptionOrders.agencyId))
    .where(eq(subscriptionOrders.id, orderId));
  if (!row) throw notFound(shopMessages.orderNotFound);
  const { agency, order } = row;
  const number = orderNumber(order.number);
  let answer: OrderPayment;
  if (!gateway || options.useStripeCheckout) {
    answer = await finalizeOrder(ctx, agency, { orderId, useStripeCheckout: options.useStripeCheckout });
  } else {
    // Checked (payable, not empty) before the provider is called.
    await ctx.db.transaction((tx) => orderForPayment(tx, orderId, agency.id));
    const link = await viaGateway(ctx, () =>
      gateway.createPaymentLink({
        lines: [{ label: `Commande ${number}`, quantity: 1, unitAmountCents: order.totalInclTaxCents }],
        metadata: { agencyId: agency.id, orderId: order.id },
        redirectUrl: `${ctx.config.publicUrl}/#/payments/checkout/success`,
      }),
    );
    await ctx.db.transaction(async (tx) => {
      await markAwaitingPayment(tx, order, link.url);
      await tx.insert(paymentCheckouts).values({ id: link.id, agencyId: agency.id, purpose: 'link', url: link.url });
    });
    answer = { kind: 'link', url: link.url, emailed: false, invoice: null, instructions: null, bankTransfer: null };
  }
  if (options.sendPaymentLinkEmail && answer.kind !== 'paid') {
    answer.emailed = await mailPayment(ctx, agency, {
      number,
      totalInclTaxCents: order.totalInclTaxCents,
      link: answer.url,
      instructions: answer.instructions,
    });
  }
  return answer;
}
