import { customerMessages } from '@securite/domain/customers/customer-messages';
import {
  type CustomerRequest,
  type CustomerRequestStatus,
  type CustomerRequestStatusChange,
  customerRequestStatusLabels,
} from '@securite/domain/customers/customer-request-schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { customerRequests } from '../../db/schema/customers.ts';
import { users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { customerBillingIdentity } from './customer-billing-identity.ts';
import { sideOf, visibleCustomerRequests } from './customer-request-access.ts';
import { customerRequestStatusMail } from './customer-request-mail.ts';
import { presentCustomerRequestById } from './present-customer-request.ts';

type RequestRow = typeof customerRequests.$inferSelect;

/**
 * Who is told of a status change: the customer user who made the request, else the customer's invoice
 * recipients (its own e-mail when none is flagged). Deduplicated, empty ones dropped.
 */
async function recipientsOf(tx: Tx, agencyId: string, row: RequestRow): Promise<string[]> {
  if (row.byCustomer && row.createdByUserId) {
    const [author] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.createdByUserId));
    if (author?.email) return [author.email.toLowerCase()];
  }
  const identity = await customerBillingIdentity(tx, agencyId, row.customerId);
  return [...new Set(identity.invoiceRecipients.map((e) => e.trim().toLowerCase()).filter(Boolean))];
}

/**
 * POST {agency}/customer-request/{status} (customerRequests.edit): moves a request to a new state. With
 * sendEmail the customer gets a French e-mail, queued only if the change commits; `sent` says it was.
 */
export async function changeCustomerRequestStatus(
  ctx: AppContext,
  tenant: TenantContext,
  status: CustomerRequestStatus,
  input: CustomerRequestStatusChange,
): Promise<CustomerRequest> {
  if (sideOf(tenant) !== 'agency') throw new AppError(ErrorCode.Forbidden, messages.forbidden);
  const agencyId = tenant.agency.id;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(customerRequests)
      .where(and(eq(customerRequests.id, input.id), visibleCustomerRequests(tenant)))
      .for('update');
    if (!row) throw notFound(customerMessages.requestNotFound);
    if (row.status === status) {
      throw new AppError(
        ErrorCode.Conflict,
        customerMessages.requestStatusUnchanged(customerRequestStatusLabels[status]),
      );
    }
    const recipients = input.sendEmail ? await recipientsOf(tx, agencyId, row) : [];
    await tx
      .update(customerRequests)
      .set({
        status,
        statusChangedAt: sql`now()`,
        agencyActivityAt: sql`now()`,
        agencyReadAt: sql`now()`,
        sent: recipients.length > 0,
        updatedAt: sql`now()`,
      })
      .where(and(eq(customerRequests.id, row.id), inAgency(customerRequests, agencyId)));
    if (recipients.length) {
      const identity = await customerBillingIdentity(tx, agencyId, row.customerId);
      for (const to of recipients) {
        const mail = customerRequestStatusMail({
          to,
          agencyId,
          agencyName: tenant.agency.name,
          customerName: identity.name,
          subject: row.subject,
          status,
        });
        await queueMail(ctx, mail, { tx });
      }
    }
    return presentCustomerRequestById(tx, 'agency', agencyId, row.id);
  });
}
