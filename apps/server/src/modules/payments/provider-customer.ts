import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { paymentMessages as pm } from '@securite/domain/payments/payment-messages';
import { addressComplete } from '@securite/domain/payments/payment-methods';
import type { AppContext } from '../../context.ts';
import type { AgencyRow } from '../../http/tenancy.ts';
import { readBillingAccount, setProviderCustomer } from '../subscriptions/public.ts';
import type { PaymentGateway } from './gateway.ts';
import { viaGateway } from './gateway-of.ts';

/** ISO country code of a French-written country (France by default). */
function countryCode(country: string | null | undefined): string {
  const value = (country ?? '').trim();
  if (/^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  const known: Record<string, string> = { belgique: 'BE', suisse: 'CH', luxembourg: 'LU', monaco: 'MC' };
  return known[value.toLowerCase()] ?? 'FR';
}

/**
 * The agency's customer at the provider, created the first time (spec 001 section 8: « Aucun client Stripe
 * trouvé », then creation; an agency without a complete address gets « Une adresse est requise », which the web
 * turns into the way to its settings).
 */
export async function ensureProviderCustomer(
  ctx: AppContext,
  gateway: PaymentGateway,
  agency: AgencyRow,
): Promise<string> {
  const account = await readBillingAccount(ctx.db, agency.id);
  if (account.providerCustomerId) return account.providerCustomerId;
  const address = agency.address ?? {};
  if (!addressComplete(address)) {
    throw new AppError(ErrorCode.Unprocessable, pm.addressRequired, { details: { reason: 'address' } });
  }
  const customer = await viaGateway(
    ctx,
    () =>
      gateway.createCustomer({
        agencyId: agency.id,
        name: agency.name,
        email: agency.email,
        address: {
          street: address.street ?? '',
          complement: address.complement ?? null,
          zipcode: address.zipcode ?? '',
          city: address.city ?? '',
          country: countryCode(address.country),
        },
      }),
    pm.stripeCustomerFailed,
  );
  await setProviderCustomer(ctx.db, agency.id, customer.id);
  return customer.id;
}
