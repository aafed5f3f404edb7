import type { BillingCustomer } from '@securite/domain/billing/billing-parties';
import { normalizeRecipients } from '@securite/domain/billing/derive-document';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { and, asc, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { type CustomerBillingIdentity, customerBillingIdentity } from '../customers/public.ts';

/** The customers module's settlement period as the due-date rule of billing. */
function settlementOf(identity: CustomerBillingIdentity): BillingCustomer['settlementPeriod'] {
  if (identity.settlementPeriod === 'onReceipt') return { days: 0 };
  return { days: identity.settlementPeriodDays, endOfMonth: identity.settlementPeriod === 'daysEndOfMonth' };
}

/**
 * The one place billing reads a customer's identity (SIREN, VAT number, settlement period, the contacts flagged
 * invoiceRecipient or estimateRecipient), through the customers module. Null when the customer is not the agency's.
 */
export async function getBillingCustomer(
  tx: Tx,
  agencyId: string,
  customerId: string,
): Promise<BillingCustomer | null> {
  let identity: CustomerBillingIdentity;
  try {
    identity = await customerBillingIdentity(tx, agencyId, customerId);
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.NotFound) return null;
    throw error;
  }
  return {
    id: identity.id,
    type: identity.type,
    name: identity.name,
    email: identity.email,
    address: identity.address ?? {},
    siren: identity.siren,
    vatNumber: identity.vatNumber,
    deliveryAddress: null,
    settlementPeriod: settlementOf(identity),
    invoiceRecipients: normalizeRecipients(identity.invoiceRecipients),
    estimateRecipients: normalizeRecipients(identity.estimateRecipients),
  };
}

/**
 * The agency's customers and prospects a document may be made for (not archived), with the addresses the send
 * dialog proposes first (the customer's own e-mail; the dialog adds the document's recipients).
 */
export async function findBillingCustomers(tx: Tx, agencyId: string) {
  const rows = await tx
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .where(and(inAgency(customers, agencyId), isNull(customers.archivedAt)))
    .orderBy(asc(customers.name))
    .limit(4000);
  return rows.map((row) => ({ id: row.id, name: row.name, recipients: normalizeRecipients([row.email]) }));
}
