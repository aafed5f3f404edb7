import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { paymentMessages as pm } from '@securite/domain/payments/payment-messages';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { GatewayError, type PaymentGateway } from './gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

const gateways = new WeakMap<Config, PaymentGateway | null>();

/** The app's payment gateway: Stripe when its key is configured, else null (bank transfers recorded by hand). */
export function gatewayOf(ctx: Pick<AppContext, 'config'>): PaymentGateway | null {
  if (!gateways.has(ctx.config)) {
    const stripe = ctx.config.payments.stripe;
    gateways.set(ctx.config, stripe ? createStripeGateway(stripe) : null);
  }
  return gateways.get(ctx.config) ?? null;
}

/** The gateway, or the French refusal that card payments are not enabled. */
export function requireGateway(ctx: Pick<AppContext, 'config'>): PaymentGateway {
  const gateway = gatewayOf(ctx);
  if (!gateway) throw new AppError(ErrorCode.Unprocessable, pm.stripeNotConfigured);
  return gateway;
}

/** Runs a provider call; its failure becomes the given French message (else refused / « ne répond pas »), never a 500. */
export async function viaGateway<T>(
  ctx: Pick<AppContext, 'log'>,
  run: () => Promise<T>,
  failureMessage?: string,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    ctx.log.warn({ err: error }, 'payment provider call failed');
    const message = failureMessage ?? (error.refused ? pm.providerRefused(error.message) : pm.providerUnavailable);
    throw new AppError(ErrorCode.Unprocessable, message, { details: { reason: 'provider' } });
  }
}
