import { nextReferenceCode, referencePrefix } from '@securite/domain/stock/stock-rules';
import { and, ilike } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { stockReferences } from '../../db/schema/stock.ts';
import { inAgency } from '../../db/tenant.ts';

/** POST {agency}/generate/reference: the next free code from the title's first word (« RAD-0003 »). */
export async function generateReference(tx: Tx, agencyId: string, title: string | null | undefined): Promise<string> {
  const prefix = referencePrefix(title);
  const used = await tx
    .select({ reference: stockReferences.reference })
    .from(stockReferences)
    .where(and(inAgency(stockReferences, agencyId), ilike(stockReferences.reference, `${prefix}-%`)));
  return nextReferenceCode(
    prefix,
    used.map((r) => r.reference),
  );
}
