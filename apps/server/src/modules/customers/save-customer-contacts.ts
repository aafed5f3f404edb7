import { customerMessages } from '@securite/domain/customers/customer-messages';
import type { CustomerSave } from '@securite/domain/customers/customer-schemas';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customerContacts } from '../../db/schema/customers.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';

type ContactInput = NonNullable<CustomerSave['userCompanies']>[number];
type ContactRow = typeof customerContacts.$inferSelect;

const columnsOf = (c: ContactInput) => ({
  firstname: c.firstname || null,
  lastname: c.lastname,
  email: c.email,
  phone: c.phone || null,
  position: c.position || null,
  invoiceRecipient: c.invoiceRecipient,
  estimateRecipient: c.estimateRecipient,
  planningRecipient: c.planningRecipient,
  sendInterventionReport: c.sendCustomerInterventionReport,
  sendServiceEventReport: c.sendCustomerServiceEventReport,
});

/** Whether the list sent differs from the stored contacts (by id, order included). */
export function contactsChanged(list: ContactInput[], stored: ContactRow[]): boolean {
  if (list.length !== stored.length) return true;
  const byId = new Map(stored.map((c) => [c.id, c]));
  return list.some((c, rank) => {
    const now = c.id ? byId.get(c.id) : undefined;
    if (!now || now.rank !== rank) return true;
    const next = columnsOf(c);
    return (Object.keys(next) as Array<keyof typeof next>).some((k) => next[k] !== now[k]);
  });
}

/** The stored contacts of a customer. */
export function loadContacts(tx: Tx, agencyId: string, customerId: string): Promise<ContactRow[]> {
  return tx
    .select()
    .from(customerContacts)
    .where(and(inAgency(customerContacts, agencyId), eq(customerContacts.customerId, customerId)));
}

/**
 * Replaces a customer's contacts by the list sent: those left out are removed, those with an id edited (404 when
 * the id is not one of this customer's), the others added.
 */
export async function replaceContacts(
  tx: Tx,
  agencyId: string,
  customerId: string,
  list: ContactInput[],
  stored: ContactRow[],
): Promise<void> {
  const storedIds = new Set(stored.map((c) => c.id));
  const keep = list.flatMap((c) => (c.id ? [c.id] : []));
  for (const id of keep) if (!storedIds.has(id)) throw notFound(customerMessages.contactNotFound);
  await tx
    .delete(customerContacts)
    .where(
      and(
        inAgency(customerContacts, agencyId),
        eq(customerContacts.customerId, customerId),
        keep.length ? notInArray(customerContacts.id, keep) : undefined,
      ),
    );
  for (const [rank, contact] of list.entries()) {
    if (!contact.id) continue;
    await tx
      .update(customerContacts)
      .set({ ...columnsOf(contact), rank, updatedAt: sql`now()` })
      .where(and(inAgency(customerContacts, agencyId), eq(customerContacts.id, contact.id)));
  }
  const added = [...list.entries()].filter(([, c]) => !c.id);
  if (added.length) {
    await tx
      .insert(customerContacts)
      .values(added.map(([rank, c]) => ({ ...columnsOf(c), rank, agencyId, customerId })));
  }
}
