import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { stockAssignments, stockReferences } from '../../db/schema/stock.ts';
import { inAgency } from '../../db/tenant.ts';

export type ReferenceRow = typeof stockReferences.$inferSelect;
export type AssignmentRow = typeof stockAssignments.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** One reference of the agency (null for a malformed id or another agency's); locked for a change of quantities. */
export async function findReference(
  tx: Tx,
  agencyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ReferenceRow | null> {
  if (!isUuid(id)) return null;
  const query = tx
    .select()
    .from(stockReferences)
    .where(and(inAgency(stockReferences, agencyId), eq(stockReferences.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The units of each reference with agents and sites now. */
export async function assignedQuantities(
  tx: Tx,
  agencyId: string,
  referenceIds: string[],
): Promise<Map<string, number>> {
  if (referenceIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: stockAssignments.referenceId,
      total: sql<number>`coalesce(sum(${stockAssignments.quantity}), 0)::int`,
    })
    .from(stockAssignments)
    .where(
      and(
        inAgency(stockAssignments, agencyId),
        inArray(stockAssignments.referenceId, referenceIds),
        eq(stockAssignments.status, 'assigned'),
      ),
    )
    .groupBy(stockAssignments.referenceId);
  return new Map(rows.map((r) => [r.id, Number(r.total)]));
}
