import { customerMessages } from '@securite/domain/customers/customer-messages';
import type { CustomerDeleteKind } from '@securite/domain/customers/customer-schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { customerRequests } from '../../db/schema/customers.ts';
import { sites } from '../../db/schema/sites.ts';
import { customers, memberships } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { assertFakeWritable } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { getAgencyCustomer } from './customer-access.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** What keeps a customer from a permanent deletion, in words (« 2 sites et 1 demande »), or null. */
async function linkedRecords(tx: Tx, agencyId: string, customerId: string): Promise<string | null> {
  const [[{ siteCount }], [{ requestCount }], [{ accountCount }], [{ documentCount }]] = await Promise.all([
    tx
      .select({ siteCount: count() })
      .from(sites)
      .where(and(inAgency(sites, agencyId), eq(sites.customerId, customerId))),
    tx
      .select({ requestCount: count() })
      .from(customerRequests)
      .where(and(inAgency(customerRequests, agencyId), eq(customerRequests.customerId, customerId))),
    tx
      .select({ accountCount: count() })
      .from(memberships)
      .where(
        and(inAgency(memberships, agencyId), eq(memberships.customerId, customerId), isNull(memberships.deletedAt)),
      ),
    // Quotes, orders, invoices and credit notes keep their customer (an invoice is never deleted).
    tx
      .select({ documentCount: count() })
      .from(commercialDocuments)
      .where(and(inAgency(commercialDocuments, agencyId), eq(commercialDocuments.customerId, customerId))),
  ]);
  const parts = [
    siteCount ? plural(siteCount, 'site', 'sites') : null,
    requestCount ? plural(requestCount, 'demande', 'demandes') : null,
    accountCount ? plural(accountCount, 'compte client', 'comptes clients') : null,
    documentCount ? plural(documentCount, 'document commercial', 'documents commerciaux') : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} et ${parts[parts.length - 1]}`;
}

/**
 * DELETE {agency}/agencyCustomer/{id}/{kind} (customers.edit): `archive` hides the customer and keeps everything
 * (a save with archived: false restores it); `permanent` deletes it with its contacts, grids and logo, and is
 * refused (409) while sites, requests, customer accounts or commercial documents refer to it.
 */
export async function deleteCustomer(
  ctx: AppContext,
  tenant: TenantContext,
  request: { url: string },
  id: string,
  kind: CustomerDeleteKind,
): Promise<void> {
  const agencyId = tenant.agency.id;
  await ctx.db.transaction(async (tx) => {
    const row = await getAgencyCustomer(tx, agencyId, id, { forUpdate: true });
    assertFakeWritable(request, row);
    if (kind === 'archive') {
      if (row.archivedAt) return;
      await tx
        .update(customers)
        .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(inAgency(customers, agencyId), eq(customers.id, row.id)));
      return;
    }
    const linked = await linkedRecords(tx, agencyId, row.id);
    if (linked) throw new AppError(ErrorCode.Conflict, customerMessages.permanentDeleteRefused(linked));
    await tx.delete(customers).where(and(inAgency(customers, agencyId), eq(customers.id, row.id)));
  });
}
