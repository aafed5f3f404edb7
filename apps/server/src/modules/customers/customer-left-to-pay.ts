import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { commercialDocumentPayments, commercialDocuments } from '../../db/schema/billing.ts';
import { inAgency } from '../../db/tenant.ts';

/**
 * « Reste à payer » (the spec's Customer.leftToPay) of the listed customers: over their unpaid invoices, the
 * total less the payments and the validated credit notes, never below 0 per invoice — the invoices' own
 * leftToPayCents. Read here rather than through modules/billing, which imports this module (no cycle); billing's tests use it too.
 */
export async function findCustomersLeftToPay(
  tx: Tx,
  agencyId: string,
  customerIds: readonly string[],
): Promise<Map<string, number>> {
  if (customerIds.length === 0) return new Map();
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
        inAgency(commercialDocuments, agencyId),
        eq(commercialDocuments.type, 'invoice'),
        // Not yet paid: validated or sent (a paid invoice owes nothing, drafts and refused ones are not due).
        inArray(commercialDocuments.status, ['validated', 'sent']),
        inArray(commercialDocuments.customerId, [...customerIds]),
      ) as SQL,
    )
    .groupBy(commercialDocuments.customerId);
  return new Map(rows.map((row) => [row.customerId, Number(row.cents)]));
}
