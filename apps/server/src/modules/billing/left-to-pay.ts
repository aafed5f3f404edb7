import { leftToPayCents } from '@securite/domain/billing/payments';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { commercialDocumentPayments, commercialDocuments } from '../../db/schema/billing.ts';

/**
 * « Reste à payer » of each customer: over its validated invoices not yet paid (validated or sent), the total
 * less the payments and the credit notes cancelling it — each invoice's leftToPayCents, as the invoices show it.
 * Customers owing nothing are absent from the map.
 */
export async function findLeftToPayByCustomer(
  tx: Tx,
  agencyId: string,
  customerIds: readonly string[],
): Promise<Map<string, number>> {
  if (customerIds.length === 0) return new Map();
  const paid = tx
    .select({
      documentId: commercialDocumentPayments.documentId,
      cents: sql<string>`sum(${commercialDocumentPayments.amountCents})`.as('paid_cents'),
    })
    .from(commercialDocumentPayments)
    .where(eq(commercialDocumentPayments.agencyId, agencyId))
    .groupBy(commercialDocumentPayments.documentId)
    .as('paid');
  const invoices = await tx
    .select({
      id: commercialDocuments.id,
      customerId: commercialDocuments.customerId,
      totalCents: commercialDocuments.totalCents,
      paidCents: sql<string | null>`${paid.cents}`,
    })
    .from(commercialDocuments)
    .leftJoin(paid, eq(paid.documentId, commercialDocuments.id))
    .where(
      and(
        eq(commercialDocuments.agencyId, agencyId),
        eq(commercialDocuments.type, 'invoice'),
        inArray(commercialDocuments.status, ['validated', 'sent']),
        inArray(commercialDocuments.customerId, [...customerIds]),
      ),
    );
  if (invoices.length === 0) return new Map();
  const credits = await tx
    .select({
      sourceId: commercialDocuments.sourceId,
      cents: sql<string>`sum(${commercialDocuments.totalCents})`,
    })
    .from(commercialDocuments)
    .where(
      and(
        eq(commercialDocuments.agencyId, agencyId),
        eq(commercialDocuments.type, 'creditNote'),
        ne(commercialDocuments.status, 'draft'),
        inArray(
          commercialDocuments.sourceId,
          invoices.map((invoice) => invoice.id),
        ),
      ),
    )
    .groupBy(commercialDocuments.sourceId);
  const credited = new Map(credits.map((row) => [row.sourceId, Number(row.cents)]));
  const byCustomer = new Map<string, number>();
  for (const invoice of invoices) {
    const left = leftToPayCents(
      invoice.totalCents,
      [{ amountCents: Number(invoice.paidCents ?? 0) }],
      credited.get(invoice.id) ?? 0,
    );
    if (left > 0) byCustomer.set(invoice.customerId, (byCustomer.get(invoice.customerId) ?? 0) + left);
  }
  return byCustomer;
}
