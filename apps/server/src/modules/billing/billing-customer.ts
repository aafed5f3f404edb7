import type { BillingCustomer } from '@securite/domain/billing/billing-parties';
import { normalizeRecipients } from '@securite/domain/billing/derive-document';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers } from '../../db/schema/tenancy.ts';

/**
 * The one place billing reads a customer's identity. Until the customers module offers customerBillingIdentity
 * (SIREN, VAT number, settlement period, contacts flagged invoiceRecipient), it reads the base customers table;
 * switch this function to it and nothing else changes. Null when the customer is not the agency's.
 */
export async function getBillingCustomer(
  tx: Tx,
  agencyId: string,
  customerId: string,
): Promise<BillingCustomer | null> {
  const [row] = await tx
    .select({ id: customers.id, name: customers.name, email: customers.email, address: customers.address })
    .from(customers)
    .where(and(eq(customers.agencyId, agencyId), eq(customers.id, customerId)));
  if (!row) return null;
  const recipients = normalizeRecipients([row.email]);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    address: row.address ?? {},
    siren: null,
    vatNumber: null,
    deliveryAddress: null,
    settlementPeriod: null,
    invoiceRecipients: recipients,
    estimateRecipients: recipients,
  };
}

/**
 * The agency's customers a document may be made for, with the recipients the send dialog proposes (until the
 * customers module offers its own list with the invoiceRecipient contacts).
 */
export async function findBillingCustomers(tx: Tx, agencyId: string) {
  const rows = await tx
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .where(eq(customers.agencyId, agencyId))
    .orderBy(asc(customers.name))
    .limit(4000);
  return rows.map((row) => ({ id: row.id, name: row.name, recipients: normalizeRecipients([row.email]) }));
}
