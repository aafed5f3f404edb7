import { formatAgencyInvoiceNumber } from '@securite/domain/agency-invoices/agency-invoice-rules';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agencyInvoiceSequences } from '../../db/schema/agency-invoices.ts';

/**
 * The next number of the platform's sequence for a year, in the caller's transaction (billing's approach: the
 * upsert locks the year's row until the transaction ends, so two invoices never share a number and a rolled-back
 * one gives its number back: no gap).
 */
export async function allocateAgencyInvoiceNumber(tx: Tx, year: number): Promise<string> {
  const [row] = await tx
    .insert(agencyInvoiceSequences)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: agencyInvoiceSequences.year,
      set: { lastNumber: sql`${agencyInvoiceSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: agencyInvoiceSequences.lastNumber });
  return formatAgencyInvoiceNumber(year, row.lastNumber);
}
