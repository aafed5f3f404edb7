import { assertGranted } from '@securite/domain/auth/access';
import { customerMessages } from '@securite/domain/customers/customer-messages';
import type { CustomerRequest, CustomerRequestCreate } from '@securite/domain/customers/customer-request-schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { customerRequests } from '../../db/schema/customers.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { assertSameRequest, requestHash } from '../../http/idempotency.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { getAgencyCustomer } from './customer-access.ts';
import { sideOf } from './customer-request-access.ts';
import { presentCustomerRequestById } from './present-customer-request.ts';

/**
 * POST {agency}{customer}/customer-request: a customer user asks for their company; staff with
 * customerRequests.create open one for a customer (customerId, « Client introuvable » when not the agency's).
 * A client uuid makes it idempotent (same payload: the first answer again; another payload: 422).
 */
export async function createCustomerRequest(
  ctx: AppContext,
  tenant: TenantContext,
  input: CustomerRequestCreate,
): Promise<CustomerRequest> {
  const side = sideOf(tenant);
  if (side === 'agency') assertGranted(tenant.actor, ['customerRequests.create']);
  const agencyId = tenant.agency.id;
  const customerId = side === 'customer' ? tenant.scope.customerId : (input.customerId ?? tenant.scope.customerId);
  if (!customerId) {
    throw new AppError(ErrorCode.Validation, messages.validation, {
      errors: { customerId: customerMessages.requestCustomerRequired },
    });
  }
  if (side === 'customer' && input.customerId && input.customerId !== customerId) {
    throw notFound(customerMessages.customerNotFound);
  }
  const userId = tenant.actor.userId;
  const hash = input.uuid ? requestHash(userId, { ...input, customerId }) : null;
  const replay = async (tx: Tx) => {
    if (!input.uuid || !hash) return null;
    const [first] = await tx
      .select({ id: customerRequests.id, requestHash: customerRequests.requestHash })
      .from(customerRequests)
      .where(and(inAgency(customerRequests, agencyId), eq(customerRequests.clientUuid, input.uuid)));
    if (!first) return null;
    assertSameRequest(first.requestHash, hash);
    return presentCustomerRequestById(tx, side, agencyId, first.id);
  };
  return ctx.db.transaction(async (tx) => {
    const again = await replay(tx);
    if (again) return again;
    const customer = await getAgencyCustomer(tx, agencyId, customerId);
    const byCustomer = side === 'customer';
    const [created] = await tx
      .insert(customerRequests)
      .values({
        agencyId,
        customerId: customer.id,
        requestType: input.requestType,
        subject: input.subject,
        content: input.content,
        createdByUserId: userId,
        byCustomer,
        // News for the other side; read by the author's side.
        ...(byCustomer
          ? { customerActivityAt: sql`now()`, customerReadAt: sql`now()` }
          : { agencyActivityAt: sql`now()`, agencyReadAt: sql`now()` }),
        clientUuid: input.uuid ?? null,
        requestHash: hash,
      })
      .onConflictDoNothing()
      .returning({ id: customerRequests.id });
    if (!created) {
      const raced = await replay(tx);
      if (!raced) throw notFound(customerMessages.requestNotFound);
      return raced;
    }
    return presentCustomerRequestById(tx, side, agencyId, created.id);
  });
}
