import { isGranted } from '@securite/domain/auth/access';
import { customerMessages } from '@securite/domain/customers/customer-messages';
import { type CustomerRequest, CustomerRequestStatus } from '@securite/domain/customers/customer-request-schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { customerRequests } from '../../db/schema/customers.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { sideOf } from './customer-request-access.ts';
import { findVisibleRequest } from './find-customer-requests.ts';
import { markCustomerRequestRead, presentCustomerRequestById } from './present-customer-request.ts';

/** GET {agency}{customer}/customer-request/{id}: a request the caller sees, now read by their side. */
export async function getCustomerRequest(ctx: AppContext, tenant: TenantContext, id: string): Promise<CustomerRequest> {
  const side = sideOf(tenant);
  const row = await findVisibleRequest(ctx, tenant, id);
  if (!row) throw notFound(customerMessages.requestNotFound);
  return ctx.db.transaction(async (tx) => {
    await markCustomerRequestRead(tx, side, tenant.agency.id, row.id);
    return presentCustomerRequestById(tx, side, tenant.agency.id, row.id);
  });
}

/**
 * DELETE {agency}{customer}/customer-request/{id}: staff with customerRequests.edit delete any; a customer user
 * withdraws one they made while it is still pending.
 */
export async function deleteCustomerRequest(ctx: AppContext, tenant: TenantContext, id: string): Promise<void> {
  const side = sideOf(tenant);
  const row = await findVisibleRequest(ctx, tenant, id);
  if (!row) throw notFound(customerMessages.requestNotFound);
  const allowed =
    side === 'agency'
      ? isGranted(tenant.actor, ['customerRequests.edit'])
      : row.createdByUserId === tenant.actor.userId && row.status === CustomerRequestStatus.Pending;
  if (!allowed) throw new AppError(ErrorCode.Forbidden, messages.forbidden);
  await ctx.db
    .delete(customerRequests)
    .where(and(eq(customerRequests.id, row.id), inAgency(customerRequests, tenant.agency.id)));
}
