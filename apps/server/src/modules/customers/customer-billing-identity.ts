import type { SettlementPeriod } from '@securite/domain/customers/settlement';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customerContacts } from '../../db/schema/customers.ts';
import type { Address } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { getAgencyCustomer } from './customer-access.ts';

export interface CustomerBillingIdentity {
  id: string;
  type: 'company' | 'individual';
  name: string;
  customerNumber: string | null;
  address: Address;
  siren: string | null;
  vatNumber: string | null;
  email: string | null;
  settlementPeriod: SettlementPeriod;
  settlementPeriodDays: number;
  /** E-mails of the contacts flagged invoiceRecipient (the customer's own e-mail when none is). */
  invoiceRecipients: string[];
  /** E-mails of the contacts flagged estimateRecipient (likewise). */
  estimateRecipients: string[];
}

/** What an invoice needs of its buyer (CGI mandatory mentions), for the billing module. 404 if not the agency's. */
export async function customerBillingIdentity(
  tx: Tx,
  agencyId: string,
  customerId: string,
): Promise<CustomerBillingIdentity> {
  const row = await getAgencyCustomer(tx, agencyId, customerId);
  const contacts = await tx
    .select()
    .from(customerContacts)
    .where(and(inAgency(customerContacts, agencyId), eq(customerContacts.customerId, row.id)))
    .orderBy(asc(customerContacts.rank), asc(customerContacts.createdAt));
  const fallback = row.email ? [row.email] : [];
  const flagged = (flag: 'invoiceRecipient' | 'estimateRecipient') => {
    const emails = [...new Set(contacts.filter((c) => c[flag]).map((c) => c.email.trim().toLowerCase()))];
    return emails.length ? emails : fallback;
  };
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    customerNumber: row.customerNumber,
    address: row.address,
    siren: row.siren,
    vatNumber: row.vatNumber,
    email: row.email,
    settlementPeriod: row.settlementPeriod,
    settlementPeriodDays: row.settlementPeriodDays,
    invoiceRecipients: flagged('invoiceRecipient'),
    estimateRecipients: flagged('estimateRecipient'),
  };
}
