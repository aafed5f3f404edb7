import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { paymentMessages as pm } from '@securite/domain/payments/payment-messages';
import { defaultChangeRefusal, deleteRefusal } from '@securite/domain/payments/payment-methods';
import type { PaymentMethods } from '@securite/domain/payments/payment-schemas';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { AgencyRow } from '../../http/tenancy.ts';
import { readBillingAccount } from '../subscriptions/public.ts';
import type { PaymentGateway } from './gateway.ts';
import { gatewayOf, requireGateway, viaGateway } from './gateway-of.ts';
import { ensureProviderCustomer } from './provider-customer.ts';

/** GET {agency}/payment-methods: the agency's cards (and SEPA mandates, which the web hides), the default first. */
export async function listPaymentMethods(ctx: AppContext, agency: AgencyRow): Promise<PaymentMethods> {
  const gateway = gatewayOf(ctx);
  const bankTransfer = ctx.config.payments.bankTransfer;
  if (!gateway) return { provider: 'manual', customer: false, methods: [], bankTransfer };
  const account = await readBillingAccount(ctx.db, agency.id);
  if (!account.providerCustomerId) return { provider: 'stripe', customer: false, methods: [], bankTransfer };
  const customerId = account.providerCustomerId;
  const { methods, defaultId } = await viaGateway(ctx, () => gateway.listPaymentMethods(customerId));
  const listed = methods
    .map((m) => ({ ...m, isDefault: m.id === defaultId }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return { provider: 'stripe', customer: true, methods: listed, bankTransfer };
}

async function methodOf(ctx: AppContext, gateway: PaymentGateway, agency: AgencyRow, methodId: string) {
  const account = await readBillingAccount(ctx.db, agency.id);
  const customerId = account.providerCustomerId;
  if (!customerId) throw notFound(pm.methodNotFound);
  const { methods, defaultId } = await viaGateway(ctx, () => gateway.listPaymentMethods(customerId));
  const method = methods.find((m) => m.id === methodId);
  // A method of another customer is indistinguishable from a missing one.
  if (!method) throw notFound(pm.methodNotFound);
  return { customerId, method: { ...method, isDefault: method.id === defaultId } };
}

/** POST {agency}/default-payment-methods/{id}: refused for the method already used by default. */
export async function setDefaultMethod(ctx: AppContext, agency: AgencyRow, methodId: string): Promise<PaymentMethods> {
  const gateway = requireGateway(ctx);
  const { customerId, method } = await methodOf(ctx, gateway, agency, methodId);
  const refusal = defaultChangeRefusal(method);
  if (refusal) throw new AppError(ErrorCode.Conflict, refusal);
  await viaGateway(ctx, () => gateway.setDefaultPaymentMethod(customerId, methodId));
  return listPaymentMethods(ctx, agency);
}

/** POST {agency}/payment-methods/{id}/delete: refused for the default method. */
export async function deleteMethod(ctx: AppContext, agency: AgencyRow, methodId: string): Promise<PaymentMethods> {
  const gateway = requireGateway(ctx);
  const { method } = await methodOf(ctx, gateway, agency, methodId);
  const refusal = deleteRefusal(method);
  if (refusal) throw new AppError(ErrorCode.Conflict, refusal);
  await viaGateway(ctx, () => gateway.detachPaymentMethod(methodId));
  return listPaymentMethods(ctx, agency);
}

/** POST {agency}/stripe: creates the agency's customer at the provider (needs its address). */
export async function createCustomer(ctx: AppContext, agency: AgencyRow): Promise<PaymentMethods> {
  await ensureProviderCustomer(ctx, requireGateway(ctx), agency);
  return listPaymentMethods(ctx, agency);
}

/** The web app's address of one of its pages (hash routes). */
export const appUrl = (ctx: AppContext, route: string) => `${ctx.config.publicUrl}/#/${route.replace(/^\//, '')}`;

/** GET {agency}/card-details?action=add|update: the provider's page that records a card; the browser goes there. */
export async function cardDetailsUrl(ctx: AppContext, agency: AgencyRow): Promise<{ url: string }> {
  const gateway = requireGateway(ctx);
  const customerId = await ensureProviderCustomer(ctx, gateway, agency);
  const checkout = await viaGateway(ctx, () =>
    gateway.createSetupCheckout({
      customerId,
      metadata: { agencyId: agency.id },
      successUrl: appUrl(ctx, 'payments/methods?card=added'),
      cancelUrl: appUrl(ctx, 'payments/methods'),
    }),
  );
  if (!checkout.url) throw new AppError(ErrorCode.Unprocessable, pm.providerUnavailable);
  return { url: checkout.url };
}
