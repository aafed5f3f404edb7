import { and, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { customerDetailColumns } from './present-customer.ts';

/**
 * « Reste à payer » (the spec's Customer.leftToPay) of the listed customers: over their unpaid invoices, the
 * total less the payments and the validated credit notes, never below 0 per invoice — the invoices' own
 * leftToPayCents. The rule is one column (customerDetailColumns.leftToPay), read with the customer's row by the
 * customer and its list; this reads it for a few customers (billing's tests).
 */
export async function findCustomersLeftToPay(
  tx: Tx,
  agencyId: string,
  customerIds: readonly string[],
): Promise<Map<string, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: customers.id, cents: customerDetailColumns.leftToPay })
    .from(customers)
    .where(and(inAgency(customers, agencyId), inArray(customers.id, [...customerIds])));
  return new Map(rows.map((row) => [row.id, Number(row.cents)]));
}
