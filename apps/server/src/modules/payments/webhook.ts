import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { paymentMessages as pm } from '@securite/domain/payments/payment-messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { paymentCheckouts, paymentEvents } from '../../db/schema/payments.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { readBillingAccount, recordPaymentFailure } from '../subscriptions/public.ts';
import { type GatewayEvent, WebhookSignatureError } from './gateway.ts';
import { gatewayOf } from './gateway-of.ts';
import { settlePaidCheckout } from './settle-checkout.ts';

const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

function agencyOfEvent(event: GatewayEvent): string | null {
  const id =
    event.type === 'payment.failed'
      ? event.metadata.agencyId
      : event.type === 'ignored'
        ? null
        : event.checkout.metadata.agencyId;
  return isUuid(id) ? id : null;
}

/** After a card was recorded: the agency's first card becomes its default. Best effort, outside the event. */
async function defaultFirstCard(ctx: AppContext, agencyId: string): Promise<void> {
  const gateway = gatewayOf(ctx);
  const account = await readBillingAccount(ctx.db, agencyId);
  if (!gateway || !account.providerCustomerId) return;
  try {
    const { methods, defaultId } = await gateway.listPaymentMethods(account.providerCustomerId);
    if (!defaultId && methods[0]) await gateway.setDefaultPaymentMethod(account.providerCustomerId, methods[0].id);
  } catch (error) {
    ctx.log.warn({ err: error }, 'the first card could not be made the default');
  }
}

/**
 * The provider's webhook: the delivery's signature is verified (400 otherwise), then the event is handled once,
 * in one transaction with the row that remembers its id: a replayed delivery finds the row and changes nothing.
 */
export async function handleWebhook(
  ctx: AppContext,
  payload: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  const gateway = gatewayOf(ctx);
  let event: GatewayEvent;
  try {
    if (!gateway || !signature) throw new WebhookSignatureError('unsigned');
    event = gateway.parseWebhook(payload, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new AppError(ErrorCode.BadRequest, pm.webhookSignature);
    throw new AppError(ErrorCode.BadRequest, pm.webhookSignature);
  }
  const agencyId = agencyOfEvent(event);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [known] = agencyId
      ? await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId))
      : [];
    const inserted = await tx
      .insert(paymentEvents)
      .values({
        id: event.id.slice(0, 255),
        type: event.type === 'ignored' ? event.providerType.slice(0, 100) : event.type,
        agencyId: known?.id ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return { duplicate: true, setupAgency: null };
    if (!known) return { duplicate: false, setupAgency: null };
    if (event.type === 'checkout.completed') {
      const { checkout } = event;
      if (checkout.mode === 'setup') return { duplicate: false, setupAgency: known.id };
      if (checkout.paymentStatus === 'paid' || checkout.paymentStatus === 'no_payment_required') {
        await settlePaidCheckout(ctx, tx, checkout);
      }
    } else if (event.type === 'checkout.failed') {
      await recordPaymentFailure(ctx, tx, known.id, new Date());
      await tx
        .update(paymentCheckouts)
        .set({ status: 'failed' })
        .where(and(eq(paymentCheckouts.id, event.checkout.id), inAgency(paymentCheckouts, known.id)));
    } else if (event.type === 'payment.failed') {
      await recordPaymentFailure(ctx, tx, known.id, event.at);
    }
    return { duplicate: false, setupAgency: null };
  });
  if (outcome.setupAgency) await defaultFirstCard(ctx, outcome.setupAgency);
  return { received: true, duplicate: outcome.duplicate };
}
