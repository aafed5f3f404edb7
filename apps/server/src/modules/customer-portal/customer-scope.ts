import { assertGranted } from '@securite/domain/auth/access';
import { serviceReadRights } from '@securite/domain/planning/service-read-rights';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';

/**
 * The customer a portal call reads: the /customer/{id} segment, which the tenancy guard has already checked (a
 * customer user only ever names its own company). Staff may read it too with a planning or services right, and see
 * what the customer sees.
 */
export function portalCustomerOf(tenant: TenantContext): string {
  const customerId = tenant.scope.customerId;
  if (!customerId) throw notFound();
  if (tenant.actor.role !== 'customer') assertGranted(tenant.actor, serviceReadRights);
  return customerId;
}
