import { type Actor, isAgencyStaff, isGranted } from '@securite/domain/auth/access';
import { customerRequestRights } from '@securite/domain/customers/customer-rights';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq, type SQL } from 'drizzle-orm';
import { customerRequests } from '../../db/schema/customers.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';

/** The two sides of a request: the agency's staff and the customer's users. */
export type RequestSide = 'agency' | 'customer';

/** Whether the actor handles the agency's customer requests (staff holding a customer request right). */
export function handlesCustomerRequests(actor: Actor): boolean {
  return isAgencyStaff(actor) && isGranted(actor, [...customerRequestRights]);
}

/** The caller's side, or 403 for anyone else (agents, staff without the right). */
export function sideOf(tenant: TenantContext): RequestSide {
  if (tenant.actor.role === 'customer' && tenant.scope.customerId) return 'customer';
  if (handlesCustomerRequests(tenant.actor)) return 'agency';
  throw new AppError(ErrorCode.Forbidden, messages.forbidden);
}

/** The requests the caller sees: the agency's (or the scope customer's) for staff, their company's for a customer. */
export function visibleCustomerRequests(tenant: TenantContext): SQL {
  sideOf(tenant);
  const ofAgency = inAgency(customerRequests, tenant.agency.id);
  const customerId = tenant.scope.customerId;
  return (customerId ? and(ofAgency, eq(customerRequests.customerId, customerId)) : ofAgency) as SQL;
}
