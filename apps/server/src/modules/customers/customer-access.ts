import { customerMessages } from '@securite/domain/customers/customer-messages';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';

export type CustomerRow = typeof customers.$inferSelect;

/** A customer of the agency (404 « Client introuvable » for another agency's or an unknown id). */
export async function getAgencyCustomer(
  tx: Tx,
  agencyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CustomerRow> {
  const query = tx
    .select()
    .from(customers)
    .where(and(inAgency(customers, agencyId), eq(customers.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(customerMessages.customerNotFound);
  return row;
}
