import { type DocumentType, formatDocumentNumber } from '@securite/domain/billing/document-types';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { documentSequences } from '../../db/schema/billing.ts';

/**
 * The next number of the agency's sequence for a type and year, taken in the caller's transaction. The upsert
 * locks the sequence row until that transaction ends: a concurrent validation waits, then reads the committed
 * value, so two never get one number; a rolled-back validation gives its number back, so none is skipped.
 */
export async function allocateDocumentNumber(
  tx: Tx,
  agencyId: string,
  type: DocumentType,
  year: number,
): Promise<string> {
  const [row] = await tx
    .insert(documentSequences)
    .values({ agencyId, type, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.agencyId, documentSequences.type, documentSequences.year],
      set: { lastNumber: sql`${documentSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSequences.lastNumber });
  return formatDocumentNumber(type, year, row.lastNumber);
}
