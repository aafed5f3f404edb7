import { documentTypeLabels } from '@securite/domain/billing/document-types';
import { billingMessages as bm } from '@securite/domain/billing/messages';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { frenchEuros } from '@securite/domain/money/amounts';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { inAgency } from '../../db/tenant.ts';
import type { DocumentRow } from './lock-document.ts';

/** What a quote's or purchase order's invoices bill, drafts included, less their validated credit notes. */
export interface Invoiced {
  cents: number;
  /** The invoices that count, for the messages: their number, or « brouillon ». */
  numbers: string[];
}

/** The agency's invoices made from each of `sourceIds` (all but `exceptId`), net of their validated credit notes. */
export async function invoicedOfSources(
  tx: Tx,
  agencyId: string,
  sourceIds: readonly string[],
  exceptId?: string,
): Promise<Map<string, Invoiced>> {
  const result = new Map<string, Invoiced>();
  if (sourceIds.length === 0) return result;
  const rows = await tx
    .select({
      sourceId: commercialDocuments.sourceId,
      number: commercialDocuments.number,
      totalCents: commercialDocuments.totalCents,
      creditedCents: sql<number>`coalesce((select sum(credit.total_cents) from commercial_documents credit
        where credit.source_id = "commercial_documents"."id"
          and credit.agency_id = "commercial_documents"."agency_id" and credit.type = 'creditNote'
          and credit.status <> 'draft'), 0)::bigint`.mapWith(Number),
    })
    .from(commercialDocuments)
    .where(
      and(
        inAgency(commercialDocuments, agencyId),
        inArray(commercialDocuments.sourceId, [...sourceIds]),
        eq(commercialDocuments.type, 'invoice'),
        exceptId ? ne(commercialDocuments.id, exceptId) : undefined,
      ) as SQL,
    );
  for (const row of rows) {
    if (!row.sourceId) continue;
    const entry = result.get(row.sourceId) ?? { cents: 0, numbers: [] };
    const net = Math.max(0, row.totalCents - row.creditedCents);
    entry.cents += net;
    if (net > 0) entry.numbers.push(row.number ?? 'brouillon');
    result.set(row.sourceId, entry);
  }
  return result;
}

export async function invoicedOfSource(
  tx: Tx,
  agencyId: string,
  sourceId: string,
  exceptId?: string,
): Promise<Invoiced> {
  return (await invoicedOfSources(tx, agencyId, [sourceId], exceptId)).get(sourceId) ?? { cents: 0, numbers: [] };
}

/** The article and name of a source in messages: « devis », « bon de commande ». */
export const sourceWord = (type: DocumentRow['type']) => documentTypeLabels[type].toLowerCase();

/**
 * An invoice made from a quote or a purchase order never takes that document's invoices above its total: checked
 * with the source locked (FOR UPDATE), so concurrent saves and validations of its invoices are serialised.
 */
export async function assertWithinSource(
  tx: Tx,
  invoice: Pick<DocumentRow, 'id' | 'agencyId' | 'sourceId' | 'type'>,
  totalCents: number,
): Promise<void> {
  if (invoice.type !== 'invoice' || !invoice.sourceId) return;
  const [source] = await tx
    .select()
    .from(commercialDocuments)
    .where(and(inAgency(commercialDocuments, invoice.agencyId), eq(commercialDocuments.id, invoice.sourceId)))
    .for('update');
  if (!source || (source.type !== 'quote' && source.type !== 'purchaseOrder')) return;
  const others = await invoicedOfSource(tx, invoice.agencyId, source.id, invoice.id);
  if (others.cents + totalCents > source.totalCents)
    throw new AppError(
      ErrorCode.Conflict,
      bm.sourceExceeded(sourceWord(source.type), frenchEuros(Math.max(0, source.totalCents - others.cents))),
    );
}
