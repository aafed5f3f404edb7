import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { commercialDocumentPayments, commercialDocuments } from '../../db/schema/billing.ts';

/**
 * What each customer still owes the agency (the spec's Customer.leftToPay): over its validated invoices, the total
 * less the payments and the validated credit notes, never below 0 per invoice. Customers owing nothing are absent.
 */
export async function findLeftToPayByCustomer(
  tx: Tx,
  agencyId: string,
  customerIds?: readonly string[],
): Promise<Map<string, number>> {
  if (customerIds && customerIds.length === 0) return new Map();
  const paid = sql`(select coalesce(sum(${commercialDocumentPayments.amountCents}), 0) from ${commercialDocumentPayments} where ${commercialDocumentPayments.documentId} = ${commercialDocuments.id})`;
  const credited = sql`(select coalesce(sum(c.total_cents), 0) from commercial_documents c where c.source_id = ${commercialDocuments.id} and c.type = 'creditNote' and c.status <> 'draft')`;
  const rows = await tx
    .select({
      customerId: commercialDocuments.customerId,
      cents: sql<string>`sum(greatest(${commercialDocuments.totalCents} - ${paid} - ${credited}, 0))`,
    })
    .from(commercialDocuments)
    .where(
      and(
        eq(commercialDocuments.agencyId, agencyId),
        eq(commercialDocuments.type, 'invoice'),
        ne(commercialDocuments.status, 'draft'),
        customerIds ? inArray(commercialDocuments.customerId, [...customerIds]) : undefined,
      ) as SQL,
    )
    .groupBy(commercialDocuments.customerId);
  return new Map(rows.filter((row) => Number(row.cents) > 0).map((row) => [row.customerId, Number(row.cents)]));
}
