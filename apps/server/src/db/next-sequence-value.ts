import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { agencySequences } from './schema/customers.ts';

/**
 * The next number of an agency's sequence (1, 2, 3…), taken in the caller's transaction: the increment locks the
 * row until the transaction ends, so concurrent takers wait in turn, and a rollback gives the number back. No gap,
 * no duplicate, on PGlite and PostgreSQL alike.
 */
export async function nextSequenceValue(tx: Tx, agencyId: string, kind: string): Promise<number> {
  const [row] = await tx
    .insert(agencySequences)
    .values({ agencyId, kind, value: 1 })
    .onConflictDoUpdate({
      target: [agencySequences.agencyId, agencySequences.kind],
      set: { value: sql`${agencySequences.value} + 1` },
    })
    .returning({ value: agencySequences.value });
  return row.value;
}
